/**
 * The score flow: who led, by how much, minute by minute; home
 * above the line, away below; and the home side's win probability as a
 * dashed line on the same axes (50% on the zero line).
 */
import { useId } from 'react';
import { countOf, type LiveTeamView } from '@hardwood/shared';
import { teamStrength } from '../live/live-logic';
import { chanceLine, chanceSummary, flowGeometry } from './score-flow';

const WIDTH = 320;
const HEIGHT = 80;

export function ScoreFlow({
  flow,
  home,
  away,
  chances = [],
  chanceNow,
  teams,
}: {
  flow: readonly number[];
  home: string;
  away: string;
  chances?: readonly number[];
  /** The home side's chance now, between the line's minutes. */
  chanceNow?: number | undefined;
  /** The two sides, whose strengths (mean overall of each side's best eight) show beside the tip-off chance. */
  teams?: { home: LiveTeamView; away: LiveTeamView } | undefined;
}) {
  const clip = useId();
  const strengths = teams ? { home: teamStrength(teams.home), away: teamStrength(teams.away) } : null;
  const g = flowGeometry(flow, WIDTH, HEIGHT);
  const odds = chanceSummary(chances, home, away, chanceNow);
  const oddsPath = chanceLine(chances, flow.length, WIDTH, HEIGHT);
  const summary =
    flow.length === 0
      ? 'No minutes played yet'
      : `Biggest leads: ${home} ${g.biggest.home}, ${away} ${g.biggest.away}; after ${countOf(flow.length, 'minute')} the margin is ${Math.abs(flow[flow.length - 1] ?? 0)}${(flow[flow.length - 1] ?? 0) === 0 ? ' (tied)' : ` to ${(flow[flow.length - 1] ?? 0) > 0 ? home : away}`}${odds ? `; ${odds}` : ''}`;
  return (
    <figure className="rounded-xl border border-slate-800 p-3" data-testid="score-flow">
      <figcaption className="flex justify-between text-xs font-semibold text-slate-400">
        <span>Score flow</span>
        <span>
          <span className="text-court-400">{home}</span> / <span className="text-sky-400">{away}</span> · ±{g.scale}
          {odds ? (
            <span className="ml-2 text-slate-300" data-testid="win-chance">
              · {odds}
            </span>
          ) : null}
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-1 h-20 w-full" role="img" aria-label={summary} preserveAspectRatio="none">
        <defs>
          <clipPath id={`${clip}-home`}>
            <rect x="0" y="0" width={WIDTH} height={HEIGHT / 2} />
          </clipPath>
          <clipPath id={`${clip}-away`}>
            <rect x="0" y={HEIGHT / 2} width={WIDTH} height={HEIGHT / 2} />
          </clipPath>
        </defs>
        {g.quarters.map((qx) => (
          <line key={qx} x1={qx} x2={qx} y1={0} y2={HEIGHT} className="stroke-slate-800" strokeDasharray="2 3" />
        ))}
        <line x1={0} x2={WIDTH} y1={HEIGHT / 2} y2={HEIGHT / 2} className="stroke-slate-600" />
        <path d={g.homeArea} clipPath={`url(#${clip}-home)`} className="fill-court-500/30" />
        <path d={g.awayArea} clipPath={`url(#${clip}-away)`} className="fill-sky-500/30" />
        <path d={g.line} fill="none" className="stroke-slate-200" strokeWidth={1.5} vectorEffect="non-scaling-stroke" />
        {oddsPath ? (
          <path
            d={oddsPath}
            fill="none"
            className="stroke-emerald-400"
            strokeWidth={1.25}
            strokeDasharray="4 3"
            vectorEffect="non-scaling-stroke"
            data-testid="win-chance-line"
          />
        ) : null}
      </svg>
      {chances[0] !== undefined && strengths ? (
        <p className="mt-1 text-xs text-slate-400" data-testid="pregame-chance">
          At tip-off: {chanceSummary(chances.slice(0, 1), home, away)}, strength {strengths.home.toFixed(1)} v {strengths.away.toFixed(1)}{' '}
          (best eight)
        </p>
      ) : null}
    </figure>
  );
}
