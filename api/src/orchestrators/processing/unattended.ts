/**
 * A live league or cup match that ended with its manager away (he left it to
 * his plan and went browsing, or never came back) processes its matchday by
 * itself, as his Close & Save would: nobody is there to press it. The same
 * idempotent processing as the manager's call, under the same season lock,
 * so whichever comes first processes and the other answers the stored result.
 */
import { withSeasonLock } from '../../domain/matches/season-lock.js';
import { MatchModel, type MatchDoc } from '../../models/season/match.model.js';
import { SeasonModel, type SeasonDoc } from '../../models/season/season.model.js';
import { SeatModel } from '../../models/worlds/seat.model.js';
import { findProcessing, runProcessing } from './processing.service.js';

/** Processes the matchday of live match `matchId` for its manager's club; false when there was nothing to do. */
export async function processUnattendedMatchday(matchId: string): Promise<boolean> {
  const match = await MatchModel.findById(matchId).lean<MatchDoc>();
  if (!match?.isPlayed) return false;
  const seat = await SeatModel.findOne({ worldId: match.worldId, teamId: { $in: [match.homeTeamId, match.awayTeamId] } }).lean();
  if (!seat) return false;
  if ((await findProcessing(match.seasonId, match.matchday))?.completedAt) return false;
  return withSeasonLock(match.seasonId, async () => {
    const season = await SeasonModel.findById(match.seasonId).lean<SeasonDoc>();
    // The season moved on while this waited, or the manager's own call processed it first.
    if (!season || season.currentMatchday !== match.matchday || season.status === 'complete') return false;
    if ((await findProcessing(match.seasonId, match.matchday))?.completedAt) return false;
    await runProcessing({ worldId: match.worldId, teamId: seat.teamId, season, matchday: match.matchday });
    return true;
  });
}

/** Fire and forget from the game server's result save: a failure is logged, and the manager's own call still processes. */
export function processUnattendedLater(matchId: string): void {
  processUnattendedMatchday(matchId).catch((error: unknown) =>
    console.warn(`[processing] match ${matchId} ended unattended; its matchday waits for the manager`, error),
  );
}
