/**
 * One writer of a season's results at a time, without transactions: a guarded
 * update claims the season with a short lease that the holder renews while it
 * works. A holder that dies stops renewing, so its claim runs out within one
 * lease, whichever process (or how many) shares the store; and on the
 * embedded store, where one process owns the data directory, the restarted
 * process drops every claim at start (`releaseAllSeasonLocks`), so the same
 * career retries at once.
 */
import { randomUUID } from 'node:crypto';
import type mongoose from 'mongoose';
import { conflict, HttpError } from '../http/errors.js';
import { SeasonModel } from '../season/season.model.js';

/** How long a claim lives without renewal: far above a matchday's processing (about 0.15 s) and any synchronous stretch of it. */
export const SEASON_LOCK_LEASE_MS = 15_000;
/** The holder renews this often, so a live holder never loses its claim to a slow step. */
export const SEASON_LOCK_RENEW_MS = 5_000;
/** How often a waiting caller tries the claim again. */
const SEASON_LOCK_POLL_MS = 50;
export const BUSY_MESSAGE = 'This matchday is currently being processed. Please wait a moment.';

/** This process's incarnation; each claim's holder is `<process>/<call>`, so a stale release cannot free someone else's claim. */
const PROCESS_ID = randomUUID();
let claims = 0;

export interface SeasonLockTiming {
  leaseMs: number;
  renewMs: number;
}

const DEFAULT_TIMING: SeasonLockTiming = { leaseMs: SEASON_LOCK_LEASE_MS, renewMs: SEASON_LOCK_RENEW_MS };

export async function withSeasonLock<T>(seasonId: mongoose.Types.ObjectId, work: () => Promise<T>, timing: SeasonLockTiming = DEFAULT_TIMING): Promise<T> {
  claims += 1;
  const holder = `${PROCESS_ID}/${claims}`;
  const now = Date.now();
  const claimed = await SeasonModel.updateOne({ _id: seasonId, lockedUntil: { $lt: now } }, { $set: { lockedUntil: now + timing.leaseMs, lockHolder: holder } });
  if (claimed.modifiedCount !== 1) throw conflict(BUSY_MESSAGE);
  // Renewals run one after another, and the release waits for the last one, so a late renewal never re-claims a released season.
  let renewing: Promise<unknown> = Promise.resolve();
  const renew = async () => {
    const kept = await SeasonModel.updateOne({ _id: seasonId, lockHolder: holder }, { $set: { lockedUntil: Date.now() + timing.leaseMs } });
    // Lost only if the lease ran out (the event loop stalled for a whole lease) and another call claimed it: its guarded steps still converge.
    if (kept.modifiedCount !== 1) console.warn(`[season-lock] lost the claim on season ${seasonId.toString()} while working`);
  };
  const timer = setInterval(() => {
    renewing = renewing.then(renew).catch((error: unknown) => console.warn('[season-lock] renewal failed', error));
  }, timing.renewMs);
  timer.unref();
  try {
    return await work();
  } finally {
    clearInterval(timer);
    await renewing;
    await SeasonModel.updateOne({ _id: seasonId, lockHolder: holder }, { $set: { lockedUntil: 0, lockHolder: null } });
  }
}

/** `withSeasonLock`, waiting up to `waitMs` for another holder to finish instead of answering 409 at once. */
export async function waitForSeasonLock<T>(seasonId: mongoose.Types.ObjectId, work: () => Promise<T>, waitMs: number): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return await withSeasonLock(seasonId, work);
    } catch (error) {
      const busy = error instanceof HttpError && error.status === 409 && error.message === BUSY_MESSAGE;
      if (!busy || Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, SEASON_LOCK_POLL_MS));
    }
  }
}

/**
 * Drops every season claim. Only for a process that is the store's sole
 * writer, at its start (the embedded store's rule: one API process per data
 * directory): any claim found then belongs to a process that died. With
 * MongoDB and several API processes a live peer may hold a claim, so there
 * the lease alone frees a dead holder's claim.
 */
export async function releaseAllSeasonLocks(): Promise<number> {
  const released = await SeasonModel.updateMany({ lockedUntil: { $gt: 0 } }, { $set: { lockedUntil: 0, lockHolder: null } });
  return released.modifiedCount;
}
