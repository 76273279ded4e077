/** FIBA court markings in decimetres (shared engine/shot-spot.ts COURT): a full court, or one half with its basket at the top. */
import { COURT } from '@hardwood/shared';

const d = (metres: number) => Math.round(metres * 100) / 10;
const W = d(COURT.width);
const KEY = d(COURT.paintLength);
const KEY_HALF = d(COURT.paintHalfWidth);
const CORNER_X = d(COURT.cornerX);
const CORNER_Y = d(COURT.cornerY);
const ARC = d(COURT.threeRadius);
const RIM = d(COURT.basketY);

/** One end's markings with its baseline at x = 0 (mirrored for the right end by the caller's transform). */
function End() {
  return (
    <g className="fill-none stroke-slate-600" strokeWidth={0.8}>
      <rect x={0} y={W / 2 - KEY_HALF} width={KEY} height={KEY_HALF * 2} />
      <circle cx={KEY} cy={W / 2} r={18} />
      <path d={`M0,${CORNER_X} L${CORNER_Y},${CORNER_X} A${ARC} ${ARC} 0 0 1 ${CORNER_Y},${W - CORNER_X} L0,${W - CORNER_X}`} />
      <circle cx={RIM} cy={W / 2} r={2.25} className="stroke-court-400" strokeWidth={1} />
      <line x1={12} x2={12} y1={W / 2 - 9} y2={W / 2 + 9} className="stroke-slate-400" strokeWidth={1.2} />
    </g>
  );
}

export function FullCourtLines() {
  return (
    <g>
      <rect x={0} y={0} width={280} height={W} className="fill-amber-950/30 stroke-slate-500" strokeWidth={1} />
      <line x1={140} x2={140} y1={0} y2={W} className="stroke-slate-600" strokeWidth={0.8} />
      <circle cx={140} cy={W / 2} r={18} className="fill-none stroke-slate-600" strokeWidth={0.8} />
      <End />
      <g transform="translate(280,0) scale(-1,1)">
        <End />
      </g>
    </g>
  );
}

/** A half court seen from above the basket: baseline at the top (y = 0), x across; the zones drawn as areas by the caller. */
export function HalfCourtLines() {
  return (
    <g className="fill-none stroke-slate-500" strokeWidth={0.8}>
      <rect x={0} y={0} width={W} height={140} />
      <rect x={W / 2 - KEY_HALF} y={0} width={KEY_HALF * 2} height={KEY} />
      <path d={`M${CORNER_X},0 L${CORNER_X},${CORNER_Y} A${ARC} ${ARC} 0 0 0 ${W - CORNER_X},${CORNER_Y} L${W - CORNER_X},0`} />
      <circle cx={W / 2} cy={RIM} r={2.25} className="stroke-court-400" strokeWidth={1} />
    </g>
  );
}

/** The zones as areas on the half court (for shading): painted in this order, each over the one before. */
export const ZONE_AREAS = {
  'above-the-break-three': `M0,0 H${W} V140 H0 Z`,
  'mid-range': `M${CORNER_X},0 L${CORNER_X},${CORNER_Y} A${ARC} ${ARC} 0 0 0 ${W - CORNER_X},${CORNER_Y} L${W - CORNER_X},0 Z`,
  paint: `M${W / 2 - KEY_HALF},0 H${W / 2 + KEY_HALF} V${KEY} H${W / 2 - KEY_HALF} Z`,
  'corner-three': `M0,0 H${CORNER_X} V${CORNER_Y} H0 Z M${W - CORNER_X},0 H${W} V${CORNER_Y} H${W - CORNER_X} Z`,
} as const;
