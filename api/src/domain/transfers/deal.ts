/**
 * A transfer as idempotent, resumable steps (no multi-document transactions):
 * the deal record first, then the buyer's guarded debit, the seller's credit,
 * the player's move, the lineup, the news, and the record marked done. Each
 * step converges when repeated, so a deal cut short anywhere is finished by
 * running it again (`resumePendingDeals`, before every market call and at the
 * start of processing). Callers hold the career's season lock.
 */
import type mongoose from 'mongoose';
import { AGENT_QUIET_AFTER_SIGNING_MATCHDAYS, matchdayKeyAfter, transferNews } from '@hardwood/shared';
import { StartingLineupModel } from '../../models/lineup/lineup.model.js';
import { moveMoney } from '../money/ledger.js';
import { writeNewsOnce } from '../../models/news/news.model.js';
import { PlayerModel } from '../../models/players/player.model.js';
import { isDuplicateKeyError } from '../../infra/store/errors.js';
import { DealModel, type DealDoc } from '../../models/transfers/deal.model.js';

export type NewDeal = Omit<DealDoc, '_id' | 'state' | 'createdAt'>;

export type DealOutcome = 'done' | 'refused';

/**
 * Writes the deal (or finds the one already written under its key) and runs
 * it. 'refused' when the buyer's budget does not cover the fee: then nothing
 * has moved and the record is gone, so a later call may try again.
 */
export async function startDeal(deal: NewDeal): Promise<DealOutcome> {
  let record: DealDoc | null;
  try {
    record = (await DealModel.create(deal)).toObject();
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    record = await DealModel.findOne({ worldId: deal.worldId, key: deal.key }).lean<DealDoc>();
    if (!record) throw new Error(`deal ${deal.key} vanished`, { cause: error });
    // Keys name one move of one player (his transfer count is in them): another deal under the same key is a bug, never "done".
    const same =
      record.playerId.equals(deal.playerId) &&
      record.toTeamId.equals(deal.toTeamId) &&
      record.fee === deal.fee &&
      String(record.fromTeamId ?? null) === String(deal.fromTeamId ?? null);
    if (!same) throw new Error(`deal ${deal.key} already names another move`, { cause: error });
  }
  return runDeal(record);
}

/** Runs the deal's remaining steps; each is a no-op when already done. */
export async function runDeal(deal: DealDoc): Promise<DealOutcome> {
  if (deal.state === 'done') return 'done';
  const base = { worldId: deal.worldId, season: deal.season, matchday: deal.matchday };
  const debited = await moveMoney({
    ...base,
    teamId: deal.toTeamId,
    amount: -deal.fee,
    key: `${deal.key}:buy`,
    type: 'player_purchase',
    description: deal.fromName ? `Bought ${deal.playerName} from ${deal.fromName}` : `Signed free agent ${deal.playerName}`,
  });
  if (!debited) {
    // The debit is the first step that changes anything: nothing else has happened.
    await DealModel.deleteOne({ _id: deal._id, state: 'pending' });
    return 'refused';
  }
  if (deal.fromTeamId) {
    await moveMoney({
      ...base,
      teamId: deal.fromTeamId,
      amount: deal.fee,
      key: `${deal.key}:sell`,
      type: 'player_sale',
      description: `Sold ${deal.playerName} to ${deal.toName}`,
    });
  }
  // Guarded by where he was: a repeat finds him moved and changes nothing (his transfer count rises once).
  // Signed at his ask, his agent stays quiet a while (a later cooldown already set is kept).
  await PlayerModel.updateOne(
    { _id: deal.playerId, worldId: deal.worldId, teamId: deal.fromTeamId ?? null },
    {
      $set: {
        teamId: deal.toTeamId,
        templateTeamId: deal.toTemplateTeamId,
        cannotSellUntilMatchday: 0,
        ...(deal.salary ? { salary: deal.salary, contractEndsSeason: deal.contractEndsSeason ?? null } : {}),
      },
      ...(deal.salary
        ? { $max: { agentQuietUntilKey: matchdayKeyAfter(deal.season, deal.matchday, AGENT_QUIET_AFTER_SIGNING_MATCHDAYS) } }
        : {}),
      $inc: { transferCount: 1 },
    },
  );
  // The seller's saved five loses him: the manager's own on a sale (an AI club keeps none, so a purchase from one finds nothing).
  if (deal.fromTeamId) await dropFromLineup(deal.worldId, deal.fromTeamId, deal.playerId);
  const news = transferNews({
    playerName: deal.playerName,
    position: deal.position,
    rating: deal.rating,
    fromName: deal.fromName ?? null,
    toName: deal.toName,
    fee: deal.fee,
  });
  await writeNewsOnce({ ...base, key: `deal:${deal.key}`, ...news });
  await DealModel.updateOne({ _id: deal._id }, { $set: { state: 'done' } });
  return 'done';
}

/** A departed player leaves his old club's saved five: the lineup is made again from the roster (GET /starting-lineup). */
export async function dropFromLineup(
  worldId: mongoose.Types.ObjectId,
  teamId: mongoose.Types.ObjectId,
  playerId: mongoose.Types.ObjectId,
): Promise<void> {
  await StartingLineupModel.deleteOne({
    worldId,
    teamId,
    $or: [{ pgId: playerId }, { sgId: playerId }, { sfId: playerId }, { pfId: playerId }, { cId: playerId }],
  });
}

/** Finishes every deal of the career that a crash cut short, oldest first. */
export async function resumePendingDeals(worldId: mongoose.Types.ObjectId): Promise<number> {
  const pending = await DealModel.find({ worldId, state: 'pending' }).sort({ createdAt: 1, _id: 1 }).lean<DealDoc[]>();
  for (const deal of pending) await runDeal(deal);
  return pending.length;
}
