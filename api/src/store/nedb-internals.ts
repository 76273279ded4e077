/**
 * The nedb internals one batched write uses, isolated here because nedb's
 * typings do not declare them (@seald-io/nedb 4.x; pinned to the minor).
 *
 * Why: nedb appends one line to its data file per `updateAsync` call, so a
 * bulkWrite of 170 player updates cost 170 file appends (about 75 ms). These
 * internals do what `updateAsync` does for each document (check, update the
 * indexes with rollback on a unique violation, persist), but with one append
 * for the whole batch, inside nedb's own executor so nothing interleaves.
 */
import { createRequire } from 'node:module';
import type Datastore from '@seald-io/nedb';
import type { Doc } from './codec.js';

interface NedbInternals {
  executor: { pushAsync<T>(task: () => Promise<T>): Promise<T> };
  _getCandidatesAsync(query: Doc): Promise<Doc[]>;
  _updateIndexes(modifications: Array<{ oldDoc: Doc; newDoc: Doc }>): void;
  persistence: { persistNewStateAsync(docs: Doc[]): Promise<void> };
}

interface NedbModel {
  deepCopy<T>(value: T): T;
  checkObject(value: unknown): void;
}

// nedb's document model (deep copies and key checks, as its update does); untyped, so loaded by require.
const nedbModel = createRequire(import.meta.url)('@seald-io/nedb/lib/model.js') as NedbModel;

/** Replaces existing documents (matched by `_id`) as one nedb operation with one file append. */
export function replaceMany(store: Datastore<Doc>, docs: readonly Doc[]): Promise<void> {
  const internals = store as unknown as NedbInternals;
  return internals.executor.pushAsync(async () => {
    const modifications: Array<{ oldDoc: Doc; newDoc: Doc }> = [];
    for (const doc of docs) {
      const candidates = await internals._getCandidatesAsync({ _id: doc._id });
      const oldDoc = candidates.find((c) => c._id === doc._id);
      if (!oldDoc) throw new Error(`replaceMany: no document with _id ${String(doc._id)}`);
      const newDoc = nedbModel.deepCopy(doc);
      nedbModel.checkObject(newDoc);
      modifications.push({ oldDoc, newDoc });
    }
    internals._updateIndexes(modifications);
    await internals.persistence.persistNewStateAsync(modifications.map((m) => m.newDoc));
  });
}
