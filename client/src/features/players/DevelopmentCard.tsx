/**
 * A player's development by season: a bar a season with its parts stacked
 * (age, minutes, training and the draw; gains up, losses down) and the
 * season's line in words, from the parts the server kept (plain SVG).
 */
import { DEVELOPMENT_PARTS, type PlayerProfile } from '@hardwood/shared';
import { Card, CardTitle } from '../../components/ui';
import { developmentGeometry, developmentSummary, PART_NAMES, seasonLineText, type DevelopmentPart } from './development-chart';

const WIDTH = 320;
const HEIGHT = 120;

/** One colour a part, in the bars and the legend. */
const PART_FILL: Record<DevelopmentPart, string> = {
  age: 'fill-sky-400',
  minutes: 'fill-emerald-400',
  training: 'fill-amber-400',
  draw: 'fill-violet-400',
};
const PART_SWATCH: Record<DevelopmentPart, string> = {
  age: 'bg-sky-400',
  minutes: 'bg-emerald-400',
  training: 'bg-amber-400',
  draw: 'bg-violet-400',
};

export function DevelopmentCard({ lines }: { lines: PlayerProfile['development'] }) {
  if (lines.length === 0) return null;
  const g = developmentGeometry(lines, WIDTH, HEIGHT);
  return (
    <Card className="space-y-2" data-testid="development-card">
      <CardTitle>Development</CardTitle>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-36 w-full" role="img" aria-label={developmentSummary(lines)}>
        <line x1={0} x2={WIDTH} y1={g.zeroY} y2={g.zeroY} className="stroke-slate-600" />
        {g.bars.map((bar) => (
          <g key={bar.season}>
            {bar.segments.map((s) => (
              <rect key={s.part} x={bar.x} y={s.y} width={bar.width} height={s.height} className={PART_FILL[s.part]} />
            ))}
            <text x={bar.x + bar.width / 2} y={HEIGHT - 4} textAnchor="middle" className="fill-slate-500 text-[9px]">
              {bar.label}
            </text>
          </g>
        ))}
      </svg>
      <ul aria-label="Development legend" className="flex flex-wrap gap-3 text-xs text-slate-400">
        {DEVELOPMENT_PARTS.map((part) => (
          <li key={part} className="flex items-center gap-1">
            <span aria-hidden className={`inline-block h-2 w-2 rounded-sm ${PART_SWATCH[part]}`} />
            {PART_NAMES[part]}
          </li>
        ))}
      </ul>
      <ul aria-label="Development by season" className="space-y-1 text-sm text-slate-300" data-testid="development-lines">
        {[...lines].reverse().map((l) => (
          <li key={l.season}>{seasonLineText(l)}</li>
        ))}
      </ul>
    </Card>
  );
}
