/**
 * One change of a manager's career at a time: setup and abandon each hold a
 * per-user lease on the user record while they write (infra/locks/lease.ts), so an
 * abandon racing a setup runs after it (or before it), never in the middle.
 * The lease is renewed while the change runs, carries its holder so only the
 * holder writes under it or releases it, and expires on its own if the
 * holder dies.
 */
import type mongoose from 'mongoose';
import { UserModel } from '../../models/auth/user.model.js';
import { ConflictError } from '../../infra/errors/domain-errors.js';
import { type Lease, type LeaseKind, type LeaseTiming, releaseAll, updateWhileHeld, withLease } from '../../infra/locks/lease.js';

/** How long a claim lives without renewal; after a crash the career is free again this long later. */
export const CAREER_LOCK_LEASE_MS = 15_000;
/** The holder renews this often, so a setup slowed by a busy store keeps its career. */
export const CAREER_LOCK_RENEW_MS = 5_000;
/** How long a call waits for the other change to finish before answering 409. */
export const CAREER_LOCK_WAIT_MS = 5_000;
const CAREER_LOCK_POLL_MS = 25;
export const CAREER_BUSY_MESSAGE = 'Your career is being changed by another request. Please try again in a moment.';

export type CareerLease = Lease;

const DEFAULT_TIMING: LeaseTiming = {
  leaseMs: CAREER_LOCK_LEASE_MS,
  renewMs: CAREER_LOCK_RENEW_MS,
  waitMs: CAREER_LOCK_WAIT_MS,
  pollMs: CAREER_LOCK_POLL_MS,
};

const CAREER_LEASE: LeaseKind = {
  name: 'career-lock',
  model: UserModel,
  untilField: 'careerLockUntil',
  holderField: 'careerLockHolder',
  busy: () => new ConflictError(CAREER_BUSY_MESSAGE),
};

/** Runs `work` holding the user's career lease, waiting a bounded time for another holder to finish. */
export async function withCareerLock<T>(
  userId: mongoose.Types.ObjectId,
  work: (lease: CareerLease) => Promise<T>,
  timing: LeaseTiming = DEFAULT_TIMING,
): Promise<T> {
  return withLease(CAREER_LEASE, userId, timing, work);
}

/** A user update made only while `lease` is still held (a holder whose lease was taken over writes nothing). */
export async function updateUnderLease(lease: CareerLease, update: Record<string, unknown>): Promise<boolean> {
  return updateWhileHeld(lease, update);
}

/** Frees every career lease: only at the start of the embedded store's sole process (see `releaseAll`). */
export async function releaseAllCareerLocks(): Promise<number> {
  return releaseAll(CAREER_LEASE);
}
