/**
 * Matchday processing survives a crash at any write (issue 18): for a career
 * whose own match is played, one uninterrupted `complete-processing` gives the
 * end state E; then, from a snapshot of the same career each time, the process
 * "dies" at write k of the same call (every write of every step, and for
 * writes of several documents also part-way through, as MongoDB can), the
 * restart drops the dead process's season lock, and one retry must answer the
 * same result and leave exactly E: standings, match results, stat lines,
 * players' ratings/morale/fitness and their keys, the other leagues' results,
 * team budgets, the season and the processing record, and the AI market's
 * plan, deals, transactions and news. Matchday 1 and the last
 * matchday (where the season becomes complete) are both crashed.
 */
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOAN_MAX_AGE_EXCLUSIVE, ROUTES, routeUrl, type LoanOption, type Match, type Player, type ProcessingResult, type SimulateMatchResponse, type Team, type User } from '@hardwood/shared';
import mongoose from '../src/store/mongoose.js';
import { CAREER_MODELS } from '../src/career/career-models.js';
import { releaseAllSeasonLocks } from '../src/matches/season-lock.js';
import { startServer } from '../src/main.js';
import { HttpClient } from './http-client.js';
import { CrashInjector, isMultiDocumentWrite, type CrashMode, type WriteRecord } from './processing-crash-faults.js';

process.env.DEVELOPER_EMAILS = 'crash-first@example.com,crash-last@example.com';

type RawDoc = Record<string, unknown>;
type Snapshot = Map<string, RawDoc[]>;

let server: Awaited<ReturnType<typeof startServer>>;
const injector = new CrashInjector();
// Every collection of a career record, the teams (budgets) included.
const careerModels = CAREER_MODELS.map((c) => mongoose.model(c.modelName) as unknown as mongoose.Model<never>);
// Records created by processing get new ids on every run: they compare by content.
const CONTENT_KEYED = new Set(['PlayerMatchStat', 'WorldMatch', 'MatchdayProcessing', 'AiMarketPlan', 'Deal', 'Transaction', 'News', 'SalaryPayment', 'AgentRequest', 'Injury', 'Sponsorship', 'ScoutReport']);
// Records that carry the time they were written: compared without it.
const TIMESTAMPED = new Set(['Deal', 'Transaction', 'News', 'ScoutReport']);

beforeAll(async () => {
  server = await startServer({ port: 0, databaseUrl: 'nedb://memory', clientDir: '/nonexistent' });
  injector.install(careerModels);
});
afterAll(async () => {
  injector.uninstall();
  await server.close();
});

async function career(email: string, teamId: number) {
  const http = new HttpClient(server.url);
  const user = await http.json<User>('POST', '/api/register', { email, password: 'correct-horse', firstName: 'Crash', lastName: 'Test' }, 201);
  await http.json('POST', '/api/setup/complete', { countryId: 'italy', teamId }, 201);
  await http.json('PATCH', '/api/auth/user/simulate-mode', { simulateMode: true });
  const team = await http.get<Team>('/api/user/team');
  const ownMatch = async (matchday: number) => {
    const m = (await http.get<Match[]>('/api/matches')).find((x) => x.matchday === matchday && (x.homeTeamId === team.id || x.awayTeamId === team.id));
    if (!m) throw new Error(`no own match on matchday ${matchday}`);
    return m;
  };
  /** Sends his youngest player on loan (made 20 if nobody is under 23), so processing counts, grows or returns a loanee too. */
  const sendOnLoan = async (duration: number) => {
    const roster = await http.get<Player[]>('/api/players/roster');
    const young = [...roster].filter((p) => !p.isOnLoan).sort((a, b) => b.overallRating - a.overallRating).find((p) => p.age < LOAN_MAX_AGE_EXCLUSIVE) ?? roster[0];
    if (!young) throw new Error('no roster');
    await mongoose.model('Player').updateOne({ _id: new mongoose.Types.ObjectId(young.id) }, { $set: { age: Math.min(young.age, 20) } });
    const [club] = await http.get<LoanOption[]>(routeUrl(ROUTES.loanOptions, { playerId: young.id }));
    if (!club) throw new Error('no loan option');
    await http.json('POST', routeUrl(ROUTES.sendLoan, {}), { playerId: young.id, loanTeamId: club.id, duration });
  };
  return { http, userId: new mongoose.Types.ObjectId(user.id), ownMatch, sendOnLoan };
}

async function snapshot(userId: mongoose.Types.ObjectId): Promise<Snapshot> {
  const snap: Snapshot = new Map();
  for (const model of careerModels) snap.set(model.modelName, (await model.collection.find({ userId }).toArray()) as RawDoc[]);
  return snap;
}

/** Puts the career back exactly as snapshotted (same ids, same fields), rewriting only the records that differ. */
async function restore(userId: mongoose.Types.ObjectId, snap: Snapshot): Promise<void> {
  const key = (doc: RawDoc) => String(doc._id);
  for (const model of careerModels) {
    const wanted = new Map((snap.get(model.modelName) ?? []).map((d) => [key(d), d]));
    const current = new Map(((await model.collection.find({ userId }).toArray()) as RawDoc[]).map((d) => [key(d), d]));
    const same = (id: string) => JSON.stringify(current.get(id)) === JSON.stringify(wanted.get(id));
    const stale = [...current.values()].filter((d) => !same(key(d))).map((d) => d._id as mongoose.Types.ObjectId);
    const missing = [...wanted.values()].filter((d) => !same(key(d)));
    if (stale.length > 0) await model.collection.deleteMany({ _id: { $in: stale } });
    if (missing.length > 0) await model.collection.insertMany(missing.map((d) => ({ ...d })));
  }
}

/** JSON with sorted keys, ids as hex and dates as ISO strings, so equal records print equal. */
function canonical(value: unknown): unknown {
  if (value instanceof mongoose.Types.ObjectId) return value.toHexString();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as RawDoc)[k])]));
  }
  return value;
}

/** Each collection's records as sorted lines (a multiset): processing's own records without ids, the record's completion as a flag. */
async function endState(userId: mongoose.Types.ObjectId): Promise<Map<string, string[]>> {
  const state = new Map<string, string[]>();
  for (const [name, docs] of await snapshot(userId)) {
    const lines = docs.map((doc) => {
      const { _id, ...rest } = doc;
      const kept: RawDoc = CONTENT_KEYED.has(name) ? rest : doc;
      if (TIMESTAMPED.has(name)) delete kept.createdAt;
      if (name === 'MatchdayProcessing') kept.completedAt = kept.completedAt !== null && kept.completedAt !== undefined;
      if (name === 'AiMarketPlan') kept.appliedAt = kept.appliedAt !== null && kept.appliedAt !== undefined;
      // A club's recent ledger keys are a set (money/ledger.ts): a retry may append the ones a crash left out in another order.
      if (name === 'Team' && Array.isArray(kept.ledgerKeys)) kept.ledgerKeys = [...(kept.ledgerKeys as string[])].sort();
      return JSON.stringify(canonical(kept));
    });
    state.set(name, lines.sort());
  }
  return state;
}

/** What differs between two end states, a few lines per collection, for a readable failure. */
function differences(expected: Map<string, string[]>, actual: Map<string, string[]>): string[] {
  const out: string[] = [];
  for (const [name, lines] of expected) {
    const got = actual.get(name) ?? [];
    const [want, have] = [new Set(lines), new Set(got)];
    const missing = lines.filter((l) => !have.has(l));
    const extra = got.filter((l) => !want.has(l));
    if (lines.length !== got.length) out.push(`${name}: ${lines.length} records expected, ${got.length} found`);
    out.push(...missing.slice(0, 2).map((l) => `${name} missing ${l.slice(0, 300)}`), ...extra.slice(0, 2).map((l) => `${name} unexpected ${l.slice(0, 300)}`));
  }
  return out;
}

/**
 * Snapshots a career whose own match of the current matchday is played,
 * processes it once uninterrupted, then crashes the same call at every write
 * from the same snapshot (and, with `partial`, part-way through each write of
 * several documents) and checks that one retry converges.
 */
async function crashEveryWrite(c: Awaited<ReturnType<typeof career>>, matchId: string, options: { partial: boolean }) {
  const processMatchday = () => c.http.request('POST', `/api/matches/${matchId}/complete-processing`);
  const before = await snapshot(c.userId);
  const untouched = await endState(c.userId);

  injector.arm();
  const reference = await processMatchday();
  expect(reference.status).toBe(200);
  const expectedAnswer = (await reference.json()) as ProcessingResult;
  const writes: WriteRecord[] = [...injector.writes];
  injector.revive();
  const expected = await endState(c.userId);
  expect(expectedAnswer.progress).toBe(100);
  // Not a vacuous comparison: processing changed each of these, and the teams' budgets are compared too.
  // (The AI market's deals, transactions and news depend on the career's seed: some matchdays it moves nobody.)
  for (const name of ['Standing', 'Match', 'PlayerMatchStat', 'Player', 'WorldMatch', 'Season', 'MatchdayProcessing', 'AiMarketPlan']) {
    expect(expected.get(name), name).not.toEqual(untouched.get(name));
  }
  expect(expected.get('Team')?.every((line) => /"budget":\d+/.test(line))).toBe(true);

  const points: Array<{ at: number; mode: CrashMode; write: WriteRecord }> = writes.flatMap((write, i) => [
    { at: i + 1, mode: 'before' as const, write },
    ...(options.partial && isMultiDocumentWrite(write) ? [{ at: i + 1, mode: 'partial' as const, write }] : []),
  ]);
  const failures: string[] = [];
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    for (const { at, mode, write } of points) {
      await restore(c.userId, before);
      injector.arm(at, mode);
      const crashed = await processMatchday();
      const died = injector.crashed;
      // The restart: writes reach the store again, and the new process drops the dead one's season lock (as startServer does).
      injector.revive();
      await releaseAllSeasonLocks();
      const retry = await processMatchday();
      const answer = await retry.text();
      const diff = differences(expected, await endState(c.userId));
      const label = `crash ${mode} write ${at}/${writes.length} (${write.collection}.${write.method} of ${write.size})`;
      if (crashed.status !== 500 || !died) failures.push(`${label}: did not crash (${crashed.status})`);
      if (retry.status !== 200) failures.push(`${label}: retry answered ${retry.status} ${answer}`);
      else if (!isDeepStrictEqual(JSON.parse(answer), expectedAnswer)) failures.push(`${label}: retry answered ${answer}, uninterrupted ${JSON.stringify(expectedAnswer)}`);
      failures.push(...diff.map((d) => `${label}: ${d}`));
    }
  } finally {
    quiet.mockRestore();
    injector.revive();
  }
  expect(failures).toEqual([]);
  return { writes, points: points.length };
}

describe('processing killed at any write and retried', () => {
  it('reaches the uninterrupted end state on matchday 1', async () => {
    const c = await career('crash-first@example.com', 105);
    await c.sendOnLoan(5);
    // An academy with a recruit: processing grows him too.
    await c.http.json('POST', routeUrl(ROUTES.createAcademy, {}), { type: 'compact' });
    await c.http.json('POST', routeUrl(ROUTES.recruitYouth, {}), { position: 'PG' });
    const match = await c.ownMatch(1);
    await c.http.json<SimulateMatchResponse>('POST', `/api/matches/${match.id}/simulate`);
    const { writes, points } = await crashEveryWrite(c, match.id, { partial: true });
    // Every write was a crash point, so each step was crashed at each of its writes (step 5 writes the AI market's deals, steps 6-7 only their record), and part-way through its bulk writes.
    const collections = new Set(writes.map((w) => w.collection));
    // Gate receipts and salaries move money every matchday, so the ledger's writes are always crashed too.
    expect([...collections].sort()).toEqual(
      expect.arrayContaining(['aimarketplans', 'loans', 'matchdayprocessings', 'matches', 'playermatchstats', 'players', 'salarypayments', 'seasons', 'standings', 'teams', 'transactions', 'worldmatches', 'youthplayers']),
    );
    // The AI market's moves depend on the career's seed; when it moved anyone, its deals and their news were crashed too.
    // (Transactions alone no longer say so: receipts write them on every matchday.)
    if (collections.has('deals')) expect([...collections]).toEqual(expect.arrayContaining(['deals', 'news']));
    expect(points).toBeGreaterThan(writes.length);
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
    // The steps write as on matchday 1 (crashed part-way there); what is new here is the season completing.
    const { writes } = await crashEveryWrite(c, match.id, { partial: false });
    expect(writes.filter((w) => w.collection === 'seasons')).toHaveLength(3); // claim, completion, release
    expect(writes.some((w) => w.collection === 'scoutreports')).toBe(true);
    const season = await mongoose.model('Season').findOne({ userId: c.userId }).lean<{ status: string; currentMatchday: number }>();
    expect(season).toMatchObject({ status: 'complete', currentMatchday: 22 });
  }, 180_000);
});
