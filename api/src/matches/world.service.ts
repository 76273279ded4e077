/**
 * The rest of Europe (processing step 8): every other national league of the
 * catalogue plays the same matchday at its template rosters, so each league
 * has a live table in every career.
 */
import type mongoose from 'mongoose';
import {
  createMatch,
  doubleRoundRobin,
  LEAGUES,
  rankStandings,
  seedFromString,
  simulateToEnd,
  tallyStandings,
  type EuropeanLeague,
} from '@hardwood/shared';
import { catalogueClubsByLeague, catalogueSquads } from '../catalogue/catalogue-cache.js';
import { WorldMatchModel, type WorldMatchDoc } from './world-match.model.js';

/** National leagues other than the career's own (the youth league has no season). */
export function otherNationalLeagues(ownLeagueId: number) {
  return LEAGUES.filter((l) => l.tier > 0 && l.id !== ownLeagueId);
}

const fixtureKey = (leagueId: number, homeTeamId: number) => `${leagueId}:${homeTeamId}`;

/**
 * Plays matchday `matchday` of every other league. Repeatable after a crash
 * at any point: a result is seeded, so it never changes, and only results
 * missing under their natural key (league, matchday, home club) are played
 * and inserted (the unique index refuses a second copy).
 */
export async function simulateWorldMatchday(userId: mongoose.Types.ObjectId, ownLeagueId: number, seasonNumber: number, matchday: number): Promise<{ leagues: number; matches: number }> {
  const [squads, leagueClubs, existing] = await Promise.all([
    catalogueSquads(),
    catalogueClubsByLeague(),
    WorldMatchModel.find({ userId, seasonNumber, matchday }, { leagueId: 1, homeTeamId: 1 }).lean(),
  ]);
  const recorded = new Set(existing.map((r) => fixtureKey(r.leagueId, r.homeTeamId)));
  const rows: Array<Omit<WorldMatchDoc, '_id'>> = [];
  let matches = 0;
  const leagues = otherNationalLeagues(ownLeagueId);
  for (const league of leagues) {
    const teams = leagueClubs.get(league.id) ?? [];
    const names = new Map(teams.map((t) => [t._id, t.name]));
    for (const fixture of doubleRoundRobin(teams.map((t) => t._id)).filter((f) => f.matchday === matchday)) {
      matches += 1;
      if (recorded.has(fixtureKey(league.id, fixture.home))) continue;
      const input = (id: number) => ({ id: String(id), name: names.get(id) ?? String(id), players: squads.get(id) ?? [] });
      const seed = seedFromString(`${userId.toString()}:${seasonNumber}:${league.id}:${matchday}:${fixture.home}`);
      const state = simulateToEnd(createMatch(input(fixture.home), input(fixture.away), { recordEvents: false }, seed));
      rows.push({ userId, seasonNumber, leagueId: league.id, matchday, homeTeamId: fixture.home, awayTeamId: fixture.away, homeScore: state.score.home, awayScore: state.score.away });
    }
  }
  if (rows.length > 0) await WorldMatchModel.insertMany(rows);
  return { leagues: leagues.length, matches };
}

/** The other leagues' tables for the European leagues tab. */
export async function europeanLeagues(userId: mongoose.Types.ObjectId, ownLeagueId: number, seasonNumber: number): Promise<EuropeanLeague[]> {
  const [leagueClubs, results] = await Promise.all([catalogueClubsByLeague(), WorldMatchModel.find({ userId, seasonNumber }).lean<WorldMatchDoc[]>()]);
  return otherNationalLeagues(ownLeagueId).map((league) => {
    const teams = leagueClubs.get(league.id) ?? [];
    const played = results.filter((r) => r.leagueId === league.id);
    const table = tallyStandings(
      teams.map((t) => t._id),
      played.map((r) => ({ home: r.homeTeamId, away: r.awayTeamId, homeScore: r.homeScore, awayScore: r.awayScore })),
    );
    const standings = rankStandings(teams.map((t) => ({ teamId: t._id, teamName: t.name, city: t.city, ...(table.get(t._id) ?? { matchesPlayed: 0, wins: 0, losses: 0, pointsFor: 0, pointsAgainst: 0 }) })));
    return {
      leagueId: league.id,
      name: league.name,
      countryId: league.countryId,
      matchdaysPlayed: new Set(played.map((r) => r.matchday)).size,
      standings,
    };
  });
}
