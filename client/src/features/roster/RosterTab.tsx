/** Roster: team morale and its levers, position filter, five sorts, Recover Fitness, player cards with their contracts. */
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { EmptyState, ErrorNote, Loading } from '../../components/ui';
import { useInjuredIds, useMyTeam, useRoster, useStatistics } from '../../lib/queries';
import { RosterTable } from '../players/RosterTable';
import { ReleaseAction, useSeasonNamer } from '../contracts';
import { MoralePanel } from '../morale';
import { PlayerCard } from './PlayerCard';
import { RecoverFitnessAction } from './RecoverFitnessAction';
import { ListControls } from './ListControls';
import { filterByPosition, ROSTER_SORTS, sortRoster, type PositionFilter, type RosterSort } from './roster-logic';

type RosterView = 'table' | 'cards';
/** The table where there is room for it; cards on a phone (either can be chosen). */
const defaultView = (): RosterView =>
  typeof window !== 'undefined' && window.matchMedia?.('(min-width: 768px)').matches ? 'table' : 'cards';

export function RosterTab() {
  const roster = useRoster();
  const statistics = useStatistics();
  const [filter, setFilter] = useState<PositionFilter>('All');
  const [sort, setSort] = useState<RosterSort>('position');
  const [view, setView] = useState<RosterView>(defaultView);
  const team = useMyTeam();
  const stats = useMemo(() => new Map((statistics.data ?? []).map((s) => [s.playerId, s])), [statistics.data]);
  const injuredIds = useInjuredIds();
  const injured = useMemo(() => new Set(injuredIds.data ?? []), [injuredIds.data]);
  const players = useMemo(() => sortRoster(filterByPosition(roster.data ?? [], filter), stats, sort), [roster.data, filter, stats, sort]);
  const { nameSeason } = useSeasonNamer();

  return (
    <section aria-labelledby="roster-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="roster-title" className="text-2xl font-bold">
          Roster
        </h1>
        <RecoverFitnessAction />
      </div>
      <MoralePanel />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Roster view" className="inline-flex rounded-lg bg-slate-900 p-0.5">
          {(['table', 'cards'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => setView(v)}
              className={
                view === v
                  ? 'rounded-md bg-slate-700 px-3 py-1 text-sm font-semibold capitalize'
                  : 'rounded-md px-3 py-1 text-sm capitalize text-slate-400'
              }
            >
              {v}
            </button>
          ))}
        </div>
        <div className="flex gap-3 text-sm font-semibold">
          <Link href="/players" className="text-court-400 hover:underline">
            Player database
          </Link>
          {team.data ? (
            <Link href={`/club/${team.data.id}/history`} className="text-court-400 hover:underline">
              Club history
            </Link>
          ) : null}
        </div>
      </div>
      {view === 'cards' ? <ListControls filter={filter} onFilter={setFilter} sort={sort} onSort={setSort} sorts={ROSTER_SORTS} /> : null}
      {roster.isLoading ? <Loading text="Loading roster..." /> : null}
      {roster.isError ? <ErrorNote>Failed to fetch roster.</ErrorNote> : null}
      {statistics.isError ? <ErrorNote>Failed to fetch player statistics</ErrorNote> : null}
      {roster.data && view === 'table' ? (
        <RosterTable
          players={roster.data}
          stats={stats}
          injured={injured}
          actions={(p) => <ReleaseAction player={p} nameSeason={nameSeason} />}
        />
      ) : null}
      {roster.data && view === 'cards' && players.length === 0 ? <EmptyState title="No players in this position" /> : null}
      {view === 'cards' ? (
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {players.map((p) => (
            <PlayerCard
              key={p.id}
              player={p}
              stats={stats.get(p.id)}
              injured={injured.has(p.id)}
              nameSeason={nameSeason}
              actions={<ReleaseAction player={p} nameSeason={nameSeason} />}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
