/**
 * A career's records as data, for the crash tests (processing, season end):
 * snapshot every career collection, put a career back exactly, and compare
 * end states as multisets of canonical lines, ignoring what legitimately
 * differs between runs (the ids of records a run creates, their write times).
 */
import mongoose from '../src/store/mongoose.js';
import { CAREER_MODELS } from '../src/career/career-models.js';

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

export async function snapshot(userId: mongoose.Types.ObjectId): Promise<Snapshot> {
  const snap: Snapshot = new Map();
  for (const model of careerModels) snap.set(model.modelName, (await model.collection.find({ userId }).toArray()) as RawDoc[]);
  return snap;
}

/** Puts the career back exactly as snapshotted (same ids, same fields), rewriting only the records that differ. */
export async function restore(userId: mongoose.Types.ObjectId, snap: Snapshot): Promise<void> {
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
export function canonical(value: unknown): unknown {
  if (value instanceof mongoose.Types.ObjectId) return value.toHexString();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as RawDoc)[k])]));
  }
  return value;
}

/** Each collection's records as sorted lines (a multiset). */
export async function endState(userId: mongoose.Types.ObjectId, rules: EndStateRules): Promise<Map<string, string[]>> {
  const state = new Map<string, string[]>();
  for (const [name, docs] of await snapshot(userId)) {
    const lines = docs.map((doc) => {
      const { _id, ...rest } = doc;
      const kept: RawDoc = rules.contentKeyed.has(name) ? rest : doc;
      if (rules.timestamped.has(name)) delete kept.createdAt;
      for (const field of rules.flags[name] ?? []) kept[field] = kept[field] !== null && kept[field] !== undefined;
      // A club's recent ledger keys are a set (money/ledger.ts): a retry may append the ones a crash left out in another order.
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
    out.push(...missing.slice(0, 2).map((l) => `${name} missing ${l.slice(0, 300)}`), ...extra.slice(0, 2).map((l) => `${name} unexpected ${l.slice(0, 300)}`));
  }
  return out;
}
