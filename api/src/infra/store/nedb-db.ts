/**
 * A MongoClient/Db look-alike over nedb: one datastore per collection, in
 * memory or one file per collection under a directory (one process per
 * directory: nedb keeps no lock across processes).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Datastore from '@seald-io/nedb';
import type { Doc } from './codec.js';
import { ArrayCursor } from './nedb-cursor.js';
import { NedbCollection } from './nedb-collection.js';

export interface NedbLocation {
  inMemory: boolean;
  directory: string | null;
}

/** `nedb://memory` is in memory; `nedb:///abs/dir` or `nedb://rel/dir` a directory; bare `nedb://` is ./data. */
export function parseNedbUri(uri: string): NedbLocation {
  const rest = uri.slice('nedb://'.length);
  if (rest === 'memory') return { inMemory: true, directory: null };
  return { inMemory: false, directory: path.resolve(rest === '' ? 'data' : rest) };
}

/**
 * Collections whose few documents are rewritten every few seconds (live
 * matches' crash-recovery progress, one per live match): the file store
 * appends every rewrite, so they are compacted this often.
 */
const OFTEN_REWRITTEN = new Set(['liveprogresses']);
const OFTEN_REWRITTEN_COMPACT_MS = 60_000;

export class NedbDb {
  private readonly collections = new Map<string, NedbCollection>();

  constructor(
    readonly databaseName: string,
    private readonly location: NedbLocation,
  ) {
    if (location.directory) mkdirSync(location.directory, { recursive: true });
  }

  collection(name: string): NedbCollection {
    let existing = this.collections.get(name);
    if (!existing) {
      const store = new Datastore<Doc>(
        this.location.inMemory || !this.location.directory
          ? { inMemoryOnly: true }
          : { filename: path.join(this.location.directory, `${name}.db`) },
      );
      // Loading is queued by nedb's executor ahead of every later call on this store.
      void store.loadDatabaseAsync();
      // nedb appends every update to the file: a collection rewritten every few seconds compacts itself.
      if (!this.location.inMemory && this.location.directory && OFTEN_REWRITTEN.has(name))
        store.setAutocompactionInterval(OFTEN_REWRITTEN_COMPACT_MS);
      existing = new NedbCollection(name, store, (other) => this.collection(other).allEncoded());
      this.collections.set(name, existing);
    }
    return existing;
  }

  async createCollection(name: string): Promise<NedbCollection> {
    return this.collection(name);
  }

  listCollections(): ArrayCursor {
    return new ArrayCursor(async () => [...this.collections.keys()].map((name) => ({ name, type: 'collection' })));
  }

  async dropCollection(name: string): Promise<boolean> {
    await this.collection(name).drop();
    return true;
  }

  async dropDatabase(): Promise<boolean> {
    for (const c of this.collections.values()) await c.drop();
    return true;
  }

  async compact(): Promise<void> {
    // Rewriting each file keeps restart time proportional to live data, not history.
    if (this.location.inMemory) return;
    for (const name of OFTEN_REWRITTEN) if (this.collections.has(name)) this.collection(name).stopAutocompaction();
    await Promise.all([...this.collections.keys()].map((name) => this.collection(name).compactFile()));
  }
}

export class NedbClient {
  private readonly dbs = new Map<string, NedbDb>();
  constructor(private readonly location: NedbLocation) {}

  db(name = 'hardwood'): NedbDb {
    let db = this.dbs.get(name);
    if (!db) {
      const location =
        this.location.directory && name !== 'hardwood'
          ? { ...this.location, directory: path.join(this.location.directory, name) }
          : this.location;
      db = new NedbDb(name, location);
      this.dbs.set(name, db);
    }
    return db;
  }

  async close(): Promise<void> {
    for (const db of this.dbs.values()) await db.compact();
  }

  // The MongoClient event surface mongoose subscribes to; the embedded store never emits.
  on(): this {
    return this;
  }
  setMaxListeners(): this {
    return this;
  }
}
