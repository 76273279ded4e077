/**
 * The part of the MongoDB driver's Collection that mongoose calls, over one nedb
 * datastore. Matching, sorting, projection and updates use mingo (MongoDB's
 * semantics: nulls, positional `$`, arrayFilters); nedb keeps the documents,
 * the unique indexes and the file, and pre-selects by plain equality fields so
 * its indexes still help.
 *
 * Writes run one at a time per collection (find, modify, replace by `_id`), so
 * concurrent `$inc`s never lose an update.
 */
import Datastore from '@seald-io/nedb';
import { Aggregator, Query, update as mingoUpdate } from 'mingo';
import type { AnyObject } from 'mingo/types';
import { decodeDoc, encode, encodeDoc, isPlainObject, newEncodedId, type Doc } from './codec.js';
import { applySimpleUpdate, getPath, hasOperators, prefilter, setPath, upsertSeed } from './doc-paths.js';
import { duplicateKeyError, isUniqueViolation, MongoServerError } from './errors.js';
import { ArrayCursor } from './nedb-cursor.js';
import { batchableUpdates, guardTester, updateResult } from './bulk-plan.js';
import { deepCopyStored, findStored, findStoredByIds, loadedIndexes, replaceMany } from './nedb-internals.js';

/** Documents per insert of a bulk insert: small enough that one stays a few milliseconds of the event loop. */
const INSERT_CHUNK = 250;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

type Sort = Record<string, 1 | -1>;
interface FindOptions {
  sort?: Sort | [string, 1 | -1][];
  skip?: number;
  limit?: number;
  projection?: Doc;
}
interface UpdateOptions {
  upsert?: boolean;
  arrayFilters?: Doc[];
  sort?: Sort;
}
interface FindAndModifyOptions extends UpdateOptions {
  returnDocument?: 'before' | 'after';
  projection?: Doc;
  includeResultMetadata?: boolean;
}
interface IndexSpec {
  name: string;
  key: Record<string, 1 | -1>;
  unique?: boolean;
  sparse?: boolean;
}

export interface CollectionResolver {
  (name: string): Doc[];
}

function normaliseSort(sort: FindOptions['sort']): Sort | undefined {
  if (!sort) return undefined;
  if (Array.isArray(sort)) return Object.fromEntries(sort);
  return sort;
}

/**
 * The fields of an inclusion projection of top-level fields only (`{a: 1, b: 1}`,
 * `_id` included unless it says 0), or null for any other projection (mingo's).
 */
function topLevelInclusion(projection: Doc): { fields: string[]; withId: boolean } | null {
  const fields: string[] = [];
  let withId = true;
  for (const [key, value] of Object.entries(projection)) {
    if (key.includes('.') || key.startsWith('$')) return null;
    if (key === '_id' && (value === 0 || value === false)) withId = false;
    else if (value === 1 || value === true) {
      if (key !== '_id') fields.push(key);
    } else return null;
  }
  // `{_id: 0}` alone excludes: every other field stays (mingo's).
  return fields.length > 0 || (withId && '_id' in projection) ? { fields, withId } : null;
}

/** The projected copy of a stored document: its values shared, as mingo's projections share them. */
function pickFields(doc: Doc, { fields, withId }: { fields: string[]; withId: boolean }): Doc {
  const out: Doc = {};
  if (withId && doc._id !== undefined) out._id = doc._id;
  for (const field of fields) if (doc[field] !== undefined) out[field] = doc[field];
  return out;
}

export class NedbCollection {
  private writeChain: Promise<unknown> = Promise.resolve();
  private readonly indexSpecs: IndexSpec[] = [{ name: '_id_', key: { _id: 1 } }];

  constructor(
    readonly collectionName: string,
    private readonly store: Datastore<Doc>,
    private readonly resolveCollection: CollectionResolver,
  ) {}

  get namespace(): string {
    return this.collectionName;
  }

  /** Every document, for aggregation ($lookup reads other collections this way). */
  allEncoded(): Doc[] {
    return this.store.getAllData();
  }

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.writeChain.then(work, work);
    this.writeChain = run.catch(() => undefined);
    return run;
  }

  /** Documents matching an encoded filter: nedb's STORED ones (or projections sharing their values): decode or `deepCopyStored` before use. */
  private async matching(encoded: Doc, options: FindOptions = {}): Promise<Doc[]> {
    const candidates = await findStored(this.store, prefilter(encoded));
    // A projection of top-level fields is picked here: mingo's costs about 10 µs a document (2,000 players: 20 ms).
    const fields = options.projection ? topLevelInclusion(options.projection) : null;
    let cursor = new Query(encoded).find<Doc>(candidates, fields ? undefined : options.projection);
    const sort = normaliseSort(options.sort);
    if (sort && Object.keys(sort).length > 0) cursor = cursor.sort(sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    const docs = cursor.all();
    return fields ? docs.map((doc) => pickFields(doc, fields)) : docs;
  }

  private translateWriteError(error: unknown, doc?: Doc): unknown {
    if (!isUniqueViolation(error)) return error;
    const spec =
      this.indexSpecs.find((s) => s.unique && doc && Object.keys(s.key).every((f) => getPath(doc, f) !== undefined)) ?? this.indexSpecs[0];
    return duplicateKeyError(this.collectionName, spec?.name ?? '_id_', Object.keys(spec?.key ?? { _id: 1 }), error.key);
  }

  private async insertEncoded(doc: Doc): Promise<Doc> {
    const withId = doc._id === undefined ? { ...doc, _id: newEncodedId() } : doc;
    try {
      return await this.store.insertAsync(withId);
    } catch (error) {
      throw this.translateWriteError(error, withId);
    }
  }

  private async replaceEncoded(doc: Doc): Promise<void> {
    try {
      // What nedb's updateAsync does for a replacement by _id, but with the compact copy (see compactDeepCopy).
      await replaceMany(this.store, [doc], { skipMissing: true });
    } catch (error) {
      throw this.translateWriteError(error, doc);
    }
  }

  /** Applies an update (operators or a replacement) to an encoded document in place. */
  private applyUpdate(doc: Doc, updateDoc: Doc, filter: Doc, options: UpdateOptions, inserting: boolean): Doc {
    if (Array.isArray(updateDoc)) {
      throw new MongoServerError('Aggregation pipeline updates are not supported by the embedded store', 2, 'BadValue');
    }
    if (!hasOperators(updateDoc)) return { ...updateDoc, _id: doc._id };
    const { $setOnInsert, ...operators } = updateDoc;
    if (inserting && isPlainObject($setOnInsert)) {
      for (const [path, value] of Object.entries($setOnInsert)) setPath(doc, path, value);
    }
    if (Object.keys(operators).length > 0 && !(options.arrayFilters === undefined && applySimpleUpdate(doc, operators))) {
      mingoUpdate(doc, operators, options.arrayFilters, filter, {
        cloneMode: 'deep',
      });
    }
    return doc;
  }

  private async updateInternal(
    filter: Doc,
    rawUpdate: Doc,
    options: UpdateOptions,
    many: boolean,
  ): Promise<{ matched: number; modified: number; upsertedId: unknown; before: Doc[]; after: Doc[] }> {
    const encFilter = encodeDoc(filter ?? {});
    const encUpdate = encode(rawUpdate) as Doc;
    const docs = await this.matching(encFilter, many ? {} : { limit: 1, ...(options.sort ? { sort: options.sort } : {}) });
    if (docs.length === 0) {
      if (!options.upsert) return { matched: 0, modified: 0, upsertedId: null, before: [], after: [] };
      const seed = upsertSeed(encFilter);
      const created = this.applyUpdate(seed, encUpdate, encFilter, options, true);
      const inserted = await this.insertEncoded(created);
      return { matched: 0, modified: 0, upsertedId: inserted._id, before: [], after: [inserted] };
    }
    const before: Doc[] = [];
    const after: Doc[] = [];
    let modified = 0;
    for (const stored of docs) {
      const original = structuredClone(stored);
      const updated = this.applyUpdate(deepCopyStored(stored), encUpdate, encFilter, options, false);
      before.push(original);
      after.push(updated);
      await this.replaceEncoded(updated);
      modified += 1;
    }
    return { matched: docs.length, modified, upsertedId: null, before, after };
  }

  // ---- The driver surface mongoose calls ----

  find(filter?: Doc, options: FindOptions = {}): ArrayCursor {
    return new ArrayCursor(async () => (await this.matching(encodeDoc(filter ?? {}), options)).map(decodeDoc));
  }

  async findOne(filter?: Doc, options: FindOptions = {}): Promise<Doc | null> {
    const [doc] = await this.matching(encodeDoc(filter ?? {}), { ...options, limit: 1 });
    return doc ? decodeDoc(doc) : null;
  }

  insertOne(doc: Doc): Promise<{ acknowledged: true; insertedId: unknown }> {
    return this.exclusive(async () => {
      const inserted = await this.insertEncoded(encodeDoc(doc));
      const insertedId = decodeDoc({ _id: inserted._id })._id;
      if (doc._id === undefined) doc._id = insertedId;
      return { acknowledged: true as const, insertedId };
    });
  }

  insertMany(docs: Doc[]): Promise<{ acknowledged: true; insertedCount: number; insertedIds: Record<number, unknown> }> {
    return this.exclusive(async () => {
      const encoded = docs.map((d) => {
        const e = encodeDoc(d);
        return e._id === undefined ? { ...e, _id: newEncodedId() } : e;
      });
      // A chunk at a time, yielding between chunks: nedb inserts an array in one synchronous stretch, and a whole
      // world's players at once (a career's setup) held the process's live rooms for hundreds of milliseconds.
      for (let start = 0; start < encoded.length; start += INSERT_CHUNK) {
        const chunk = encoded.slice(start, start + INSERT_CHUNK);
        if (start > 0) await yieldToEventLoop();
        try {
          // nedb inserts an array all-or-nothing: the fast path.
          await this.store.insertAsync(chunk);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          // Ordered semantics as MongoDB: what came before stays, then insert up to the first duplicate and fail.
          for (const doc of chunk) await this.insertEncoded(doc);
        }
      }
      const ids = encoded.map((e) => decodeDoc({ _id: e._id })._id);
      docs.forEach((d, i) => {
        if (d._id === undefined) d._id = ids[i];
      });
      return { acknowledged: true as const, insertedCount: encoded.length, insertedIds: { ...ids } };
    });
  }

  updateOne(filter: Doc, update: Doc, options: UpdateOptions = {}) {
    return this.exclusive(async () => updateResult(await this.updateInternal(filter, update, options, false)));
  }

  updateMany(filter: Doc, update: Doc, options: UpdateOptions = {}) {
    return this.exclusive(async () => updateResult(await this.updateInternal(filter, update, options, true)));
  }

  replaceOne(filter: Doc, replacement: Doc, options: UpdateOptions = {}) {
    if (hasOperators(replacement)) throw new MongoServerError('Replacement document must not contain atomic operators', 2, 'BadValue');
    return this.updateOne(filter, replacement, options);
  }

  private findAndModifyResult(value: Doc | null, options: FindAndModifyOptions, updatedExisting: boolean) {
    const projected = value && options.projection ? (new Query({}).find<Doc>([value], options.projection).all()[0] ?? null) : value;
    const decoded = projected ? decodeDoc(projected) : null;
    if (options.includeResultMetadata) {
      return { value: decoded, ok: 1, lastErrorObject: { n: value ? 1 : 0, updatedExisting } };
    }
    return decoded;
  }

  findOneAndUpdate(filter: Doc, update: Doc, options: FindAndModifyOptions = {}) {
    return this.exclusive(async () => {
      const r = await this.updateInternal(filter, update, options, false);
      const wantAfter = options.returnDocument === 'after';
      if (r.upsertedId !== null) return this.findAndModifyResult(wantAfter ? (r.after[0] ?? null) : null, options, false);
      return this.findAndModifyResult((wantAfter ? r.after[0] : r.before[0]) ?? null, options, r.matched > 0);
    });
  }

  findOneAndReplace(filter: Doc, replacement: Doc, options: FindAndModifyOptions = {}) {
    return this.findOneAndUpdate(filter, replacement, options);
  }

  findOneAndDelete(filter: Doc, options: FindAndModifyOptions = {}) {
    return this.exclusive(async () => {
      const [doc] = await this.matching(encodeDoc(filter ?? {}), { limit: 1, ...(options.sort ? { sort: options.sort } : {}) });
      if (doc) await this.store.removeAsync({ _id: doc._id }, {});
      return this.findAndModifyResult(doc ?? null, options, false);
    });
  }

  private async deleteInternal(filter: Doc, many: boolean): Promise<{ acknowledged: true; deletedCount: number }> {
    const docs = await this.matching(encodeDoc(filter ?? {}), many ? { projection: { _id: 1 } } : { limit: 1, projection: { _id: 1 } });
    if (docs.length === 0) return { acknowledged: true, deletedCount: 0 };
    const deletedCount = await this.store.removeAsync({ _id: { $in: docs.map((d) => d._id) } }, { multi: true });
    return { acknowledged: true, deletedCount };
  }

  deleteOne(filter: Doc = {}) {
    return this.exclusive(() => this.deleteInternal(filter, false));
  }

  deleteMany(filter: Doc = {}) {
    return this.exclusive(() => this.deleteInternal(filter, true));
  }

  async countDocuments(filter: Doc = {}, options: FindOptions = {}): Promise<number> {
    return (
      await this.matching(encodeDoc(filter ?? {}), {
        ...(options.skip ? { skip: options.skip } : {}),
        ...(options.limit ? { limit: options.limit } : {}),
      })
    ).length;
  }

  estimatedDocumentCount(): Promise<number> {
    return this.store.countAsync({});
  }

  async distinct(key: string, filter: Doc = {}): Promise<unknown[]> {
    const docs = await this.matching(encodeDoc(filter ?? {}));
    const seen = new Map<string, unknown>();
    for (const doc of docs) {
      const value = getPath(doc, key);
      for (const v of Array.isArray(value) ? value : [value]) {
        if (v === undefined) continue;
        seen.set(JSON.stringify(v), v);
      }
    }
    return [...seen.values()].map((v) => decodeDoc({ v }).v);
  }

  aggregate(pipeline: Doc[] = []): ArrayCursor {
    return new ArrayCursor(async () => {
      const aggregator = new Aggregator(encode(pipeline) as AnyObject[], {
        collectionResolver: (name: string) => this.resolveCollection(name),
      });
      return aggregator.run<Doc>(this.allEncoded()).map(decodeDoc);
    });
  }

  /** All updates applied in memory first, then written as one nedb operation (one file append). */
  private async batchedUpdates(batch: Array<{ filter: Doc; update: Doc }>) {
    const changed: Doc[] = [];
    const [stored, matches] = [
      await findStoredByIds(
        this.store,
        batch.map((b) => b.filter._id),
      ),
      guardTester(),
    ];
    for (const [i, { filter, update }] of batch.entries()) {
      if (stored[i] && matches(filter, stored[i])) changed.push(this.applyUpdate(deepCopyStored(stored[i]), update, filter, {}, false));
    }
    try {
      if (changed.length > 0) await replaceMany(this.store, changed);
    } catch (error) {
      throw this.translateWriteError(error, changed[0]);
    }
    return { matched: changed.length };
  }

  bulkWrite(operations: Doc[]) {
    return this.exclusive(async () => {
      const result = {
        insertedCount: 0,
        matchedCount: 0,
        modifiedCount: 0,
        deletedCount: 0,
        upsertedCount: 0,
        insertedIds: {} as Record<number, unknown>,
        upsertedIds: {} as Record<number, unknown>,
      };
      const batch = batchableUpdates(operations);
      if (batch) {
        const { matched } = await this.batchedUpdates(batch);
        result.matchedCount = matched;
        result.modifiedCount = matched;
      }
      for (const [index, op] of (batch ? [] : operations).entries()) {
        const [kind, raw] = Object.entries(op)[0] ?? [];
        const body = (raw ?? {}) as Doc;
        const filter = (body.filter ?? {}) as Doc;
        const options: UpdateOptions = {
          ...(body.upsert ? { upsert: true } : {}),
          ...(body.arrayFilters ? { arrayFilters: body.arrayFilters as Doc[] } : {}),
        };
        if (kind === 'insertOne') {
          const document = body.document as Doc;
          const inserted = await this.insertEncoded(encodeDoc(document));
          const id = decodeDoc({ _id: inserted._id })._id;
          if (document._id === undefined) document._id = id;
          result.insertedIds[index] = id;
          result.insertedCount += 1;
        } else if (kind === 'updateOne' || kind === 'updateMany' || kind === 'replaceOne') {
          const updateDoc = (kind === 'replaceOne' ? body.replacement : body.update) as Doc;
          const r = await this.updateInternal(filter, updateDoc, options, kind === 'updateMany');
          result.matchedCount += r.matched;
          result.modifiedCount += r.modified;
          if (r.upsertedId !== null) {
            result.upsertedCount += 1;
            result.upsertedIds[index] = decodeDoc({ _id: r.upsertedId })._id;
          }
        } else if (kind === 'deleteOne' || kind === 'deleteMany') {
          result.deletedCount += (await this.deleteInternal(filter, kind === 'deleteMany')).deletedCount;
        } else {
          throw new MongoServerError(`Unsupported bulkWrite operation ${String(kind)}`, 2, 'BadValue');
        }
      }
      return {
        ...result,
        ok: 1,
        isOk: () => true,
        getWriteErrors: () => [],
        hasWriteErrors: () => false,
      };
    });
  }

  async createIndex(
    keys: Record<string, 1 | -1> | string,
    options: { unique?: boolean; sparse?: boolean; name?: string } = {},
  ): Promise<string> {
    const key = typeof keys === 'string' ? { [keys]: 1 as const } : keys;
    const fields = Object.keys(key);
    const name = options.name ?? fields.map((f) => `${f}_${key[f]}`).join('_');
    if (this.indexSpecs.some((s) => s.name === name)) return name;
    try {
      await this.store.ensureIndexAsync({
        fieldName: fields.length === 1 ? (fields[0] as string) : fields,
        unique: options.unique ?? false,
        sparse: options.sparse ?? false,
      });
    } catch (error) {
      throw this.translateWriteError(error);
    }
    this.indexSpecs.push({ name, key, ...(options.unique ? { unique: true } : {}), ...(options.sparse ? { sparse: true } : {}) });
    return name;
  }

  async createIndexes(specs: Array<{ key: Record<string, 1 | -1>; name?: string; unique?: boolean; sparse?: boolean }>): Promise<string[]> {
    const names: string[] = [];
    for (const { key, ...options } of specs) names.push(await this.createIndex(key, options));
    return names;
  }

  /**
   * Indexes the data file brought with it (nedb restores them on load) that no
   * model of this process declared, listed as MongoDB would list them: a
   * migration that retires an index must see it to drop it.
   */
  private async adoptStoredIndexes(): Promise<void> {
    const stored = await loadedIndexes(this.store);
    for (const [fieldKey, index] of Object.entries(stored)) {
      if (fieldKey === '_id') continue;
      const fields = fieldKey.split(',');
      if (this.indexSpecs.some((s) => [...Object.keys(s.key)].sort().join(',') === [...fields].sort().join(','))) continue;
      const key = Object.fromEntries(fields.map((f) => [f, 1 as const]));
      this.indexSpecs.push({
        name: fields.map((f) => `${f}_1`).join('_'),
        key,
        ...(index.unique ? { unique: true } : {}),
        ...(index.sparse ? { sparse: true } : {}),
      });
    }
  }

  listIndexes(): ArrayCursor {
    return new ArrayCursor(async () => {
      await this.adoptStoredIndexes();
      return this.indexSpecs.map((s) => ({ v: 2, ...s }));
    });
  }

  async indexes(): Promise<Doc[]> {
    return this.listIndexes().toArray();
  }

  async indexExists(names: string | string[]): Promise<boolean> {
    return [names].flat().every((n) => this.indexSpecs.some((s) => s.name === n));
  }

  async dropIndex(name: string): Promise<void> {
    await this.adoptStoredIndexes();
    const at = this.indexSpecs.findIndex((s) => s.name === name);
    if (at <= 0) throw new MongoServerError(`index not found with name [${name}]`, 27, 'IndexNotFound');
    const [spec] = this.indexSpecs.splice(at, 1);
    if (spec) await this.store.removeIndexAsync([...Object.keys(spec.key)].sort().join(','));
  }

  async dropIndexes(): Promise<boolean> {
    for (const spec of this.indexSpecs.slice(1)) await this.dropIndex(spec.name);
    return true;
  }

  stopAutocompaction(): void {
    this.store.stopAutocompaction();
  }

  async compactFile(): Promise<void> {
    await this.store.compactDatafileAsync();
  }

  async drop(): Promise<boolean> {
    await this.exclusive(() => this.store.removeAsync({}, { multi: true }));
    return true;
  }
}
