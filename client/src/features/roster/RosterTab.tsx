/** Roster (part 1 §2): position filter, five sorts, Recover Fitness, player cards. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FITNESS_RECOVERY_AMOUNT } from '@hardwood/shared';
import { Button, EmptyState, ErrorNote, Loading } from '../../components/ui';
import { apiRequest } from '../../lib/api';
import { KEYS, useRoster, useStatistics } from '../../lib/queries';
import { toast } from '../../lib/toast';
import { PlayerCard } from './PlayerCard';
import { ListControls } from './ListControls';
import { filterByPosition, ROSTER_SORTS, sortRoster, type PositionFilter, type RosterSort } from './roster-logic';

export function RosterTab() {
  const roster = useRoster();
  const statistics = useStatistics();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<PositionFilter>('All');
  const [sort, setSort] = useState<RosterSort>('position');
  const stats = useMemo(() => new Map((statistics.data ?? []).map((s) => [s.playerId, s])), [statistics.data]);
  const players = useMemo(() => sortRoster(filterByPosition(roster.data ?? [], filter), stats, sort), [roster.data, filter, stats, sort]);

  const recover = useMutation({
    mutationFn: () => apiRequest('POST', '/api/players/recover-fitness', { recoveryAmount: FITNESS_RECOVERY_AMOUNT }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [KEYS.roster] });
      toast({ title: 'Fitness Recovery Complete', description: `Players recovered ${FITNESS_RECOVERY_AMOUNT}% fitness.` });
    },
    onError: () => toast({ title: 'Recovery Failed', description: 'Unable to recover player fitness. Please try again later.', variant: 'destructive' }),
  });

  return (
    <section aria-labelledby="roster-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="roster-title" className="text-2xl font-bold">
          Roster
        </h1>
        <Button variant="secondary" onClick={() => recover.mutate()} disabled={recover.isPending}>
          {recover.isPending ? 'Recovering...' : 'Recover Fitness'}
        </Button>
      </div>
      <ListControls filter={filter} onFilter={setFilter} sort={sort} onSort={setSort} sorts={ROSTER_SORTS} />
      {roster.isLoading ? <Loading text="Loading roster..." /> : null}
      {roster.isError ? <ErrorNote>Failed to fetch roster.</ErrorNote> : null}
      {statistics.isError ? <ErrorNote>Failed to fetch player statistics</ErrorNote> : null}
      {roster.data && players.length === 0 ? <EmptyState title="No players in this position" /> : null}
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {players.map((p) => (
          <PlayerCard key={p.id} player={p} stats={stats.get(p.id)} />
        ))}
      </div>
    </section>
  );
}
