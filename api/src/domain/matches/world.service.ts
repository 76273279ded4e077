/**
 * The rest of Europe (processing step 8): every other national league of the
 * career's world plays the same matchday with the career's own clubs, their
 * current rosters and AI lineups, so a player who moved clubs plays for his
 * new club, and each league has a live table in every career.
 */
import { createHash } from 'node:crypto';
import mongoose from 'mongoose';
import {
  createMatch,
  doubleRoundRobin,
  LEAGUES,
  rankStandings,
  seedFromString,
  simulateWithPeriods,
  tallyStandings,
  type GameRecorder,
  type EngineRosterPlayer,
  type EngineTeamInput,
  type Position,
  type EuropeanLeague,
} from '@hardwood/shared';
import { boxScoreOf } from '../history/box-score-fields.js';
import { fitForTheirMatchday, injuredOn, injuriesIn, recordInjuries, type InjuryOccurrence } from '../medical/injuries.service.js';
import { TeamModel, type TeamDoc } from '../../models/teams/team.model.js';
import { loaneeLineups, loanLinesOf } from '../loans/loan-world.js';
import { rostersOf, type RosterRow } from './squads.js';
import { keepInstantRecords, type InstantGame } from './match-records.js';
import { WorldMatchModel, type WorldMatchDoc } from '../../models/matches/world-match.model.js';

/** National leagues other than the career's own (the youth league has no season). */
export function otherNationalLeagues(ownLeagueId: number) {
  return LEAGUES.filter((l) => l.tier > 0 && l.id !== ownLeagueId);
}

type WorldTeam = Pick<TeamDoc, '_id' | 'name' | 'city' | 'leagueId' | 'templateTeamId'>;

/** The career's clubs of the other leagues, by league, in catalogue order (so each league's calendar is the catalogue's). */
async function otherLeagueTeams(worldId: mongoose.Types.ObjectId, ownLeagueId: number): Promise<Map<number, WorldTeam[]>> {
  const leagues = otherNationalLeagues(ownLeagueId);
  const teams = await TeamModel.find(
    { worldId, leagueId: { $in: leagues.map((l) => l.id) } },
    { name: 1, city: 1, leagueId: 1, templateTeamId: 1 },
  )
    .sort({ templateTeamId: 1 })
    .lean<WorldTeam[]>();
  const byLeague = new Map<number, WorldTeam[]>(leagues.map((l) => [l.id, []]));
  for (const t of teams) byLeague.get(t.leagueId)?.push(t);
  return byLeague;
}

const fixtureKey = (leagueId: number, homeTeamId: mongoose.Types.ObjectId) => `${leagueId}:${homeTeamId.toString()}`;

/**
 * Plays matchday `matchday` of every other league. Repeatable after a crash
 * at any point: a result is seeded, so it never changes, and only results
 * missing under their natural key (league, matchday, home team) are played
 * and inserted (the unique index refuses a second copy). Rosters move only in
 * processing step 5, before this step, so a repeat plays the same squads.
 * `careerPlayers`: the career's players as step 5 left them, when it read them.
 */
export async function simulateWorldMatchday(
  worldId: mongoose.Types.ObjectId,
  ownLeagueId: number,
  seasonNumber: number,
  matchday: number,
  careerPlayers?: readonly RosterRow[],
): Promise<{ leagues: number; matches: number }> {
  const [byLeague, existing] = await Promise.all([
    otherLeagueTeams(worldId, ownLeagueId),
    WorldMatchModel.find({ worldId, seasonNumber, matchday }, { leagueId: 1, homeTeamId: 1 }).lean(),
  ]);
  const recorded = new Set(existing.map((r) => fixtureKey(r.leagueId, r.homeTeamId)));
  // A league without clubs in this career (one set up before careers held a world) has no calendar.
  const fixtures = [...byLeague].flatMap(([leagueId, teams]) =>
    teams.length < 2
      ? []
      : doubleRoundRobin(teams)
          .filter((f) => f.matchday === matchday)
          .map((f) => ({ leagueId, home: f.home, away: f.away })),
  );
  const pending = fixtures.filter((f) => !recorded.has(fixtureKey(f.leagueId, f.home._id)));
  // One query for every player of the clubs that still play (not one per club).
  const rosters =
    pending.length > 0
      ? await rostersOf(
          worldId,
          pending.flatMap((f) => [f.home._id, f.away._id]),
          careerPlayers,
          { loanClubs: true },
        )
      : new Map<string, EngineRosterPlayer[]>();
  const loanees =
    pending.length > 0
      ? await loaneeLineups(worldId, rosters)
      : { lineups: new Map<string, Partial<Record<Position, string>>>(), ids: new Set<string>() };
  if (pending.length > 0) fitForTheirMatchday(rosters.values(), await injuredOn(worldId, seasonNumber, matchday));
  const injuries: InjuryOccurrence[] = [];
  const records: InstantGame[] = [];
  const rows: Array<Omit<WorldMatchDoc, 'loanLines'> & { loanLines: ReturnType<typeof loanLinesOf> }> = pending.map(
    ({ leagueId, home, away }) => {
      const input = (t: WorldTeam): EngineTeamInput => {
        const lineup = loanees.lineups.get(t._id.toString());
        return { id: t._id.toString(), name: t.name, players: rosters.get(t._id.toString()) ?? [], ...(lineup ? { lineup } : {}) };
      };
      const key = `${worldId.toString()}:${seasonNumber}:${leagueId}:${matchday}:${home.templateTeamId}`;
      const seed = seedFromString(key);
      const recorder: GameRecorder = { log: [] };
      const { state, periods } = simulateWithPeriods(
        createMatch(input(home), input(away), { recordEvents: false }, seed),
        undefined,
        recorder,
      );
      injuries.push(...injuriesIn(state, home._id, away._id));
      // The game's id follows from its fixture, so a repeat after a crash names the same game and its record is kept once.
      const _id = new mongoose.Types.ObjectId(createHash('sha1').update(key).digest('hex').slice(0, 24));
      records.push({ worldId, matchId: _id, homeTeamId: home._id, awayTeamId: away._id, recorder });
      return {
        _id,
        worldId,
        seasonNumber,
        leagueId,
        matchday,
        homeTeamId: home._id,
        awayTeamId: away._id,
        homeScore: state.score.home,
        awayScore: state.score.away,
        ...boxScoreOf(state, periods),
        loanLines: [...loanLinesOf(state.home, loanees.ids), ...loanLinesOf(state.away, loanees.ids)],
      };
    },
  );
  // Lean: rows built whole here, typed by the schema; mongoose's per-document casting of their player-id arrays cost about 25 ms a matchday.
  // Injuries before the results: a repeat replays the same seeded games and writes them once.
  await recordInjuries(worldId, seasonNumber, matchday, injuries);
  await keepInstantRecords(records);
  if (rows.length > 0) await WorldMatchModel.insertMany(rows, { lean: true });
  return { leagues: byLeague.size, matches: fixtures.length };
}

/** The other leagues' tables for the European leagues tab: the career's clubs, named as in the career, keyed by their catalogue club id. */
export async function europeanLeagues(
  worldId: mongoose.Types.ObjectId,
  ownLeagueId: number,
  seasonNumber: number,
): Promise<EuropeanLeague[]> {
  const [byLeague, results] = await Promise.all([
    otherLeagueTeams(worldId, ownLeagueId),
    WorldMatchModel.find(
      { worldId, seasonNumber },
      { leagueId: 1, matchday: 1, homeTeamId: 1, awayTeamId: 1, homeScore: 1, awayScore: 1 },
    ).lean<WorldMatchDoc[]>(),
  ]);
  return otherNationalLeagues(ownLeagueId).map((league) => {
    const teams = byLeague.get(league.id) ?? [];
    const played = results.filter((r) => r.leagueId === league.id);
    const table = tallyStandings(
      teams.map((t) => t._id.toString()),
      played.map((r) => ({ home: r.homeTeamId.toString(), away: r.awayTeamId.toString(), homeScore: r.homeScore, awayScore: r.awayScore })),
    );
    const empty = { matchesPlayed: 0, wins: 0, losses: 0, pointsFor: 0, pointsAgainst: 0 };
    // teamId stays the catalogue club id (an integer in the response schema), the id other-club views are addressed by.
    const standings = rankStandings(
      teams.map((t) => ({ teamId: t.templateTeamId, teamName: t.name, city: t.city, ...(table.get(t._id.toString()) ?? empty) })),
      league.id,
    );
    return {
      leagueId: league.id,
      name: league.name,
      countryId: league.countryId,
      matchdaysPlayed: new Set(played.map((r) => r.matchday)).size,
      standings,
    };
  });
}
