/**
 * What a live game keeps beyond its box score, for its match report: the
 * spot of every field goal (a shot chart) and the margin at each game minute
 * (the score flow), as lists of whole numbers (stored as text, box-score.ts
 * packInts), not the whole feed: one number a shot.
 */
import type { MatchEvent } from '../engine/types.js';
import type { ShotZone } from '../engine/shot-spot.js';

export const SHOT_ZONES = ['paint', 'mid-range', 'corner-three', 'above-the-break-three'] as const satisfies readonly ShotZone[];
/**
 * A shot as one number: the shooter's place in the box score (home's
 * players, then away's), x and y in decimetres (0-150 across, 0-140 from the
 * baseline), the zone and whether it went in: ((place x 256 + x) x 256 + y) x 8 + zone x 2 + made.
 */
const packShot = (place: number, x: number, y: number, zone: number, made: boolean) =>
  ((place * 256 + Math.max(0, Math.min(255, x))) * 256 + Math.max(0, Math.min(255, y))) * 8 + zone * 2 + (made ? 1 : 0);

export interface StoredShot {
  playerId: string;
  side: 'home' | 'away';
  /** Decimetres on the half court (shared engine/shot-spot.ts COURT, x across, y from the baseline). */
  x: number;
  y: number;
  zone: ShotZone;
  made: boolean;
}

const FIELD_GOALS = new Set<MatchEvent['type']>(['two_made', 'two_missed', 'three_made', 'three_missed']);

/** The field goals of a feed with a spot, packed; shooters missing from the box score (none should be) are left out. */
export function packShots(events: readonly MatchEvent[], homeIds: readonly string[], awayIds: readonly string[]): number[] {
  const slot = new Map<string, number>([...homeIds, ...awayIds].map((id, i) => [id, i]));
  const out: number[] = [];
  for (const e of events) {
    if (!FIELD_GOALS.has(e.type) || !e.spot || !e.zone || e.playerId === undefined) continue;
    const at = slot.get(e.playerId);
    const zone = SHOT_ZONES.indexOf(e.zone);
    if (at === undefined || zone < 0) continue;
    out.push(packShot(at, Math.round(e.spot.x * 10), Math.round(e.spot.y * 10), zone, e.type.endsWith('_made')));
  }
  return out;
}

export function unpackShots(flat: readonly number[], homeIds: readonly string[], awayIds: readonly string[]): StoredShot[] {
  const shots: StoredShot[] = [];
  for (const packed of flat) {
    const code = packed % 8;
    const y = Math.floor(packed / 8) % 256;
    const x = Math.floor(packed / 2048) % 256;
    const at = Math.floor(packed / 524_288);
    const home = at < homeIds.length;
    const playerId = home ? homeIds[at] : awayIds[at - homeIds.length];
    const zone = SHOT_ZONES[Math.floor(code / 2)];
    if (playerId === undefined || zone === undefined) continue;
    shots.push({ playerId, side: home ? 'home' : 'away', x, y, zone, made: code % 2 === 1 });
  }
  return shots;
}
