/**
 * The manager's squad as one sortable table (the roster tab's table view):
 * each name opens the player's page; a header sorts by its column, again
 * to turn the order round.
 */
import { useState, type ReactNode } from 'react';
import { formatEuros, moraleLabel, POSITIONS, seasonName, seasonWage, type Player, type PlayerSeasonStats } from '@hardwood/shared';
import { cx } from '../../components/ui';
import { fitnessTone, ratingTone, TONE_CLASS } from '../roster/roster-logic';
import { PlayerLink } from './PlayerLink';

type Key =
  | 'name'
  | 'position'
  | 'age'
  | 'overall'
  | 'potential'
  | 'fitness'
  | 'morale'
  | 'wage'
  | 'contract'
  | 'games'
  | 'minutes'
  | 'points'
  | 'rebounds'
  | 'assists';
interface Column {
  key: Key;
  label: string;
  title: string;
  /** Numbers start best (or youngest) first; names and positions in their order. */
  first: 'asc' | 'desc';
  value: (p: Player, s: PlayerSeasonStats | undefined) => number | string;
}

export const ROSTER_TABLE_COLUMNS: readonly Column[] = [
  { key: 'name', label: 'Name', title: 'Name', first: 'asc', value: (p) => p.name },
  { key: 'position', label: 'Pos', title: 'Position', first: 'asc', value: (p) => POSITIONS.indexOf(p.position) },
  { key: 'age', label: 'Age', title: 'Age', first: 'asc', value: (p) => p.age },
  { key: 'overall', label: 'OVR', title: 'Overall', first: 'desc', value: (p) => p.overallRating },
  { key: 'potential', label: 'Pot', title: 'Potential (shown up to age 24)', first: 'desc', value: (p) => p.potential ?? -1 },
  { key: 'fitness', label: 'Fit', title: 'Fitness', first: 'desc', value: (p) => p.fitness },
  { key: 'morale', label: 'Mor', title: 'Morale', first: 'desc', value: (p) => p.morale },
  { key: 'wage', label: 'Wage', title: 'Wage a season', first: 'desc', value: (p) => p.salary },
  // A loaned-in player's contract is his parent club's: he sorts after every contract of our own.
  {
    key: 'contract',
    label: 'Until',
    title: 'Contract ends after this season',
    first: 'asc',
    value: (p) => p.contractEndsSeason ?? Number.MAX_SAFE_INTEGER,
  },
  { key: 'games', label: 'GP', title: 'Games played this season', first: 'desc', value: (_p, s) => s?.matchesPlayed ?? 0 },
  { key: 'minutes', label: 'MIN', title: 'Minutes a game', first: 'desc', value: (_p, s) => s?.averageMinutes ?? 0 },
  { key: 'points', label: 'PTS', title: 'Points a game', first: 'desc', value: (_p, s) => s?.pointsPerGame ?? 0 },
  { key: 'rebounds', label: 'REB', title: 'Rebounds a game', first: 'desc', value: (_p, s) => s?.reboundsPerGame ?? 0 },
  { key: 'assists', label: 'AST', title: 'Assists a game', first: 'desc', value: (_p, s) => s?.assistsPerGame ?? 0 },
];

/** Sorted by one column; ties by overall, then name. */
export function sortRosterTable(
  players: readonly Player[],
  stats: ReadonlyMap<string, PlayerSeasonStats>,
  key: Key,
  dir: 'asc' | 'desc',
): Player[] {
  const column = ROSTER_TABLE_COLUMNS.find((c) => c.key === key) ?? ROSTER_TABLE_COLUMNS[0];
  const sign = dir === 'asc' ? 1 : -1;
  return [...players].sort((a, b) => {
    const [x, y] = [column?.value(a, stats.get(a.id)), column?.value(b, stats.get(b.id))];
    const primary = typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y) : Number(x) - Number(y);
    return sign * primary || b.overallRating - a.overallRating || a.name.localeCompare(b.name);
  });
}

export function RosterTable({
  players,
  stats,
  injured,
  actions,
}: {
  players: readonly Player[];
  stats: ReadonlyMap<string, PlayerSeasonStats>;
  injured: ReadonlySet<string>;
  /** What can be done with a player (release him), in a last column. */
  actions?: (player: Player) => ReactNode;
}) {
  const [sort, setSort] = useState<{ key: Key; dir: 'asc' | 'desc' }>({ key: 'position', dir: 'asc' });
  const rows = sortRosterTable(players, stats, sort.key, sort.dir);
  const choose = (column: Column) =>
    setSort((s) => (s.key === column.key ? { key: s.key, dir: s.dir === 'asc' ? 'desc' : 'asc' } : { key: column.key, dir: column.first }));
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-800">
      <table className="w-full text-sm tabular-nums" aria-label="Roster" data-testid="roster-table">
        <thead className="bg-slate-900 text-xs uppercase text-slate-400">
          <tr>
            {ROSTER_TABLE_COLUMNS.map((c) => (
              <th
                key={c.key}
                scope="col"
                title={c.title}
                aria-sort={sort.key === c.key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                className={cx('px-2 py-2', c.key === 'name' ? 'text-left' : 'text-center')}
              >
                <button type="button" onClick={() => choose(c)} className="uppercase hover:text-slate-100">
                  {c.label}
                  {sort.key === c.key ? (sort.dir === 'asc' ? ' ▲' : ' ▼') : ''}
                </button>
              </th>
            ))}
            {actions ? (
              <th scope="col" className="px-2 py-2">
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => {
            const s = stats.get(p.id);
            return (
              <tr key={p.id} className="border-t border-slate-800 odd:bg-slate-900/40" data-testid="roster-row">
                <td className="whitespace-nowrap px-2 py-1.5">
                  <PlayerLink playerId={p.id}>{p.name}</PlayerLink>
                  {injured.has(p.id) ? (
                    <span className="ml-1 rounded bg-red-900/60 px-1 text-[10px] font-semibold text-red-200">INJ</span>
                  ) : null}
                  {p.isOnLoan ? <span className="ml-1 rounded bg-sky-900/60 px-1 text-[10px] font-semibold text-sky-200">LOAN</span> : null}
                </td>
                <td className="px-2 py-1.5 text-center">{p.position}</td>
                <td className="px-2 py-1.5 text-center">{p.age}</td>
                <td className={cx('px-2 py-1.5 text-center font-bold', TONE_CLASS[ratingTone(p.overallRating)])}>{p.overallRating}</td>
                <td className="px-2 py-1.5 text-center text-slate-300">{p.potential ?? '–'}</td>
                <td className={cx('px-2 py-1.5 text-center', TONE_CLASS[fitnessTone(p.fitness)])}>{p.fitness}%</td>
                <td className="whitespace-nowrap px-2 py-1.5 text-center">{moraleLabel(p.morale)}</td>
                <td className="whitespace-nowrap px-2 py-1.5 text-right">{formatEuros(seasonWage(p.salary))}</td>
                <td className="whitespace-nowrap px-2 py-1.5 text-center">
                  {p.contractEndsSeason === null ? '–' : seasonName(p.contractEndsSeason)}
                </td>
                <td className="px-2 py-1.5 text-center">{s?.matchesPlayed ?? 0}</td>
                <td className="px-2 py-1.5 text-center">{(s?.averageMinutes ?? 0).toFixed(1)}</td>
                <td className="px-2 py-1.5 text-center">{(s?.pointsPerGame ?? 0).toFixed(1)}</td>
                <td className="px-2 py-1.5 text-center">{(s?.reboundsPerGame ?? 0).toFixed(1)}</td>
                <td className="px-2 py-1.5 text-center">{(s?.assistsPerGame ?? 0).toFixed(1)}</td>
                {actions ? <td className="whitespace-nowrap px-2 py-1.5 text-right">{actions(p)}</td> : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
