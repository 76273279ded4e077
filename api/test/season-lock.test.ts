/**
 * The season lock after a crash: a claim left by a dead process
 * does not make the same career wait after a restart on the embedded store,
 * and everywhere a dead holder's claim runs out within one short lease while
 * a live holder keeps its claim by renewing it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Match, ProcessingResult, Team, User } from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { BUSY_MESSAGE, releaseAllSeasonLocks, SEASON_LOCK_LEASE_MS, withSeasonLock } from '../src/domain/matches/season-lock.js';
import { SeasonModel } from '../src/models/season/season.model.js';
import { startServer } from '../src/main.js';
import { HttpClient } from './http-client.js';
import { ConflictError } from '../src/infra/errors/domain-errors.js';

/** This file's settings, given to the app (process.env stays untouched). */
const ENV = { DEVELOPER_EMAILS: 'lock@example.com' };

const dir = mkdtempSync(path.join(tmpdir(), 'hardwood-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const DEAD_HOLDER = 'a-process-that-crashed/1';
/**
 * Test leases: short enough to outlive one during a test, renewed twenty
 * times within one, so only an event-loop stall of a whole 2 s (not a busy CI
 * runner's hiccup) could make the holder lose it.
 */
const TEST_TIMING = { leaseMs: 2_000, renewMs: 100 };

it('a restarted server processes the matchday at once although the dead process left the season locked', async () => {
  const databaseUrl = `nedb://${dir}`;
  const first = await startServer({ port: 0, databaseUrl, clientDir: '/nonexistent', env: ENV });
  const http = new HttpClient(first.url);
  const user = await http.json<User>(
    'POST',
    '/api/register',
    { email: 'lock@example.com', password: 'correct-horse', firstName: 'L', lastName: 'K' },
    201,
  );
  await http.json('POST', '/api/setup/complete', { countryId: 'italy', teamId: 107 }, 201);
  await http.json('PATCH', '/api/auth/user/simulate-mode', { simulateMode: true });
  const team = await http.get<Team>('/api/user/team');
  const own = (await http.get<Match[]>('/api/matches')).find(
    (m) => m.matchday === 1 && (m.homeTeamId === team.id || m.awayTeamId === team.id),
  );
  if (!own) throw new Error('no own match on matchday 1');
  await http.json('POST', `/api/matches/${own.id}/simulate`);

  // The process dies while holding the season: its claim stays in the store, with the old minute-long deadline at that.
  const userId = new mongoose.Types.ObjectId(user.id);
  await SeasonModel.updateOne({ worldId: userId }, { $set: { lockedUntil: Date.now() + 60_000, lockHolder: DEAD_HOLDER } });
  const busy = await http.request('POST', `/api/matches/${own.id}/complete-processing`);
  expect(busy.status).toBe(409);
  expect(((await busy.json()) as { message: string }).message).toBe(BUSY_MESSAGE);
  await first.close();

  const second = await startServer({ port: 0, databaseUrl, clientDir: '/nonexistent', env: ENV });
  try {
    const again = new HttpClient(second.url);
    again.adoptCookiesFrom(http);
    const started = performance.now();
    const result = await again.json<ProcessingResult>('POST', `/api/matches/${own.id}/complete-processing`);
    expect(result.progress).toBe(100);
    expect(performance.now() - started).toBeLessThan(SEASON_LOCK_LEASE_MS);
    expect(await SeasonModel.findOne({ worldId: userId }).lean()).toMatchObject({ currentMatchday: 2, lockedUntil: 0, lockHolder: null });
  } finally {
    await second.close();
  }
}, 30_000);

describe('the lease', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let seasonId: mongoose.Types.ObjectId;
  beforeAll(async () => {
    server = await startServer({ port: 0, databaseUrl: 'nedb://memory', clientDir: '/nonexistent', env: ENV });
  });
  afterAll(async () => server.close());
  beforeAll(async () => {
    const season = await SeasonModel.create({
      worldId: new mongoose.Types.ObjectId(),
      leagueId: 1,
      name: 'Lease',
      number: 1,
      totalMatchdays: 22,
    });
    seasonId = season._id;
  });

  const lockOf = async () => SeasonModel.findById(seasonId, { lockedUntil: 1, lockHolder: 1 }).lean();
  const claim = () => withSeasonLock(seasonId, async () => 'claimed', TEST_TIMING);

  it('a dead holder blocks the season only until its lease runs out', async () => {
    await SeasonModel.updateOne({ _id: seasonId }, { $set: { lockedUntil: Date.now() + 60_000, lockHolder: DEAD_HOLDER } });
    await expect(claim()).rejects.toThrow(new ConflictError(BUSY_MESSAGE));
    // Its deadline passes (set in the past rather than slept through: the claim compares it with the clock, nothing else).
    await SeasonModel.updateOne({ _id: seasonId }, { $set: { lockedUntil: Date.now() - 1 } });
    await expect(claim()).resolves.toBe('claimed');
    expect(await lockOf()).toMatchObject({ lockedUntil: 0, lockHolder: null });
  });

  it('a season stored before the lease fields existed (or with them null) can be claimed', async () => {
    await SeasonModel.collection.updateOne({ _id: seasonId }, { $unset: { lockedUntil: '', lockHolder: '' } });
    await expect(claim()).resolves.toBe('claimed');
    await SeasonModel.collection.updateOne({ _id: seasonId }, { $set: { lockedUntil: null, lockHolder: null } });
    await expect(claim()).resolves.toBe('claimed');
    expect(await lockOf()).toMatchObject({ lockedUntil: 0, lockHolder: null });
  });

  it('a live holder keeps the season past its first lease by renewing it, then releases it', async () => {
    let firstDeadline = 0;
    let attemptDuringWork: Promise<string> | undefined;
    let heldUntil: number | undefined;
    const work = withSeasonLock(
      seasonId,
      async () => {
        firstDeadline = (await lockOf())?.lockedUntil ?? 0;
        // Past the claim's first deadline: without renewal anyone could claim the season now.
        await sleep(Math.max(0, firstDeadline - Date.now()) + TEST_TIMING.renewMs * 3);
        attemptDuringWork = claim();
        await attemptDuringWork.catch(() => undefined);
        heldUntil = (await lockOf())?.lockedUntil ?? undefined;
        return 'done';
      },
      TEST_TIMING,
    );
    await expect(work).resolves.toBe('done');
    expect(firstDeadline).toBeGreaterThan(0);
    await expect(attemptDuringWork).rejects.toBeInstanceOf(ConflictError);
    expect(heldUntil).toBeGreaterThan(firstDeadline);
    expect(await lockOf()).toMatchObject({ lockedUntil: 0, lockHolder: null });
  });

  it('a holder whose claim was taken over does not release the new holder', async () => {
    const takenOver = Date.now() + 60_000;
    await withSeasonLock(
      seasonId,
      async () => {
        // As if this holder had stalled past its lease and another call had claimed the season meanwhile.
        await SeasonModel.updateOne({ _id: seasonId }, { $set: { lockedUntil: takenOver, lockHolder: 'another-process/7' } });
      },
      TEST_TIMING,
    );
    expect(await lockOf()).toMatchObject({ lockedUntil: takenOver, lockHolder: 'another-process/7' });
  });

  it('the start of the store’s only process drops every claim', async () => {
    await SeasonModel.updateOne({ _id: seasonId }, { $set: { lockedUntil: Date.now() + 60_000, lockHolder: DEAD_HOLDER } });
    expect(await releaseAllSeasonLocks()).toBeGreaterThanOrEqual(1);
    expect(await lockOf()).toMatchObject({ lockedUntil: 0, lockHolder: null });
    await expect(claim()).resolves.toBe('claimed');
  });
});
