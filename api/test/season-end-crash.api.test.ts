/**
 * Season end survives a crash at any write (issue 14: "a crash half-way can
 * be repeated and leaves the world consistent"): from a career whose season
 * is complete (with an academy player), one
 * uninterrupted season end gives the end state E; then, from the same
 * snapshot each time, the process dies at write k of the same call (and
 * part-way through each write of several documents, as MongoDB can), the
 * restart drops the dead process's locks, and one retry must answer the
 * same result and leave exactly E: every player aged once, the retired
 * gone, the refill inserted once, teams in their new leagues, one next
 * season with its calendar and table.
 */
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROUTES, routeUrl, type SeasonEndResult, type User } from '@hardwood/shared';
import mongoose from '../src/store/mongoose.js';
import { releaseAllSeasonLocks } from '../src/matches/season-lock.js';
import { startServer } from '../src/main.js';
import { HttpClient } from './http-client.js';
import { CrashInjector, isMultiDocumentWrite, type CrashMode, type WriteRecord } from './processing-crash-faults.js';
import { careerModels, differences, endState, restore, snapshot, type EndStateRules } from './career-snapshot.js';

process.env.DEVELOPER_EMAILS = 'crash-season@example.com';

// The season end's record is new on every run; news and money carry their write times.
const RULES: EndStateRules = {
  contentKeyed: new Set(['SeasonEnd', 'PlayerMatchStat', 'WorldMatch', 'MatchdayProcessing', 'AiMarketPlan', 'Deal', 'Transaction', 'News', 'SalaryPayment', 'AgentRequest', 'Injury', 'Sponsorship', 'ScoutReport']),
  timestamped: new Set(['Deal', 'Transaction', 'News', 'ScoutReport']),
  flags: { SeasonEnd: ['completedAt'], MatchdayProcessing: ['completedAt'], AiMarketPlan: ['appliedAt'] },
};

let server: Awaited<ReturnType<typeof startServer>>;
const injector = new CrashInjector();
beforeAll(async () => {
  server = await startServer({ port: 0, databaseUrl: 'nedb://memory', clientDir: '/nonexistent' });
  injector.install(careerModels);
});
afterAll(async () => {
  injector.uninstall();
  await server.close();
});

describe('season end killed at any write and retried', () => {
  it('reaches the uninterrupted end state', async () => {
    const http = new HttpClient(server.url);
    const user = await http.json<User>('POST', '/api/register', { email: 'crash-season@example.com', password: 'correct-horse', firstName: 'Crash', lastName: 'Season' }, 201);
    const userId = new mongoose.Types.ObjectId(user.id);
    await http.json('POST', '/api/setup/complete', { countryId: 'italy', teamId: 104 }, 201);
    await http.json('PATCH', '/api/auth/user/simulate-mode', { simulateMode: true });
    await http.json('POST', routeUrl(ROUTES.createAcademy, {}), { type: 'compact' });
    await http.json('POST', routeUrl(ROUTES.recruitYouth, {}), { position: 'C' });
    for (let matchday = 1; matchday <= 22; matchday += 1) {
      await http.json('POST', `/api/matches/simulate-matchday/${matchday}`);
    }
    const endSeason = () => http.request('POST', routeUrl(ROUTES.endSeason, {}));
    const before = await snapshot(userId);
    const untouched = await endState(userId, RULES);

    injector.arm();
    const reference = await endSeason();
    expect(reference.status).toBe(200);
    const expectedAnswer = (await reference.json()) as SeasonEndResult;
    const writes: WriteRecord[] = [...injector.writes];
    injector.revive();
    const expected = await endState(userId, RULES);
    for (const name of ['Player', 'Team', 'Season', 'Match', 'Standing', 'YouthPlayer', 'SeasonEnd']) expect(expected.get(name), name).not.toEqual(untouched.get(name));

    const points: Array<{ at: number; mode: CrashMode; write: WriteRecord }> = writes.flatMap((write, i) => [
      { at: i + 1, mode: 'before' as const, write },
      ...(isMultiDocumentWrite(write) ? [{ at: i + 1, mode: 'partial' as const, write }] : []),
    ]);
    const failures: string[] = [];
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const { at, mode, write } of points) {
        await restore(userId, before);
        injector.arm(at, mode);
        const crashed = await endSeason();
        const died = injector.crashed;
        injector.revive();
        await releaseAllSeasonLocks();
        const retry = await endSeason();
        const answer = await retry.text();
        const label = `crash ${mode} write ${at}/${writes.length} (${write.collection}.${write.method} of ${write.size})`;
        if (crashed.status !== 500 || !died) failures.push(`${label}: did not crash (${crashed.status})`);
        if (retry.status !== 200) failures.push(`${label}: retry answered ${retry.status} ${answer.slice(0, 300)}`);
        else if (!isDeepStrictEqual(JSON.parse(answer), expectedAnswer)) failures.push(`${label}: retry answered another result`);
        failures.push(...differences(expected, await endState(userId, RULES)).map((d) => `${label}: ${d}`));
      }
    } finally {
      quiet.mockRestore();
      injector.revive();
    }
    expect(failures).toEqual([]);
    const collections = new Set(writes.map((w) => w.collection));
    expect([...collections]).toEqual(expect.arrayContaining(['players', 'teams', 'seasons', 'matches', 'standings', 'youthplayers', 'seasonends']));
    expect(points.length).toBeGreaterThan(writes.length);
  }, 600_000);
});
