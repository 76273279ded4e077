/**
 * The player database (/players): every player of the career's world in
 * one table, filtered, sorted and paged by the server (the address keeps
 * the search, so Back from a player returns to it).
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  formatEuros,
  PLAYER_DATABASE_SORT_LABELS,
  ROUTES,
  seasonWage,
  type PlayerDatabaseRow,
  type PlayerDatabaseSort,
} from '@hardwood/shared';
import { PageShell } from '../../components/PageShell';
import { Button, Card, cx, EmptyState, ErrorNote, Loading } from '../../components/ui';
import { ApiError } from '../../lib/api';
import { useRouteQuery } from '../../lib/contract';
import { ratingTone, TONE_CLASS } from '../roster/roster-logic';
import { DatabaseFilters } from './DatabaseFilters';
import { nextSort, PAGE_SIZES, requestQuery, searchFromState, stateFromSearch, type DatabaseState } from './database-query';
import { potentialText } from './player-format';
import { PlayerLink } from './PlayerLink';

const COLUMNS: ReadonlyArray<{ id: string; label: string; sort?: PlayerDatabaseSort; className?: string }> = [
  { id: 'name', label: 'Name', sort: 'name', className: 'text-left' },
  { id: 'position', label: 'Pos', sort: 'position' },
  { id: 'age', label: 'Age', sort: 'age' },
  { id: 'overall', label: 'OVR', sort: 'overall' },
  { id: 'potential', label: 'Pot' },
  { id: 'value', label: 'Value', sort: 'value', className: 'text-right' },
  { id: 'wage', label: 'Wage', sort: 'wage', className: 'text-right' },
  { id: 'club', label: 'Club', sort: 'club', className: 'text-left' },
  { id: 'league', label: 'League', sort: 'league', className: 'hidden text-left md:table-cell' },
];

function Row({ row }: { row: PlayerDatabaseRow }) {
  const potential = potentialText(row.potential);
  return (
    <tr className="border-t border-slate-800 odd:bg-slate-900/40" data-testid="database-row">
      <td className="px-2 py-1.5">
        <PlayerLink playerId={row.id}>{row.name}</PlayerLink>
        {row.isInjured ? (
          <span className="ml-1 text-xs text-red-300" title="Injured">
            ✚
          </span>
        ) : null}
        {row.isOnLoan ? (
          <span className="ml-1 text-xs text-sky-300" title="On loan">
            L
          </span>
        ) : null}
      </td>
      <td className="px-2 py-1.5 text-center">{row.position}</td>
      <td className="px-2 py-1.5 text-center">{row.age}</td>
      <td className={cx('px-2 py-1.5 text-center font-bold', TONE_CLASS[ratingTone(row.overallRating)])}>{row.overallRating}</td>
      <td className="px-2 py-1.5 text-center text-slate-300" title={potential.title}>
        {potential.text}
      </td>
      <td className="whitespace-nowrap px-2 py-1.5 text-right">{formatEuros(row.value)}</td>
      <td className="whitespace-nowrap px-2 py-1.5 text-right" title="A season">
        {formatEuros(seasonWage(row.salary))}
      </td>
      <td className="max-w-40 truncate px-2 py-1.5">{row.club ? row.club.name : <span className="text-emerald-300">Free agent</span>}</td>
      <td className="hidden max-w-40 truncate px-2 py-1.5 text-slate-400 md:table-cell">{row.club?.league ?? '–'}</td>
    </tr>
  );
}

/** A refusal (4xx) is the server's word on the search, e.g. an upside-down range; anything else is its failure. */
function searchError(error: unknown): string {
  return error instanceof ApiError && error.status < 500 && error.serverMessage ? error.serverMessage : 'Failed to fetch players.';
}

export function PlayerDatabasePage() {
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const state = stateFromSearch(search);
  const update = useCallback(
    (patch: Partial<DatabaseState>) =>
      navigate(`${pathname}${searchFromState({ ...stateFromSearch(window.location.search), ...patch })}`, { replace: true }),
    [navigate, pathname],
  );
  const result = useRouteQuery(ROUTES.playerPages.search, {}, { query: requestQuery(state), placeholderData: keepPreviousData });
  const data = result.data;
  // On a phone the filters fold away under one button, so the table is on the first screen.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const active =
    [
      state.q,
      state.position,
      state.ageMin,
      state.ageMax,
      state.overallMin,
      state.overallMax,
      state.valueMax,
      state.wageMin,
      state.wageMax,
      state.leagueId,
      state.teamId,
    ].filter(Boolean).length + (state.freeAgents ? 1 : 0);
  return (
    <PageShell>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">Player Database</h1>
        <p className="text-sm text-slate-400" aria-live="polite">
          {data ? `${data.total.toLocaleString('en-US')} players` : ' '}
        </p>
      </header>
      <Button
        variant="secondary"
        size="sm"
        className="md:hidden"
        aria-expanded={filtersOpen}
        onClick={() => setFiltersOpen((open) => !open)}
      >
        {filtersOpen ? 'Hide filters' : `Filters${active > 0 ? ` (${active})` : ''}`}
      </Button>
      <Card className={filtersOpen ? '' : 'hidden md:block'}>
        <DatabaseFilters state={state} onChange={update} />
      </Card>
      {result.isLoading ? <Loading text="Loading players..." /> : null}
      {result.isError ? <ErrorNote>{searchError(result.error)}</ErrorNote> : null}
      {data && data.total === 0 ? <EmptyState title="No players match">Widen the filters to see more of the world.</EmptyState> : null}
      {data && data.total > 0 ? (
        <div className={cx('overflow-x-auto rounded-xl border border-slate-800', result.isFetching && 'opacity-70')}>
          <table className="w-full text-sm tabular-nums" aria-label="Players">
            <thead className="bg-slate-900 text-xs uppercase text-slate-400">
              <tr>
                {COLUMNS.map((c) => (
                  <th
                    key={c.id}
                    scope="col"
                    aria-sort={c.sort && state.sort === c.sort ? (state.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                    className={cx('px-2 py-2', c.className ?? 'text-center')}
                  >
                    {c.sort ? (
                      <button
                        type="button"
                        onClick={() => update(nextSort(state, c.sort as PlayerDatabaseSort))}
                        className="uppercase hover:text-slate-100"
                      >
                        {c.label}
                        {state.sort === c.sort ? (state.dir === 'asc' ? ' ▲' : ' ▼') : ''}
                        <span className="sr-only"> (sort by {PLAYER_DATABASE_SORT_LABELS[c.sort]})</span>
                      </button>
                    ) : (
                      c.label
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <Row key={row.id} row={row} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data && data.total > 0 ? (
        <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <label className="flex items-center gap-2 text-slate-300">
            Per page
            <select
              value={state.pageSize}
              onChange={(e) => update({ pageSize: Number(e.target.value), page: 1 })}
              className="h-9 rounded-lg border border-slate-700 bg-slate-950 px-2"
            >
              {PAGE_SIZES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
          <div className="flex items-center gap-2">
            <Button variant="secondary" size="sm" disabled={data.page <= 1} onClick={() => update({ page: data.page - 1 })}>
              Previous
            </Button>
            <span className="text-slate-300" data-testid="database-page">
              Page {data.page} of {data.pages}
            </span>
            <Button variant="secondary" size="sm" disabled={data.page >= data.pages} onClick={() => update({ page: data.page + 1 })}>
              Next
            </Button>
          </div>
        </nav>
      ) : null}
    </PageShell>
  );
}
