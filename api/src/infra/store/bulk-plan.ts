/** Pure pieces of the embedded collection's write path: batch planning and driver-shaped results. */
import { Query } from 'mingo';
import { decodeDoc, encode, encodeDoc, isPlainObject, type Doc } from './codec.js';
import { hasOperators } from './doc-paths.js';

/**
 * The batch of a bulkWrite made only of `updateOne`s, each naming its own
 * `_id` (no upserts, no array filters, no `_id` twice): the shape matchday
 * processing writes. Null for any other batch, which runs op by op.
 */
export function batchableUpdates(operations: Doc[]): Array<{ filter: Doc; update: Doc }> | null {
  const seen = new Set<unknown>();
  const out: Array<{ filter: Doc; update: Doc }> = [];
  for (const op of operations) {
    const body = op.updateOne as Doc | undefined;
    if (Object.keys(op).length !== 1 || !isPlainObject(body) || body.upsert || body.arrayFilters) return null;
    const filter = encodeDoc((body.filter ?? {}) as Doc);
    const update = encode(body.update) as Doc;
    if (typeof filter._id !== 'string' || seen.has(filter._id) || !isPlainObject(update) || !hasOperators(update)) return null;
    seen.add(filter._id);
    out.push({ filter, update });
  }
  return out;
}

/** A key naming a value made only of JSON values (equal keys: equal values), or null for anything else (a RegExp, a Date, NaN). */
function jsonKey(value: Doc): string | null {
  const plain = (v: unknown): boolean =>
    v === null ||
    typeof v === 'string' ||
    typeof v === 'boolean' ||
    (typeof v === 'number' && Number.isFinite(v)) ||
    (Array.isArray(v) && v.every(plain)) ||
    (isPlainObject(v) && Object.values(v).every(plain));
  return plain(value) ? JSON.stringify(value) : null;
}

/**
 * Tests a batched update's filter on the document its `_id` names (the
 * caller fetched it by that `_id`): the rest of the filter (the guard, e.g.
 * `{developedKey: {$lt: key}}`) as mingo matches it. A batch repeats one
 * guard for hundreds of documents, and each mingo Query copies mingo's whole
 * operator table (about 450 Queries a matchday), so each distinct guard is
 * compiled once per batch.
 */
export function guardTester(): (filter: Doc, doc: Doc) => boolean {
  const compiled = new Map<string, Query>();
  return (filter, doc) => {
    const { _id, ...guard } = filter;
    if (doc._id !== _id) return false;
    const key = jsonKey(guard);
    let query = key === null ? undefined : compiled.get(key);
    if (!query) {
      query = new Query(guard);
      if (key !== null) compiled.set(key, query);
    }
    return query.test(doc);
  };
}

/** An update's answer in the MongoDB driver's shape. */
export function updateResult(r: { matched: number; modified: number; upsertedId: unknown }) {
  return {
    acknowledged: true,
    matchedCount: r.matched,
    modifiedCount: r.modified,
    upsertedCount: r.upsertedId === null ? 0 : 1,
    upsertedId: r.upsertedId === null ? null : decodeDoc({ _id: r.upsertedId })._id,
  };
}
