/**
 * The court view's geometry, in decimetres: a FIBA full court
 * 280 x 150 with the home side attacking the right basket and the away side
 * the left. Shot spots come from the engine on a half court (x across, y out
 * from the baseline; shared engine/shot-spot.ts); players stand in a simple
 * formation by slot around the basket of the side with the ball.
 */
import type { LiveEventView } from '@hardwood/shared';

export const FULL = { length: 280, width: 150 } as const;
/** Basket centre, decimetres from its baseline. */
export const BASKET_FROM_BASELINE = 15.75;

export type CourtSide = 'home' | 'away';
export interface Point {
  x: number;
  y: number;
}

/** A half-court spot (decimetres) of `side`'s shot on the full court. */
export function toFullCourt(spot: Point, side: CourtSide): Point {
  return side === 'home' ? { x: FULL.length - spot.y, y: spot.x } : { x: spot.y, y: FULL.width - spot.x };
}

/** Where each slot stands on offence, on the half court (decimetres): guards up top, wings, bigs near the basket. */
const OFFENCE: readonly Point[] = [
  { x: 75, y: 82 },
  { x: 22, y: 52 },
  { x: 128, y: 56 },
  { x: 42, y: 24 },
  { x: 104, y: 18 },
];
const BASKET: Point = { x: 75, y: BASKET_FROM_BASELINE };

/** A small, repeatable sway so the five are not statues between plays (from the game clock, no randomness). */
function sway(index: number, clock: number): Point {
  return { x: Math.sin(clock * 0.9 + index * 1.7) * 5, y: Math.cos(clock * 0.7 + index * 2.3) * 4 };
}

/**
 * Where the ten stand: `attacking` runs its offence at its basket, the other
 * side guards each man between him and the basket. Index i is the i-th of
 * each side's five on court (PG..C).
 */
export function formation(attacking: CourtSide, clock: number): { home: Point[]; away: Point[] } {
  const offence = OFFENCE.map((p, i) => {
    const s = sway(i, clock);
    return { x: p.x + s.x, y: p.y + s.y };
  });
  const defence = offence.map((p) => ({ x: p.x + (BASKET.x - p.x) * 0.28, y: p.y + (BASKET.y - p.y) * 0.28 }));
  const defending: CourtSide = attacking === 'home' ? 'away' : 'home';
  // Both attack the same basket on the half court: the attacking side's own basket on the full court.
  const place = (points: Point[]) => points.map((p) => toFullCourt(p, attacking));
  return { [attacking]: place(offence), [defending]: place(defence) } as { home: Point[]; away: Point[] };
}

/** Who has the ball after an event: a made basket or a turnover gives it to the other side. */
export function sideWithBall(latest: LiveEventView | undefined): CourtSide {
  if (!latest) return 'home';
  const side: CourtSide = latest.side === 'away' ? 'away' : 'home';
  const other: CourtSide = side === 'home' ? 'away' : 'home';
  return latest.type.endsWith('_made') || latest.type === 'turnover' ? other : side;
}

/** The moment of a field goal: the shooting side, the shooter at his spot, the defender contesting him. */
export interface ShotMoment {
  side: CourtSide;
  shooterId: string;
  defenderId: string;
  /** The shot's spot on the full court. */
  at: Point;
  /** Where the contesting defender stands: between the shooter and the basket, a metre and a bit off. */
  contest: Point;
}

/** When the latest event is a field goal, the court replays its moment; otherwise null and the formation stands. */
export function shotMoment(latest: LiveEventView | undefined): ShotMoment | null {
  if (!latest?.zone || !latest.playerId) return null;
  const side: CourtSide = latest.side === 'away' ? 'away' : 'home';
  const spot = { x: latest.x ?? 0, y: latest.y ?? 0 };
  const towardBasket = { x: BASKET.x - spot.x, y: BASKET.y - spot.y };
  const distance = Math.hypot(towardBasket.x, towardBasket.y) || 1;
  // 12 decimetres toward the basket, or half the way for a shot at the rim.
  const step = Math.min(12, distance / 2) / distance;
  const contest = { x: spot.x + towardBasket.x * step, y: spot.y + towardBasket.y * step };
  return {
    side,
    shooterId: latest.playerId,
    defenderId: latest.defenderId ?? '',
    at: toFullCourt(spot, side),
    contest: toFullCourt(contest, side),
  };
}
