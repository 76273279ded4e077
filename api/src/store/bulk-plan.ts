/** Pure pieces of the embedded collection's write path: batch planning and driver-shaped results. */
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
