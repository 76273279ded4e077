/** Free Agents: unattached players at their market value, sortable and filtered by position; signing spends the price. */
import { useMemo, useState } from 'react';
import { formatEuros, ROUTES, type MarketPlayerDto } from '@hardwood/shared';
import { Button, EmptyState, ErrorNote, Loading } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteMutation, useRouteQuery } from '../../lib/contract';
import { useMyTeam, useRoster } from '../../lib/queries';
import { toast } from '../../lib/toast';
import { ListControls } from '../roster/ListControls';
import { filterByPosition, type PositionFilter } from '../roster/roster-logic';
import { FREE_AGENT_SORTS, signBlockReason, sortFreeAgents, type FreeAgentSort } from './market-logic';
import { PlayerRow } from './PlayerRow';

export function FreeAgentsPanel() {
  const freeAgents = useRouteQuery(ROUTES.transfers.freeAgents, {});
  const team = useMyTeam();
  const roster = useRoster();
  const [filter, setFilter] = useState<PositionFilter>('All');
  const [sort, setSort] = useState<FreeAgentSort>('rating');
  const players = useMemo(() => sortFreeAgents(filterByPosition(freeAgents.data ?? [], filter), sort), [freeAgents.data, filter, sort]);

  const sign = useRouteMutation(ROUTES.transfers.signPlayer, (player: MarketPlayerDto) => [{ playerId: player.id }], {
    // The transaction is the ledger's entry, negative for money spent.
    onSuccess: (answer) =>
      toast({
        title: 'Player Signed Successfully',
        description: `${answer.player.name} joined for ${formatEuros(Math.abs(answer.transaction.amount))}.`,
      }),
    onError: (error) =>
      toast({ title: 'Signing Failed', description: errorMessage(error, 'Failed to sign player'), variant: 'destructive' }),
  });

  return (
    <div className="space-y-3">
      <ListControls filter={filter} onFilter={setFilter} sort={sort} onSort={setSort} sorts={FREE_AGENT_SORTS} />
      {freeAgents.isLoading ? <Loading text="Loading free agents..." /> : null}
      {freeAgents.isError ? <ErrorNote>{errorMessage(freeAgents.error, 'Failed to fetch free agents')}</ErrorNote> : null}
      {freeAgents.data && freeAgents.data.length === 0 ? <EmptyState title="No free agents available" /> : null}
      {freeAgents.data && freeAgents.data.length > 0 && players.length === 0 ? (
        <EmptyState title="No free agents in this position" />
      ) : null}
      {players.length > 0 ? (
        <ul className="grid gap-2" aria-label="Free agents">
          {players.map((p) => {
            // Until the roster has loaded its size is unknown: the server still refuses a 16th player.
            const reason = signBlockReason({ rosterSize: roster.data?.length ?? 0, budget: team.data?.budget, price: p.marketValue });
            const pendingHere = sign.isPending && sign.variables?.id === p.id;
            return (
              <PlayerRow
                key={p.id}
                player={p}
                testId="free-agent"
                details={
                  <>
                    Market value <span data-testid="free-agent-price">{formatEuros(p.marketValue)}</span>
                  </>
                }
                action={
                  <>
                    <Button
                      size="sm"
                      aria-label={`Sign ${p.name}`}
                      disabled={reason !== null || sign.isPending}
                      onClick={() => sign.mutate(p)}
                    >
                      {pendingHere ? 'Signing...' : `Sign · ${formatEuros(p.marketValue)}`}
                    </Button>
                    {reason ? <span className="text-xs text-amber-300">{reason}</span> : null}
                  </>
                }
              />
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
