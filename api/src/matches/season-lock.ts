/**
 * One writer of a season's results at a time, without transactions: a guarded
 * update claims the season until a deadline; a crashed holder's claim expires.
 */
import type mongoose from 'mongoose';
import { conflict } from '../http/errors.js';
import { SeasonModel } from '../season/season.model.js';

/** Longer than any processing run; a crash blocks the season for at most this long. */
export const SEASON_LOCK_MS = 60_000;
export const BUSY_MESSAGE = 'This matchday is currently being processed. Please wait a moment.';

export async function withSeasonLock<T>(seasonId: mongoose.Types.ObjectId, work: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const claimed = await SeasonModel.updateOne({ _id: seasonId, lockedUntil: { $lt: now } }, { $set: { lockedUntil: now + SEASON_LOCK_MS } });
  if (claimed.modifiedCount !== 1) throw conflict(BUSY_MESSAGE);
  try {
    return await work();
  } finally {
    await SeasonModel.updateOne({ _id: seasonId }, { $set: { lockedUntil: 0 } });
  }
}
