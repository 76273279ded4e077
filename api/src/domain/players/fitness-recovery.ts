/**
 * Fitness recovery as a decision: a physio session for every
 * player below full fitness, at FITNESS_RECOVERY_COST_PER_PLAYER each, once
 * per matchday. The payment is the ledger's (keyed by the matchday), each
 * player's lift carries the matchday's key: a retry after a crash finishes
 * the session without paying again, a second session is refused.
 */
import {
  countOf,
  FITNESS_MAX,
  FITNESS_RECOVERY_AMOUNT,
  FITNESS_RECOVERY_COST_PER_PLAYER,
  formatEuros,
  type FitnessRecoveryQuote,
  matchdayKey,
} from '@hardwood/shared';
import { ConflictError, RuleViolation } from '../../infra/errors/domain-errors.js';
import { moveMoney } from '../money/ledger.js';
import { TransactionModel } from '../../models/money/transaction.model.js';
import { TeamModel } from '../../models/teams/team.model.js';
import type { MarketCall } from '../transfers/transfers.service.js';
import { PlayerModel } from '../../models/players/player.model.js';

export const RECOVERY_USED_MESSAGE = 'Your physios have already worked this matchday. Book the next session after the next match.';

const sessionKey = (call: Pick<MarketCall, 'season' | 'matchday'>) => `recovery:${call.season.number}:${call.matchday}`;
const callKey = (call: Pick<MarketCall, 'season' | 'matchday'>) => matchdayKey(call.season.number, call.matchday);

export async function recoveryQuote(call: MarketCall): Promise<FitnessRecoveryQuote> {
  const [tired, used] = await Promise.all([
    PlayerModel.countDocuments({ worldId: call.career.worldId, teamId: call.team._id, fitness: { $lt: FITNESS_MAX } }),
    TransactionModel.exists({ worldId: call.career.worldId, key: sessionKey(call) }),
  ]);
  return { tiredPlayers: tired, cost: tired * FITNESS_RECOVERY_COST_PER_PLAYER, usedThisMatchday: Boolean(used) };
}

export async function bookRecovery(
  call: MarketCall,
): Promise<{ success: true; recovered: number; recoveryAmount: number; cost: number; budget: number }> {
  const key = sessionKey(call);
  const booked = await TransactionModel.findOne({ worldId: call.career.worldId, key }, { amount: 1 }).lean();
  const players = await PlayerModel.find({ worldId: call.career.worldId, teamId: call.team._id }, { fitness: 1, recoveredKey: 1 }).lean();
  const pending = players.filter((p) => (p.recoveredKey ?? 0) < callKey(call) && p.fitness < FITNESS_MAX);
  let cost = booked ? -booked.amount : 0;
  if (booked && pending.length === 0) throw new ConflictError(RECOVERY_USED_MESSAGE);
  if (!booked) {
    if (pending.length === 0) throw new RuleViolation('Everyone is fully fit: there is nothing for the physios to do.');
    cost = pending.length * FITNESS_RECOVERY_COST_PER_PLAYER;
    const paid = await moveMoney({
      worldId: call.career.worldId,
      teamId: call.team._id,
      amount: -cost,
      key,
      type: 'fitness_recovery',
      description: `Physio session for ${countOf(pending.length, 'player')}`,
      season: call.season.number,
      matchday: call.matchday,
    });
    if (!paid) throw new RuleViolation(`Not enough budget: the session costs ${formatEuros(cost)}.`);
  }
  const mk = callKey(call);
  await PlayerModel.bulkWrite(
    pending.map((p) => ({
      updateOne: {
        filter: { _id: p._id, $or: [{ recoveredKey: { $lt: mk } }, { recoveredKey: null }] },
        update: { $set: { fitness: Math.min(FITNESS_MAX, p.fitness + FITNESS_RECOVERY_AMOUNT), recoveredKey: mk } },
      },
    })),
  );
  const team = await TeamModel.findById(call.team._id, { budget: 1 }).lean();
  return { success: true, recovered: pending.length, recoveryAmount: FITNESS_RECOVERY_AMOUNT, cost, budget: team?.budget ?? 0 };
}
