/**
 * What the matchday's development step reads besides a player: his playing
 * time in his club's last league game and his club's academy (its
 * training), and how the step's write keeps his season's running parts.
 * Both reads are fixed before the step writes anything (the last matchday's
 * box scores, the academies), so a repeat after a crash draws the same.
 */
import type mongoose from 'mongoose';
import {
  playingTimeFromMinutes,
  runningDevelopment,
  trainingFor,
  type DevelopmentContext,
  type DevelopmentParts,
  type DevelopmentSeason,
  type DevelopmentTraining,
} from '@hardwood/shared';
import { AcademyModel } from '../../models/academy/academy.model.js';
import { MatchModel } from '../../models/season/match.model.js';
import { PlayerMatchStatModel } from '../../models/players/player-match-stat.model.js';
import type { PlayerDoc } from '../../models/players/player.model.js';

interface ContextRead {
  worldId: mongoose.Types.ObjectId;
  season: { _id: mongoose.Types.ObjectId; leagueId: number };
  matchday: number;
}

/**
 * Each player's development context: his minutes in the league's previous
 * matchday (unused when his club played without him, unknown when it did
 * not play or on the first matchday), and his club's academy while he is young.
 */
export async function developmentContexts(
  ctx: ContextRead,
  teamIds: readonly mongoose.Types.ObjectId[],
): Promise<(p: Pick<PlayerDoc, '_id' | 'teamId' | 'age'>) => DevelopmentContext> {
  const last = ctx.matchday - 1;
  const matches =
    last >= 1
      ? await MatchModel.find(
          { worldId: ctx.worldId, seasonId: ctx.season._id, leagueId: ctx.season.leagueId, matchday: last, isPlayed: true },
          { _id: 1, homeTeamId: 1, awayTeamId: 1 },
        ).lean()
      : [];
  const [lines, academies] = await Promise.all([
    matches.length > 0
      ? PlayerMatchStatModel.find({ matchId: { $in: matches.map((m) => m._id) } }, { playerId: 1, minutes: 1 }).lean()
      : [],
    AcademyModel.find({ worldId: ctx.worldId, teamId: { $in: [...teamIds] } }, { teamId: 1, type: 1 }).lean(),
  ]);
  const played = new Set(matches.flatMap((m) => [m.homeTeamId.toString(), m.awayTeamId.toString()]));
  const minutes = new Map(lines.map((l) => [l.playerId.toString(), l.minutes]));
  const academyOf = new Map(academies.map((a) => [a.teamId.toString(), a.type as DevelopmentTraining]));
  return (p) => {
    const teamId = p.teamId?.toString() ?? '';
    const own = minutes.get(p._id.toString());
    const playingTime = own !== undefined ? playingTimeFromMinutes(own) : played.has(teamId) ? 'unused' : null;
    return { playingTime, training: trainingFor(p.age, academyOf.get(teamId)) };
  };
}

/**
 * The development step's update: the new skills (`set`) and his season's
 * running parts, added ($inc) in the same guarded write, so a repeat that
 * the guard turns away counts nothing twice; the season's first step starts
 * them from his overall before it.
 */
export function developmentUpdate(
  p: Pick<PlayerDoc, 'developmentSeason' | 'overallRating'>,
  season: number,
  parts: DevelopmentParts,
  set: Record<string, unknown>,
) {
  if (runningDevelopment(p.developmentSeason, season) === null) {
    const developmentSeason: DevelopmentSeason = {
      season,
      from: p.overallRating,
      age: parts.age,
      minutes: parts.minutes,
      training: parts.training,
    };
    return { $set: { ...set, developmentSeason } };
  }
  return {
    $set: set,
    $inc: { 'developmentSeason.age': parts.age, 'developmentSeason.minutes': parts.minutes, 'developmentSeason.training': parts.training },
  };
}
