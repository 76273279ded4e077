/**
 * Matchday processing survives a crash at any write: for a career
 * whose own match is played, one uninterrupted `complete-processing` gives the
 * end state E; then, from a snapshot of the same career each time, the process
 * "dies" at write k of the same call (every write of every step, and for
 * writes of several documents also part-way through, as MongoDB can), the
 * restart drops the dead process's season lock, and one retry must answer the
 * same result and leave exactly E: standings, match results, stat lines,
 * players' ratings/morale/fitness and their keys, the other leagues' results,
 * team budgets, the season and the processing record, and the AI market's
 * plan, deals, transactions and news. Matchday 1 and the last
 * matchday (where the season becomes complete) are both crashed: at each
 * collection's first write and every fourth (`sampledWrites`), and on the
 * last matchday at every write of what is new there and every sixth.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOAN_MAX_AGE_EXCLUSIVE,
  ROUTES,
  routeUrl,
  type LoanOption,
  type Match,
  type Player,
  type ProcessingResult,
  type SimulateMatchResponse,
  type Team,
  type User,
} from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { startServer } from '../src/main.js';
import { HttpClient } from './http-client.js';
import { CrashInjector, type WriteRecord } from './processing-crash-faults.js';
import { careerModels, crashAtEveryWrite, endState, sampledWrites, snapshot, type EndStateRules } from './career-snapshot.js';

/** This file's settings, given to the app (process.env stays untouched). */
const ENV = { DEVELOPER_EMAILS: 'crash-first@example.com,crash-last@example.com' };

let server: Awaited<ReturnType<typeof startServer>>;
const injector = new CrashInjector();
// Records created by processing get new ids on every run: they compare by content; some carry the time they were written.
const RULES: EndStateRules = {
  contentKeyed: new Set([
    // Created at a manager's first look or first judged matchday, under a new id each run.
    'Board',
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
  flags: { MatchdayProcessing: ['completedAt'], AiMarketPlan: ['appliedAt'] },
};

beforeAll(async () => {
  server = await startServer({ port: 0, databaseUrl: 'nedb://memory', clientDir: '/nonexistent', env: ENV });
  injector.install(careerModels);
});
afterAll(async () => {
  injector.uninstall();
  await server.close();
});

async function career(email: string, teamId: number) {
  const http = new HttpClient(server.url);
  const user = await http.json<User>(
    'POST',
    '/api/register',
    { email, password: 'correct-horse', firstName: 'Crash', lastName: 'Test' },
    201,
  );
  await http.json('POST', '/api/setup/complete', { countryId: 'italy', teamId }, 201);
  await http.json('PATCH', '/api/auth/user/simulate-mode', { simulateMode: true });
  const team = await http.get<Team>('/api/user/team');
  const ownMatch = async (matchday: number) => {
    const m = (await http.get<Match[]>('/api/matches')).find(
      (x) => x.matchday === matchday && (x.homeTeamId === team.id || x.awayTeamId === team.id),
    );
    if (!m) throw new Error(`no own match on matchday ${matchday}`);
    return m;
  };
  /** Sends his best fit player under 23 on loan (a fit one made 20 if nobody is under 23), so processing counts, grows or returns a loanee too. */
  const sendOnLoan = async (duration: number) => {
    const roster = await http.get<Player[]>('/api/players/roster');
    // Injured players cannot go on loan: pick among the fit (the career's matches injure players at random).
    // A squad thinned by injuries may not spare him (the loan keeps enough available players): heal the club first,
    // so what this test sends does not hang on the seed's injuries.
    await mongoose.model('Injury').updateMany({ worldId: user.id, isActive: true }, { $set: { isActive: false, remainingMatchdays: 0 } });
    await mongoose.model('Player').updateMany({ worldId: user.id, isInjured: true }, { $set: { isInjured: false } });
    const injured = new Set(await http.get<string[]>('/api/players/injured-ids'));
    const fit = [...roster].filter((p) => !p.isOnLoan && !injured.has(p.id)).sort((a, b) => b.overallRating - a.overallRating);
    const young = fit.find((p) => p.age < LOAN_MAX_AGE_EXCLUSIVE) ?? fit[0];
    if (!young) throw new Error('no roster');
    await mongoose.model('Player').updateOne({ _id: new mongoose.Types.ObjectId(young.id) }, { $set: { age: Math.min(young.age, 20) } });
    const [club] = await http.get<LoanOption[]>(routeUrl(ROUTES.loans.options, { playerId: young.id }));
    if (!club) throw new Error('no loan option');
    await http.json('POST', routeUrl(ROUTES.loans.send, {}), { playerId: young.id, loanTeamId: club.id, duration });
  };
  return { http, userId: new mongoose.Types.ObjectId(user.id), ownMatch, sendOnLoan };
}

/**
 * Snapshots a career whose own match of the current matchday is played,
 * processes it once uninterrupted, then crashes the same call at every write
 * from the same snapshot (and, with `partial`, part-way through each write of
 * several documents) and checks that one retry converges.
 */
async function crashEveryWrite(
  c: Awaited<ReturnType<typeof career>>,
  matchId: string,
  options: { partial: boolean; only: (write: WriteRecord, index: number, writes: readonly WriteRecord[]) => boolean },
) {
  const processMatchday = () => c.http.request('POST', `/api/matches/${matchId}/complete-processing`);
  const before = await snapshot(c.userId);
  const untouched = await endState(c.userId, RULES);

  injector.arm();
  const reference = await processMatchday();
  expect(reference.status).toBe(200);
  const expectedAnswer = (await reference.json()) as ProcessingResult;
  const writes: WriteRecord[] = [...injector.writes];
  injector.revive();
  const expected = await endState(c.userId, RULES);
  expect(expectedAnswer.progress).toBe(100);
  // Not a vacuous comparison: processing changed each of these, and the teams' budgets are compared too.
  // (The AI market's deals, transactions and news depend on the career's seed: some matchdays it moves nobody.)
  for (const name of ['Standing', 'Match', 'PlayerMatchStat', 'Player', 'WorldMatch', 'Season', 'MatchdayProcessing', 'AiMarketPlan']) {
    expect(expected.get(name), name).not.toEqual(untouched.get(name));
  }
  expect(expected.get('Team')?.every((line) => /"budget":\d+/.test(line))).toBe(true);

  const { failures, points } = await crashAtEveryWrite({
    injector,
    userId: c.userId,
    rules: RULES,
    call: processMatchday,
    partial: options.partial,
    only: options.only,
    before,
    writes,
    expected,
    expectedAnswer,
  });
  expect(failures).toEqual([]);
  return { writes, points };
}

/** What only the last matchday's processing writes, or writes differently: the season's completion, a loan's return, the scouts. */
const LAST_DAY_COLLECTIONS = new Set(['seasons', 'loans', 'scoutreports', 'news']);

describe('processing killed at any write and retried', () => {
  it('reaches the uninterrupted end state on matchday 1', async () => {
    const c = await career('crash-first@example.com', 105);
    await c.sendOnLoan(5);
    // An academy with a recruit: processing grows him too.
    await c.http.json('POST', routeUrl(ROUTES.academy.createAcademy, {}), { type: 'compact' });
    await c.http.json('POST', routeUrl(ROUTES.academy.recruitYouth, {}), { position: 'PG' });
    const match = await c.ownMatch(1);
    await c.http.json<SimulateMatchResponse>('POST', `/api/matches/${match.id}/simulate`);
    const only = sampledWrites(4);
    const { writes, points } = await crashEveryWrite(c, match.id, { partial: true, only });
    // Each collection was crashed at its first write and every fourth write besides, and part-way through those bulk
    // writes (step 5 writes the AI market's deals, steps 6-7 only their record).
    const collections = new Set(writes.map((w) => w.collection));
    // Gate receipts and salaries move money every matchday, so the ledger's writes are always crashed too.
    expect([...collections].sort()).toEqual(
      expect.arrayContaining([
        'aimarketplans',
        'loans',
        'matchdayprocessings',
        'matches',
        'playermatchstats',
        'players',
        'salarypayments',
        'seasons',
        'standings',
        'teams',
        'transactions',
        'worldmatches',
        'youthplayers',
      ]),
    );
    // The AI market's moves depend on the career's seed; when it moved anyone, its deals and their news were crashed too.
    // (Transactions alone no longer say so: receipts write them on every matchday.)
    if (collections.has('deals')) expect([...collections]).toEqual(expect.arrayContaining(['deals', 'news']));
    expect(points).toBeGreaterThan(writes.filter((w, i) => only(w, i, writes)).length);
  }, 180_000);

  it('reaches the uninterrupted end state on the last matchday, where the season completes', async () => {
    const c = await career('crash-last@example.com', 106);
    for (let matchday = 1; matchday < 22; matchday += 1) {
      // A loan that ends on the last matchday: processing brings him back with his report and news.
      if (matchday === 18) await c.sendOnLoan(5);
      await c.http.json('POST', `/api/matches/simulate-matchday/${matchday}`);
    }
    const match = await c.ownMatch(22);
    await c.http.json<SimulateMatchResponse>('POST', `/api/matches/${match.id}/simulate`);
    // The steps write as on matchday 1 (crashed there); what is new here is the season completing, the loan coming
    // back and the scouts' reports: every write of those is crashed, and a spread of the rest.
    const spread = sampledWrites(6);
    const { writes, points } = await crashEveryWrite(c, match.id, {
      partial: false,
      only: (write, index, all) => LAST_DAY_COLLECTIONS.has(write.collection) || spread(write, index, all),
    });
    expect(points).toBeGreaterThanOrEqual(writes.filter((w) => LAST_DAY_COLLECTIONS.has(w.collection)).length);
    // Claim, the European Cup's entrants, completion, release (and a lease renewal when the run is slow).
    expect(writes.filter((w) => w.collection === 'seasons').length).toBeGreaterThanOrEqual(4);
    expect(writes.some((w) => w.collection === 'scoutreports')).toBe(true);
    const season = await mongoose.model('Season').findOne({ worldId: c.userId }).lean<{ status: string; currentMatchday: number }>();
    expect(season).toMatchObject({ status: 'complete', currentMatchday: 22 });
  }, 300_000);
});
