/**
 * One change of a manager's career at a time: setup and abandon each hold a
 * per-user lease on the user record while they write, so an abandon racing a
 * setup runs after it (or before it), never in the middle. No transactions:
 * the lease is a guarded single-document update, it carries its holder so
 * only the holder releases it, and it expires on its own if the holder dies.
 */
import { randomUUID } from 'node:crypto';
import type mongoose from 'mongoose';
import { UserModel } from '../auth/user.model.js';
import { conflict } from '../http/errors.js';

/** Far longer than a whole-world setup; after a crash the career is free again this long later. */
export const CAREER_LOCK_LEASE_MS = 60_000;
/** How long a call waits for the other change to finish before answering 409. */
export const CAREER_LOCK_WAIT_MS = 5_000;
const CAREER_LOCK_POLL_MS = 25;
export const CAREER_BUSY_MESSAGE = 'Your career is being changed by another request. Please try again in a moment.';

export interface CareerLease {
  userId: mongoose.Types.ObjectId;
  holder: string;
}

async function claim(userId: mongoose.Types.ObjectId, holder: string): Promise<boolean> {
  const now = Date.now();
  const claimed = await UserModel.updateOne(
    { _id: userId, $or: [{ careerLockUntil: { $lt: now } }, { careerLockUntil: null }] },
    { $set: { careerLockUntil: now + CAREER_LOCK_LEASE_MS, careerLockHolder: holder } },
  );
  return claimed.modifiedCount === 1;
}

/** Runs `work` holding the user's career lease, waiting a bounded time for another holder to finish. */
export async function withCareerLock<T>(userId: mongoose.Types.ObjectId, work: (lease: CareerLease) => Promise<T>): Promise<T> {
  const holder = randomUUID();
  const deadline = Date.now() + CAREER_LOCK_WAIT_MS;
  while (!(await claim(userId, holder))) {
    if (Date.now() >= deadline) throw conflict(CAREER_BUSY_MESSAGE);
    await new Promise((resolve) => setTimeout(resolve, CAREER_LOCK_POLL_MS));
  }
  try {
    return await work({ userId, holder });
  } finally {
    await UserModel.updateOne({ _id: userId, careerLockHolder: holder }, { $set: { careerLockUntil: 0, careerLockHolder: null } });
  }
}

/** A user update made only while `lease` is still held (a holder whose lease was taken over writes nothing). */
export async function updateUnderLease(lease: CareerLease, update: Record<string, unknown>): Promise<boolean> {
  const result = await UserModel.updateOne({ _id: lease.userId, careerLockHolder: lease.holder, careerLockUntil: { $gte: Date.now() } }, { $set: update });
  return result.matchedCount === 1;
}

/**
 * Frees every career lease. Only for the store's sole writer at its start (the
 * embedded store: one API process per data directory), where any lease found
 * was left by a crash; with MongoDB the lease's expiry frees it.
 */
export async function releaseAllCareerLocks(): Promise<number> {
  const released = await UserModel.updateMany({ careerLockUntil: { $gt: 0 } }, { $set: { careerLockUntil: 0, careerLockHolder: null } });
  return released.modifiedCount;
}
