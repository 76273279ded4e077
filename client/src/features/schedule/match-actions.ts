/** What a schedule row offers. */
import { EUROPEAN_CUP_LEAGUE_ID, LEAGUE_MATCHDAYS, OFFICE_MATTER_LABELS, type Match, type OfficeNotification } from '@hardwood/shared';

export type RowAction =
  | { kind: 'played' }
  /** The manager's match of the current matchday is played but the matchday is not processed yet. */
  | { kind: 'process' }
  | { kind: 'play' }
  /** `matter`: the first office matter that holds the match, for the link to its tab. */
  | { kind: 'blocked'; reason: string; matter?: OfficeNotification }
  | { kind: 'wait' }
  | { kind: 'scheduled' };

export const OFFICE_BLOCK_REASON = '⚠️ Read office notifications first';
export const WAIT_TEXT = 'Wait for your turn';
/** a youth tournament match due on the current matchday warns on Play; it does not disable it. */
export const TOURNAMENT_WARNING = '⚠️ Complete Youth Academy tournament match first';
/** Where the warning leads: the academy opened on its Tournament tab. */
export const TOURNAMENT_PATH = '/youth-academy?tab=tournament';
export const SCHEDULED_TEXT = 'Scheduled';

/**
 * A European Cup game: its league id is the Cup's. A match
 * without a league id (an older API) falls back to its Cup details, then to
 * coming after the league's last matchday.
 */
export function isCupMatch(match: Pick<Match, 'leagueId' | 'cup' | 'matchday'>): boolean {
  if (match.leagueId !== undefined) return match.leagueId === EUROPEAN_CUP_LEAGUE_ID;
  if (match.cup) return true;
  return match.matchday > LEAGUE_MATCHDAYS;
}

export function isOwnMatch(match: Pick<Match, 'homeTeamId' | 'awayTeamId'>, userTeamId: string): boolean {
  return match.homeTeamId === userTeamId || match.awayTeamId === userTeamId;
}

/**
 * A played match shows its score (the manager's own on the current matchday
 * also offers processing until it is done). The manager's unplayed match is playable
 * live only on the highlighted next matchday with no pending office items
 * (with pending items the button is disabled and says why); any other of
 * their matches waits its turn. Other clubs' matches are scheduled.
 */
export function rowAction(
  match: Pick<Match, 'homeTeamId' | 'awayTeamId' | 'matchday' | 'homeScore' | 'isPlayed'>,
  context: { userTeamId: string; nextMatchday: number | null; pendingOfficeItems: number; blockingMatter?: OfficeNotification },
): RowAction {
  const own = isOwnMatch(match, context.userTeamId);
  const played = match.isPlayed || match.homeScore !== null;
  // The current matchday moves on only once processed: a played own match still on it awaits processing.
  if (played) return own && match.matchday === context.nextMatchday ? { kind: 'process' } : { kind: 'played' };
  if (!own) return { kind: 'scheduled' };
  if (match.matchday !== context.nextMatchday) return { kind: 'wait' };
  if (context.pendingOfficeItems > 0) {
    const matter = context.blockingMatter;
    return matter ? { kind: 'blocked', reason: officeBlockReason(matter), matter } : { kind: 'blocked', reason: OFFICE_BLOCK_REASON };
  }
  return { kind: 'play' };
}

/** The gate's text names the matter that holds the match and where the office keeps it. */
export function officeBlockReason(matter: Pick<OfficeNotification, 'notificationType' | 'title'>): string {
  return `${OFFICE_BLOCK_REASON}: ${OFFICE_MATTER_LABELS[matter.notificationType]} (${matter.title})`;
}

/** Counts for the header: teams, matchdays, matches per round. */
export function scheduleCounts(matches: readonly Pick<Match, 'homeTeamId' | 'awayTeamId' | 'matchday' | 'round'>[]) {
  const teams = new Set(matches.flatMap((m) => [m.homeTeamId, m.awayTeamId])).size;
  const matchdays = new Set(matches.map((m) => m.matchday)).size;
  const perRound = matches.filter((m) => m.round === 1).length;
  return { teams, matchdays, perRound };
}

/** The tournament warning goes with the current matchday's Play button (enabled or blocked) while a tournament match is pending. */
export function showsTournamentWarning(action: RowAction, tournamentMatchPending: boolean): boolean {
  return tournamentMatchPending && (action.kind === 'play' || action.kind === 'blocked');
}
