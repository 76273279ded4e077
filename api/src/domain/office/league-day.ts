/**
 * The own league as a matchday's processing sees it: the season's played
 * matches (up to this matchday), today's, and the league's clubs. Read once
 * and shared by the gate receipts and the headlines of step 5.
 */
import type mongoose from 'mongoose';
import { MatchModel, type MatchDoc } from '../../models/season/match.model.js';
import { TeamModel } from '../../models/teams/team.model.js';

export interface LeagueDay {
  played: MatchDoc[];
  today: MatchDoc[];
  teams: Map<string, { _id: mongoose.Types.ObjectId; name: string; reputation: number }>;
}

export async function readLeagueDay(ctx: {
  worldId: mongoose.Types.ObjectId;
  season: { _id: mongoose.Types.ObjectId; leagueId: number };
  matchday: number;
}): Promise<LeagueDay> {
  const [played, teams] = await Promise.all([
    MatchModel.find({ worldId: ctx.worldId, seasonId: ctx.season._id, isPlayed: true, matchday: { $lte: ctx.matchday } })
      .sort({ matchday: 1 })
      .lean<MatchDoc[]>(),
    TeamModel.find({ worldId: ctx.worldId, leagueId: ctx.season.leagueId }, { name: 1, reputation: 1 }).lean(),
  ]);
  return { played, today: played.filter((m) => m.matchday === ctx.matchday), teams: new Map(teams.map((t) => [t._id.toString(), t])) };
}

/** A club's results in the played matches before `beforeMatchday` (or all), oldest first. */
export function resultsOf(played: readonly MatchDoc[], teamId: string, beforeMatchday = Infinity): ('W' | 'L')[] {
  return played
    .filter((m) => m.matchday < beforeMatchday && (m.homeTeamId.toString() === teamId || m.awayTeamId.toString() === teamId))
    .map((m): 'W' | 'L' =>
      (m.homeTeamId.toString() === teamId ? (m.homeScore ?? 0) > (m.awayScore ?? 0) : (m.awayScore ?? 0) > (m.homeScore ?? 0)) ? 'W' : 'L',
    );
}
