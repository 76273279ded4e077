/** A live game's shot chart in its match report: a side's (or one player's) field goals on a half court, with its zones' shooting. */
import { useState } from 'react';
import { SHOT_ZONES, type MatchReport } from '@hardwood/shared';
import { cx } from '../../components/ui';
import { HalfCourtLines } from '../live/CourtLines';

type Shots = NonNullable<MatchReport['live']>['shots'];
const ZONE_LABEL: Record<(typeof SHOT_ZONES)[number], string> = {
  paint: 'Paint',
  'mid-range': 'Mid-range',
  'corner-three': 'Corner three',
  'above-the-break-three': 'Above the break',
};

/** Made and attempted by zone. */
export function zoneTally(shots: Shots) {
  return SHOT_ZONES.map((zone) => {
    const inZone = shots.filter((s) => s.zone === zone);
    return { zone, made: inZone.filter((s) => s.made).length, attempts: inZone.length };
  });
}

export function ReportShotChart({ report }: { report: MatchReport }) {
  const [side, setSide] = useState<'home' | 'away'>('home');
  const [playerId, setPlayerId] = useState('');
  const all = report.live?.shots ?? [];
  const team = report[side];
  const shots = all.filter((s) => s.side === side && (!playerId || s.playerId === playerId));
  const tally = zoneTally(shots);
  const shooters = team.players.filter((p) => all.some((s) => s.playerId === p.playerId));
  const who = playerId ? (team.players.find((p) => p.playerId === playerId)?.name ?? '') : team.name;
  return (
    <section className="space-y-2" data-testid="report-shot-chart" aria-label="Shot chart">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {(['home', 'away'] as const).map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={side === s}
            onClick={() => {
              setSide(s);
              setPlayerId('');
            }}
            className={cx('rounded-full px-3 py-1', side === s ? 'bg-court-500 text-slate-950' : 'bg-slate-800 text-slate-300')}
          >
            {report[s].name}
          </button>
        ))}
        <label className="ml-auto flex items-center gap-1 text-xs text-slate-400">
          Player
          <select value={playerId} onChange={(e) => setPlayerId(e.target.value)} className="rounded bg-slate-800 px-2 py-1 text-slate-100">
            <option value="">Whole team</option>
            {shooters.map((p) => (
              <option key={p.playerId} value={p.playerId}>
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
          aria-label={`${who}: ${tally.map((z) => `${ZONE_LABEL[z.zone]} ${z.made} of ${z.attempts}`).join(', ')}`}
        >
          <HalfCourtLines />
          {shots.map((s, i) => (
            <circle
              key={i}
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
            {tally.map((z) => (
              <tr key={z.zone} className="border-t border-slate-800">
                <td className="py-1">{ZONE_LABEL[z.zone]}</td>
                <td className="text-center">
                  {z.made}/{z.attempts}
                </td>
                <td className="text-center">{z.attempts > 0 ? `${Math.round((z.made / z.attempts) * 100)}%` : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
