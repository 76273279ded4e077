/**
 * Each career owns a whole world: setup copies every club of the
 * catalogue's national leagues with its roster and makes a free-agent pool;
 * the other leagues play from the career's own rosters; a player moved
 * between clubs (as a sale or purchase will move him) plays for his new club
 * in its league, and nothing of it reaches another career or the catalogue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FREE_AGENT_AGES,
  LEAGUES,
  POSITIONS,
  YOUTH_LEAGUE_ID,
  type EuropeanLeague,
  type Player,
  type Team,
  type User,
} from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { countCareerRecords } from '../src/orchestrators/career-setup/career-models.js';
import { FREE_AGENT_POOL_SIZE, freeAgentPool } from '../src/domain/career/world.js';
import { CatalogueTeamModel, TemplatePlayerModel } from '../src/models/catalogue/catalogue.model.js';
import { WorldMatchModel } from '../src/models/matches/world-match.model.js';
import { PlayerMatchStatModel } from '../src/models/players/player-match-stat.model.js';
import { PlayerModel } from '../src/models/players/player.model.js';
import { SCOUT_FIRST_MESSAGE } from '../src/domain/transfers/visibility.js';
import { TeamModel } from '../src/models/teams/team.model.js';
import { startServer } from '../src/main.js';
import { HttpClient } from './http-client.js';
import { careerSnapshot, catalogueSnapshot } from './snapshots.js';

/** This file's settings, given to the app (process.env stays untouched). */
const ENV = { DEVELOPER_EMAILS: 'world-a@example.com,world-b@example.com,world-setup@example.com' };

const SPAIN = 2;
/** The weakest Spanish club of the catalogue, where a strong newcomer surely starts. */
const WEAKEST_SPANISH_CLUB = 212;

let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer({ port: 0, databaseUrl: 'nedb://memory', clientDir: '/nonexistent', env: ENV });
});
afterAll(async () => server.close());

async function career(email: string, teamId: number) {
  const http = new HttpClient(server.url);
  const user = await http.json<User>(
    'POST',
    '/api/register',
    { email, password: 'correct-horse', firstName: 'World', lastName: 'Test' },
    201,
  );
  await http.json('POST', '/api/setup/complete', { countryId: 'italy', teamId }, 201);
  await http.json('PATCH', '/api/auth/user/simulate-mode', { simulateMode: true });
  const team = await http.get<Team>('/api/user/team');
  return { http, team, userId: new mongoose.Types.ObjectId(user.id) };
}

describe('a career owns a whole world', () => {
  it('copies every club of every national league with its roster, and makes a free-agent pool', async () => {
    const { http, team, userId } = await career('world-setup@example.com', 103);
    const nationalLeagues = LEAGUES.filter((l) => l.tier > 0);
    for (const league of nationalLeagues) {
      const clubs = await CatalogueTeamModel.find({ leagueId: league.id }, { _id: 1 }).lean();
      const teams = await TeamModel.find({ worldId: userId, leagueId: league.id }).lean();
      expect(teams.map((t) => t.templateTeamId).sort(), league.name).toEqual(clubs.map((c) => c._id).sort());
    }
    // The youth league's pseudo-teams are the academy's, not clubs of the world.
    expect(await TeamModel.countDocuments({ worldId: userId, leagueId: YOUTH_LEAGUE_ID })).toBe(0);
    expect(await TeamModel.countDocuments({ worldId: userId })).toBe(nationalLeagues.length * 12);
    expect(await TeamModel.countDocuments({ worldId: userId, isUserTeam: true })).toBe(1);

    // Each club has its own copy of its template roster.
    const teams = await TeamModel.find({ worldId: userId }, { templateTeamId: 1 }).lean();
    const players = await PlayerModel.find({ worldId: userId }).lean();
    const perTeam = new Map<string, number>();
    for (const p of players) perTeam.set(String(p.teamId), (perTeam.get(String(p.teamId)) ?? 0) + 1);
    for (const t of teams) {
      const templates = await TemplatePlayerModel.countDocuments({ templateTeamId: t.templateTeamId });
      expect(perTeam.get(t._id.toString()), `club ${t.templateTeamId}`).toBe(templates);
    }

    // The free agents: the named pool size, no club, every position, journeyman ages, made from the career's id.
    const freeAgents = players.filter((p) => p.teamId === null);
    expect(freeAgents).toHaveLength(FREE_AGENT_POOL_SIZE);
    expect(new Set(freeAgents.map((p) => p.position))).toEqual(new Set(POSITIONS));
    expect(freeAgents.every((p) => p.age >= FREE_AGENT_AGES[0] && p.age <= FREE_AGENT_AGES[1] && p.templateTeamId === null)).toBe(true);
    expect(freeAgents.map((p) => p.name).sort()).toEqual(
      freeAgentPool(userId)
        .map((p) => p.name)
        .sort(),
    );

    // Written in bulk without mongoose's per-document checks: every record still satisfies its schema.
    for (const doc of await TeamModel.find({ worldId: userId })) await doc.validate();
    for (const doc of await PlayerModel.find({ worldId: userId })) await doc.validate();

    // Reads: any league's clubs; rosters of the own league only, others after scouting.
    const spanish = await http.get<Team[]>(`/api/teams?leagueId=${SPAIN}`);
    expect(spanish.map((t) => t.templateTeamId)).toEqual(Array.from({ length: 12 }, (_, i) => 201 + i));
    const closed = await http.request('GET', `/api/players/team/${spanish[0]?.id}`);
    expect(closed.status).toBe(403);
    expect(((await closed.json()) as { message: string }).message).toBe(SCOUT_FIRST_MESSAGE);
    expect((await http.request('POST', `/api/players/generate/${spanish[0]?.id}`)).status).toBe(403);
    const rival = (await http.get<Team[]>(`/api/teams?leagueId=${team.leagueId}`)).find((t) => !t.isUserTeam);
    expect((await http.get<Player[]>(`/api/players/team/${rival?.id}`)).length).toBeGreaterThanOrEqual(12);
  });

  it('moves a player within one career only: he plays for his new club in its league, and no other career nor the catalogue changes', async () => {
    const a = await career('world-a@example.com', 101);
    const b = await career('world-b@example.com', 102);
    // B has a history of its own (its world played a matchday) that A must not touch.
    await b.http.json('POST', '/api/matches/simulate-matchday/1');
    const [bBefore, catalogueBefore] = [await careerSnapshot(b.userId), await catalogueSnapshot()];
    expect(JSON.parse(bBefore.WorldMatch ?? '[]')).toHaveLength(72);

    // A "sells" its best player to the weakest Spanish club of A's world, as a sale will: by moving him in the store.
    const [star] = await PlayerModel.find({ worldId: a.userId, teamId: new mongoose.Types.ObjectId(a.team.id) })
      .sort({ overallRating: -1 })
      .limit(1)
      .lean();
    const buyer = await TeamModel.findOne({ worldId: a.userId, templateTeamId: WEAKEST_SPANISH_CLUB }).lean();
    if (!star || !buyer) throw new Error('world incomplete');
    await PlayerModel.updateOne({ _id: star._id, worldId: a.userId }, { $set: { teamId: buyer._id } });

    await a.http.json('POST', '/api/matches/simulate-matchday/1');

    // In the buyer's roster of A's world, and on the court for it in the Spanish league's matchday.
    const buyerRoster = await PlayerModel.find({ worldId: a.userId, teamId: buyer._id }, { _id: 1 }).lean();
    expect(buyerRoster.some((p) => p._id.equals(star._id))).toBe(true);
    const game = await WorldMatchModel.findOne({
      worldId: a.userId,
      seasonNumber: 1,
      leagueId: SPAIN,
      matchday: 1,
      $or: [{ homeTeamId: buyer._id }, { awayTeamId: buyer._id }],
    }).lean();
    if (!game) throw new Error('the buyer played no match');
    const side = game.homeTeamId.equals(buyer._id) ? game.homePlayerIds : game.awayPlayerIds;
    const otherSide = game.homeTeamId.equals(buyer._id) ? game.awayPlayerIds : game.homePlayerIds;
    expect(side.some((id) => id.equals(star._id))).toBe(true);
    expect(otherSide.some((id) => id.equals(star._id))).toBe(false);
    // Not for his old club any more: he has no line in A's own league.
    expect(await PlayerMatchStatModel.countDocuments({ worldId: a.userId, playerId: star._id })).toBe(0);
    // The Spanish table of A counts the match, under the career's club names.
    const europe = await a.http.get<EuropeanLeague[]>('/api/european-leagues');
    const spain = europe.find((l) => l.leagueId === SPAIN);
    expect(spain?.matchdaysPlayed).toBe(1);
    expect(spain?.standings.find((r) => r.teamId === WEAKEST_SPANISH_CLUB)).toMatchObject({ teamName: buyer.name, matchesPlayed: 1 });

    // Nothing of it reached B or the catalogue.
    expect(await careerSnapshot(b.userId)).toEqual(bBefore);
    expect(await catalogueSnapshot()).toEqual(catalogueBefore);
    const template = await TemplatePlayerModel.find({ templateTeamId: 101, name: star.name }).lean();
    expect(template).toHaveLength(1);

    // Abandoning A leaves nothing of its world, and B as it was.
    await a.http.json('POST', '/api/user/abandon-career');
    expect(Object.values(await countCareerRecords(a.userId)).every((n) => n === 0)).toBe(true);
    expect(await careerSnapshot(b.userId)).toEqual(bBefore);
    expect(await catalogueSnapshot()).toEqual(catalogueBefore);
  });
});
