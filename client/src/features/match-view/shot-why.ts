/**
 * Why a shot went in or not, as a replay's events tell it: its chance when
 * it was taken (0-1) and its largest factors, encoded as `label|points`
 * parts joined by `; ` (points: signed percentage points of chance), and
 * the expected points they add up to in the box score.
 */
import type { ReplayEvent } from '@hardwood/shared';

export interface ShotFactor {
  label: string;
  /** Percentage points of chance, signed. */
  points: number;
}

export interface ShotWhy {
  chance: number;
  factors: ShotFactor[];
}

/** The factors of a `why` string; a missing, empty or garbled part is left out. */
export function parseShotFactors(why: string | null | undefined): ShotFactor[] {
  if (!why) return [];
  return why.split(';').flatMap((part) => {
    const bar = part.lastIndexOf('|');
    if (bar < 0) return [];
    const label = part.slice(0, bar).trim();
    // A typographic minus reads as a minus.
    const points = Number(
      part
        .slice(bar + 1)
        .trim()
        .replace('−', '-'),
    );
    return label && part.slice(bar + 1).trim() !== '' && Number.isFinite(points) ? [{ label, points }] : [];
  });
}

/** A shot's or free throw's chance and factors, or null for an event without a chance. */
export function shotWhyOf(event: Pick<ReplayEvent, 'chance' | 'why'>): ShotWhy | null {
  if (event.chance === undefined) return null;
  return { chance: event.chance, factors: parseShotFactors(event.why) };
}

/** Each event's chance and factors by its feed number (`seq`), for the feed and the shot chart. */
export function whyBySeq(events: readonly ReplayEvent[]): ReadonlyMap<number, ShotWhy> {
  const out = new Map<number, ShotWhy>();
  for (const e of events) {
    const why = shotWhyOf(e);
    if (why) out.set(e.seq, why);
  }
  return out;
}

export const chanceText = (chance: number) => `${Math.round(chance * 100)}% chance`;

/** "+6", "−5", "0": a factor's points as the feed says them. */
export const signedPoints = (points: number) => (points > 0 ? `+${points}` : points < 0 ? `−${Math.abs(points)}` : '0');

/** What an attempt is worth when it goes in: 3 or 2 for a field goal, 1 for a free throw, 0 for anything else. */
export function attemptValue(type: string): number {
  if (type.startsWith('three_')) return 3;
  if (type.startsWith('two_')) return 2;
  if (type.startsWith('free_throw_')) return 1;
  return 0;
}

/**
 * Each player's expected points from the events up to game second `at`:
 * the sum of chance × value of his attempts. Null when no event carries a
 * chance (the box score then has no xPts column).
 */
export function expectedPoints(events: readonly ReplayEvent[], at: number): ReadonlyMap<string, number> | null {
  if (!events.some((e) => e.chance !== undefined)) return null;
  const out = new Map<string, number>();
  for (const e of events) {
    if (e.t > at) break;
    if (e.chance === undefined || !e.playerId) continue;
    const value = attemptValue(e.type);
    if (value > 0) out.set(e.playerId, (out.get(e.playerId) ?? 0) + e.chance * value);
  }
  return out;
}

export const formatExpectedPoints = (xPts: number) => xPts.toFixed(1);
