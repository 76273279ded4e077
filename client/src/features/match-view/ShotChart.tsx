/**
 * Shot charts: a side's or a player's field goals by zone on a half court,
 * zones shaded hot or cold. The live match's reads its feed; a match
 * report's, its stored shots: both draw the same panel. Where the shots'
 * chances are known (a replay), a shot's tooltip says its chance and a tap
 * or click selects it and lists its reasons.
 */
import { useMemo, useState } from 'react';
import type { LiveEventView, LiveMatchView } from '@hardwood/shared';
import { cx } from '../../components/ui';
import { HalfCourtLines, ZONE_AREAS } from './CourtLines';
import { shotsOf, ZONE_LABEL, zoneLines, type Shot, type ZoneLine } from './shot-chart';
import { chanceText, signedPoints, type ShotWhy } from './shot-why';
import { ShotWhyLines } from './ShotWhy';

/** A shot's chance and reasons by its number, where they are known. */
export type ShotWhyOf = (seq: number) => ShotWhy | null | undefined;

const tooltipOf = (why: ShotWhy) => [chanceText(why.chance), ...why.factors.map((f) => `${f.label} ${signedPoints(f.points)}`)].join('; ');

const HEAT_FILL: Record<ZoneLine['heat'], string> = { hot: 'fill-red-500/35', cold: 'fill-sky-500/30', even: 'fill-slate-700/30' };
const pct = (z: ZoneLine) => (z.attempts > 0 ? `${Math.round((z.made / z.attempts) * 100)}%` : '–');

/** One side of a chart: its name and the players its menu offers. */
export interface ShotChartSide {
  name: string;
  players: ReadonlyArray<{ id: string; name: string }>;
}

export function ShotChart({ view, feed, whyOf }: { view: LiveMatchView; feed: readonly LiveEventView[]; whyOf?: ShotWhyOf | undefined }) {
  const shots = useMemo(() => shotsOf(feed), [feed]);
  return <ShotChartPanel sides={{ home: view.home, away: view.away }} shots={shots} testId="shot-chart" whyOf={whyOf} />;
}

/** The selected shot: who took it, from where, how it went, its chance and reasons. */
function SelectedShot({ shot, name, why }: { shot: Shot; name: string; why: ShotWhy }) {
  return (
    <div className="rounded-lg border border-slate-800 bg-slate-900 p-2" data-testid="selected-shot">
      <p className="text-xs text-slate-400">
        {name ? `${name} · ` : ''}
        {ZONE_LABEL[shot.zone]} · {shot.made ? 'made' : 'missed'}
      </p>
      <ShotWhyLines why={why} className="mt-1" />
    </div>
  );
}

export function ShotChartPanel({
  sides,
  shots: all,
  testId,
  whyOf,
}: {
  sides: Record<'home' | 'away', ShotChartSide>;
  shots: readonly Shot[];
  testId: string;
  whyOf?: ShotWhyOf | undefined;
}) {
  const [side, setSide] = useState<'home' | 'away'>('home');
  const [playerId, setPlayerId] = useState('');
  const [selectedSeq, setSelectedSeq] = useState<number | null>(null);
  const team = sides[side];
  const shots = all.filter((s) => s.side === side && (!playerId || s.playerId === playerId));
  const lines = zoneLines(shots);
  const heat = new Map(lines.map((z) => [z.zone, z.heat]));
  const selected = shots.find((s) => s.seq === selectedSeq);
  const selectedWhy = selected ? whyOf?.(selected.seq) : null;
  const nameOf = (id: string) => team.players.find((p) => p.id === id)?.name ?? '';
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
          {shots.map((s) => {
            const why = whyOf?.(s.seq);
            const dot = (
              <circle
                cx={s.x}
                cy={s.y}
                r={selectedSeq === s.seq ? 3.2 : 2.2}
                className={s.made ? 'fill-emerald-400' : 'fill-none stroke-red-400'}
                strokeWidth={0.8}
              />
            );
            if (!why) return <g key={s.seq}>{dot}</g>;
            const label = `${nameOf(s.playerId) || team.name}, ${ZONE_LABEL[s.zone]}, ${s.made ? 'made' : 'missed'}: ${tooltipOf(why)}`;
            const select = () => setSelectedSeq(selectedSeq === s.seq ? null : s.seq);
            return (
              <g
                key={s.seq}
                role="button"
                tabIndex={0}
                aria-label={label}
                aria-pressed={selectedSeq === s.seq}
                className="cursor-pointer outline-none [&:focus-visible>circle:last-child]:stroke-court-400"
                onClick={select}
                onKeyDown={(e) => {
                  if (e.key !== 'Enter' && e.key !== ' ') return;
                  e.preventDefault();
                  select();
                }}
              >
                <title>{label}</title>
                {dot}
                {/* A finger-sized target around the dot. */}
                <circle cx={s.x} cy={s.y} r={5} className="fill-transparent stroke-transparent" strokeWidth={0.8} />
              </g>
            );
          })}
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
      {selected && selectedWhy ? <SelectedShot shot={selected} name={nameOf(selected.playerId)} why={selectedWhy} /> : null}
      <p className="text-xs text-slate-500">
        Made ● missed ○; zones shaded red when they run hot against a league shooter, blue when cold.
        {whyOf ? ' Tap a shot for its chance and why.' : ''}
      </p>
    </section>
  );
}
