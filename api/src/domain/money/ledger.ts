/**
 * The one way a club's budget moves (shared/notes/club-design.md, "Money"):
 * a single guarded update of the team record, applied only while the
 * movement's key is absent from the record's recent keys and, for a cost,
 * only while the budget covers it; then the transaction record, written once
 * under the same key. A double click, a retry after a crash, or parallel
 * calls move the money exactly once, and no budget goes below zero.
 */
import type mongoose from 'mongoose';
import { LEDGER_KEYS_KEPT, type TRANSACTION_TYPES } from '@hardwood/shared';
import { isDuplicateKeyError } from '../../infra/store/errors.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { TransactionModel } from '../../models/money/transaction.model.js';

export interface MoneyMovement {
  worldId: mongoose.Types.ObjectId;
  teamId: mongoose.Types.ObjectId;
  /** Whole euros: positive income, negative expense; never 0. */
  amount: number;
  /** Unique in the career: names this movement for every retry of it. */
  key: string;
  type: (typeof TRANSACTION_TYPES)[number];
  description: string;
  season: number;
  matchday: number;
  /** The parts of a movement that sums several (an AI club's matchday accounts), kept on its record. */
  parts?: { gates: number; tv: number; sponsors: number; wages: number; runningCosts: number; games: number };
  /**
   * A cost paid from money the club set aside (domain/money/holds.ts): the
   * key of that hold, which must hold exactly the cost. The same update
   * books the movement and ends the hold, so the money leaves once.
   */
  fromHold?: string;
}

/** One line of a managed club's matchday: its own transaction record, under the movement's key and its part. */
export interface MatchdayLine {
  part: string;
  type: (typeof TRANSACTION_TYPES)[number];
  amount: number;
  description: string;
}

/**
 * A club's matchday as the ledger books it: one movement of its budget by
 * `amount`, recorded as one transaction (an AI club's, its parts on the
 * record) or as the lines a managed club's finances show (`lines`, whose
 * amounts sum to `amount`).
 */
export interface MatchdayMovement extends MoneyMovement {
  lines?: readonly MatchdayLine[];
}

/** The transaction records of a matchday movement: its lines under `key:part`, or itself. */
function matchdayRecords(m: MatchdayMovement): MoneyMovement[] {
  if (!m.lines) return [m];
  return m.lines.map((line) => ({
    ...m,
    key: `${m.key}:${line.part}`,
    type: line.type,
    amount: line.amount,
    description: line.description,
    parts: undefined,
  }));
}

/** A movement's transaction record, but for the career and key it is found by. */
function recordOf(m: MoneyMovement) {
  return {
    teamId: m.teamId,
    type: m.type,
    description: m.description,
    amount: m.amount,
    season: m.season,
    matchday: m.matchday,
    ...(m.parts ? { parts: m.parts } : {}),
    createdAt: new Date(),
  };
}

/**
 * Applies the movement once. Answers true when it is applied (now or by an
 * earlier call with the same key), false when the budget does not cover a
 * cost (nothing changes then).
 */
export async function moveMoney(m: MoneyMovement): Promise<boolean> {
  if (!Number.isSafeInteger(m.amount) || m.amount === 0)
    throw new Error(`ledger: amount must be a non-zero whole number of euros, got ${m.amount}`);
  // A movement old enough to have left the club's recent keys still has its transaction record.
  if (await TransactionModel.exists({ worldId: m.worldId, key: m.key })) return true;
  const filter: Record<string, unknown> = { _id: m.teamId, worldId: m.worldId, ledgerKeys: { $ne: m.key } };
  const keys = { $push: { ledgerKeys: { $each: [m.key], $slice: -LEDGER_KEYS_KEPT } } };
  let update: Record<string, unknown> = { $inc: { budget: m.amount }, ...keys };
  if (m.fromHold !== undefined) {
    if (m.amount >= 0 || !m.fromHold.endsWith(`:${-m.amount}`))
      throw new Error(`ledger: hold ${m.fromHold} does not hold a cost of ${-m.amount}`);
    filter.heldKeys = m.fromHold;
    update = { $inc: { heldEuros: m.amount }, $pull: { heldKeys: m.fromHold }, ...keys };
  } else if (m.amount < 0) filter.budget = { $gte: -m.amount };
  const applied = await TeamModel.updateOne(filter, update);
  if (applied.modifiedCount === 0) {
    const team = await TeamModel.findOne({ _id: m.teamId, worldId: m.worldId }, { ledgerKeys: 1 }).lean();
    if (!team) throw new Error(`ledger: no team ${m.teamId.toString()} in this career`);
    // Lean reads skip schema defaults: a club that never moved money has no keys stored yet.
    if (!(team.ledgerKeys ?? []).includes(m.key)) return false;
  }
  try {
    await TransactionModel.updateOne(
      { worldId: m.worldId, key: m.key },
      {
        $setOnInsert: recordOf(m),
      },
      { upsert: true },
    );
  } catch (error) {
    // A parallel writer of the same key (a MongoDB upsert race) wrote it.
    if (!isDuplicateKeyError(error)) throw error;
  }
  return true;
}

/**
 * `moveMoney` for many movements at once (the AI market's moves of a
 * matchday): one read of the keys already recorded, the same guarded, keyed
 * updates in one bulk write, one read of which keys the clubs hold, then the
 * missing transaction records in one insert. Answers the keys applied (now or before). Movements apply in order,
 * so two costs of one club are each checked against what the first left.
 */
export async function moveMoneyMany(
  movements: readonly MoneyMovement[],
  /** `fresh`: the caller knows none of these keys has been used (a plan just written): the look-ups are skipped. */
  options: { fresh?: boolean } = {},
): Promise<Set<string>> {
  const worldId = movements[0]?.worldId;
  if (!worldId) return new Set();
  for (const m of movements)
    if (!Number.isSafeInteger(m.amount) || m.amount === 0)
      throw new Error(`ledger: amount must be a non-zero whole number of euros, got ${m.amount}`);
  if (movements.some((m) => !m.worldId.equals(worldId))) throw new Error('ledger: one career per batch');
  // By key alone, then the career: a query naming the career too would read every movement of it on the embedded store.
  const recorded = options.fresh
    ? new Set<string>()
    : new Set(
        (await TransactionModel.find({ key: { $in: movements.map((m) => m.key) } }, { key: 1, worldId: 1 }).lean())
          .filter((t) => t.worldId.equals(worldId))
          .map((t) => t.key),
      );
  const pending = movements.filter((m) => !recorded.has(m.key));
  let modified = 0;
  if (pending.length > 0) {
    ({ modifiedCount: modified } = await TeamModel.bulkWrite(
      pending.map((m) => ({
        updateOne: {
          filter: { _id: m.teamId, worldId, ledgerKeys: { $ne: m.key }, ...(m.amount < 0 ? { budget: { $gte: -m.amount } } : {}) },
          update: { $inc: { budget: m.amount }, $push: { ledgerKeys: { $each: [m.key], $slice: -LEDGER_KEYS_KEPT } } },
        },
      })),
    ));
  }
  // Fresh keys all guarded through: nothing to look up. Otherwise the clubs' keys say which applied, now or before.
  const held =
    options.fresh && modified === pending.length
      ? new Set(pending.map((m) => m.key))
      : new Set(
          (
            await TeamModel.find({ worldId, _id: { $in: [...new Set(pending.map((m) => m.teamId.toString()))] } }, { ledgerKeys: 1 }).lean()
          ).flatMap((t) => t.ledgerKeys),
        );
  const missing = pending.filter((m) => held.has(m.key));
  const applied = [...movements.filter((m) => recorded.has(m.key)), ...missing];
  if (missing.length > 0) {
    await insertTransactions(worldId, missing);
  }
  return new Set(applied.map((m) => m.key));
}

/**
 * Clubs' movements of one matchday (their accounts), each applied once per
 * club and matchday key, guarded by the club's `accountsKey` (a number that
 * only grows) rather than its list of recent keys, so a matchday's 150
 * movements do not fill every club's list; a cost only while the budget
 * covers it (a refused one stays due, as `moveMoneyMany`'s). Each applied
 * movement then has its record, written once under its key. Answers the
 * keys of the movements applied, now or before.
 */
export async function moveMatchdayMoney(
  worldId: mongoose.Types.ObjectId,
  accountsKey: number,
  movements: readonly MatchdayMovement[],
): Promise<Set<string>> {
  if (movements.length === 0) return new Set();
  for (const m of movements) {
    const lines = m.lines ?? [];
    for (const line of lines)
      if (!Number.isSafeInteger(line.amount) || line.amount === 0)
        throw new Error(`ledger: a line must be a non-zero whole number of euros, got ${line.amount}`);
    if (m.lines ? lines.reduce((sum, line) => sum + line.amount, 0) !== m.amount : !Number.isSafeInteger(m.amount) || m.amount === 0)
      throw new Error(`ledger: amount must be a non-zero whole number of euros (the sum of its lines), got ${m.amount}`);
  }
  await TeamModel.bulkWrite(
    movements.map((m) => ({
      updateOne: {
        filter: {
          _id: m.teamId,
          worldId,
          // A missing key (a career made before matchday accounts) counts as none booked.
          $or: [{ accountsKey: { $lt: accountsKey } }, { accountsKey: null }],
          ...(m.amount < 0 ? { budget: { $gte: -m.amount } } : {}),
        },
        update: { $inc: { budget: m.amount }, $set: { accountsKey } },
      },
    })),
  );
  const teams = await TeamModel.find({ worldId, _id: { $in: movements.map((m) => m.teamId) } }, { accountsKey: 1 }).lean();
  const booked = new Set(teams.filter((t) => (t.accountsKey ?? 0) >= accountsKey).map((t) => t._id.toString()));
  const applied = movements.filter((m) => booked.has(m.teamId.toString()));
  const records = applied.flatMap(matchdayRecords);
  const recorded = new Set(
    (await TransactionModel.find({ key: { $in: records.map((m) => m.key) } }, { key: 1, worldId: 1 }).lean())
      .filter((t) => t.worldId.equals(worldId))
      .map((t) => t.key),
  );
  const missing = records.filter((m) => !recorded.has(m.key));
  if (missing.length > 0) {
    await insertTransactions(worldId, missing);
  }
  return new Set(applied.map((m) => m.key));
}

/** Writes the transactions of movements already applied to their clubs, in one insert. */
async function insertTransactions(worldId: mongoose.Types.ObjectId, movements: readonly MoneyMovement[]): Promise<void> {
  // Lean: records built whole here, typed by the schema; mongoose's per-document validation doubled a matchday's ledger time.
  await TransactionModel.insertMany(
    movements.map((m) => ({ worldId, key: m.key, ...recordOf(m) })),
    { lean: true },
  );
}
