/**
 * Pure rules of the Live Centre: its fixture order, the
 * whip-around's pick of the closest finish, and the clock a viewer runs
 * between the room's patches.
 */
import { LIVE_CENTRE, QUARTERS } from '../rules.js';
import { doubleRoundRobin } from '../schedule.js';

export interface LiveCentreFixture<T> {
  /** Position in the cycle's playing order (0-based). */
  order: number;
  round: number;
  home: T;
  away: T;
}

/** One cycle: a double round-robin, round by round; each round's games in a stable order. */
export function liveCentreFixtures<T>(clubs: readonly T[]): LiveCentreFixture<T>[] {
  return doubleRoundRobin(clubs)
    .sort((a, b) => a.matchday - b.matchday)
    .map((f, order) => ({ order, round: f.matchday, home: f.home, away: f.away }));
}

/** How long after the previous start the next one may go: finishes spread over a game's length. */
export function staggerMs(concurrent: number, matchRealMs: number = LIVE_CENTRE.matchRealMs): number {
  return concurrent <= 1 ? 0 : Math.round(matchRealMs / concurrent);
}

export interface WhipCandidate {
  matchId: string;
  quarter: number;
  clock: number;
  homeScore: number;
  awayScore: number;
  /** The room's match status: 'playing', 'break', 'finished', ... */
  matchStatus: string;
}

/** In the last minutes of Q4 or overtime and still going. */
export function isCloseFinish(m: WhipCandidate, seconds: number = LIVE_CENTRE.closeFinishSeconds): boolean {
  return m.matchStatus !== 'finished' && m.matchStatus !== 'not_started' && m.quarter >= QUARTERS && m.clock <= seconds && m.clock >= 0;
}

/**
 * The whip-around's pick: among close finishes, the smallest margin, then the
 * least time left, then the match id (stable). Null when no game is in its
 * last minutes.
 */
export function closestFinish<M extends WhipCandidate>(matches: readonly M[], seconds: number = LIVE_CENTRE.closeFinishSeconds): M | null {
  let best: M | null = null;
  for (const m of matches) {
    if (!isCloseFinish(m, seconds)) continue;
    if (!best) {
      best = m;
      continue;
    }
    const margin = Math.abs(m.homeScore - m.awayScore);
    const bestMargin = Math.abs(best.homeScore - best.awayScore);
    if (margin < bestMargin || (margin === bestMargin && (m.clock < best.clock || (m.clock === best.clock && m.matchId < best.matchId))))
      best = m;
  }
  return best;
}

/**
 * What the game clock shows now: the room sends the clock when it changes for
 * a reason (an event, a status change, a resync every few seconds), and the
 * viewer counts it down from the moment it arrived at one game second per
 * `tickMs` while the match is playing. It never runs past the next resync by
 * more than a second, so a late patch cannot show a wrong minute.
 */
export function displayedClock(
  view: { clock: number; status: string },
  receivedAtMs: number,
  nowMs: number,
  tickMs: number,
  resyncSeconds: number,
): number {
  if (view.status !== 'playing' || tickMs <= 0) return view.clock;
  const run = Math.min(resyncSeconds + 1, Math.floor(Math.max(0, nowMs - receivedAtMs) / tickMs));
  return Math.max(0, view.clock - run);
}
