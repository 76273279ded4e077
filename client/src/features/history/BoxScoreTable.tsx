/** One side's box score: a line a player (most minutes first), each name opening his page, and the team's totals. */
import type { BoxLine, ReportSide } from '@hardwood/shared';
import { cx } from '../../components/ui';
import { PlayerLink } from '../players/PlayerLink';

const minutes = (seconds: number) => {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
const made = (m: number, a: number) => `${m}-${a}`;

const COLUMNS: ReadonlyArray<{ label: string; title: string; value: (l: BoxLine) => string | number }> = [
  { label: 'MIN', title: 'Minutes', value: (l) => minutes(l.seconds) },
  { label: 'PTS', title: 'Points', value: (l) => l.points },
  { label: 'REB', title: 'Rebounds', value: (l) => l.rebounds },
  { label: 'AST', title: 'Assists', value: (l) => l.assists },
  { label: 'STL', title: 'Steals', value: (l) => l.steals },
  { label: 'BLK', title: 'Blocks', value: (l) => l.blocks },
  { label: 'TOV', title: 'Turnovers', value: (l) => l.turnovers },
  { label: 'PF', title: 'Fouls', value: (l) => l.fouls },
  { label: 'FG', title: 'Field goals made-attempted', value: (l) => made(l.fieldGoals, l.fieldGoalAttempts) },
  { label: '3P', title: 'Three-pointers made-attempted', value: (l) => made(l.threePointers, l.threePointAttempts) },
  { label: 'FT', title: 'Free throws made-attempted', value: (l) => made(l.freeThrows, l.freeThrowAttempts) },
];

export function BoxScoreTable({ side }: { side: ReportSide }) {
  const players = [...side.players].sort((a, b) => b.line.seconds - a.line.seconds || b.line.points - a.line.points);
  return (
    <section aria-label={`${side.name} box score`} className="space-y-2">
      <h2 className="text-lg font-bold">{side.name}</h2>
      {players.length === 0 ? (
        <p className="text-sm text-slate-400">No player lines were kept for this game.</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-800">
          <table className="w-full text-sm tabular-nums" data-testid="box-score">
            <thead className="bg-slate-900 text-[11px] uppercase text-slate-400">
              <tr>
                <th scope="col" className="sticky left-0 bg-slate-900 px-2 py-2 text-left">
                  Player
                </th>
                {COLUMNS.map((c) => (
                  <th key={c.label} scope="col" title={c.title} className="px-2 py-2 text-center">
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {players.map((p) => (
                <tr key={p.playerId} className="border-t border-slate-800" data-testid="box-score-line">
                  <th scope="row" className="sticky left-0 whitespace-nowrap bg-slate-950 px-2 py-1.5 text-left font-normal">
                    <PlayerLink playerId={p.playerId} linkable={p.linkable}>
                      {p.name}
                    </PlayerLink>
                    {p.position ? <span className="ml-1 text-xs text-slate-500">{p.position}</span> : null}
                  </th>
                  {COLUMNS.map((c) => (
                    <td key={c.label} className={cx('px-2 py-1.5 text-center', c.label === 'PTS' && 'font-semibold')}>
                      {c.value(p.line)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t-2 border-slate-700 font-semibold">
                <th scope="row" className="sticky left-0 bg-slate-950 px-2 py-1.5 text-left">
                  Totals
                </th>
                {COLUMNS.map((c) => (
                  <td key={c.label} className="px-2 py-1.5 text-center">
                    {c.label === 'MIN' ? '' : c.value(side.totals)}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
