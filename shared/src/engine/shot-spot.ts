/**
 * Where a shot was taken, in
 * metres on a FIBA half court seen from the baseline: x across (0-15, the
 * basket at 7.5), y out from the baseline (0-14, the basket at 1.575). The
 * spot is drawn from its own integer key (the match's seed, the game second,
 * the shooter, the score), never from the match's rng, so the game plays
 * exactly as before and the same seed gives the same spots. A small
 * integer generator (mulberry32) keeps it cheap: a shot costs a few
 * multiplications, not a string hash and a generator's setup.
 */
import type { Position } from '../types.js';

export const COURT = {
  width: 15,
  halfLength: 14,
  basketX: 7.5,
  basketY: 1.575,
  threeRadius: 6.75,
  cornerX: 0.9,
  cornerY: 2.99,
  paintHalfWidth: 2.45,
  paintLength: 5.8,
} as const;
export type ShotZone = 'paint' | 'mid-range' | 'corner-three' | 'above-the-break-three';
export interface ShotSpot {
  x: number;
  y: number;
}

/** Twos near the rim by position: bigs live in the paint, guards take more jumpers. */
const PAINT_SHARE: Record<Position, number> = { C: 0.8, PF: 0.7, SF: 0.55, SG: 0.45, PG: 0.45 };
const CORNER_THREE_SHARE = 0.25;

const round = (v: number) => Math.round(v * 10) / 10;
// Math.sqrt, not Math.hypot: hypot is several times slower in V8.
const distance = (x: number, y: number) => {
  const dx = x - COURT.basketX;
  const dy = y - COURT.basketY;
  return Math.sqrt(dx * dx + dy * dy);
};

/** The zone a spot lies in, by the court's lines alone. */
export function shotZone(spot: ShotSpot): ShotZone {
  if (spot.y < COURT.cornerY && (spot.x < COURT.cornerX || spot.x > COURT.width - COURT.cornerX)) return 'corner-three';
  if (spot.y >= COURT.cornerY && distance(spot.x, spot.y) >= COURT.threeRadius) return 'above-the-break-three';
  if (Math.abs(spot.x - COURT.basketX) <= COURT.paintHalfWidth && spot.y <= COURT.paintLength) return 'paint';
  return 'mid-range';
}

export const isThreeZone = (zone: ShotZone) => zone === 'corner-three' || zone === 'above-the-break-three';

/** Mixes integers into one 32-bit key (murmur3's finaliser after each). */
export function spotKey(a: number, b: number, c = 0, d = 0, e = 0): number {
  let h = 0x9e3779b9;
  for (const part of [a, b, c, d, e]) {
    h = Math.imul(h ^ (part | 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/** mulberry32's state for the spot being drawn (shotSpot is synchronous, so one is enough). */
let drawState = 0;
function next(): number {
  drawState = (drawState + 0x6d2b79f5) >>> 0;
  let t = Math.imul(drawState ^ (drawState >>> 15), drawState | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** The seeded spot of a shot, in the zone its type says (threes beyond the arc, twos inside it). */
export function shotSpot(key: number, isThree: boolean, position: Position): { spot: ShotSpot; zone: ShotZone } {
  drawState = key >>> 0;
  for (let tries = 0; tries < 20; tries += 1) {
    let x: number;
    let y: number;
    if (isThree && next() < CORNER_THREE_SHARE) {
      const across = 0.2 + next() * (COURT.cornerX - 0.3);
      x = next() < 0.5 ? across : COURT.width - across;
      y = 0.3 + next() * (COURT.cornerY - 0.5);
    } else {
      // Around the basket toward the court: threes beyond the arc, twos at the rim or from mid-range.
      let r: number;
      let angle: number;
      if (isThree) {
        r = COURT.threeRadius + 0.2 + next() * 1.3;
        angle = 0.35 + next() * (Math.PI - 0.7);
      } else if (next() < PAINT_SHARE[position]) {
        r = 0.3 + next() * 2.2;
        angle = next() * Math.PI;
      } else {
        r = 2.6 + next() * 3.8;
        angle = next() * Math.PI;
      }
      x = COURT.basketX + r * Math.cos(angle);
      y = COURT.basketY + r * Math.sin(angle);
    }
    const spot = { x: round(x), y: round(y) };
    if (spot.x < 0 || spot.x > COURT.width || spot.y < 0 || spot.y > COURT.halfLength) continue;
    const zone = shotZone(spot);
    if (isThreeZone(zone) === isThree) return { spot, zone };
  }
  // Not reached in practice (a draw lands in its zone in one or two tries): a spot that always is.
  return isThree
    ? { spot: { x: COURT.basketX, y: round(COURT.basketY + COURT.threeRadius + 0.5) }, zone: 'above-the-break-three' }
    : { spot: { x: COURT.basketX, y: 2 }, zone: 'paint' };
}
