/**
 * The access rule, written once: a signed-in manager acts through his seat,
 * which resolves the world whose records he may read and the club whose
 * private records (finances, office, scouting, lineup, academy, offers) are
 * his. Services take the seat; a record of another world, or a private record
 * of another club of the same world, is not found.
 */
import { randomBytes } from 'node:crypto';
import type mongoose from 'mongoose';
import type { UserDoc } from '../../models/auth/user.model.js';
import { SeatModel } from '../../models/worlds/seat.model.js';
import { WorldModel } from '../../models/worlds/world.model.js';

type Id = mongoose.Types.ObjectId;

/** A club of a world: the owner of a club's private records. */
export interface Club {
  worldId: Id;
  teamId: Id;
}

export interface Seat {
  /** The manager. */
  user: UserDoc;
  userId: Id;
  /** The world that owns every record the seat reads. */
  worldId: Id;
  /** The club the seat runs: the owner of its private records. */
  teamId: Id;
}

/** The user's seat in his single-player career, or null before setup (and after an abandon). */
export async function careerSeatOf(user: UserDoc): Promise<Seat | null> {
  if (!user.isSetupComplete || !user.careerWorldId) return null;
  const seat = await SeatModel.findOne({ worldId: user.careerWorldId, userId: user._id }, { teamId: 1 }).lean();
  if (!seat) return null;
  return { user, userId: user._id, worldId: user.careerWorldId, teamId: seat.teamId };
}

/** How often a manager's presence in a league is written down: a write a request would be wasteful, and absence is counted in rounds. */
const SEEN_EVERY_MS = 5 * 60 * 1000;

async function markSeen(seat: { _id: Id; lastSeenAt?: Date | null }, now = new Date()): Promise<void> {
  if (seat.lastSeenAt && now.getTime() - seat.lastSeenAt.getTime() < SEEN_EVERY_MS) return;
  await SeatModel.updateOne({ _id: seat._id }, { $set: { lastSeenAt: now } });
}

/**
 * The seat every club page reads through: the league the manager switched
 * to while he still holds a seat there, else his career. A seat lost since
 * (absence, a league that ended) falls back to the career.
 */
export async function activeSeatOf(user: UserDoc): Promise<Seat | null> {
  const active = user.activeWorldId;
  if (active && !(user.careerWorldId?.equals(active) ?? false)) {
    const seat = await SeatModel.findOne({ worldId: active, userId: user._id }, { teamId: 1, lastSeenAt: 1 }).lean();
    if (seat) {
      await markSeen(seat);
      return { user, userId: user._id, worldId: active, teamId: seat.teamId };
    }
  }
  return careerSeatOf(user);
}

/** A seat by its manager and world, for callers that start from a live pass or a job rather than a request. */
export async function seatIn(worldId: Id, userId: Id): Promise<{ teamId: Id } | null> {
  return SeatModel.findOne({ worldId, userId }, { teamId: 1 }).lean();
}

/** Every club of a world that a manager runs (the AI runs the others). */
export async function managedTeamIds(worldId: Id): Promise<Id[]> {
  return (await SeatModel.find({ worldId }, { teamId: 1 }).lean()).map((s) => s.teamId);
}

export function newWorldSeed(): string {
  return randomBytes(16).toString('hex');
}

/** The world's secret seed; a world made before seeds existed gets one now, once (the guarded update keeps the first). */
export async function worldSeed(worldId: Id): Promise<string> {
  const world = await WorldModel.findById(worldId, { seed: 1 }).lean();
  if (world?.seed) return world.seed;
  if (!world) throw new Error('world missing');
  await WorldModel.updateOne({ _id: worldId, seed: null }, { $set: { seed: newWorldSeed() } });
  const stored = await WorldModel.findById(worldId, { seed: 1 }).lean();
  if (!stored?.seed) throw new Error('world seed missing after update');
  return stored.seed;
}
