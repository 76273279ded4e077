/** Pure helpers of the league page's round: when to read it again, and where a live match is watched. */
import type { LeagueRoundMatches } from '@hardwood/shared';
import { matchLivePath } from '../live/match-path';

/**
 * The round is under way (its scores move, its end comes), or its tip-off
 * has come and the server is about to start it: worth reading again.
 */
export function roundIsMoving(round: Pick<LeagueRoundMatches, 'status'> | undefined, tipOffAt: string, nowMs: number): boolean {
  if (!round) return false;
  if (round.status === 'playing' || round.status === 'processing') return true;
  return Date.parse(tipOffAt) <= nowMs;
}

/** A live match's page with a spectator's seat (a coach of the match watches it too, without taking his side). */
export const spectatePath = (matchId: string) => `${matchLivePath(matchId)}?spectate=1`;
