/**
 * A season of the manager's league with its double round-robin and its
 * table (setup's first season, and each season end's next one). Written
 * under ids fixed by their keys, and rewritten whole where a crash cut the
 * calendar or the table short, so it can be repeated.
 */
import type mongoose from 'mongoose';
import { doubleRoundRobin } from '@hardwood/shared';
import { stableId } from '../../infra/store/stable-id.js';
import { MatchModel } from '../../models/season/match.model.js';
import { SeasonModel, type SeasonDoc } from '../../models/season/season.model.js';
import { StandingModel } from '../../models/season/standing.model.js';

export async function writeSeason(args: {
  worldId: mongoose.Types.ObjectId;
  leagueId: number;
  number: number;
  name: string;
  /** The league's clubs in catalogue order (the calendar follows it). */
  teamIds: readonly mongoose.Types.ObjectId[];
  cupEntrants?: readonly mongoose.Types.ObjectId[];
}): Promise<SeasonDoc> {
  const { worldId, leagueId, teamIds } = args;
  const fixtures = doubleRoundRobin([...teamIds]);
  const season = await SeasonModel.findOneAndUpdate(
    { worldId, number: args.number },
    {
      $setOnInsert: {
        _id: stableId(`${worldId.toString()}:season:${args.number}`),
        leagueId,
        name: args.name,
        isActive: true,
        currentMatchday: 1,
        totalMatchdays: Math.max(...fixtures.map((f) => f.matchday)),
        status: 'in_progress',
        lockedUntil: 0,
        lockHolder: null,
        cupEntrants: [...(args.cupEntrants ?? [])],
      },
    },
    { upsert: true, returnDocument: 'after' },
  ).lean<SeasonDoc>();
  if (!season) throw new Error('season missing after upsert');
  if ((await MatchModel.countDocuments({ worldId, seasonId: season._id })) !== fixtures.length) {
    await MatchModel.deleteMany({ worldId, seasonId: season._id });
    await MatchModel.insertMany(
      fixtures.map((f) => ({
        _id: stableId(`${season._id.toString()}:${f.matchday}:${f.home.toString()}`),
        worldId,
        seasonId: season._id,
        leagueId,
        homeTeamId: f.home,
        awayTeamId: f.away,
        matchday: f.matchday,
        round: f.round,
      })),
    );
  }
  if ((await StandingModel.countDocuments({ worldId, seasonId: season._id })) !== teamIds.length) {
    await StandingModel.deleteMany({ worldId, seasonId: season._id });
    await StandingModel.insertMany(
      teamIds.map((teamId) => ({ _id: stableId(`${season._id.toString()}:${teamId.toString()}`), worldId, seasonId: season._id, teamId })),
    );
  }
  return season;
}
