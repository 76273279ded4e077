/**
 * Sending a player on loan survives a crash at any of its writes: the loan
 * is written first under the send's key and the player's flag second, so a
 * crash never leaves a player flagged on loan without his loan (he could
 * then never be picked, sold or loaned again); a retry of the same send
 * finishes that loan, and matchday processing puts any flag back in line
 * with the loan records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOAN_DURATIONS,
  LOAN_MAX_AGE_EXCLUSIVE,
  ROUTES,
  routeUrl,
  type LoanOption,
  type Player,
  type Team,
  type User,
} from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { startServer } from '../src/main.js';
import { LoanModel } from '../src/models/loans/loan.model.js';
import { processLoans } from '../src/orchestrators/processing/loan-processing.js';
import { releaseAllSeasonLocks } from '../src/domain/matches/season-lock.js';
import { PlayerModel } from '../src/models/players/player.model.js';
import { SeasonModel } from '../src/models/season/season.model.js';
import { HttpClient } from './http-client.js';
import { CrashInjector } from './processing-crash-faults.js';
import { careerModels, differences, endState, restore, snapshot, type EndStateRules } from './career-snapshot.js';

process.env.DEVELOPER_EMAILS = 'loan-crash@example.com,loan-repair@example.com';

let server: Awaited<ReturnType<typeof startServer>>;
const injector = new CrashInjector();
// A loan written again after a crash gets a new id: loans compare by content.
const RULES: EndStateRules = { contentKeyed: new Set(['Loan']), timestamped: new Set(), flags: {} };

beforeAll(async () => {
  server = await startServer({ port: 0, databaseUrl: 'nedb://memory', clientDir: '/nonexistent' });
  injector.install(careerModels);
});
afterAll(async () => {
  injector.uninstall();
  await server.close();
});

async function careerWithLoanee(email: string, teamId: number) {
  const http = new HttpClient(server.url);
  const user = await http.json<User>(
    'POST',
    '/api/register',
    { email, password: 'correct-horse', firstName: 'Loan', lastName: 'Crash' },
    201,
  );
  await http.json('POST', '/api/setup/complete', { countryId: 'italy', teamId }, 201);
  await http.get<Team>('/api/user/team');
  const userId = new mongoose.Types.ObjectId(user.id);
  const roster = await http.get<Player[]>('/api/players/roster');
  const young = [...roster].sort((a, b) => b.overallRating - a.overallRating).find((p) => p.age < LOAN_MAX_AGE_EXCLUSIVE) ?? roster[0];
  if (!young) throw new Error('no roster');
  await PlayerModel.updateOne({ _id: new mongoose.Types.ObjectId(young.id) }, { $set: { age: Math.min(young.age, 20), isInjured: false } });
  const [club] = await http.get<LoanOption[]>(routeUrl(ROUTES.loans.options, { playerId: young.id }));
  if (!club) throw new Error('no loan option');
  const send = () =>
    http.request('POST', routeUrl(ROUTES.loans.send, {}), { playerId: young.id, loanTeamId: club.id, duration: LOAN_DURATIONS[0] });
  return { http, userId: userId, playerId: young.id, send };
}

/** Players flagged on loan without an active loan of theirs. */
async function strandedFlags(userId: mongoose.Types.ObjectId): Promise<string[]> {
  const [flagged, active] = await Promise.all([
    PlayerModel.find({ worldId: userId, isOnLoan: true }).lean(),
    LoanModel.find({ worldId: userId, status: 'active' }).lean(),
  ]);
  const loaned = new Set(active.map((l) => l.playerId.toString()));
  return flagged.filter((p) => !loaned.has(p._id.toString())).map((p) => p.name);
}

/** The answer without the loan's id (a loan written again after a crash has a new one). */
async function answerOf(res: Response): Promise<unknown> {
  const body = (await res.json()) as { loan?: { id?: string } };
  delete body.loan?.id;
  return body;
}

describe('a send on loan killed at any write', () => {
  it('never leaves a flag without its loan, and a retry finishes the same loan', { timeout: 120_000 }, async () => {
    const c = await careerWithLoanee('loan-crash@example.com', 103);
    const before = await snapshot(c.userId);
    injector.arm();
    const reference = await c.send();
    expect(reference.status, await reference.clone().text()).toBe(200);
    const writes = [...injector.writes];
    injector.revive();
    const expectedAnswer = await answerOf(reference);
    const expected = await endState(c.userId, RULES);
    expect(writes.map((w) => w.collection)).toEqual(expect.arrayContaining(['loans', 'players']));

    const failures: string[] = [];
    for (let at = 1; at <= writes.length; at += 1) {
      await restore(c.userId, before);
      injector.arm(at);
      const crashed = await c.send();
      const died = injector.crashed;
      injector.revive();
      await releaseAllSeasonLocks();
      const label = `crash at write ${at}/${writes.length} (${writes[at - 1]?.collection}.${writes[at - 1]?.method})`;
      if (!died || crashed.status !== 500) failures.push(`${label}: did not crash (${crashed.status})`);
      const stranded = await strandedFlags(c.userId);
      if (stranded.length > 0) failures.push(`${label}: ${stranded.join(', ')} flagged on loan without a loan`);
      // The retry finishes the send, or finds it finished (a crash after both writes, at the season lock's release).
      const retry = await c.send();
      const doneBefore = writes.slice(0, at - 1).filter((w) => w.collection === 'loans' || w.collection === 'players').length === 2;
      if (retry.status === 200) expect(await answerOf(retry), label).toEqual(expectedAnswer);
      else if (!(doneBefore && retry.status === 400 && /already on loan/.test(await retry.text())))
        failures.push(`${label}: retry answered ${retry.status}`);
      failures.push(...differences(expected, await endState(c.userId, RULES)).map((d) => `${label}: ${d}`));
    }
    expect(failures).toEqual([]);
    // Sent once: a second send of him is refused and writes nothing.
    expect((await c.send()).status).toBe(400);
    expect(await LoanModel.countDocuments({ worldId: c.userId })).toBe(1);
  });

  it('parallel sends of one player write one loan', async () => {
    const c = await careerWithLoanee('loan-parallel@example.com', 104);
    const answers = await Promise.all(Array.from({ length: 6 }, () => c.send()));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.every((r) => r.status === 200 || r.status === 409 || r.status === 400)).toBe(true);
    expect(await LoanModel.countDocuments({ worldId: c.userId })).toBe(1);
    expect(await strandedFlags(c.userId)).toEqual([]);
  });
});

describe('matchday processing', () => {
  it('clears a flag left without its loan, and flags a loan whose send died before its flag', async () => {
    const c = await careerWithLoanee('loan-repair@example.com', 105);
    const season = await SeasonModel.findOne({ worldId: c.userId, isActive: true }).lean();
    if (!season) throw new Error('no season');
    const ctx = { worldId: c.userId, season: { number: season.number }, matchday: season.currentMatchday };
    // A flag without a loan, as a crash of the old send order left it.
    const stranded = await PlayerModel.findOne({
      worldId: c.userId,
      _id: { $ne: new mongoose.Types.ObjectId(c.playerId) },
      isOnLoan: false,
    }).lean();
    if (!stranded) throw new Error('no second player');
    await PlayerModel.updateOne({ _id: stranded._id }, { $set: { isOnLoan: true, loanTeamId: new mongoose.Types.ObjectId() } });
    // A loan whose flag was never written: the send died between its two writes.
    expect((await c.send()).status).toBe(200);
    await PlayerModel.updateOne({ _id: new mongoose.Types.ObjectId(c.playerId) }, { $set: { isOnLoan: false, loanTeamId: null } });

    await processLoans(ctx);
    const [back, loanee, loan] = await Promise.all([
      PlayerModel.findById(stranded._id).lean(),
      PlayerModel.findById(c.playerId).lean(),
      LoanModel.findOne({ worldId: c.userId, status: 'active' }).lean(),
    ]);
    expect(back).toMatchObject({ isOnLoan: false, loanTeamId: null });
    expect(loanee?.isOnLoan).toBe(true);
    expect(loanee?.loanTeamId?.toString()).toBe(loan?.loanTeamId.toString());
    expect(await strandedFlags(c.userId)).toEqual([]);
  });
});
