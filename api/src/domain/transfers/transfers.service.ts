/**
 * The manager's market: sell,
 * sign a free agent, offer for another club's player, and the valuation the
 * Make Offer dialog shows. Every price and outcome is the server's: prices
 * from the shared formula, outcomes from the career's keyed rng, so a repeat
 * cannot re-roll. Each call runs under the career's season lock (no
 * processing or other deal in between) after finishing any interrupted deal
 * or AI market plan.
 */
import type mongoose from 'mongoose';
import {
  aiContractLength,
  careerEventKey,
  contractEnd,
  decideOffer,
  failedSaleEffects,
  formatEuros,
  keyedRng,
  MANAGER_ASKING_FLOOR,
  MARKET_LOCK_WAIT_MS,
  MARKET_MESSAGES,
  MIN_ELIGIBLE_AFTER_SALE,
  OFFER_MESSAGES,
  playerValuation,
  rotationRank,
  saleOption,
  decideSale,
  signingRefusal,
  transferFee,
  visiblePotential,
  wageAsk,
  wontJoinMessage,
  dealWageCheck,
  type OfferResult,
  type OfferValuation,
  type OfferPayload,
  type SaleOption,
  type SellResponse,
  type SignResponse,
} from '@hardwood/shared';
import type { Seat } from '../worlds/seat.js';
import { managedTeamIds, worldSeed } from '../worlds/seat.js';
import { toPlayerDto } from '../../models/career/dto.js';
import { BrokenInvariant, ConflictError, NotFoundError, objectIdOr404, RuleViolation } from '../../infra/errors/domain-errors.js';
import { waitForSeasonLock } from '../matches/season-lock.js';
import { PlayerModel, type PlayerDoc } from '../../models/players/player.model.js';
import { activeSeason } from '../season/season.service.js';
import type { SeasonDoc } from '../../models/season/season.model.js';
import { TeamModel, type TeamDoc } from '../../models/teams/team.model.js';
import { resumeAiMarketPlans } from './ai-market.js';
import { resumePendingDeals, startDeal } from './deal.js';
import { loadCareerMarket, toMarketPlayer } from './market-world.js';
import { OfferCounterModel } from '../../models/transfers/scouting.model.js';
import { assertRosterVisible } from './visibility.js';
import { clubWages } from '../economy/club-wages.js';
import { worldView } from '../history/world-view.js';
import { assertJoins, joinAnswer } from '../economy/refusals.js';

export interface MarketCall {
  career: Seat;
  season: SeasonDoc;
  team: TeamDoc;
  matchday: number;
  /** The career's secret seed (career/career-seed.ts). */
  seed: string;
}

const PLAYER_NOT_FOUND = 'Player not found';
export const ON_LOAN_MESSAGE = 'A player on loan cannot be transferred.';
export const MANAGED_SELLER_MESSAGE = (club: string) => `${club} is run by a manager: its players are not for sale on the market.`;

/** The career, its active season and club, read once per call (inside the lock, so they are current). */
async function marketCall(career: Seat): Promise<MarketCall> {
  const [season, team, seed] = await Promise.all([
    activeSeason(career.worldId),
    TeamModel.findOne({ _id: career.teamId, worldId: career.worldId }).lean<TeamDoc>(),
    worldSeed(career.worldId),
  ]);
  if (!season || !team) throw new RuleViolation('Complete your team setup first');
  return { career, season, team, matchday: season.currentMatchday, seed };
}

/** A read of the market (the offer dialog's valuation): no lock, so an open dialog never holds up processing. */
export async function readMarket<T>(career: Seat, work: (call: MarketCall) => Promise<T>): Promise<T> {
  return work(await marketCall(career));
}

/** Runs a market call under the season lock, after finishing any deal a crash cut short. */
export async function withMarket<T>(career: Seat, work: (call: MarketCall) => Promise<T>): Promise<T> {
  const season = await activeSeason(career.worldId);
  if (!season) throw new RuleViolation('Complete your team setup first');
  return waitForSeasonLock(
    season._id,
    async () => {
      await resumePendingDeals(career.worldId);
      await resumeAiMarketPlans(career.worldId);
      return work(await marketCall(career));
    },
    MARKET_LOCK_WAIT_MS,
  );
}

/** The seeded draw of one event (a sale's outcome, a club's mood), keyed with the career's secret seed. */
function eventRng(call: MarketCall, kind: string, playerId: mongoose.Types.ObjectId) {
  return keyedRng(careerEventKey(call.seed, call.season.number, call.matchday, kind, playerId.toString()));
}

/** One move of one player: his transfer count makes a second move of the same matchday a new deal. */
function dealKey(kind: string, player: Pick<PlayerDoc, '_id' | 'transferCount'>, call: MarketCall): string {
  return `${kind}:${player._id.toString()}:${call.season.number}:${call.matchday}:${player.transferCount ?? 0}`;
}

/** The manager's own player by the path's id; 404 for anyone else's (another career's, another club's, a malformed id). */
export async function ownPlayer(call: MarketCall, playerIdParam: string | undefined): Promise<PlayerDoc> {
  const player = await PlayerModel.findOne({
    _id: objectIdOr404(playerIdParam, PLAYER_NOT_FOUND),
    worldId: call.career.worldId,
    teamId: call.team._id,
  }).lean<PlayerDoc>();
  if (!player) throw new NotFoundError(PLAYER_NOT_FOUND);
  return player;
}

/** The manager's squad as the sale rules count it: eligible players are neither loaned nor injured. */
async function eligibleCount(call: MarketCall): Promise<number> {
  const squad = await PlayerModel.find({ worldId: call.career.worldId, teamId: call.team._id }, { isOnLoan: 1, isInjured: 1 }).lean();
  return squad.filter((p) => !p.isOnLoan && !p.isInjured).length;
}

/**
 * Whether the game offers each of the manager's players for sale now, and
 * why not: the Sell tab disables the others with the reason.
 */
export async function saleOptions(call: MarketCall): Promise<SaleOption[]> {
  const [players, market, eligible] = await Promise.all([
    PlayerModel.find({ worldId: call.career.worldId, teamId: call.team._id }).lean<PlayerDoc[]>(),
    loadCareerMarket(call.career.worldId, call.team._id),
    eligibleCount(call),
  ]);
  return players.map((p) => {
    const option = saleOption({
      player: toMarketPlayer(p),
      eligibleCount: eligible,
      playerIsEligible: !p.isInjured && !p.isOnLoan,
      cannotSellUntilMatchday: p.cannotSellUntilMatchday,
      currentMatchday: call.matchday,
      clubs: market.clubs,
    });
    return { playerId: p._id.toString(), fee: transferFee({ rating: p.overallRating, age: p.age }), ...option };
  });
}

/**
 * A sale the game offers (the rules allow it and some club can buy him) is
 * one seeded draw at the rules page's chance; a sale it does not offer is
 * refused before any draw, and costs the player nothing.
 */
export async function sellPlayer(call: MarketCall, playerIdParam: string | undefined): Promise<SellResponse> {
  const player = await ownPlayer(call, playerIdParam);
  if (player.isOnLoan) throw new RuleViolation(ON_LOAN_MESSAGE);
  const market = await loadCareerMarket(call.career.worldId, call.team._id);
  const rng = eventRng(call, 'sale', player._id);
  const decision = decideSale(
    {
      player: toMarketPlayer(player),
      eligibleCount: await eligibleCount(call),
      playerIsEligible: !player.isInjured,
      cannotSellUntilMatchday: player.cannotSellUntilMatchday,
      currentMatchday: call.matchday,
      clubs: market.clubs,
    },
    rng,
  );
  if (!decision.offered) {
    if (decision.reason === MARKET_MESSAGES.noBuyer) throw new ConflictError(decision.reason);
    throw new RuleViolation(decision.reason);
  }
  const summary = { id: player._id.toString(), name: player.name };
  if (!decision.success) {
    const effects = failedSaleEffects(player.morale, call.matchday);
    // Guarded by the block: a repeat (refused above anyway) could not take morale twice.
    await PlayerModel.updateOne({ _id: player._id, cannotSellUntilMatchday: { $lt: effects.cannotSellUntilMatchday } }, { $set: effects });
    return {
      success: false,
      message: MARKET_MESSAGES.saleFailed,
      player: summary,
      transaction: null,
      cannotSellUntilMatchday: effects.cannotSellUntilMatchday,
    };
  }
  const buyerTeam = market.teams.get(decision.buyerId);
  const buyerClub = market.clubs.find((c) => c.id === decision.buyerId);
  if (!buyerTeam || !buyerClub) throw new BrokenInvariant('The buyer of an offered sale vanished');
  const buyer = { fee: decision.fee };
  const outcome = await startDeal({
    worldId: call.career.worldId,
    key: dealKey('sale', player, call),
    kind: 'sale',
    playerId: player._id,
    playerName: player.name,
    position: player.position,
    rating: player.overallRating,
    fromTeamId: call.team._id,
    fromName: call.team.name,
    toTeamId: buyerTeam.id,
    toName: buyerTeam.name,
    toTemplateTeamId: buyerTeam.templateTeamId,
    fee: buyer.fee,
    salary: wageAsk(player, buyerClub.reputation),
    contractEndsSeason: contractEnd(call.season.number, aiContractLength(player.age, rng)),
    season: call.season.number,
    matchday: call.matchday,
  });
  // The buyer's budget covered the fee when it was chosen, and nothing runs in between.
  if (outcome === 'refused') throw new BrokenInvariant('The buyer of an offered sale could not pay');
  return {
    success: true,
    message: `${player.name} joins ${buyerTeam.name} for ${formatEuros(buyer.fee)}.`,
    player: summary,
    transaction: { amount: buyer.fee },
    cannotSellUntilMatchday: 0,
  };
}

/**
 * Refuses a signing whose wages would take the club past its wage budget
 * this season, the fee paid first: the fee lowers the reserves part of the
 * limit, as the dialogs show it (dealWageCheck).
 */
async function assertWageRoom(call: MarketCall, salary: number, fee: number): Promise<void> {
  const wages = await clubWages(call.career.worldId, call.team);
  const { refusal } = dealWageCheck({
    wageBill: wages.wageBill,
    addedSalary: salary,
    projectedIncome: wages.limit.projectedIncome,
    cash: call.team.budget,
    fee,
  });
  if (refusal) throw new RuleViolation(refusal);
}

export async function signFreeAgent(call: MarketCall, playerIdParam: string | undefined, contractSeasons: number): Promise<SignResponse> {
  const player = await PlayerModel.findOne({
    _id: objectIdOr404(playerIdParam, PLAYER_NOT_FOUND),
    worldId: call.career.worldId,
  }).lean<PlayerDoc>();
  if (!player) throw new NotFoundError(PLAYER_NOT_FOUND);
  if (player.teamId?.equals(call.team._id)) throw new ConflictError(`${player.name} is already in your squad.`);
  if (player.teamId) throw new ConflictError(`${player.name} is no longer a free agent.`);
  const cost = transferFee({ rating: player.overallRating, age: player.age });
  const rosterSize = await PlayerModel.countDocuments({ worldId: call.career.worldId, teamId: call.team._id });
  const refusal = signingRefusal({ rosterSize, budget: call.team.budget, cost });
  if (refusal) throw new RuleViolation(refusal);
  const salary = wageAsk(player, call.team.reputation);
  await assertWageRoom(call, salary, cost);
  // His own answer last: the club could sign him, but he may not want to come (no draw: his terms showed it).
  await assertJoins(call.career.worldId, call.season, call.team, player);
  const outcome = await startDeal({
    worldId: call.career.worldId,
    key: dealKey('sign', player, call),
    kind: 'signing',
    playerId: player._id,
    playerName: player.name,
    position: player.position,
    rating: player.overallRating,
    fromTeamId: null,
    fromName: null,
    toTeamId: call.team._id,
    toName: call.team.name,
    toTemplateTeamId: call.team.templateTeamId,
    fee: cost,
    salary,
    contractEndsSeason: contractEnd(call.season.number, contractSeasons),
    season: call.season.number,
    matchday: call.matchday,
  });
  if (outcome === 'refused') throw new RuleViolation(MARKET_MESSAGES.budgetTooLow(cost));
  const [signed, team] = await Promise.all([
    PlayerModel.findById(player._id).lean<PlayerDoc>(),
    TeamModel.findById(call.team._id, { budget: 1 }).lean(),
  ]);
  if (!signed || !team) throw new BrokenInvariant('The signing could not be read back');
  return {
    message: `${player.name} signed for ${formatEuros(cost)}.`,
    player: toPlayerDto(signed, call.team.name, { scouted: true }),
    transaction: { amount: -cost },
    budget: team.budget,
  };
}

/** Another club's player the manager may see, with that club: the subject of an offer. */
async function offerSubject(call: MarketCall, playerIdParam: string | undefined, sellerTeamId?: string) {
  const playerId = objectIdOr404(playerIdParam, PLAYER_NOT_FOUND);
  const player = await PlayerModel.findOne({ _id: playerId, worldId: call.career.worldId }).lean<PlayerDoc>();
  if (!player || !player.teamId) throw new NotFoundError(PLAYER_NOT_FOUND);
  if (sellerTeamId !== undefined && !player.teamId.equals(objectIdOr404(sellerTeamId, 'Team not found')))
    throw new NotFoundError(PLAYER_NOT_FOUND);
  if (player.teamId.equals(call.team._id)) throw new RuleViolation(MARKET_MESSAGES.offerOwnPlayer);
  const seller = await TeamModel.findOne({ _id: player.teamId, worldId: call.career.worldId }).lean<TeamDoc>();
  if (!seller) throw new NotFoundError('Team not found');
  const access = await assertRosterVisible(call.career.worldId, call.team, seller);
  if (player.isOnLoan) throw new RuleViolation(ON_LOAN_MESSAGE);
  const squad = await PlayerModel.find({ worldId: call.career.worldId, teamId: seller._id }).lean<PlayerDoc[]>();
  // The club prices what the manager can see: an upside he has not scouted would show through the asking price.
  const subject = { ...toMarketPlayer(player), potential: visiblePotential(player, access) };
  const valuation = playerValuation(subject, {
    rotationRank: rotationRank(subject, squad.map(toMarketPlayer)),
    squadSize: squad.length,
    budget: seller.budget,
    buyerReputation: call.team.reputation,
    minAskingFactor: MANAGER_ASKING_FLOOR,
  });
  // A counter answers the club that offered: another manager of the world offering for him starts afresh.
  const counter = await OfferCounterModel.findOne({
    worldId: call.career.worldId,
    teamId: call.team._id,
    playerId,
    sellerTeamId: seller._id,
    season: call.season.number,
    matchday: call.matchday,
  }).lean();
  return { player, seller, squadSize: squad.length, valuation, standingCounter: counter?.amount ?? null };
}

export async function offerValuation(call: MarketCall, playerIdParam: string | undefined): Promise<OfferValuation> {
  const { player, seller, valuation, standingCounter } = await offerSubject(call, playerIdParam);
  // The dialog shows the potential as the player database does for the same player and club.
  const view = await worldView(call.career);
  return {
    playerId: player._id.toString(),
    sellerTeamId: seller._id.toString(),
    valuation,
    budget: call.team.budget,
    standingCounter,
    potentialView: view.potentialOf(player, view.relationOf(seller._id.toString())),
  };
}

export async function makeOffer(call: MarketCall, offer: OfferPayload): Promise<OfferResult> {
  const { player, seller, squadSize, valuation, standingCounter } = await offerSubject(call, offer.playerId, offer.sellerTeamId);
  // The club's answer is the AI's: a club another manager runs is not the AI's to sell from.
  if ((await managedTeamIds(call.career.worldId)).some((id) => id.equals(seller._id)))
    throw new ConflictError(MANAGED_SELLER_MESSAGE(seller.name));
  if (offer.offerAmount > call.team.budget) throw new RuleViolation(MARKET_MESSAGES.offerOverBudget);
  // A club keeps a squad to play with, as the AI market's sellers do.
  if (squadSize - 1 < MIN_ELIGIBLE_AFTER_SALE) throw new RuleViolation(MARKET_MESSAGES.sellerSquadTooSmall(seller.name));
  const rosterSize = await PlayerModel.countDocuments({ worldId: call.career.worldId, teamId: call.team._id });
  const refusal = signingRefusal({ rosterSize, budget: call.team.budget, cost: offer.offerAmount });
  if (refusal) throw new RuleViolation(refusal);
  // His wages are checked before the club hears the offer: a deal the board would not pay for is never struck.
  const salary = wageAsk(player, call.team.reputation);
  await assertWageRoom(call, salary, offer.offerAmount);
  // His personal terms before the club hears the fee: a player who will not come makes the offer moot.
  const terms = await joinAnswer(call.career.worldId, call.season, call.team, player);
  if (!terms.accepted) return { aiResponse: { decision: 'REJECT', message: wontJoinMessage(player.name, terms) }, refusal: terms };
  // A counter made today stands: offering it (or more) is accepted, whatever the valuation does meanwhile.
  const answer =
    standingCounter !== null && offer.offerAmount >= standingCounter
      ? { decision: 'ACCEPT' as const, message: OFFER_MESSAGES.accept(offer.offerAmount) }
      : decideOffer(valuation, offer.offerAmount, eventRng(call, 'offer', player._id));
  if (answer.decision === 'COUNTER_OFFER' && answer.counterAmount !== undefined) {
    await OfferCounterModel.updateOne(
      {
        worldId: call.career.worldId,
        teamId: call.team._id,
        playerId: player._id,
        sellerTeamId: seller._id,
        season: call.season.number,
        matchday: call.matchday,
      },
      { $setOnInsert: { amount: answer.counterAmount } },
      { upsert: true },
    );
  }
  if (answer.decision !== 'ACCEPT') return { aiResponse: answer };
  const outcome = await startDeal({
    worldId: call.career.worldId,
    key: dealKey('offer', player, call),
    kind: 'purchase',
    playerId: player._id,
    playerName: player.name,
    position: player.position,
    rating: player.overallRating,
    fromTeamId: seller._id,
    fromName: seller.name,
    toTeamId: call.team._id,
    toName: call.team.name,
    toTemplateTeamId: call.team.templateTeamId,
    fee: offer.offerAmount,
    salary,
    contractEndsSeason: contractEnd(call.season.number, offer.contractSeasons),
    season: call.season.number,
    matchday: call.matchday,
  });
  if (outcome === 'refused') throw new RuleViolation(MARKET_MESSAGES.offerOverBudget);
  return { aiResponse: answer };
}
