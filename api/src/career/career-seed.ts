/**
 * The career's secret seed (user.careerSeed): part of every game event's key
 * (shared careerEventKey), so outcomes are fixed per career and matchday but
 * cannot be computed by a client from the ids it sees.
 */
import { randomBytes } from 'node:crypto';
import type mongoose from 'mongoose';
import { UserModel } from '../auth/user.model.js';

export function newCareerSeed(): string {
  return randomBytes(16).toString('hex');
}

/** The career's seed; a career set up before seeds existed gets one now, once (the guarded update keeps the first). */
export async function careerSeedOf(user: { _id: mongoose.Types.ObjectId; careerSeed?: string | null }): Promise<string> {
  if (user.careerSeed) return user.careerSeed;
  await UserModel.updateOne({ _id: user._id, careerSeed: null }, { $set: { careerSeed: newCareerSeed() } });
  const stored = await UserModel.findById(user._id, { careerSeed: 1 }).lean();
  if (!stored?.careerSeed) throw new Error('career seed missing after update');
  return stored.careerSeed;
}

/** The seed of a career by its user id. */
export async function careerSeedFor(userId: mongoose.Types.ObjectId): Promise<string> {
  const user = await UserModel.findById(userId, { careerSeed: 1 }).lean();
  if (!user) throw new Error('career without a user');
  return careerSeedOf(user);
}
