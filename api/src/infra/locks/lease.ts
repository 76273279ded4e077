/**
 * A renewed lease on one record, without transactions: a guarded update
 * claims the record by writing an expiry and a holder into two of its fields,
 * the holder renews the expiry while its work runs, and releases it by holder
 * at the end. A holder that dies stops renewing, so its claim runs out within
 * one lease whichever process (or how many) shares the store; a live holder
 * keeps it through any slow step shorter than a lease. The season lock
 * (domain/matches/season-lock.ts) and the career lock (domain/career/career-lock.ts) are
 * the two kinds.
 */
import { randomUUID } from 'node:crypto';
import type mongoose from 'mongoose';
import type { DomainError } from '../errors/domain-errors.js';

/** The model methods a lease needs (a mongoose model has them all). */
export interface LeaseModel {
  countDocuments(filter: Record<string, unknown>): PromiseLike<number>;
  updateOne(filter: Record<string, unknown>, update: Record<string, unknown>): PromiseLike<{ matchedCount: number; modifiedCount: number }>;
  updateMany(filter: Record<string, unknown>, update: Record<string, unknown>): PromiseLike<{ modifiedCount: number }>;
}

/** What is leased: which model, which two fields hold the claim, and how "busy" is answered. */
export interface LeaseKind {
  /** Names the lease in warnings. */
  name: string;
  model: LeaseModel;
  /** Epoch ms when the claim runs out; 0 (or null, or missing on records older than the field) when free. */
  untilField: string;
  /** Who holds the claim, so only the holder renews, writes under or releases it. */
  holderField: string;
  /** The error when the record stays claimed by someone else past the wait. */
  busy: () => DomainError;
}

export interface LeaseTiming {
  /** How long a claim lives without renewal. */
  leaseMs: number;
  /** How often the holder renews it: well within `leaseMs`. */
  renewMs: number;
  /** How long to keep trying a claimed record before answering busy; 0 answers at once. */
  waitMs?: number;
  /** How often a waiting caller tries again. */
  pollMs?: number;
}

/** A claim held by one call. */
export interface Lease {
  kind: LeaseKind;
  id: mongoose.Types.ObjectId;
  holder: string;
}

const DEFAULT_POLL_MS = 25;

/** This process's incarnation; each claim's holder is `<process>/<call>`, so a stale release or renewal never touches someone else's claim. */
const PROCESS_ID = randomUUID();
let claims = 0;

async function claim(kind: LeaseKind, id: mongoose.Types.ObjectId, holder: string, leaseMs: number): Promise<boolean> {
  const now = Date.now();
  // null matches a missing field too, so records written before the lease fields existed can be claimed.
  const claimed = await kind.model.updateOne(
    { _id: id, $or: [{ [kind.untilField]: { $lt: now } }, { [kind.untilField]: null }] },
    { $set: { [kind.untilField]: now + leaseMs, [kind.holderField]: holder } },
  );
  return claimed.modifiedCount === 1;
}

/** The filter of the record while `lease` is held and unexpired. */
function heldFilter(lease: Lease): Record<string, unknown> {
  return { _id: lease.id, [lease.kind.holderField]: lease.holder, [lease.kind.untilField]: { $gte: Date.now() } };
}

/**
 * Runs `work` holding the lease on record `id`, renewing it meanwhile, and
 * releases it after. Answers `kind.busy()` if another holder keeps the record
 * for longer than `timing.waitMs`.
 */
export async function withLease<T>(
  kind: LeaseKind,
  id: mongoose.Types.ObjectId,
  timing: LeaseTiming,
  work: (lease: Lease) => Promise<T>,
): Promise<T> {
  claims += 1;
  const lease: Lease = { kind, id, holder: `${PROCESS_ID}/${claims}` };
  const deadline = Date.now() + (timing.waitMs ?? 0);
  while (!(await claim(kind, id, lease.holder, timing.leaseMs))) {
    if (Date.now() >= deadline) throw kind.busy();
    await new Promise((resolve) => setTimeout(resolve, timing.pollMs ?? DEFAULT_POLL_MS));
  }
  // Renewals run one after another, and the release waits for the last one, so a late renewal never re-claims a released record.
  let renewing: Promise<unknown> = Promise.resolve();
  const renew = async () => {
    const kept = await kind.model.updateOne(
      { _id: id, [kind.holderField]: lease.holder },
      { $set: { [kind.untilField]: Date.now() + timing.leaseMs } },
    );
    // Lost only if the event loop or the store stalled for a whole lease and another call claimed the record: writes under the lease then refuse.
    if (kept.modifiedCount !== 1) console.warn(`[${kind.name}] lost the lease on ${id.toString()} while working`);
  };
  const timer = setInterval(() => {
    renewing = renewing.then(renew).catch((error: unknown) => console.warn(`[${kind.name}] renewal failed`, error));
  }, timing.renewMs);
  // A pending renewal never keeps the process alive on its own.
  timer.unref();
  try {
    return await work(lease);
  } finally {
    clearInterval(timer);
    await renewing;
    await kind.model.updateOne({ _id: id, [kind.holderField]: lease.holder }, { $set: { [kind.untilField]: 0, [kind.holderField]: null } });
  }
}

/** Whether `lease` is still this call's and unexpired; false means someone else may own the record (and what it guards) now. */
export async function stillHeld(lease: Lease): Promise<boolean> {
  return (await lease.kind.model.countDocuments(heldFilter(lease))) === 1;
}

/** An update of the leased record made only while `lease` is still held (a holder whose lease was taken over writes nothing). */
export async function updateWhileHeld(lease: Lease, update: Record<string, unknown>): Promise<boolean> {
  const result = await lease.kind.model.updateOne(heldFilter(lease), { $set: update });
  return result.matchedCount === 1;
}

/**
 * Frees every lease of one kind. Only for a process that is the store's sole
 * writer, at its start (the embedded store: one API process per data
 * directory): any claim found then was left by a process that died. With
 * MongoDB and several API processes a live peer may hold a claim, so there
 * the expiry alone frees a dead holder's claim.
 */
export async function releaseAll({ model, untilField, holderField }: LeaseKind): Promise<number> {
  const released = await model.updateMany({ [untilField]: { $gt: 0 } }, { $set: { [untilField]: 0, [holderField]: null } });
  return released.modifiedCount;
}
