/**
 * Every game of a career keeps its players' box score as compact arrays:
 * the manager's league games simulated instantly, a game played live (saved
 * through the live room's own path) and the other leagues' games (the
 * European Cup's are checked with the seasons, in season-history.api.test.ts);
 * each report shows both box scores and the periods, which add up to the
 * score and agree with the stat lines the season keeps.
 */
import { describe, expect, it } from 'vitest';
import {
  BOX_SCORE_TARGET_BYTES,
  BOX_WIDTH,
  createMatch,
  ROUTES,
  simulateToEnd,
  type MatchReport,
  type Team,
  unpackInts,
  type User,
} from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { saveLiveResult } from '../src/domain/live/live-match.service.js';
import { careerSquads } from '../src/domain/matches/squads.js';
import { matchSeed } from '../src/domain/matches/results.service.js';
import { WorldMatchModel } from '../src/models/matches/world-match.model.js';
import { PlayerMatchStatModel } from '../src/models/players/player-match-stat.model.js';
import { MatchModel, type MatchDoc } from '../src/models/season/match.model.js';
import { useTestApp } from './app-fixture.js';
import type { HttpClient } from './http-client.js';

const app = useTestApp({ env: { DEVELOPER_EMAILS: 'box-a@example.com,box-b@example.com' } });

async function career(email: string, teamId: number) {
  const http = app.client();
  const user = await http.json<User>(
    'POST',
    '/api/register',
    { email, password: 'correct-horse', firstName: 'Box', lastName: 'Score' },
    201,
  );
  await http.json('POST', '/api/setup/complete', { countryId: 'italy', teamId }, 201);
  await http.json('PATCH', '/api/auth/user/simulate-mode', { simulateMode: true });
  const team = await http.get<Team>('/api/user/team');
  return { http, team, userId: new mongoose.Types.ObjectId(user.id) };
}

/** A report's own sanity: periods sum to the score, the lines' points too, and each side lists players. */
function expectConsistent(report: MatchReport) {
  for (const side of [report.home, report.away]) {
    expect(side.periods.length).toBeGreaterThanOrEqual(4);
    expect(side.periods.reduce((a, b) => a + b, 0)).toBe(side.score);
    expect(side.totals.points).toBe(side.score);
    expect(side.players.length).toBeGreaterThanOrEqual(5);
    expect(side.players.reduce((n, p) => n + p.line.seconds, 0)).toBeGreaterThanOrEqual(5 * 2400 - 60);
  }
  expect(report.home.periods.length).toBe(report.away.periods.length);
}

async function report(http: HttpClient, gameId: string) {
  return http.call(ROUTES.history.matchReport, { gameId });
}

describe('box scores of every game', () => {
  it('keeps the league games played live and instantly and the other leagues’ games, each under the size target', async () => {
    const a = await career('box-a@example.com', 104);
    // Matchday 1: the manager's game is played "live" (the engine with its feed, saved as the room saves it), the rest instantly.
    const own = await MatchModel.findOne({
      worldId: a.userId,
      matchday: 1,
      $or: [{ homeTeamId: new mongoose.Types.ObjectId(a.team.id) }, { awayTeamId: new mongoose.Types.ObjectId(a.team.id) }],
    }).lean<MatchDoc>();
    if (!own) throw new Error('no own match');
    const squads = await careerSquads(a.userId, [own.homeTeamId, own.awayTeamId]);
    const [home, away] = [squads.get(own.homeTeamId.toString()), squads.get(own.awayTeamId.toString())];
    if (!home || !away) throw new Error('no squads');
    const live = simulateToEnd(createMatch({ ...home, managed: true }, away, { recordEvents: true }, matchSeed(own)));
    await saveLiveResult(own._id.toString(), live);
    await a.http.json('POST', `/api/matches/${own._id.toString()}/complete-processing`);

    const liveReport = await report(a.http, own._id.toString());
    expect(liveReport.kind).toBe('league');
    expectConsistent(liveReport);
    expect(liveReport.home.score).toBe(live.score.home);
    // Its shots are the feed's field goals, its flow one margin a minute ending on the final margin.
    const fieldGoals = live.events.filter((e) => /^(two|three)_(made|missed)$/.test(e.type)).length;
    expect(liveReport.live?.shots.length).toBe(fieldGoals);
    expect(liveReport.live?.shots.filter((s) => s.made).length).toBe(liveReport.home.totals.fieldGoals + liveReport.away.totals.fieldGoals);
    expect(liveReport.live?.flow.at(-1)).toBe(live.score.home - live.score.away);
    const stored = await MatchModel.findById(own._id).lean();
    expect(stored?.events ?? null).toBeNull();

    // The other league games of the matchday: instant, with lines that match the season's stat lines.
    const instant = await MatchModel.findOne({ worldId: a.userId, matchday: 1, isPlayed: true, _id: { $ne: own._id } }).lean<MatchDoc>();
    if (!instant) throw new Error('no instant game');
    const instantReport = await report(a.http, instant._id.toString());
    expectConsistent(instantReport);
    expect(instantReport.live).toBeNull();
    const lines = await PlayerMatchStatModel.find({ matchId: instant._id }).lean();
    for (const p of [...instantReport.home.players, ...instantReport.away.players]) {
      const line = lines.find((l) => l.playerId.toString() === p.playerId);
      expect(line?.points, p.name).toBe(p.line.points);
      expect(line?.rebounds, p.name).toBe(p.line.rebounds);
      expect(line?.minutes, p.name).toBeCloseTo(p.line.seconds / 60, 0);
    }

    // Another league's game of the same matchday.
    const world = await WorldMatchModel.findOne({ worldId: a.userId, seasonNumber: 1, matchday: 1 }).lean();
    if (!world) throw new Error('no world game');
    const worldReport = await report(a.http, world._id.toString());
    expect(worldReport.kind).toBe('world');
    expectConsistent(worldReport);
    expect(unpackInts(world.homeBox).length).toBe(world.homePlayerIds.length * BOX_WIDTH);
    const bytes = Buffer.byteLength(JSON.stringify(world));
    expect(bytes).toBeLessThan(BOX_SCORE_TARGET_BYTES);
  });

  it('answers 404 to another career’s game and to ids that are no game', async () => {
    const b = await career('box-b@example.com', 105);
    const othersGame = await MatchModel.findOne({ worldId: { $ne: b.userId }, isPlayed: true }, { _id: 1 }).lean();
    const othersWorld = await WorldMatchModel.findOne({ worldId: { $ne: b.userId } }, { _id: 1 }).lean();
    for (const gameId of [othersGame?._id.toString(), othersWorld?._id.toString(), new mongoose.Types.ObjectId().toString(), 'nope']) {
      const res = await b.http.send(ROUTES.history.matchReport, { gameId: gameId ?? 'missing' });
      expect(res.status, gameId).toBe(404);
    }
    // An unplayed game of his own has no report yet.
    const unplayed = await MatchModel.findOne({ worldId: b.userId, isPlayed: false }, { _id: 1 }).lean();
    expect((await b.http.send(ROUTES.history.matchReport, { gameId: unplayed?._id.toString() ?? '' })).status).toBe(404);
  });
});
