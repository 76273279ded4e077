/** A player's overall at the end of each season, then now: a line with a dot a season (plain SVG). */
import type { PlayerProfile } from '@hardwood/shared';
import { chartGeometry } from './overall-chart';

const WIDTH = 320;
const HEIGHT = 120;

export function OverallChart({ ratings }: { ratings: PlayerProfile['ratings'] }) {
  if (ratings.length === 0) return null;
  const g = chartGeometry(ratings, WIDTH, HEIGHT);
  const summary = `Overall by season: ${ratings.map((r) => `${r.seasonName} ${r.overall}${r.current ? ' (now)' : ''}`).join(', ')}`;
  return (
    <figure data-testid="overall-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-36 w-full" role="img" aria-label={summary}>
        {g.gridlines.map((line) => (
          <g key={line.value}>
            <line x1={g.left} x2={WIDTH - g.right} y1={line.y} y2={line.y} className="stroke-slate-800" />
            <text x={g.left - 4} y={line.y + 3} textAnchor="end" className="fill-slate-500 text-[9px]">
              {line.value}
            </text>
          </g>
        ))}
        <path d={g.path} fill="none" className="stroke-court-400" strokeWidth={2} vectorEffect="non-scaling-stroke" />
        {g.points.map((p) => (
          <g key={p.season}>
            <circle cx={p.x} cy={p.y} r={p.current ? 4 : 3} className={p.current ? 'fill-court-400' : 'fill-slate-100'} />
            <text x={p.x} y={p.y - 7} textAnchor="middle" className="fill-slate-200 text-[10px] font-semibold">
              {p.overall}
            </text>
            <text x={p.x} y={HEIGHT - 4} textAnchor="middle" className="fill-slate-500 text-[9px]">
              {p.label}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  );
}
