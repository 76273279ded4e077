/**
 * Shot charts: a side's or a player's field goals by zone on a half court,
 * zones shaded hot or cold. The live match's reads its feed; a match
 * report's, its stored shots: both draw the same panel.
 */
import { useMemo, useState } from 'react';
import type { LiveEventView, LiveMatchView } from '@hardwood/shared';
import { cx } from '../../components/ui';
import { HalfCourtLines, ZONE_AREAS } from './CourtLines';
import { shotsOf, ZONE_LABEL, zoneLines, type Shot, type ZoneLine } from './shot-chart';

const HEAT_FILL: Record<ZoneLine['heat'], string> = { hot: 'fill-red-500/35', cold: 'fill-sky-500/30', even: 'fill-slate-700/30' };
const pct = (z: ZoneLine) => (z.attempts > 0 ? `${Math.round((z.made / z.attempts) * 100)}%` : '–');

/** One side of a chart: its name and the players its menu offers. */
export interface ShotChartSide {
  name: string;
  players: ReadonlyArray<{ id: string; name: string }>;
}

export function ShotChart({ view, feed }: { view: LiveMatchView; feed: readonly LiveEventView[] }) {
  const shots = useMemo(() => shotsOf(feed), [feed]);
  return <ShotChartPanel sides={{ home: view.home, away: view.away }} shots={shots} testId="shot-chart" />;
}

export function ShotChartPanel({
  sides,
  shots: all,
  testId,
}: {
  sides: Record<'home' | 'away', ShotChartSide>;
  shots: readonly Shot[];
  testId: string;
}) {
  const [side, setSide] = useState<'home' | 'away'>('home');
  const [playerId, setPlayerId] = useState('');
  const team = sides[side];
  const shots = all.filter((s) => s.side === side && (!playerId || s.playerId === playerId));
  const lines = zoneLines(shots);
  const heat = new Map(lines.map((z) => [z.zone, z.heat]));
  return (
    <section className="space-y-2" data-testid={testId} aria-label="Shot chart">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {(['home', 'away'] as const).map((s) => (
          <button
            key={s}
            type="button"
            onClick={() => {
              setSide(s);
              setPlayerId('');
            }}
            aria-pressed={side === s}
            className={cx('rounded-full px-3 py-1', side === s ? 'bg-court-500 text-slate-950' : 'bg-slate-800 text-slate-300')}
          >
            {sides[s].name}
          </button>
        ))}
        <label className="ml-auto flex items-center gap-1 text-xs text-slate-400">
          Player
          <select value={playerId} onChange={(e) => setPlayerId(e.target.value)} className="rounded bg-slate-800 px-2 py-1 text-slate-100">
            <option value="">Whole team</option>
            {team.players.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,16rem)_1fr]">
        <svg
          viewBox="-3 -3 156 146"
          className="w-full"
          role="img"
          aria-label={`${playerId ? (team.players.find((p) => p.id === playerId)?.name ?? '') : team.name}: ${lines.map((z) => `${ZONE_LABEL[z.zone]} ${z.made} of ${z.attempts}`).join(', ')}`}
        >
          {(['above-the-break-three', 'mid-range', 'paint', 'corner-three'] as const).map((zone) => (
            <path key={zone} d={ZONE_AREAS[zone]} className={HEAT_FILL[heat.get(zone) ?? 'even']} fillRule="evenodd" />
          ))}
          <HalfCourtLines />
          {shots.map((s) => (
            <circle
              key={s.seq}
              cx={s.x}
              cy={s.y}
              r={2.2}
              className={s.made ? 'fill-emerald-400' : 'fill-none stroke-red-400'}
              strokeWidth={0.8}
            />
          ))}
        </svg>
        <table className="h-fit w-full text-sm tabular-nums">
          <thead className="text-[11px] uppercase text-slate-400">
            <tr>
              <th className="text-left">Zone</th>
              <th>FG</th>
              <th>%</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((z) => (
              <tr key={z.zone} className="border-t border-slate-800">
                <td className="py-1">
                  {ZONE_LABEL[z.zone]}{' '}
                  {z.heat !== 'even' ? <span className={z.heat === 'hot' ? 'text-red-400' : 'text-sky-400'}>{z.heat}</span> : null}
                </td>
                <td className="text-center">
                  {z.made}/{z.attempts}
                </td>
                <td className="text-center">{pct(z)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-slate-500">
        Made ● missed ○; zones shaded red when they run hot against a league shooter, blue when cold.
      </p>
    </section>
  );
}
