/**
 * A career's records as data, for the crash tests (processing, season end):
 * snapshot every career collection, put a career back exactly, and compare
 * end states as multisets of canonical lines, ignoring what legitimately
 * differs between runs (the ids of records a run creates, their write times).
 */
import { isDeepStrictEqual } from 'node:util';
import { vi } from 'vitest';
import mongoose from '../src/infra/store/mongoose.js';
import { CAREER_MODELS } from '../src/orchestrators/career-setup/career-models.js';
import { releaseAllSeasonLocks } from '../src/domain/matches/season-lock.js';
import { isMultiDocumentWrite, type CrashInjector, type CrashMode, type WriteRecord } from './processing-crash-faults.js';

export type RawDoc = Record<string, unknown>;
export type Snapshot = Map<string, RawDoc[]>;

// Every collection of a career record, the teams (budgets) included.
export const careerModels = CAREER_MODELS.map((c) => mongoose.model(c.modelName) as unknown as mongoose.Model<never>);

export interface EndStateRules {
  /** Records a run creates under new ids: compared by content. */
  contentKeyed: ReadonlySet<string>;
  /** Records that carry the time they were written: compared without it. */
  timestamped: ReadonlySet<string>;
  /** Fields compared as set or not (a completion time), by collection. */
  flags: Readonly<Record<string, readonly string[]>>;
}

/** The models of these driver collections (all of them without a set). */
const modelsOf = (collections?: ReadonlySet<string>) =>
  collections ? careerModels.filter((m) => collections.has(m.collection.collectionName)) : careerModels;

export async function snapshot(userId: mongoose.Types.ObjectId, collections?: ReadonlySet<string>): Promise<Snapshot> {
  const snap: Snapshot = new Map();
  for (const model of modelsOf(collections)) snap.set(model.modelName, await model.collection.find({ worldId: userId }).toArray());
  return snap;
}

/**
 * Puts the career back exactly as snapshotted (same ids, same fields),
 * rewriting only the records that differ, in these collections (all without
 * a set).
 */
export async function restore(userId: mongoose.Types.ObjectId, snap: Snapshot, collections?: ReadonlySet<string>): Promise<void> {
  const key = (doc: RawDoc) => String(doc._id);
  for (const model of modelsOf(collections)) {
    const wanted = new Map((snap.get(model.modelName) ?? []).map((d) => [key(d), d]));
    const current = new Map(((await model.collection.find({ worldId: userId }).toArray()) as RawDoc[]).map((d) => [key(d), d]));
    const same = (id: string) => JSON.stringify(current.get(id)) === JSON.stringify(wanted.get(id));
    const stale = [...current.values()].filter((d) => !same(key(d))).map((d) => d._id as mongoose.Types.ObjectId);
    const missing = [...wanted.values()].filter((d) => !same(key(d)));
    if (stale.length > 0) await model.collection.deleteMany({ _id: { $in: stale } });
    if (missing.length > 0) await model.collection.insertMany(missing.map((d) => ({ ...d })));
  }
}

/** JSON with sorted keys, ids as hex and dates as ISO strings, so equal records print equal. */
export function canonical(value: unknown): unknown {
  if (value instanceof mongoose.Types.ObjectId) return value.toHexString();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as RawDoc)[k])]),
    );
  }
  return value;
}

/** Each collection's records as sorted lines (a multiset). */
export async function endState(
  userId: mongoose.Types.ObjectId,
  rules: EndStateRules,
  collections?: ReadonlySet<string>,
): Promise<Map<string, string[]>> {
  const state = new Map<string, string[]>();
  for (const [name, docs] of await snapshot(userId, collections)) {
    const lines = docs.map((doc) => {
      const { _id, ...rest } = doc;
      const kept: RawDoc = rules.contentKeyed.has(name) ? rest : doc;
      if (rules.timestamped.has(name)) delete kept.createdAt;
      for (const field of rules.flags[name] ?? []) kept[field] = kept[field] !== null && kept[field] !== undefined;
      // A club's recent ledger keys are a set (domain/money/ledger.ts): a retry may append the ones a crash left out in another order.
      if (name === 'Team' && Array.isArray(kept.ledgerKeys)) kept.ledgerKeys = [...(kept.ledgerKeys as string[])].sort();
      return JSON.stringify(canonical(kept));
    });
    state.set(name, lines.sort());
  }
  return state;
}

/** What differs between two end states, a few lines per collection, for a readable failure. */
export function differences(expected: Map<string, string[]>, actual: Map<string, string[]>): string[] {
  const out: string[] = [];
  for (const [name, lines] of expected) {
    const got = actual.get(name) ?? [];
    const [want, have] = [new Set(lines), new Set(got)];
    const missing = lines.filter((l) => !have.has(l));
    const extra = got.filter((l) => !want.has(l));
    if (lines.length !== got.length) out.push(`${name}: ${lines.length} records expected, ${got.length} found`);
    out.push(
      ...missing.slice(0, 2).map((l) => `${name} missing ${l.slice(0, 300)}`),
      ...extra.slice(0, 2).map((l) => `${name} unexpected ${l.slice(0, 300)}`),
    );
  }
  return out;
}

/**
 * From the same snapshot each time, kills the call at every write it made
 * uninterrupted (and, with `partial`, part-way through each write of several
 * documents), restarts (writes reach the store again, the dead process's
 * season locks are dropped, as startServer does), retries once, and lists
 * every way the retry's answer or end state differs from the uninterrupted
 * run's.
 */
/**
 * A spread of a call's writes to crash at when every one would cost too much
 * (each crash point replays the whole call and compares the career): every
 * `stride`-th write, the first write to each collection (where a resumed
 * step must pick up its own work) and the call's last write.
 */
export function sampledWrites(stride: number): (write: WriteRecord, index: number, writes: readonly WriteRecord[]) => boolean {
  return (write, index, writes) =>
    index % stride === 0 || index === writes.length - 1 || writes.findIndex((w) => w.collection === write.collection) === index;
}

export async function crashAtEveryWrite(args: {
  injector: CrashInjector;
  userId: mongoose.Types.ObjectId;
  rules: EndStateRules;
  call: () => Promise<Response>;
  partial: boolean;
  before: Snapshot;
  writes: readonly WriteRecord[];
  expected: Map<string, string[]>;
  expectedAnswer: unknown;
  /** The writes to crash at (all of them when absent; `sampledWrites` picks a spread of them). */
  only?: (write: WriteRecord, index: number, writes: readonly WriteRecord[]) => boolean;
}): Promise<{ failures: string[]; points: number }> {
  const { injector, userId, rules, call } = args;
  const only = (write: WriteRecord, index: number) => args.only?.(write, index, args.writes) ?? true;
  const points: Array<{ at: number; mode: CrashMode; write: WriteRecord }> = args.writes.flatMap((write, i) => [
    ...(only(write, i) ? [{ at: i + 1, mode: 'before' as const, write }] : []),
    ...(args.partial && only(write, i) && isMultiDocumentWrite(write) ? [{ at: i + 1, mode: 'partial' as const, write }] : []),
  ]);
  const failures: string[] = [];
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    for (const { at, mode, write } of points) {
      // Only what some run has written can differ from the snapshot: the rest is restored and compared by construction.
      const touched = new Set(injector.touched);
      await restore(userId, args.before, touched);
      injector.arm(at, mode);
      const crashed = await call();
      const died = injector.crashed;
      injector.revive();
      await releaseAllSeasonLocks();
      const retry = await call();
      const answer = await retry.text();
      const label = `crash ${mode} write ${at}/${args.writes.length} (${write.collection}.${write.method} of ${write.size})`;
      if (crashed.status !== 500 || !died) failures.push(`${label}: did not crash (${crashed.status})`);
      if (retry.status !== 200) failures.push(`${label}: retry answered ${retry.status} ${answer.slice(0, 300)}`);
      else if (!isDeepStrictEqual(JSON.parse(answer), args.expectedAnswer))
        failures.push(
          `${label}: retry answered ${answer.slice(0, 600)}, uninterrupted ${JSON.stringify(args.expectedAnswer).slice(0, 600)}`,
        );
      const compared = new Set(injector.touched);
      const expected = new Map([...args.expected].filter(([name]) => modelsOf(compared).some((m) => m.modelName === name)));
      failures.push(...differences(expected, await endState(userId, rules, compared)).map((d) => `${label}: ${d}`));
    }
  } finally {
    quiet.mockRestore();
    injector.revive();
    injector.endWatch();
  }
  return { failures, points: points.length };
}
