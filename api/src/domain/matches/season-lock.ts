/**
 * One writer of a season's results at a time, without transactions: a renewed
 * lease on the season record (infra/locks/lease.ts). A holder that dies stops
 * renewing, so its claim runs out within one lease, whichever process (or how
 * many) shares the store; and on the embedded store, where one process owns
 * the data directory, the restarted process drops every claim at start
 * (`releaseAllSeasonLocks`), so the same career retries at once.
 */
import type mongoose from 'mongoose';
import { ConflictError } from '../../infra/errors/domain-errors.js';
import { type LeaseKind, type LeaseTiming, releaseAll, withLease } from '../../infra/locks/lease.js';
import { SeasonModel } from '../../models/season/season.model.js';

/** How long a claim lives without renewal: far above a matchday's processing (about 0.15 s) and any synchronous stretch of it. */
export const SEASON_LOCK_LEASE_MS = 15_000;
/** The holder renews this often, so a live holder never loses its claim to a slow step. */
export const SEASON_LOCK_RENEW_MS = 5_000;
/** How often a waiting caller tries the claim again. */
const SEASON_LOCK_POLL_MS = 50;
export const BUSY_MESSAGE = 'This matchday is currently being processed. Please wait a moment.';

export type SeasonLockTiming = Pick<LeaseTiming, 'leaseMs' | 'renewMs'>;

const DEFAULT_TIMING: SeasonLockTiming = { leaseMs: SEASON_LOCK_LEASE_MS, renewMs: SEASON_LOCK_RENEW_MS };

const SEASON_LEASE: LeaseKind = {
  name: 'season-lock',
  model: SeasonModel,
  untilField: 'lockedUntil',
  holderField: 'lockHolder',
  busy: () => new ConflictError(BUSY_MESSAGE),
};

/** Runs `work` holding the season, answering 409 at once if someone else holds it. */
export async function withSeasonLock<T>(
  seasonId: mongoose.Types.ObjectId,
  work: () => Promise<T>,
  timing: SeasonLockTiming = DEFAULT_TIMING,
): Promise<T> {
  return withLease(SEASON_LEASE, seasonId, timing, () => work());
}

/** `withSeasonLock`, waiting up to `waitMs` for another holder to finish instead of answering 409 at once. */
export async function waitForSeasonLock<T>(seasonId: mongoose.Types.ObjectId, work: () => Promise<T>, waitMs: number): Promise<T> {
  return withLease(SEASON_LEASE, seasonId, { ...DEFAULT_TIMING, waitMs, pollMs: SEASON_LOCK_POLL_MS }, () => work());
}

/** Drops every season claim: only at the start of the embedded store's sole process (see `releaseAll`). */
export async function releaseAllSeasonLocks(): Promise<number> {
  return releaseAll(SEASON_LEASE);
}
