/** What a schedule row offers (part 1 §4, match row status). */
import type { Match } from '@hardwood/shared';

export type RowAction =
  | { kind: 'played' }
  | { kind: 'play' }
  | { kind: 'blocked'; reason: string }
  | { kind: 'wait' }
  | { kind: 'scheduled' };

export const OFFICE_BLOCK_REASON = '⚠️ Read office notifications first';
export const WAIT_TEXT = 'Wait for your turn';
export const SCHEDULED_TEXT = 'Scheduled';

export function isOwnMatch(match: Pick<Match, 'homeTeamId' | 'awayTeamId'>, userTeamId: string): boolean {
  return match.homeTeamId === userTeamId || match.awayTeamId === userTeamId;
}

/**
 * A played match shows its score. The manager's unplayed match is playable
 * live only on the highlighted next matchday with no pending office items
 * (with pending items the button is disabled and says why); any other of
 * their matches waits its turn. Other clubs' matches are scheduled.
 */
export function rowAction(
  match: Pick<Match, 'homeTeamId' | 'awayTeamId' | 'matchday' | 'homeScore' | 'isPlayed'>,
  context: { userTeamId: string; nextMatchday: number | null; pendingOfficeItems: number },
): RowAction {
  if (match.isPlayed || match.homeScore !== null) return { kind: 'played' };
  if (!isOwnMatch(match, context.userTeamId)) return { kind: 'scheduled' };
  if (match.matchday !== context.nextMatchday) return { kind: 'wait' };
  if (context.pendingOfficeItems > 0) return { kind: 'blocked', reason: OFFICE_BLOCK_REASON };
  return { kind: 'play' };
}

/** Counts for the header: teams, matchdays, matches per round. */
export function scheduleCounts(matches: readonly Pick<Match, 'homeTeamId' | 'awayTeamId' | 'matchday' | 'round'>[]) {
  const teams = new Set(matches.flatMap((m) => [m.homeTeamId, m.awayTeamId])).size;
  const matchdays = new Set(matches.map((m) => m.matchday)).size;
  const perRound = matches.filter((m) => m.round === 1).length;
  return { teams, matchdays, perRound };
}
