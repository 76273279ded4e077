/**
 * Processing a matchday once its manager's own match is played: by his
 * Close & Save (the route), or by itself when a live match ended with its
 * manager away (he left it to his plan and went browsing, or never came
 * back). One idempotent step under the season lock, so whichever comes
 * first processes and the other answers the stored result.
 */
import type mongoose from 'mongoose';
import type { ProcessingResult } from '@hardwood/shared';
import { ConflictError } from '../../infra/errors/domain-errors.js';
import { withSeasonLock } from '../../domain/matches/season-lock.js';
import { MatchModel, type MatchDoc } from '../../models/season/match.model.js';
import { SeasonModel, type SeasonDoc } from '../../models/season/season.model.js';
import { SeatModel } from '../../models/worlds/seat.model.js';
import { findProcessing, runProcessing, toProcessingResult } from './processing.service.js';

/**
 * Processes played `match`'s matchday for `club` under the season lock: the
 * stored result when the matchday was processed while this waited, a
 * ConflictError when the season moved on without it.
 */
export function processPlayedMatchday(
  club: { worldId: mongoose.Types.ObjectId; teamId: mongoose.Types.ObjectId },
  match: Pick<MatchDoc, 'seasonId' | 'matchday'>,
): Promise<ProcessingResult> {
  return withSeasonLock(match.seasonId, async () => {
    const season = await SeasonModel.findById(match.seasonId).lean<SeasonDoc>();
    if (!season || season.currentMatchday !== match.matchday || season.status === 'complete') {
      const stored = await findProcessing(match.seasonId, match.matchday);
      if (stored?.completedAt) return toProcessingResult(stored);
      throw new ConflictError('The season moved on while this call waited');
    }
    return runProcessing({ worldId: club.worldId, teamId: club.teamId, season, matchday: match.matchday });
  });
}

/** Processes the matchday of live match `matchId` for its manager's club; false when there was nothing to do. */
export async function processUnattendedMatchday(matchId: string): Promise<boolean> {
  const match = await MatchModel.findById(matchId).lean<MatchDoc>();
  if (!match?.isPlayed) return false;
  const seat = await SeatModel.findOne({ worldId: match.worldId, teamId: { $in: [match.homeTeamId, match.awayTeamId] } }).lean();
  if (!seat) return false;
  if ((await findProcessing(match.seasonId, match.matchday))?.completedAt) return false;
  await processPlayedMatchday({ worldId: match.worldId, teamId: seat.teamId }, match);
  return true;
}

/** Fire and forget from the game server's result save: a failure is logged, and the manager's own call still processes. */
export function processUnattendedLater(matchId: string): void {
  processUnattendedMatchday(matchId).catch((error: unknown) =>
    console.warn(`[processing] match ${matchId} ended unattended; its matchday waits for the manager`, error),
  );
}
