/** A player's seasons per competition and club, per game or in total, with his career line under them. */
import { useState } from 'react';
import { Link } from 'wouter';
import { sumLines, type SeasonStatRow } from '@hardwood/shared';
import { Card, CardTitle, cx } from '../../components/ui';
import { LINE_COLUMNS, type StatMode } from './player-format';
import { Segmented } from './Segmented';

const FILTERS = [
  { id: 'all', label: 'All' },
  { id: 'league', label: 'League' },
  { id: 'cup', label: 'Cup' },
] as const;
type Filter = (typeof FILTERS)[number]['id'];

export function SeasonStatsTable({ seasons }: { seasons: readonly SeasonStatRow[] }) {
  const [mode, setMode] = useState<StatMode>('perGame');
  const [filter, setFilter] = useState<Filter>('all');
  const rows = seasons.filter((s) => filter === 'all' || s.competition === filter);
  const career = { games: rows.reduce((n, r) => n + r.games, 0), totals: sumLines(rows.map((r) => r.totals)) };
  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle>Season stats</CardTitle>
        <div className="flex flex-wrap gap-2">
          <Segmented label="Competition" options={FILTERS} value={filter} onChange={setFilter} />
          <Segmented
            label="Numbers"
            options={[
              { id: 'perGame', label: 'Per game' },
              { id: 'totals', label: 'Totals' },
            ]}
            value={mode}
            onChange={setMode}
          />
        </div>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-400">No games played {filter === 'cup' ? 'in the European Cup ' : ''}yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm tabular-nums" data-testid="season-stats">
            <thead className="text-[11px] uppercase text-slate-400">
              <tr>
                <th scope="col" className="px-2 py-1 text-left">
                  Season
                </th>
                <th scope="col" className="px-2 py-1 text-left">
                  Club
                </th>
                <th scope="col" className="px-2 py-1 text-left">
                  Competition
                </th>
                <th scope="col" className="px-2 py-1" title="Games played">
                  GP
                </th>
                {LINE_COLUMNS.map((c) => (
                  <th key={c.key} scope="col" className="px-2 py-1" title={c.title}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={`${r.season}:${r.leagueId}:${r.teamId}`} className="border-t border-slate-800">
                  <td className="whitespace-nowrap px-2 py-1.5">{r.seasonName}</td>
                  <td className="whitespace-nowrap px-2 py-1.5">
                    <Link href={`/club/${r.teamId}/history`} className="hover:text-court-400 hover:underline">
                      {r.teamName}
                    </Link>
                  </td>
                  <td className="whitespace-nowrap px-2 py-1.5 text-slate-300">{r.leagueName}</td>
                  <td className="px-2 py-1.5 text-center">{r.games}</td>
                  {LINE_COLUMNS.map((c) => (
                    <td key={c.key} className="px-2 py-1.5 text-center">
                      {c.value(r.totals, r.games, mode)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            {rows.length > 1 ? (
              <tfoot>
                <tr className={cx('border-t-2 border-slate-700 font-semibold')}>
                  <td className="px-2 py-1.5" colSpan={3}>
                    Career
                  </td>
                  <td className="px-2 py-1.5 text-center">{career.games}</td>
                  {LINE_COLUMNS.map((c) => (
                    <td key={c.key} className="px-2 py-1.5 text-center">
                      {c.value(career.totals, career.games, mode)}
                    </td>
                  ))}
                </tr>
              </tfoot>
            ) : null}
          </table>
        </div>
      )}
    </Card>
  );
}
