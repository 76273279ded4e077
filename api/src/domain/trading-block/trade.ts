/**
 * A trade between a manager's club and an AI club, checked and run. The
 * check re-reads the world (players where the offer says, squads within the
 * roster rules, money there, wages affordable) and judges the trade again
 * from the AI club's side: an offer made days ago is never taken on trust.
 * The run is idempotent, resumable steps (no transactions): the offer marked
 * `accepting`, the payer's guarded debit, the payee's credit, each player's
 * move guarded by his old club, the lineups, the news, the offer `accepted`.
 * A repeat of any step changes nothing; a crash part-way is finished by the
 * next accept call.
 */
import type mongoose from 'mongoose';
import {
  aiSides,
  dealWageCheck,
  formatEuros,
  judgeTrade,
  tradeRosterRefusal,
  type MarketClub,
  type MarketPlayer,
  type Trade,
} from '@hardwood/shared';
import { ConflictError, RuleViolation } from '../../infra/errors/domain-errors.js';
import { writeNewsOnce } from '../../models/news/news.model.js';
import { PlayerModel } from '../../models/players/player.model.js';
import { TeamModel, type TeamDoc } from '../../models/teams/team.model.js';
import { BlockListingModel, TradeOfferModel, type TradeOfferDoc } from '../../models/trading-block/trading-block.model.js';
import { clubWages } from '../economy/club-wages.js';
import { moveMoney } from '../money/ledger.js';
import { dropFromLineup } from '../transfers/deal.js';
import type { TradeWorld } from './trade-world.js';

export const TRADE_CHECK_MESSAGES = {
  gone: (name: string) => `${name} is no longer where this trade needs him: the offer has lapsed.`,
  locked: (name: string) => `${name} cannot be traded now (on loan, or traded lately).`,
  managerBudget: (amount: number) => `Not enough budget: this trade costs you ${formatEuros(amount)}.`,
  changedMind: (club: string) => `${club} no longer accept this trade as it stands.`,
} as const;

/** The trade's players as the world has them now, or the reason one is not where the trade needs him. */
export function resolveTrade(
  world: TradeWorld,
  aiClubId: string,
  gives: readonly string[],
  gets: readonly string[],
  names: ReadonlyMap<string, string> = new Map(),
): { ai: MarketClub; managerGives: MarketPlayer[]; managerGets: MarketPlayer[] } {
  const ai = world.market.clubs.find((c) => c.id === aiClubId);
  if (!ai) throw new ConflictError('That club is not in your world.');
  const pick = (club: MarketClub, ids: readonly string[], names: ReadonlyMap<string, string>) =>
    ids.map((id) => {
      const p = club.players.find((x) => x.id === id);
      if (!p) throw new ConflictError(TRADE_CHECK_MESSAGES.gone(names.get(id) ?? 'A player'));
      if (world.locked.has(id)) throw new RuleViolation(TRADE_CHECK_MESSAGES.locked(p.name));
      return p;
    });
  return { ai, managerGives: pick(world.manager, gives, names), managerGets: pick(ai, gets, names) };
}

/**
 * Refuses, with the reason, a trade the rules or the AI club would not take
 * now: rosters, money on both sides, the manager's wage limit, and the
 * AI club's judgement. Answers the judgement when it stands.
 */
export async function checkTrade(world: TradeWorld, trade: Trade, ai: MarketClub, managerTeam: TeamDoc) {
  const refusal = tradeRosterRefusal(trade, { manager: world.manager.players.length, ai: ai.players.length }, ai.name);
  if (refusal) throw new RuleViolation(refusal);
  if (trade.managerPays > managerTeam.budget) throw new RuleViolation(TRADE_CHECK_MESSAGES.managerBudget(trade.managerPays));
  if (trade.aiPays > ai.budget) throw new ConflictError(`${ai.name} cannot pay ${formatEuros(trade.aiPays)} now.`);
  const added = trade.managerGets.reduce((s, p) => s + (p.salary ?? 0), 0);
  const removed = trade.managerGives.reduce((s, p) => s + (p.salary ?? 0), 0);
  // Only a trade that adds to the wage bill is held to the limit: shedding wages is always allowed.
  if (added > removed) {
    const wages = await clubWages(managerTeam.worldId, managerTeam);
    const { refusal: wageRefusal } = dealWageCheck({
      wageBill: wages.wageBill,
      addedSalary: added,
      removedSalary: removed,
      projectedIncome: wages.limit.projectedIncome,
      cash: managerTeam.budget,
      fee: trade.managerPays,
    });
    if (wageRefusal) throw new RuleViolation(wageRefusal);
  }
  return judgeTrade(aiSides(trade), ai, world.manager.reputation);
}

/** Runs an offer marked `accepting` to the end; every step is a no-op when already done. */
export async function runTrade(offer: TradeOfferDoc, matchday: number): Promise<void> {
  const base = { worldId: offer.worldId, season: offer.season, matchday };
  const key = `trade:${offer._id.toString()}`;
  const names = (list: TradeOfferDoc['managerGives']) => list.map((p) => p.name).join(' and ') || 'nothing';
  const what = `${names(offer.managerGives)} for ${names(offer.managerGets)}`;
  const payer = offer.managerPays > 0 ? offer.managerTeamId : offer.aiPays > 0 ? offer.aiTeamId : null;
  const payee = payer?.equals(offer.managerTeamId) ? offer.aiTeamId : offer.managerTeamId;
  const amount = Math.max(offer.managerPays, offer.aiPays);
  if (payer && amount > 0) {
    const paid = await moveMoney({
      ...base,
      teamId: payer,
      amount: -amount,
      key: `${key}:pay`,
      type: 'player_purchase',
      description: `Trade: ${what}`,
    });
    if (!paid) {
      // Nothing has moved yet: the offer goes back to pending, to be accepted once the money is there.
      await TradeOfferModel.updateOne({ _id: offer._id, status: 'accepting' }, { $set: { status: 'pending' } });
      throw new RuleViolation(TRADE_CHECK_MESSAGES.managerBudget(amount));
    }
    await moveMoney({ ...base, teamId: payee, amount, key: `${key}:get`, type: 'player_sale', description: `Trade: ${what}` });
  }
  const [managerTeam, aiTeam] = await Promise.all([
    TeamModel.findById(offer.managerTeamId, { templateTeamId: 1, name: 1 }).lean(),
    TeamModel.findById(offer.aiTeamId, { templateTeamId: 1, name: 1 }).lean(),
  ]);
  if (!managerTeam || !aiTeam) throw new Error(`trade ${key}: a club vanished`);
  const move = async (playerId: mongoose.Types.ObjectId, from: typeof managerTeam, to: typeof managerTeam) => {
    // Guarded by his old club: a repeat finds him moved and changes nothing.
    await PlayerModel.updateOne(
      { _id: playerId, worldId: offer.worldId, teamId: from._id },
      { $set: { teamId: to._id, templateTeamId: to.templateTeamId, cannotSellUntilMatchday: 0 }, $inc: { transferCount: 1 } },
    );
    await dropFromLineup(offer.worldId, from._id, playerId);
    await BlockListingModel.deleteOne({ worldId: offer.worldId, playerId });
  };
  for (const p of offer.managerGives) await move(p.playerId, managerTeam, aiTeam);
  for (const p of offer.managerGets) await move(p.playerId, aiTeam, managerTeam);
  const money =
    offer.managerPays > 0 ? ` and ${formatEuros(offer.managerPays)}` : offer.aiPays > 0 ? `, receiving ${formatEuros(offer.aiPays)}` : '';
  await writeNewsOnce({
    ...base,
    key: `${key}:news`,
    type: 'market_transfer',
    title: `${managerTeam.name} and ${aiTeam.name} trade`,
    content: `${managerTeam.name} sent ${names(offer.managerGives)}${money} to ${aiTeam.name} for ${names(offer.managerGets)}.`,
  });
  await TradeOfferModel.updateOne({ _id: offer._id }, { $set: { status: 'accepted', acceptedMatchday: matchday } });
  // Other open offers naming a player who just moved can no longer be met.
  const moved = [...offer.managerGives, ...offer.managerGets].map((p) => p.playerId);
  const movedIds = new Set(moved.map((id) => id.toString()));
  const open = await TradeOfferModel.find({ worldId: offer.worldId, status: 'pending' }, { managerGives: 1, managerGets: 1 }).lean();
  const stale = open.filter((o) => [...o.managerGives, ...o.managerGets].some((p) => movedIds.has(p.playerId.toString())));
  if (stale.length > 0)
    await TradeOfferModel.updateMany({ _id: { $in: stale.map((o) => o._id) }, status: 'pending' }, { $set: { status: 'expired' } });
}
