/**
 * A career is whole or absent: abandon racing setup on the file store, an
 * interrupted setup's leftovers, a repeated abandon, and a lease left by a
 * dead process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@hardwood/shared';
import { UserModel } from '../src/auth/user.model.js';
import { CAREER_LOCK_LEASE_MS } from '../src/career/career-lock.js';
import { countCareerRecords } from '../src/career/career-models.js';
import { startServer } from '../src/main.js';
import mongoose from '../src/store/mongoose.js';
import { SeasonModel } from '../src/season/season.model.js';
import { TeamModel } from '../src/teams/team.model.js';
import { HttpClient } from './http-client.js';

const dir = mkdtempSync(path.join(tmpdir(), 'hardwood-career-race-'));
let server: Awaited<ReturnType<typeof startServer>>;
/** A whole career of an Italian top-tier club: its league's clubs, rosters, fixtures and table. */
let whole: Record<string, number>;

beforeAll(async () => {
  server = await startServer({ port: 0, databaseUrl: `nedb://${dir}`, clientDir: '/nonexistent' });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function signUp(email: string): Promise<{ http: HttpClient; userId: mongoose.Types.ObjectId }> {
  const http = new HttpClient(server.url);
  const user = await http.json<User>('POST', '/api/register', { email, password: 'correct-horse', firstName: 'Race', lastName: 'Runner' }, 201);
  return { http, userId: new mongoose.Types.ObjectId(user.id) };
}

const setup = (http: HttpClient) => http.request('POST', '/api/setup/complete', { countryId: 'italy', teamId: 103 });
const abandon = (http: HttpClient) => http.request('POST', '/api/user/abandon-career');

/** The user's state and records agree: a whole career, or nothing at all. */
async function expectWholeOrAbsent(http: HttpClient, userId: mongoose.Types.ObjectId): Promise<'whole' | 'absent'> {
  const user = await http.get<User>('/api/auth/user');
  const counts = await countCareerRecords(userId);
  const stored = await UserModel.findById(userId).lean();
  if (user.isSetupComplete) {
    expect(counts).toEqual(whole);
    expect(stored?.teamId).toBeTruthy();
    expect(await TeamModel.countDocuments({ _id: stored?.teamId, userId })).toBe(1);
    expect((await http.request('GET', '/api/user/team')).status).toBe(200);
    return 'whole';
  }
  expect(Object.values(counts).every((n) => n === 0)).toBe(true);
  expect(stored?.teamId ?? null).toBeNull();
  return 'absent';
}

describe('career lifecycle', () => {
  it('counts a whole career', async () => {
    const { http, userId } = await signUp('whole@example.com');
    expect((await setup(http)).status).toBe(201);
    whole = await countCareerRecords(userId);
    expect(whole.Team).toBe(12);
    expect(whole.Player).toBeGreaterThan(100);
    expect(whole.Match).toBe(132);
    expect(whole.StartingLineup).toBe(1);
  });

  it('leaves a whole career or none after 20 races of abandon against setup', async () => {
    const outcomes: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const { http, userId } = await signUp(`race${i}@example.com`);
      // Half the races start from a career in place, so abandon has something to take apart.
      if (i % 2 === 1) expect((await setup(http)).status).toBe(201);
      // Stagger the second call a little differently each time, to land at different points of the first.
      const [a, b] = await Promise.all([setup(http), new Promise((r) => setTimeout(r, i % 5)).then(() => abandon(http))]);
      expect([201, 409]).toContain(a.status);
      expect(b.status).toBe(200);
      outcomes.push(await expectWholeOrAbsent(http, userId));
      // Whatever happened, the career can be started again and abandoned again.
      if (outcomes.at(-1) === 'absent') expect((await setup(http)).status).toBe(201);
      expect((await abandon(http)).status).toBe(200);
      expect(await expectWholeOrAbsent(http, userId)).toBe('absent');
    }
    expect(outcomes).toHaveLength(20);
  }, 120_000);

  it('cleans up what an interrupted setup left, and abandon can be repeated', async () => {
    const { http, userId } = await signUp('leftovers@example.com');
    // A crashed setup: records written, the user never marked set up.
    await TeamModel.create({ userId, templateTeamId: 104, name: 'Leftover', city: 'Nowhere', leagueId: 1, league: 'Serie A', budget: 1, reputation: 1, description: '', isUserTeam: true });
    expect(await expectWholeOrAbsent(http, userId).catch(() => 'inconsistent')).toBe('inconsistent');
    expect((await setup(http)).status).toBe(201);
    expect(await expectWholeOrAbsent(http, userId)).toBe('whole');
    expect((await abandon(http)).status).toBe(200);
    expect((await abandon(http)).status).toBe(200);
    expect(await expectWholeOrAbsent(http, userId)).toBe('absent');
  });

  it('answers 409 while another request holds the career, and frees it when the lease runs out', async () => {
    const { http, userId } = await signUp('stale@example.com');
    // A live lease held by someone else (a slow setup elsewhere): this call waits, then gives up.
    await UserModel.updateOne({ _id: userId }, { $set: { careerLockUntil: Date.now() + CAREER_LOCK_LEASE_MS, careerLockHolder: 'another-process' } });
    const busy = await setup(http);
    expect(busy.status).toBe(409);
    expect(((await busy.json()) as { message: string }).message).toMatch(/being changed/);
    expect(await expectWholeOrAbsent(http, userId)).toBe('absent');
    // The holder died: its lease expired, and the next call goes through at once.
    await UserModel.updateOne({ _id: userId }, { $set: { careerLockUntil: Date.now() - 1 } });
    expect((await setup(http)).status).toBe(201);
    expect(await expectWholeOrAbsent(http, userId)).toBe('whole');
  }, 30_000);

  it('waits for the season lock before abandoning, so processing never writes into a deleted career', async () => {
    const { http, userId } = await signUp('processing@example.com');
    expect((await setup(http)).status).toBe(201);
    // A matchday being processed (or a live result being saved) holds the season.
    await SeasonModel.updateOne({ userId }, { $set: { lockedUntil: Date.now() + 15_000, lockHolder: 'processing' } });
    const abandoning = abandon(http);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await expectWholeOrAbsent(http, userId)).toBe('whole');
    await SeasonModel.updateOne({ userId }, { $set: { lockedUntil: 0, lockHolder: null } });
    expect((await abandoning).status).toBe(200);
    expect(await expectWholeOrAbsent(http, userId)).toBe('absent');
  });

  it('drops a lease left by a crashed process when the file store restarts', async () => {
    const { http, userId } = await signUp('restarted@example.com');
    await UserModel.updateOne({ _id: userId }, { $set: { careerLockUntil: Date.now() + CAREER_LOCK_LEASE_MS, careerLockHolder: 'crashed-process' } });
    await server.close();
    server = await startServer({ port: 0, databaseUrl: `nedb://${dir}`, clientDir: '/nonexistent' });
    const again = new HttpClient(server.url);
    again.adoptCookiesFrom(http);
    const started = Date.now();
    expect((await setup(again)).status).toBe(201);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await expectWholeOrAbsent(again, userId)).toBe('whole');
  });
});
