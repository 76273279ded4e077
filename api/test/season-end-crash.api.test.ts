/**
 * Season end survives a crash at any write ("a crash half-way can
 * be repeated and leaves the world consistent"): from a career whose season
 * is complete (with an academy player), one
 * uninterrupted season end gives the end state E; then, from the same
 * snapshot each time, the process dies at write k of the same call, for
 * each collection's first write and every fourth (and part-way through each
 * of those writes of several documents, as MongoDB can), the
 * restart drops the dead process's locks, and one retry must answer the
 * same result and leave exactly E: every player aged once, the retired
 * gone, the refill inserted once, teams in their new leagues, one next
 * season with its calendar and table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, routeUrl, type SeasonEndResult, type User } from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { startServer } from '../src/main.js';
import { HttpClient } from './http-client.js';
import { CrashInjector, type WriteRecord } from './processing-crash-faults.js';
import { careerModels, crashAtEveryWrite, endState, sampledWrites, snapshot, type EndStateRules } from './career-snapshot.js';

/** This file's settings, given to the app (process.env stays untouched). */
const ENV = { DEVELOPER_EMAILS: 'crash-season@example.com' };

// The season end's record is new on every run; news and money carry their write times.
const RULES: EndStateRules = {
  contentKeyed: new Set([
    // Created at a manager's first look or first judged matchday, under a new id each run.
    'Board',
    'SeasonEnd',
    'PlayerMatchStat',
    'WorldMatch',
    'MatchdayProcessing',
    'AiMarketPlan',
    'Deal',
    'Transaction',
    'News',
    'SalaryPayment',
    'AgentRequest',
    'Injury',
    'Sponsorship',
    'ScoutReport',
  ]),
  timestamped: new Set(['Deal', 'Transaction', 'News', 'ScoutReport']),
  flags: { SeasonEnd: ['completedAt'], MatchdayProcessing: ['completedAt'], AiMarketPlan: ['appliedAt'] },
};

let server: Awaited<ReturnType<typeof startServer>>;
const injector = new CrashInjector();
beforeAll(async () => {
  server = await startServer({ port: 0, databaseUrl: 'nedb://memory', clientDir: '/nonexistent', env: ENV });
  injector.install(careerModels);
});
afterAll(async () => {
  injector.uninstall();
  await server.close();
});

describe('season end killed at any write and retried', () => {
  it('reaches the uninterrupted end state', async () => {
    const http = new HttpClient(server.url);
    const user = await http.json<User>(
      'POST',
      '/api/register',
      { email: 'crash-season@example.com', password: 'correct-horse', firstName: 'Crash', lastName: 'Season' },
      201,
    );
    const userId = new mongoose.Types.ObjectId(user.id);
    await http.json('POST', '/api/setup/complete', { countryId: 'italy', teamId: 104 }, 201);
    await http.json('PATCH', '/api/auth/user/simulate-mode', { simulateMode: true });
    await http.json('POST', routeUrl(ROUTES.academy.createAcademy, {}), { type: 'compact' });
    await http.json('POST', routeUrl(ROUTES.academy.recruitYouth, {}), { position: 'C' });
    for (let matchday = 1; matchday <= 22; matchday += 1) {
      await http.json('POST', `/api/matches/simulate-matchday/${matchday}`);
    }
    const endSeason = () => http.request('POST', routeUrl(ROUTES.season.end, {}));
    const before = await snapshot(userId);
    const untouched = await endState(userId, RULES);

    injector.arm();
    const reference = await endSeason();
    expect(reference.status).toBe(200);
    const expectedAnswer = (await reference.json()) as SeasonEndResult;
    const writes: WriteRecord[] = [...injector.writes];
    injector.revive();
    const expected = await endState(userId, RULES);
    for (const name of ['Player', 'Team', 'Season', 'Match', 'Standing', 'YouthPlayer', 'SeasonEnd'])
      expect(expected.get(name), name).not.toEqual(untouched.get(name));

    // Each collection at its first write and every fourth write besides, and part-way through those bulk writes.
    const only = sampledWrites(4);
    const { failures, points } = await crashAtEveryWrite({
      injector,
      userId,
      rules: RULES,
      call: endSeason,
      partial: true,
      only,
      before,
      writes,
      expected,
      expectedAnswer,
    });
    expect(failures).toEqual([]);
    const collections = new Set(writes.map((w) => w.collection));
    expect([...collections]).toEqual(
      expect.arrayContaining(['players', 'teams', 'seasons', 'matches', 'standings', 'youthplayers', 'seasonends']),
    );
    expect(points).toBeGreaterThan(writes.filter((w, i) => only(w, i, writes)).length);
  }, 600_000);
});
