/**
 * Test-only crash injection for the store: counts the writes made through the
 * driver collections of some models and "kills the process" at write k. From
 * then on every write of those collections fails, as nothing more reaches the
 * store after a real crash (the season lock's release included), until the
 * test "restarts" with `revive()`.
 *
 * Two ways to die at write k:
 * - `before`: write k never happens;
 * - `partial`: a write of several documents (bulkWrite, insertMany,
 *   updateMany, deleteMany) is applied in part, then the process dies. The
 *   embedded store applies a bulkWrite of per-_id updates and an insertMany
 *   whole, but MongoDB does not: this is MongoDB's crash, played on nedb.
 * Dying after write k is dying before write k + 1.
 */
import type mongoose from 'mongoose';

export const WRITE_METHODS = [
  'insertOne',
  'insertMany',
  'updateOne',
  'updateMany',
  'replaceOne',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
  'deleteOne',
  'deleteMany',
  'bulkWrite',
] as const;
type WriteMethod = (typeof WRITE_METHODS)[number];
type DriverCall = (...args: unknown[]) => Promise<unknown>;

export type CrashMode = 'before' | 'partial';
export interface WriteRecord {
  collection: string;
  method: WriteMethod;
  /** Documents or operations in the write (1 for single-document writes). */
  size: number;
}

export class CrashInjected extends Error {}

type Originals = Record<WriteMethod, DriverCall>;

/** The part of a write of several documents that `partial` applies before dying: the first half of a list, or one matching document. */
function partialWrite(method: WriteMethod, originals: Originals, args: unknown[]): Promise<unknown> | null {
  const [first, ...rest] = args;
  if ((method === 'bulkWrite' || method === 'insertMany') && Array.isArray(first) && first.length > 1) {
    return originals[method](first.slice(0, Math.floor(first.length / 2)), ...rest);
  }
  if (method === 'updateMany') return originals.updateOne(...args);
  if (method === 'deleteMany') return originals.deleteOne(...args);
  return null;
}

export class CrashInjector {
  private readonly installed: Array<{ target: Record<string, unknown>; method: WriteMethod }> = [];
  private armed = false;
  private crashAt = 0;
  private mode: CrashMode = 'before';
  private dead = false;
  /** Writes seen since `arm`, in order. */
  readonly writes: WriteRecord[] = [];
  /**
   * The collections written since the first `arm` (by any run: the
   * reference, the crashed ones, their retries, the restores), until
   * `endWatch`: the others still hold what was snapshotted before it, so the
   * crash test restores and compares only these.
   */
  readonly touched = new Set<string>();
  private watching = false;

  /** Wraps the write methods of each model's driver collection (instance properties over the class's methods). */
  install(models: ReadonlyArray<mongoose.Model<never>>): void {
    for (const model of models) {
      // The driver collection under mongoose's (the embedded NedbCollection), which the typings do not show.
      const target = (model.collection as unknown as { collection: Record<string, unknown> }).collection;
      const name = model.collection.collectionName;
      const originals = Object.fromEntries(WRITE_METHODS.map((m) => [m, (target[m] as DriverCall).bind(target)])) as Originals;
      for (const method of WRITE_METHODS) {
        target[method] = (...args: unknown[]) => this.write(name, method, args, originals);
        this.installed.push({ target, method });
      }
    }
  }

  uninstall(): void {
    for (const { target, method } of this.installed.splice(0)) delete target[method];
  }

  /** Starts counting; with `crashAt` > 0 the process dies at that write. */
  arm(crashAt = 0, mode: CrashMode = 'before'): void {
    this.writes.length = 0;
    this.armed = true;
    this.crashAt = crashAt;
    this.mode = mode;
    this.dead = false;
    this.watching = true;
  }

  endWatch(): void {
    this.watching = false;
    this.touched.clear();
  }

  /** The restart: writes go through again, uncounted. */
  revive(): void {
    this.armed = false;
    this.dead = false;
  }

  get crashed(): boolean {
    return this.dead;
  }

  private async write(collection: string, method: WriteMethod, args: unknown[], originals: Originals): Promise<unknown> {
    const original = originals[method];
    if (this.watching) this.touched.add(collection);
    if (!this.armed) return original(...args);
    if (this.dead) throw new CrashInjected(`process is dead (${collection}.${method})`);
    const [first] = args;
    this.writes.push({ collection, method, size: Array.isArray(first) ? first.length : 1 });
    if (this.writes.length !== this.crashAt) return original(...args);
    this.dead = true;
    if (this.mode === 'partial') {
      const part = partialWrite(method, originals, args);
      if (part) await part;
    }
    throw new CrashInjected(`crash at write ${this.crashAt} (${collection}.${method}, ${this.mode})`);
  }
}

/** Whether a write takes several documents, so that `partial` differs from `before` at it. */
export function isMultiDocumentWrite(write: WriteRecord): boolean {
  return (
    write.method === 'updateMany' ||
    write.method === 'deleteMany' ||
    ((write.method === 'bulkWrite' || write.method === 'insertMany') && write.size > 1)
  );
}
