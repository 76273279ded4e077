/**
 * Money set aside, not spent: a leading bid on the managers' market holds
 * its amount out of the club's budget (into `heldEuros`) until it is outbid
 * or its deadline comes. A hold is not a movement of the club's money, so it
 * writes no transaction; paying a fee from a hold is one, and goes through
 * the ledger (`moveMoney` with `fromHold`, domain/money/ledger.ts).
 *
 * Each hold is one guarded update of the team record, keyed `<id>:<amount>`
 * in `heldKeys`: taken only while the key is absent and the budget covers
 * it, released only while the key is present, so a repeat, a retry after a
 * crash or two callers at once take and give back the money exactly once,
 * and a budget never goes below zero.
 */
import type mongoose from 'mongoose';
import { TeamModel } from '../../models/teams/team.model.js';

type Id = mongoose.Types.ObjectId;

export interface Hold {
  worldId: Id;
  teamId: Id;
  /** What the hold is for (a bid's id): unique in the world. */
  id: string;
  /** Whole euros, above 0. */
  amount: number;
}

/** The hold's key on the team record: the amount is in it, so a release gives back exactly what was taken. */
export function holdKey(hold: Pick<Hold, 'id' | 'amount'>): string {
  return `${hold.id}:${hold.amount}`;
}

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new Error(`holds: amount must be a positive whole number of euros, got ${amount}`);
}

/** Whether the club holds this hold now. */
export async function isHeld(hold: Hold): Promise<boolean> {
  return (await TeamModel.exists({ _id: hold.teamId, worldId: hold.worldId, heldKeys: holdKey(hold) })) !== null;
}

/**
 * Takes the hold from the budget. True when it is held (now, or already);
 * false when the budget does not cover it (nothing changes then).
 */
export async function holdMoney(hold: Hold): Promise<boolean> {
  assertAmount(hold.amount);
  const key = holdKey(hold);
  const taken = await TeamModel.updateOne(
    { _id: hold.teamId, worldId: hold.worldId, heldKeys: { $ne: key }, budget: { $gte: hold.amount } },
    { $inc: { budget: -hold.amount, heldEuros: hold.amount }, $push: { heldKeys: key } },
  );
  return taken.modifiedCount === 1 || isHeld(hold);
}

/** Gives the hold back to the budget; a hold already released (or paid) changes nothing. True when this call released it. */
export async function releaseHold(hold: Hold): Promise<boolean> {
  assertAmount(hold.amount);
  const key = holdKey(hold);
  const released = await TeamModel.updateOne(
    { _id: hold.teamId, worldId: hold.worldId, heldKeys: key },
    { $inc: { budget: hold.amount, heldEuros: -hold.amount }, $pull: { heldKeys: key } },
  );
  return released.modifiedCount === 1;
}
