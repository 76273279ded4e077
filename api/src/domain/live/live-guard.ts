/**
 * Decisions that change the club wait for the own live match to end: while
 * it runs, its score is known to the manager but not yet to the server's
 * records, so accepting a sponsor's objective (or any office decision)
 * then would be deciding with hindsight. A match is live from the moment
 * its room starts it (its start record exists) until its result is saved
 * (the record goes, the match is played).
 */
import type mongoose from 'mongoose';
import { ConflictError } from '../../infra/errors/domain-errors.js';
import { MatchModel } from '../../models/season/match.model.js';
import { LiveStartModel } from '../../models/live/live-snapshot.model.js';

export const LIVE_MATCH_BUSY_MESSAGE = 'Your match is being played live: decide once it is over.';

/** 409 while the club's own match of the matchday is being played live. */
export async function refuseDuringLiveMatch(call: {
  career: { worldId: mongoose.Types.ObjectId };
  team: { _id: mongoose.Types.ObjectId };
  season: { _id: mongoose.Types.ObjectId };
  matchday: number;
}): Promise<void> {
  const teamId = call.team._id;
  const own = await MatchModel.find(
    {
      worldId: call.career.worldId,
      seasonId: call.season._id,
      matchday: call.matchday,
      isPlayed: false,
      $or: [{ homeTeamId: teamId }, { awayTeamId: teamId }],
    },
    { _id: 1 },
  ).lean();
  if (own.length === 0) return;
  if (await LiveStartModel.exists({ matchId: { $in: own.map((m) => m._id.toString()) } })) throw new ConflictError(LIVE_MATCH_BUSY_MESSAGE);
}
