/** The season's final tables of every league of a career's world, with the career's team ids. */
import mongoose from 'mongoose';
import { rankStandings, tallyStandings } from '@hardwood/shared';
import { otherNationalLeagues } from '../matches/world.service.js';
import { WorldMatchModel } from '../../models/matches/world-match.model.js';
import { TeamModel } from '../../models/teams/team.model.js';
import type { SeasonDoc } from '../../models/season/season.model.js';
import { rankedStandings } from './season.service.js';

export interface FinalRow {
  teamId: mongoose.Types.ObjectId;
  name: string;
  position: number;
}

export async function finalTables(worldId: mongoose.Types.ObjectId, season: SeasonDoc): Promise<Map<number, FinalRow[]>> {
  const tables = new Map<number, FinalRow[]>();
  const own = await rankedStandings(worldId, season);
  tables.set(
    season.leagueId,
    own.map((r) => ({ teamId: new mongoose.Types.ObjectId(r.userTeamId), name: r.teamName, position: r.position })),
  );
  const leagues = otherNationalLeagues(season.leagueId);
  const [teams, results] = await Promise.all([
    TeamModel.find({ worldId, leagueId: { $in: leagues.map((l) => l.id) } }, { name: 1, leagueId: 1 }).lean(),
    WorldMatchModel.find(
      { worldId, seasonNumber: season.number },
      { leagueId: 1, homeTeamId: 1, awayTeamId: 1, homeScore: 1, awayScore: 1 },
    ).lean(),
  ]);
  for (const league of leagues) {
    const clubs = teams.filter((t) => t.leagueId === league.id);
    if (clubs.length === 0) continue;
    const tally = tallyStandings(
      clubs.map((t) => t._id.toString()),
      results
        .filter((r) => r.leagueId === league.id)
        .map((r) => ({ home: r.homeTeamId.toString(), away: r.awayTeamId.toString(), homeScore: r.homeScore, awayScore: r.awayScore })),
    );
    const empty = { matchesPlayed: 0, wins: 0, losses: 0, pointsFor: 0, pointsAgainst: 0 };
    const ranked = rankStandings(
      clubs.map((t) => ({ teamId: t._id, teamName: t.name, ...(tally.get(t._id.toString()) ?? empty) })),
      league.id,
    );
    tables.set(
      league.id,
      ranked.map((r) => ({ teamId: r.teamId, name: r.teamName, position: r.position })),
    );
  }
  return tables;
}
