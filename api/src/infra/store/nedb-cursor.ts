/** The cursor surface mongoose uses (toArray, next, async iteration, close), over a lazily computed array. */
import type { Doc } from './codec.js';

export class ArrayCursor {
  private results: Promise<Doc[]> | null = null;
  private position = 0;
  closed = false;

  constructor(private readonly load: () => Promise<Doc[]>) {}

  private all(): Promise<Doc[]> {
    this.results ??= this.load();
    return this.results;
  }

  async toArray(): Promise<Doc[]> {
    const all = await this.all();
    const rest = all.slice(this.position);
    this.position = all.length;
    return rest;
  }

  async next(): Promise<Doc | null> {
    const all = await this.all();
    const doc = all[this.position] ?? null;
    if (doc) this.position += 1;
    return doc;
  }

  async hasNext(): Promise<boolean> {
    return this.position < (await this.all()).length;
  }

  async close(): Promise<void> {
    this.closed = true;
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Doc> {
    for (;;) {
      const doc = await this.next();
      if (!doc) return;
      yield doc;
    }
  }
}
