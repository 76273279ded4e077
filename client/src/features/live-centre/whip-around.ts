/**
 * The whip-around's decision: which live game
 * to show, and when to move to another. It follows the closest finish; with
 * none, the game nearest its end. A move is announced first and happens only
 * if the same game is still the pick after the notice, so a pick that flips
 * back and forth between polls never drags the viewer around.
 */
import { closestFinish, LIVE_CENTRE, type LiveCentreMatch } from '@hardwood/shared';
import { nearestEnd } from './live-centre-logic';

export interface PendingSwitch {
  matchId: string;
  /** When the notice went up (ms). */
  sinceMs: number;
  /** The figures the banner announces, fixed when it went up so the announcement does not repeat every poll. */
  home: string;
  away: string;
  margin: number;
  clock: number;
}

export interface WhipAroundState {
  watchingId: string | null;
  pending: PendingSwitch | null;
}

export const INITIAL_WHIP_AROUND: WhipAroundState = { watchingId: null, pending: null };

export type WhipReason = 'closest-finish' | 'nearest-end';

/** The game the whip-around wants now, and why; null when nothing is live. */
export function whipAroundPick(live: readonly LiveCentreMatch[]): { match: LiveCentreMatch; reason: WhipReason } | null {
  const close = closestFinish(live);
  if (close) return { match: close, reason: 'closest-finish' };
  const fallback = nearestEnd(live);
  return fallback ? { match: fallback, reason: 'nearest-end' } : null;
}

const pendingFor = (m: LiveCentreMatch, nowMs: number): PendingSwitch => ({
  matchId: m.matchId,
  sinceMs: nowMs,
  home: m.home.name,
  away: m.away.name,
  margin: Math.abs(m.homeScore - m.awayScore),
  clock: m.clock,
});

/**
 * The next state after a listing poll or a timer tick. Answers the same
 * object when nothing changes (React skips the render). The first pick is
 * shown at once; later ones after `noticeMs`. A game still going is left only
 * for a closest finish; a game that has ended is left for any pick.
 */
export function stepWhipAround(
  state: WhipAroundState,
  live: readonly LiveCentreMatch[],
  nowMs: number,
  noticeMs: number = LIVE_CENTRE.switchNoticeMs,
): WhipAroundState {
  const pick = whipAroundPick(live);
  if (state.watchingId === null) return pick ? { watchingId: pick.match.matchId, pending: null } : state;
  const watched = live.find((m) => m.matchId === state.watchingId && m.matchStatus !== 'finished');
  const worthMoving = pick !== null && pick.match.matchId !== state.watchingId && (pick.reason === 'closest-finish' || !watched);
  if (!pick || !worthMoving) return state.pending ? { ...state, pending: null } : state;
  if (state.pending?.matchId !== pick.match.matchId) return { ...state, pending: pendingFor(pick.match, nowMs) };
  if (nowMs - state.pending.sinceMs >= noticeMs) return { watchingId: pick.match.matchId, pending: null };
  return state;
}

/** The viewer chose not to wait for the countdown. */
export function switchNow(state: WhipAroundState): WhipAroundState {
  return state.pending ? { watchingId: state.pending.matchId, pending: null } : state;
}

/** Whole seconds left on the notice, for the countdown (never below 0). */
export function noticeSecondsLeft(pending: PendingSwitch, nowMs: number, noticeMs: number = LIVE_CENTRE.switchNoticeMs): number {
  return Math.max(0, Math.ceil((pending.sinceMs + noticeMs - nowMs) / 1000));
}
