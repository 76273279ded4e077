/**
 * The nedb internals the embedded collection uses, isolated here because
 * nedb's typings do not declare them (@seald-io/nedb 4.x; pinned to the minor).
 *
 * Why: nedb appends one line to its data file per `updateAsync` call, so a
 * bulkWrite of 170 player updates cost 170 file appends (about 75 ms). These
 * internals do what `updateAsync` does for each document (check, update the
 * indexes with rollback on a unique violation, persist), but with one append
 * for the whole batch, inside nedb's own executor so nothing interleaves.
 * Reads take nedb's stored documents without its deep copy (see `findStored`).
 */
import { createRequire } from 'node:module';
import type Datastore from '@seald-io/nedb';
import type { Doc } from './codec.js';

type Modification = { oldDoc: Doc; newDoc: Doc };

/** A node of nedb's AVL tree (binary-search-tree): one key and the documents under it. */
interface TreeNode {
  key?: unknown;
  data: Doc[];
  left: TreeNode | null;
  right: TreeNode | null;
  compareKeys(a: unknown, b: unknown): number;
}

interface NedbIndex {
  _fields: string[];
  tree: { tree: TreeNode };
  update(pairs: Modification[]): void;
}

interface NedbInternals {
  executor: { pushAsync<T>(task: () => Promise<T>): Promise<T> };
  indexes: Record<string, NedbIndex>;
  _getCandidatesAsync(query: Doc): Promise<Doc[]>;
  persistence: { persistNewStateAsync(docs: Doc[]): Promise<void> };
}

interface NedbModel {
  deepCopy<T>(value: T): T;
  checkObject(value: unknown): void;
  match(doc: Doc, query: Doc): boolean;
  getDotValues(doc: Doc, fields: string[]): unknown;
}

// nedb's document model (deep copies, key checks, matching, index keys); untyped, so loaded by require.
const nedbModel = createRequire(import.meta.url)('@seald-io/nedb/lib/model.js') as NedbModel;

const hasOwn = (value: object, key: string) => Object.prototype.hasOwnProperty.call(value, key);
// nedb's test for a Date (by its tag, as nedb does, not instanceof).
const isDate = (value: unknown) => typeof value === 'object' && value !== null && Object.prototype.toString.call(value) === '[object Date]';

/**
 * nedb's deep copy, same result (Dates and other scalars shared, arrays
 * mapped, only own keys, `strictKeys` drops `$` and dotted keys), but each
 * object is made in one go. nedb adds a copy's keys one at a time under
 * computed names, and V8 turns an object built that way into a hash table
 * past 16 or so keys: every stored player (41 fields) and match took about
 * three times the memory of the same document read back from the data file,
 * which is most of what a world cost in memory.
 */
function compactDeepCopy<T>(value: T, strictKeys?: boolean): T {
  if (typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string' || value === null || isDate(value)) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => compactDeepCopy(item, strictKeys)) as T;
  if (typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const key in value) {
      if (hasOwn(value, key) && (!strictKeys || (key[0] !== '$' && !key.includes('.'))))
        copy[key] = compactDeepCopy((value as Record<string, unknown>)[key], strictKeys);
    }
    // Spread again in one go: the same keys and values, laid out as a compact object (faster than Object.fromEntries).
    return { ...copy } as T;
  }
  // nedb's answer for anything else (functions, undefined).
  return undefined as T;
}
// Every copy nedb keeps on insert (and its own reads') goes through the model's export: ours from now on. A replacement by
// nedb's `updateAsync` would still copy with its module-internal one, so the collection replaces through `replaceMany`.
nedbModel.deepCopy = compactDeepCopy;

/** nedb's deep copy, as installed above (Dates stay shared, as nedb does): for a stored document about to be modified. */
export const deepCopyStored = (doc: Doc): Doc => nedbModel.deepCopy(doc);

/**
 * nedb's STORED documents matching a query, in nedb's candidate order,
 * without nedb's deep copy of each (reading about 2,000 players a matchday
 * copied them twice: here and again in our decode). The caller must never
 * hand them out or modify them: it decodes (a full copy) or deep-copies
 * (`deepCopyStored`) first. Runs in nedb's executor, so it sees no write half
 * done and waits for the data file to load.
 */
export function findStored(store: Datastore<Doc>, query: Doc): Promise<Doc[]> {
  const internals = store as unknown as NedbInternals;
  return internals.executor.pushAsync(async () =>
    (await internals._getCandidatesAsync(query)).filter((doc) => nedbModel.match(doc, query)),
  );
}

/** The datastore's indexes once its data file has loaded (the file restores the indexes it was saved with). */
export function loadedIndexes(store: Datastore<Doc>): Promise<Record<string, { unique?: boolean; sparse?: boolean }>> {
  const internals = store as unknown as NedbInternals & { indexes: Record<string, { unique?: boolean; sparse?: boolean }> };
  return internals.executor.pushAsync(async () => internals.indexes);
}

type ScalarKey = string | number | boolean | null;
/** nedb's STORED documents with these `_id`s, one per id (undefined where none), in one executor task; same rules as `findStored`. */
export function findStoredByIds(store: Datastore<Doc>, ids: readonly unknown[]): Promise<Array<Doc | undefined>> {
  const internals = store as unknown as NedbInternals;
  return internals.executor.pushAsync(async () => {
    const found: Array<Doc | undefined> = [];
    for (const _id of ids) found.push((await internals._getCandidatesAsync({ _id })).find((doc) => doc._id === _id));
    return found;
  });
}

function isScalarKey(key: unknown): key is ScalarKey {
  return key === null || typeof key === 'string' || typeof key === 'number' || typeof key === 'boolean';
}

function nodeOf(root: TreeNode, key: unknown): TreeNode | undefined {
  let node: TreeNode | null = root;
  while (node && Object.prototype.hasOwnProperty.call(node, 'key')) {
    const order = node.compareKeys(key, node.key);
    if (order === 0) return node;
    node = order < 0 ? node.left : node.right;
  }
  return undefined;
}

/**
 * Updates one index for a batch whose documents all keep their (scalar) key
 * in it, which is what matchday updates do to `_id`, `userId` and `teamId`.
 * nedb's own update removes each old document from its key's bucket (a copy
 * of the bucket per document: 320 updates × 2,300 players of a career) and
 * appends the new one; this does the same in one pass per bucket, with the
 * same resulting order (the bucket's other documents, then the new ones in
 * batch order). Answers false, touching nothing, when the fast path does not
 * apply (a key changes, is not a scalar, or a document is not where expected).
 */
function updateUnchangedKeys(index: NedbIndex, pairs: readonly Modification[]): boolean {
  const byKey = new Map<ScalarKey, Modification[]>();
  for (const pair of pairs) {
    const key = nedbModel.getDotValues(pair.oldDoc, index._fields);
    if (!isScalarKey(key) || nedbModel.getDotValues(pair.newDoc, index._fields) !== key) return false;
    const group = byKey.get(key);
    if (group) group.push(pair);
    else byKey.set(key, [pair]);
  }
  const rewrites: Array<[TreeNode, Doc[]]> = [];
  for (const [key, group] of byKey) {
    const node = nodeOf(index.tree.tree, key);
    if (!node) return false;
    const leaving = new Set(group.map((p) => p.oldDoc));
    const kept = node.data.filter((doc) => !leaving.has(doc));
    if (kept.length !== node.data.length - leaving.size) return false;
    rewrites.push([node, [...kept, ...group.map((p) => p.newDoc)]]);
  }
  // nedb replaces a bucket's array rather than editing it; so does this.
  for (const [node, data] of rewrites) node.data = data;
  return true;
}

function updateIndex(index: NedbIndex, pairs: Modification[]): void {
  if (!updateUnchangedKeys(index, pairs)) index.update(pairs);
}

/**
 * nedb's `_updateIndexes`, with the fast path above: every index in turn, and
 * on a failure (a unique violation) the indexes already updated reverted,
 * as nedb's `revertUpdate` does (the failing index reverts itself).
 */
function updateIndexes(internals: NedbInternals, modifications: Modification[]): void {
  const done: NedbIndex[] = [];
  try {
    for (const index of Object.values(internals.indexes)) {
      updateIndex(index, modifications);
      done.push(index);
    }
  } catch (error) {
    const reverse = modifications.map(({ oldDoc, newDoc }) => ({ oldDoc: newDoc, newDoc: oldDoc }));
    for (const index of done) updateIndex(index, reverse);
    throw error;
  }
}

/**
 * Replaces existing documents (matched by `_id`) as one nedb operation with
 * one file append. A document no longer stored throws, or with `skipMissing`
 * is left out, as nedb's `updateAsync` leaves out a query matching nothing.
 */
export function replaceMany(store: Datastore<Doc>, docs: readonly Doc[], { skipMissing = false } = {}): Promise<void> {
  const internals = store as unknown as NedbInternals;
  return internals.executor.pushAsync(async () => {
    const modifications: Modification[] = [];
    for (const doc of docs) {
      const candidates = await internals._getCandidatesAsync({ _id: doc._id });
      const oldDoc = candidates.find((c) => c._id === doc._id);
      if (!oldDoc && skipMissing) continue;
      if (!oldDoc) throw new Error(`replaceMany: no document with _id ${String(doc._id)}`);
      const newDoc = nedbModel.deepCopy(doc);
      nedbModel.checkObject(newDoc);
      modifications.push({ oldDoc, newDoc });
    }
    if (modifications.length === 0) return;
    updateIndexes(internals, modifications);
    await internals.persistence.persistNewStateAsync(modifications.map((m) => m.newDoc));
  });
}
