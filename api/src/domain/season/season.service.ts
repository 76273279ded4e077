import type mongoose from 'mongoose';
import { rankStandings, type SeasonStatus, type Standing } from '@hardwood/shared';
import { TeamModel } from '../../models/teams/team.model.js';
import { MatchModel } from '../../models/season/match.model.js';
import { SeasonModel, type SeasonDoc } from '../../models/season/season.model.js';
import { StandingModel } from '../../models/season/standing.model.js';

export async function activeSeason(worldId: mongoose.Types.ObjectId): Promise<SeasonDoc | null> {
  // Newest first: a season end makes the next season active before it retires the one it ended.
  return SeasonModel.findOne({ worldId, isActive: true }).sort({ number: -1 }).lean<SeasonDoc>();
}

export async function rankedStandings(worldId: mongoose.Types.ObjectId, season: Pick<SeasonDoc, '_id' | 'leagueId'>): Promise<Standing[]> {
  const rows = await StandingModel.find({ worldId, seasonId: season._id }).lean();
  const teams = await TeamModel.find({ worldId, _id: { $in: rows.map((r) => r.teamId) } }, { name: 1 }).lean();
  const names = new Map(teams.map((t) => [t._id.toString(), t.name]));
  return rankStandings(
    rows.map((r) => ({
      id: r._id.toString(),
      userTeamId: r.teamId.toString(),
      teamName: names.get(r.teamId.toString()) ?? 'Unknown team',
      matchesPlayed: r.matchesPlayed,
      wins: r.wins,
      losses: r.losses,
      pointsFor: r.pointsFor,
      pointsAgainst: r.pointsAgainst,
    })),
    season.leagueId,
  );
}

export async function seasonStatus(worldId: mongoose.Types.ObjectId): Promise<SeasonStatus> {
  const season = await activeSeason(worldId);
  if (!season) {
    return {
      season: null,
      isComplete: false,
      totalMatches: 0,
      completedMatches: 0,
      totalMatchdays: 0,
      completedMatchdays: 0,
      completionPercentage: 0,
    };
  }
  const matches = await MatchModel.find({ worldId, seasonId: season._id }, { matchday: 1, isPlayed: 1 }).lean();
  const byDay = new Map<number, boolean>();
  for (const m of matches) byDay.set(m.matchday, (byDay.get(m.matchday) ?? true) && m.isPlayed);
  const completedMatchdays = [...byDay.values()].filter(Boolean).length;
  // League and European Cup matchdays: the Cup's come as the manager's club reaches them.
  const totalMatchdays = Math.max(season.totalMatchdays, byDay.size);
  return {
    season: { id: season._id.toString(), seasonName: season.name },
    isComplete: season.status === 'complete',
    totalMatches: matches.length,
    completedMatches: matches.filter((m) => m.isPlayed).length,
    totalMatchdays,
    completedMatchdays,
    completionPercentage: totalMatchdays ? Math.round((completedMatchdays / totalMatchdays) * 100) : 0,
  };
}
