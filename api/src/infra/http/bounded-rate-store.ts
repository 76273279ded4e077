/**
 * A fixed-window hit counter for express-rate-limit that holds at most
 * `maxKeys` keys. express-rate-limit's MemoryStore keeps every key
 * for its whole window, so a flood of distinct keys grows the process without
 * bound; here the oldest window is evicted first when the store is full.
 *
 * A Map iterates in insertion order and every window has the same length, so
 * the first entry is always the one that expires soonest: expired entries are
 * dropped from the front on each hit and eviction is O(1), with no timer.
 */
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';

interface Window {
  totalHits: number;
  resetAt: number;
}

export class BoundedMemoryStore implements Store {
  readonly localKeys = true;
  private windowMs: number;
  private readonly now: () => number;
  private readonly windows = new Map<string, Window>();

  constructor(
    readonly maxKeys: number,
    options: { windowMs?: number; now?: () => number } = {},
  ) {
    if (!Number.isInteger(maxKeys) || maxKeys < 1) throw new Error('maxKeys must be a positive integer');
    this.windowMs = options.windowMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  /** express-rate-limit passes its own windowMs here. */
  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  get size(): number {
    return this.windows.size;
  }

  get(key: string): ClientRateLimitInfo | undefined {
    const window = this.live(key);
    return window ? this.info(window) : undefined;
  }

  increment(key: string): ClientRateLimitInfo {
    const now = this.now();
    this.dropExpired(now);
    let window = this.windows.get(key);
    if (!window) {
      while (this.windows.size >= this.maxKeys) {
        const oldest = this.windows.keys().next();
        if (oldest.done) break;
        this.windows.delete(oldest.value);
      }
      window = { totalHits: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.totalHits += 1;
    return this.info(window);
  }

  decrement(key: string): void {
    const window = this.live(key);
    if (window && window.totalHits > 0) window.totalHits -= 1;
  }

  resetKey(key: string): void {
    this.windows.delete(key);
  }

  resetAll(): void {
    this.windows.clear();
  }

  private live(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private dropExpired(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.resetAt > now) break;
      this.windows.delete(key);
    }
  }

  private info(window: Window): ClientRateLimitInfo {
    return { totalHits: window.totalHits, resetTime: new Date(window.resetAt) };
  }
}
