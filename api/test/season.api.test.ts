/**
 * Results and processing over HTTP on a fresh in-memory store: developer-only
 * simulation, the server-recorded result, the eight processing steps, their
 * idempotency, the busy answer, recovery from a crash between steps, and a
 * whole 22-matchday season with its table checked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROCESSING_STEPS,
  type EuropeanLeague,
  type Match,
  type PlayerSeasonStats,
  type ProcessingResult,
  type SeasonStatus,
  type SimulateMatchdayResponse,
  type SimulateMatchResponse,
  type Standing,
  type Team,
  type User,
} from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { runProcessing } from '../src/orchestrators/processing/processing.service.js';
import { PlayerMatchStatModel } from '../src/models/players/player-match-stat.model.js';
import { PlayerModel } from '../src/models/players/player.model.js';
import { SeasonModel } from '../src/models/season/season.model.js';
import { TeamModel } from '../src/models/teams/team.model.js';
import { startServer } from '../src/main.js';
import { HttpClient } from './http-client.js';

/** This file's settings, given to the app (process.env stays untouched). */
const ENV = { DEVELOPER_EMAILS: 'dev@example.com,dev2@example.com,dev3@example.com' };

let server: Awaited<ReturnType<typeof startServer>>;

async function career(email: string, teamId: number, simulateMode: boolean) {
  const http = new HttpClient(server.url);
  const user = await http.json<User>(
    'POST',
    '/api/register',
    { email, password: 'correct-horse', firstName: 'Test', lastName: 'Manager' },
    201,
  );
  await http.json('POST', '/api/setup/complete', { countryId: 'italy', teamId }, 201);
  if (simulateMode) await http.json('PATCH', '/api/auth/user/simulate-mode', { simulateMode: true });
  const team = await http.get<Team>('/api/user/team');
  const matches = () => http.get<Match[]>('/api/matches');
  const ownMatch = async (matchday: number) => {
    const m = (await matches()).find((x) => x.matchday === matchday && (x.homeTeamId === team.id || x.awayTeamId === team.id));
    if (!m) throw new Error(`no own match on matchday ${matchday}`);
    return m;
  };
  return { http, user, team, matches, ownMatch };
}

async function errorOf(res: Response): Promise<string> {
  return ((await res.json()) as { message: string }).message;
}

beforeAll(async () => {
  server = await startServer({ port: 0, databaseUrl: 'nedb://memory', clientDir: '/nonexistent', env: ENV });
});
afterAll(async () => server.close());

describe('simulation is for developers in simulate mode', () => {
  it('answers 403 to a manager and to a developer with simulate mode off', async () => {
    const manager = await career('manager@example.com', 101, false);
    const match = await manager.ownMatch(1);
    expect((await manager.http.request('POST', `/api/matches/${match.id}/simulate`)).status).toBe(403);
    expect((await manager.http.request('POST', '/api/matches/simulate-matchday/1')).status).toBe(403);
    // A manager can neither report a score nor process an unplayed match.
    const patch = await manager.http.request('PATCH', `/api/matches/${match.id}/result`, { homeScore: 120, awayScore: 0 });
    expect(patch.status).toBe(409);
    const processing = await manager.http.request('POST', `/api/matches/${match.id}/complete-processing`);
    expect(processing.status).toBe(409);
    expect(await errorOf(processing)).toMatch(/Play this match/);
    expect((await manager.matches()).every((m) => m.homeScore === null)).toBe(true);

    const developer = await career('dev2@example.com', 102, false);
    const own = await developer.ownMatch(1);
    const refused = await developer.http.request('POST', `/api/matches/${own.id}/simulate`);
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatch(/simulate mode/);
    // Another career's match is not found, whoever asks.
    await developer.http.json('PATCH', '/api/auth/user/simulate-mode', { simulateMode: true });
    expect((await developer.http.request('POST', `/api/matches/${match.id}/simulate`)).status).toBe(404);
    expect((await developer.http.request('POST', `/api/matches/${match.id}/complete-processing`)).status).toBe(404);
    expect((await developer.http.request('POST', '/api/matches/simulate-matchday/abc')).status).toBe(400);
    expect((await developer.http.request('POST', '/api/matches/simulate-matchday/5')).status).toBe(409);
  });
});

describe('a whole season', () => {
  it('plays and processes all 22 matchdays; the table adds up', async () => {
    const dev = await career('dev@example.com', 103, true);
    // A modest club, out of the European Cup: its season ends with the league (the Cup has its own test).
    await TeamModel.updateOne({ worldId: new mongoose.Types.ObjectId(dev.user.id), isUserTeam: true }, { $set: { reputation: 1 } });
    for (let matchday = 1; matchday <= 22; matchday += 1) {
      const match = await dev.ownMatch(matchday);
      const simulated = await dev.http.json<SimulateMatchResponse>('POST', `/api/matches/${match.id}/simulate`);
      expect(simulated.homeScore).not.toBe(simulated.awayScore);
      expect(simulated.match).toMatchObject({
        id: match.id,
        homeScore: simulated.homeScore,
        awayScore: simulated.awayScore,
        isPlayed: true,
      });
      expect((await dev.http.request('POST', `/api/matches/${match.id}/simulate`)).status).toBe(409);

      // The client cannot move the score; it may confirm the recorded one.
      const tampered = await dev.http.request('PATCH', `/api/matches/${match.id}/result`, {
        homeScore: simulated.homeScore + 10,
        awayScore: simulated.awayScore,
      });
      expect(tampered.status).toBe(409);
      await dev.http.json('PATCH', `/api/matches/${match.id}/result`, { homeScore: simulated.homeScore, awayScore: simulated.awayScore });

      if (matchday === 1) {
        // While another call holds the season, processing answers "currently being processed".
        const season = await SeasonModel.findOne({ worldId: new mongoose.Types.ObjectId(dev.user.id) });
        await SeasonModel.updateOne({ _id: season?._id }, { $set: { lockedUntil: Date.now() + 60_000 } });
        const busy = await dev.http.request('POST', `/api/matches/${match.id}/complete-processing`);
        expect(busy.status).toBe(409);
        expect(await errorOf(busy)).toContain('currently being processed');
        await SeasonModel.updateOne({ _id: season?._id }, { $set: { lockedUntil: 0 } });
      }

      const result = await dev.http.json<ProcessingResult>('POST', `/api/matches/${match.id}/complete-processing`);
      expect(result.progress).toBe(100);
      expect(result.steps.map((s) => s.step)).toEqual([...PROCESSING_STEPS]);
      expect(result.steps.every((s) => s.completed && s.message.length > 0)).toBe(true);

      if (matchday === 1) {
        // Idempotent: a second call answers the stored result and changes nothing.
        const before = JSON.stringify([
          await dev.http.get('/api/standings/season/' + simulated.match.seasonId),
          await dev.http.get('/api/players/roster'),
        ]);
        const again = await dev.http.json<ProcessingResult>('POST', `/api/matches/${match.id}/complete-processing`);
        expect(again).toEqual(result);
        const after = JSON.stringify([
          await dev.http.get('/api/standings/season/' + simulated.match.seasonId),
          await dev.http.get('/api/players/roster'),
        ]);
        expect(after).toBe(before);
      }
      const status = await dev.http.get<SeasonStatus>('/api/season/status');
      expect(status.completedMatchdays).toBe(matchday);
    }

    const all = await dev.matches();
    // The European Cup was played at once after the league (the club is not in it).
    const cupGames = all.filter((m) => m.cup);
    expect(cupGames.length).toBeGreaterThanOrEqual(16);
    const matches = all.filter((m) => !m.cup);
    expect(matches).toHaveLength(132);
    expect(matches.every((m) => m.isPlayed && m.homeScore !== null && m.homeScore !== m.awayScore)).toBe(true);
    const status = await dev.http.get<SeasonStatus>('/api/season/status');
    expect(status).toMatchObject({ isComplete: true, completedMatchdays: 22, completionPercentage: 100 });
    const season = await SeasonModel.findOne({ worldId: new mongoose.Types.ObjectId(dev.user.id) }).lean();
    expect(season?.status).toBe('complete');

    const table = await dev.http.get<Standing[]>(`/api/standings/season/${matches[0]?.seasonId}`);
    expect(table).toHaveLength(12);
    for (const row of table) {
      expect(row.matchesPlayed).toBe(22);
      expect(row.wins + row.losses).toBe(row.matchesPlayed);
      expect(row.points).toBe(2 * row.wins);
      expect(row.pointsDifference).toBe(row.pointsFor - row.pointsAgainst);
    }
    expect(table.reduce((s, r) => s + r.pointsFor, 0)).toBe(table.reduce((s, r) => s + r.pointsAgainst, 0));
    expect(table.reduce((s, r) => s + r.wins, 0)).toBe(132);
    const scored = matches.reduce((s, m) => s + (m.homeScore ?? 0) + (m.awayScore ?? 0), 0);
    expect(table.reduce((s, r) => s + r.pointsFor, 0)).toBe(scored);
    // Sorted by points, then point difference.
    for (let i = 1; i < table.length; i += 1) {
      const [a, b] = [table[i - 1] as Standing, table[i] as Standing];
      expect(a.points > b.points || (a.points === b.points && a.pointsDifference >= b.pointsDifference)).toBe(true);
    }

    // Player lines were written for every match, and season statistics sum them.
    const stats = await dev.http.get<PlayerSeasonStats[]>('/api/players/statistics');
    expect(Math.max(...stats.map((s) => s.matchesPlayed))).toBe(22);
    const lines = await PlayerMatchStatModel.countDocuments({ worldId: new mongoose.Types.ObjectId(dev.user.id) });
    expect(lines).toBeGreaterThanOrEqual(132 * 2 * 8);

    // The rest of Europe played along: every other national league has a full table.
    const europe = await dev.http.get<EuropeanLeague[]>('/api/european-leagues');
    expect(europe).toHaveLength(12);
    for (const league of europe) {
      expect(league.matchdaysPlayed).toBe(22);
      expect(league.standings.every((row) => row.matchesPlayed === 22)).toBe(true);
      expect(league.standings.reduce((s, r) => s + r.wins, 0)).toBe(league.standings.reduce((s, r) => s + r.losses, 0));
    }
    expect(europe.some((l) => l.leagueId === 1)).toBe(false);

    // A finished season takes no more simulation.
    expect((await dev.http.request('POST', '/api/matches/simulate-matchday/22')).status).toBe(409);
  }, 60_000);
});

describe('recovery', () => {
  it('resumes after a crash between steps without counting anything twice', async () => {
    const dev = await career('dev3@example.com', 104, true);
    const userId = new mongoose.Types.ObjectId(dev.user.id);
    const match = await dev.ownMatch(1);
    await dev.http.json<SimulateMatchResponse>('POST', `/api/matches/${match.id}/simulate`);

    const season = await SeasonModel.findOne({ worldId: userId }).lean();
    if (!season) throw new Error('no season');
    await expect(
      runProcessing({ worldId: userId, teamId: new mongoose.Types.ObjectId(dev.team.id), season, matchday: 1 }, { crashAfterStep: 3 }),
    ).rejects.toThrow(/simulated crash/);
    // Consistent after the crash: the matchday is still current, the rest of it was played once.
    expect((await SeasonModel.findById(season._id).lean())?.currentMatchday).toBe(1);
    const linesAfterCrash = await PlayerMatchStatModel.countDocuments({ worldId: userId });

    const result = await dev.http.json<ProcessingResult>('POST', `/api/matches/${match.id}/complete-processing`);
    expect(result.steps.every((s) => s.completed)).toBe(true);
    expect(await PlayerMatchStatModel.countDocuments({ worldId: userId })).toBe(linesAfterCrash);
    // The own league's players develop and tire every matchday (the rest of the world at season end).
    const ownLeague = await TeamModel.find({ worldId: userId, leagueId: season.leagueId }, { _id: 1 }).lean();
    // Players the AI market (step 5) brought in from other leagues after step 2 develop from the next matchday.
    const players = (await PlayerModel.find({ worldId: userId, teamId: { $in: ownLeague.map((t) => t._id) } }).lean()).filter(
      (p) => (p.transferCount ?? 0) === 0,
    );
    expect(players.length).toBeGreaterThan(100);
    expect(new Set(players.map((p) => p.developedKey))).toEqual(new Set([101]));
    expect(new Set(players.map((p) => p.conditionKey))).toEqual(new Set([101]));
    const table = await dev.http.get<Standing[]>(`/api/standings/season/${match.seasonId}`);
    expect(table.every((r) => r.matchesPlayed === 1)).toBe(true);

    // Simulating a full matchday plays it and runs its processing.
    const day2 = await dev.http.json<SimulateMatchdayResponse>('POST', '/api/matches/simulate-matchday/2');
    expect(day2).toMatchObject({ matchday: 2, simulated: 6 });
    expect(day2.processing?.progress).toBe(100);
    expect((await dev.http.get<SeasonStatus>('/api/season/status')).completedMatchdays).toBe(2);
  }, 30_000);
});
