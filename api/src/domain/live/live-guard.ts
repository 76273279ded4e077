/**
 * Decisions that change the club wait for its own live match to end: while
 * it runs, its score is known to the manager but not yet to the server's
 * records, so accepting a sponsor's objective, renewing a contract or
 * talking to a player then would be deciding with hindsight, and a signing,
 * a release or a loan would change a squad that is on the court. A match is
 * live from the moment its room starts it (its start record exists) until
 * its result is saved (the record goes, the match is played). Which routes
 * wait is declared in the route table (`whileLive`) and checked once where
 * routes are mounted (routes/http/typed-route.ts).
 */
import type { LiveHeldDecision } from '@hardwood/shared';
import { ConflictError } from '../../infra/errors/domain-errors.js';
import { MatchModel } from '../../models/season/match.model.js';
import { LiveStartModel } from '../../models/live/live-snapshot.model.js';
import { activeSeason } from '../season/season.service.js';
import type { Club } from '../worlds/seat.js';

export const LIVE_MATCH_BUSY_MESSAGE = 'Your match is being played live: decide once it is over.';

/** Each kind of decision's refusal names what waits, so the manager knows what to come back for. */
export const LIVE_MATCH_BUSY_MESSAGES: Record<LiveHeldDecision, string> = {
  squad: 'Your match is being played live: sign, sell, loan or promote players once it is over.',
  contract: 'Your match is being played live: renew or release contracts once it is over.',
  morale: 'Your match is being played live: talk to your players once it is over.',
  money: 'Your match is being played live: spend on the club once it is over.',
  office: LIVE_MATCH_BUSY_MESSAGE,
  editor: 'Your match is being played live: edit players once it is over.',
};

/** Whether an unplayed match of the club's current matchday is being played live (its room has started it). */
export async function ownMatchIsLive(club: Club): Promise<boolean> {
  const season = await activeSeason(club.worldId);
  if (!season) return false;
  const own = await MatchModel.find(
    {
      worldId: club.worldId,
      seasonId: season._id,
      matchday: season.currentMatchday,
      isPlayed: false,
      $or: [{ homeTeamId: club.teamId }, { awayTeamId: club.teamId }],
    },
    { _id: 1 },
  ).lean();
  if (own.length === 0) return false;
  return (await LiveStartModel.exists({ matchId: { $in: own.map((m) => m._id.toString()) } })) !== null;
}

/** 409 while the club's own match of the matchday is being played live, naming the kind of decision that waits. */
export async function refuseDuringLiveMatch(club: Club, decision: LiveHeldDecision): Promise<void> {
  if (await ownMatchIsLive(club)) throw new ConflictError(LIVE_MATCH_BUSY_MESSAGES[decision]);
}
