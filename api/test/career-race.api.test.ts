/**
 * A career is whole or absent: abandon racing setup on the file store, an
 * interrupted setup's leftovers, a repeated abandon, a lease left by a dead
 * process, a lease renewed through long work, and a holder whose lease was
 * taken over (it writes and deletes nothing of the new holder's).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '@hardwood/shared';
import { SeatModel } from '../src/models/worlds/seat.model.js';
import { UserModel } from '../src/models/auth/user.model.js';
import { CAREER_BUSY_MESSAGE, CAREER_LOCK_LEASE_MS, updateUnderLease, withCareerLock } from '../src/domain/career/career-lock.js';
import { countCareerRecords, deleteWorldRecords } from '../src/orchestrators/career-setup/career-models.js';
import { StartingLineupModel } from '../src/models/lineup/lineup.model.js';
import { startServer } from '../src/main.js';
import mongoose from '../src/infra/store/mongoose.js';
import { SeasonModel } from '../src/models/season/season.model.js';
import { TeamModel } from '../src/models/teams/team.model.js';
import { HttpClient } from './http-client.js';
import { ConflictError } from '../src/infra/errors/domain-errors.js';

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
  const user = await http.json<User>(
    'POST',
    '/api/register',
    { email, password: 'correct-horse', firstName: 'Race', lastName: 'Runner' },
    201,
  );
  return { http, userId: new mongoose.Types.ObjectId(user.id) };
}

const setup = (http: HttpClient) => http.request('POST', '/api/setup/complete', { countryId: 'italy', teamId: 103 });
const abandon = (http: HttpClient) => http.request('POST', '/api/user/abandon-career');

/** The user's state and records agree: a whole career, or nothing at all. */
async function expectWholeOrAbsent(http: HttpClient, userId: mongoose.Types.ObjectId): Promise<'whole' | 'absent'> {
  const user = await http.get<User>('/api/auth/user');
  const counts = await countCareerRecords(userId);
  const seat = await SeatModel.findOne({ userId }).lean();
  if (user.isSetupComplete) {
    expect(counts).toEqual(whole);
    expect(seat?.teamId).toBeTruthy();
    expect(await TeamModel.countDocuments({ _id: seat?.teamId, worldId: userId })).toBe(1);
    expect((await http.request('GET', '/api/user/team')).status).toBe(200);
    return 'whole';
  }
  expect(Object.values(counts).every((n) => n === 0)).toBe(true);
  expect(seat).toBeNull();
  return 'absent';
}

describe('career lifecycle', () => {
  it('counts a whole career', async () => {
    const { http, userId } = await signUp('whole@example.com');
    expect((await setup(http)).status).toBe(201);
    whole = await countCareerRecords(userId);
    // The whole world: 13 national leagues of 12 clubs, their rosters and the free agents.
    expect(whole.Team).toBe(156);
    expect(whole.Player).toBeGreaterThan(2000);
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
    await TeamModel.create({
      worldId: userId,
      templateTeamId: 104,
      name: 'Leftover',
      city: 'Nowhere',
      leagueId: 1,
      league: 'Serie A',
      budget: 1,
      reputation: 1,
      description: '',
      isUserTeam: true,
    });
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
    await UserModel.updateOne(
      { _id: userId },
      { $set: { careerLockUntil: Date.now() + CAREER_LOCK_LEASE_MS, careerLockHolder: 'another-process' } },
    );
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
    await SeasonModel.updateOne({ worldId: userId }, { $set: { lockedUntil: Date.now() + 15_000, lockHolder: 'processing' } });
    const abandoning = abandon(http);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await expectWholeOrAbsent(http, userId)).toBe('whole');
    await SeasonModel.updateOne({ worldId: userId }, { $set: { lockedUntil: 0, lockHolder: null } });
    expect((await abandoning).status).toBe(200);
    expect(await expectWholeOrAbsent(http, userId)).toBe('absent');
  });

  it('drops a lease left by a crashed process when the file store restarts', async () => {
    const { http, userId } = await signUp('restarted@example.com');
    await UserModel.updateOne(
      { _id: userId },
      { $set: { careerLockUntil: Date.now() + CAREER_LOCK_LEASE_MS, careerLockHolder: 'crashed-process' } },
    );
    await server.close();
    server = await startServer({ port: 0, databaseUrl: `nedb://${dir}`, clientDir: '/nonexistent' });
    const again = new HttpClient(server.url);
    again.adoptCookiesFrom(http);
    const started = Date.now();
    expect((await setup(again)).status).toBe(201);
    // Well under the 15 s lease it would otherwise wait out, with room for a loaded CI machine.
    expect(Date.now() - started).toBeLessThan(CAREER_LOCK_LEASE_MS / 2);
    expect(await expectWholeOrAbsent(again, userId)).toBe('whole');
  });
});

describe('a lease taken over', () => {
  const NEW_HOLDER = 'another-process/1';
  /** Short test leases, renewed twenty times within one: only a stall of a whole 2 s could lose one. */
  const TEST_TIMING = { leaseMs: 2_000, renewMs: 100, waitMs: 0 };

  /**
   * What a stall past the lease lets happen: the lease runs out, another
   * request (an abandon, then a new setup) claims it and starts its own
   * career, and may already have marked the user set up with it.
   */
  async function takeOver(userId: mongoose.Types.ObjectId, markSetUp: boolean): Promise<mongoose.Types.ObjectId> {
    await UserModel.updateOne({ _id: userId }, { $set: { careerLockUntil: Date.now() - 1 } });
    await UserModel.updateOne({ _id: userId }, { $set: { careerLockUntil: Date.now() + 60_000, careerLockHolder: NEW_HOLDER } });
    await deleteWorldRecords(userId);
    const team = await TeamModel.create({
      worldId: userId,
      templateTeamId: 104,
      name: 'New holder',
      city: 'Elsewhere',
      leagueId: 1,
      league: 'Serie A',
      budget: 1,
      reputation: 1,
      description: '',
      isUserTeam: true,
    });
    if (markSetUp) {
      await SeatModel.create({ worldId: userId, userId, teamId: team._id });
      await UserModel.updateOne({ _id: userId }, { $set: { isSetupComplete: true, careerWorldId: userId } });
    }
    return team._id;
  }

  /** Runs a setup whose lease is taken over at its last write before marking the user (writing its lineup). */
  async function setupTakenOver(http: HttpClient, userId: mongoose.Types.ObjectId, markSetUp: boolean) {
    let newTeamId: mongoose.Types.ObjectId | undefined;
    const create = StartingLineupModel.create.bind(StartingLineupModel);
    const spy = vi.spyOn(StartingLineupModel, 'create').mockImplementationOnce(async (...args: Parameters<typeof create>) => {
      newTeamId = await takeOver(userId, markSetUp);
      return create(...args);
    });
    try {
      const answer = await setup(http);
      expect(spy).toHaveBeenCalledTimes(1);
      if (!newTeamId) throw new Error('the lease was not taken over');
      return { answer, newTeamId };
    } finally {
      spy.mockRestore();
    }
  }

  it('a setup that lost its lease neither marks the user set up nor deletes the new holder’s records', async () => {
    const { http, userId } = await signUp('taken-over@example.com');
    const { answer, newTeamId } = await setupTakenOver(http, userId, false);
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as { message: string }).message).toBe(CAREER_BUSY_MESSAGE);
    expect(await UserModel.findById(userId).lean()).toMatchObject({ isSetupComplete: false, careerLockHolder: NEW_HOLDER });
    expect(await SeatModel.countDocuments({ userId })).toBe(0);
    expect(await TeamModel.countDocuments({ _id: newTeamId, worldId: userId })).toBe(1);
  });

  it('a setup that lost its lease leaves the new holder’s finished career as it is', async () => {
    const { http, userId } = await signUp('taken-over-set-up@example.com');
    const { answer, newTeamId } = await setupTakenOver(http, userId, true);
    expect(answer.status).toBe(409);
    expect(await UserModel.findById(userId).lean()).toMatchObject({
      isSetupComplete: true,
      careerLockHolder: NEW_HOLDER,
    });
    expect((await SeatModel.findOne({ userId }).lean())?.teamId).toEqual(newTeamId);
    expect(await TeamModel.countDocuments({ _id: newTeamId, worldId: userId })).toBe(1);
  });

  it('an abandon that lost its lease deletes nothing', async () => {
    const { http, userId } = await signUp('abandon-taken-over@example.com');
    expect((await setup(http)).status).toBe(201);
    // Processing holds the season, so the abandon waits inside its career lease…
    await SeasonModel.updateOne({ worldId: userId }, { $set: { lockedUntil: Date.now() + 15_000, lockHolder: 'processing' } });
    const abandoning = abandon(http);
    while (!(await UserModel.findById(userId, { careerLockHolder: 1 }).lean())?.careerLockHolder) await sleep(10);
    // …long enough (as if stalled) for its lease to run out and be claimed by another request.
    await UserModel.updateOne({ _id: userId }, { $set: { careerLockUntil: Date.now() + 60_000, careerLockHolder: NEW_HOLDER } });
    await SeasonModel.updateOne({ worldId: userId }, { $set: { lockedUntil: 0, lockHolder: null } });
    const answer = await abandoning;
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as { message: string }).message).toBe(CAREER_BUSY_MESSAGE);
    expect(await countCareerRecords(userId)).toEqual(whole);
    expect(await UserModel.findById(userId).lean()).toMatchObject({ isSetupComplete: true, careerLockHolder: NEW_HOLDER });
  });

  it('a live holder keeps the career past its first lease by renewing it, then releases it', async () => {
    const { userId } = await signUp('renewed@example.com');
    const leaseOf = async () => UserModel.findById(userId, { careerLockUntil: 1, careerLockHolder: 1 }).lean();
    let firstDeadline = 0;
    let heldUntil = 0;
    let attemptDuringWork: Promise<string> | undefined;
    let writableLate = false;
    const done = await withCareerLock(
      userId,
      async (lease) => {
        firstDeadline = (await leaseOf())?.careerLockUntil ?? 0;
        // Past the first deadline: without renewal anyone could claim the career now.
        await sleep(Math.max(0, firstDeadline - Date.now()) + TEST_TIMING.renewMs * 3);
        attemptDuringWork = withCareerLock(userId, async () => 'claimed', TEST_TIMING);
        await attemptDuringWork.catch(() => undefined);
        writableLate = await updateUnderLease(lease, { simulateMode: true });
        heldUntil = (await leaseOf())?.careerLockUntil ?? 0;
        return 'done';
      },
      TEST_TIMING,
    );
    expect(done).toBe('done');
    expect(firstDeadline).toBeGreaterThan(0);
    await expect(attemptDuringWork).rejects.toThrow(new ConflictError(CAREER_BUSY_MESSAGE));
    expect(writableLate).toBe(true);
    expect(heldUntil).toBeGreaterThan(firstDeadline);
    expect(await leaseOf()).toMatchObject({ careerLockUntil: 0, careerLockHolder: null });
  });
});
