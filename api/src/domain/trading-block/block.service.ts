/**
 * The manager's trading block: listing players, the AI clubs' offers for
 * them and his answers, his bids of players and money for AI players, and
 * the counter-offer a club makes to a bid it refuses. Calls that move
 * anything run under the season lock (transfers.service.ts `withMarket`).
 */
import type mongoose from 'mongoose';
import {
  counterOffer,
  MARKET_MESSAGES,
  TRADE_BLOCK_MAX_PLAYERS,
  tradeValue,
  type OfferPayload,
  type Trade,
  type TradeAnswer,
  type TradeBidPayload,
  type TradeBidResult,
  type TradeOffer,
  type TradingBlock,
} from '@hardwood/shared';
import { ConflictError, NotFoundError, objectIdOr404, RuleViolation } from '../../infra/errors/domain-errors.js';
import { isDuplicateKeyError } from '../../infra/store/errors.js';
import { TeamModel, type TeamDoc } from '../../models/teams/team.model.js';
import { BlockListingModel, TradeOfferModel, type TradeOfferDoc } from '../../models/trading-block/trading-block.model.js';
import { managedTeamIds } from '../worlds/seat.js';
import { MANAGED_SELLER_MESSAGE, type MarketCall } from '../transfers/transfers.service.js';
import { assertRosterVisible } from '../transfers/visibility.js';
import { checkTrade, resolveTrade, runTrade, TRADE_CHECK_MESSAGES } from './trade.js';
import { loadTradeWorld, storedPlayer, toTradeOfferDto, type TradeWorld } from './trade-world.js';

const OFFER_NOT_FOUND = 'Offer not found';
export const BLOCK_MESSAGES = {
  full: `At most ${TRADE_BLOCK_MAX_PLAYERS} players on your trading block.`,
  expired: 'This offer has expired.',
  settled: (status: string) => `This offer was already ${status}.`,
} as const;

const club = (call: MarketCall) => ({ worldId: call.career.worldId, teamId: call.team._id });

/** Finishes the trades of the world a crash left `accepting` (before a call moves anything else). */
export async function resumeTrades(call: MarketCall): Promise<void> {
  const cut = await TradeOfferModel.find({ worldId: call.career.worldId, status: 'accepting' }).lean<TradeOfferDoc[]>();
  for (const offer of cut) await runTrade(offer, offer.acceptedMatchday ?? call.matchday);
}

/** The manager's players with their listing, and his offers: open ones first, then this season's settled ones, newest first. */
export async function tradingBlock(call: MarketCall): Promise<TradingBlock> {
  const [world, listings, offers] = await Promise.all([
    loadTradeWorld(club(call), call.season.number, call.matchday),
    BlockListingModel.find({ worldId: call.career.worldId, teamId: call.team._id }, { playerId: 1 }).lean(),
    TradeOfferModel.find({ worldId: call.career.worldId, managerTeamId: call.team._id, season: call.season.number }).lean<
      TradeOfferDoc[]
    >(),
  ]);
  const listed = new Set(listings.map((l) => l.playerId.toString()));
  const open = (o: TradeOfferDoc) => o.status === 'pending' && o.expiresMatchday >= call.matchday;
  const shown = offers
    .map((o) => (o.status === 'pending' && !open(o) ? { ...o, status: 'expired' as const } : o))
    .sort((a, b) => Number(open(b)) - Number(open(a)) || b.createdMatchday - a.createdMatchday || (a._id < b._id ? 1 : -1));
  return {
    players: [...world.manager.players]
      .sort((a, b) => b.rating - a.rating || (a.id < b.id ? -1 : 1))
      .map((p) => ({
        player: { id: p.id, name: p.name, position: p.position, age: p.age, overallRating: p.rating, value: tradeValue(p) },
        listed: listed.has(p.id),
        blockedReason: world.locked.has(p.id) ? TRADE_CHECK_MESSAGES.locked(p.name) : null,
      })),
    offers: shown.map(toTradeOfferDto),
    maxListed: TRADE_BLOCK_MAX_PLAYERS,
  };
}

export async function setListing(call: MarketCall, playerIdParam: string | undefined, listed: boolean): Promise<TradingBlock> {
  const playerId = objectIdOr404(playerIdParam, 'Player not found');
  const world = await loadTradeWorld(club(call), call.season.number, call.matchday);
  const player = world.manager.players.find((p) => p.id === playerId.toString());
  if (!player) throw new NotFoundError('Player not found');
  const where = { worldId: call.career.worldId, playerId };
  if (!listed) {
    await BlockListingModel.deleteOne({ ...where, teamId: call.team._id });
  } else if (!(await BlockListingModel.exists(where))) {
    if (world.locked.has(player.id)) throw new RuleViolation(TRADE_CHECK_MESSAGES.locked(player.name));
    const count = await BlockListingModel.countDocuments({ worldId: call.career.worldId, teamId: call.team._id });
    if (count >= TRADE_BLOCK_MAX_PLAYERS) throw new RuleViolation(BLOCK_MESSAGES.full);
    try {
      await BlockListingModel.create({ ...where, teamId: call.team._id, season: call.season.number, matchday: call.matchday });
    } catch (error) {
      // A parallel listing of the same player wrote it first.
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
  return tradingBlock(call);
}

async function ownOffer(call: MarketCall, offerIdParam: string | undefined): Promise<TradeOfferDoc> {
  const offer = await TradeOfferModel.findOne({
    _id: objectIdOr404(offerIdParam, OFFER_NOT_FOUND),
    worldId: call.career.worldId,
    managerTeamId: call.team._id,
  }).lean<TradeOfferDoc>();
  if (!offer) throw new NotFoundError(OFFER_NOT_FOUND);
  return offer;
}

async function answer(call: MarketCall, offerId: mongoose.Types.ObjectId, message: string): Promise<TradeAnswer> {
  const [offer, team] = await Promise.all([
    TradeOfferModel.findById(offerId).lean<TradeOfferDoc>(),
    TeamModel.findById(call.team._id, { budget: 1 }).lean(),
  ]);
  if (!offer) throw new NotFoundError(OFFER_NOT_FOUND);
  return { message, offer: toTradeOfferDto(offer), budget: team?.budget ?? 0 };
}

/** A pending offer past its last matchday is expired (marked so on the way, guarded by its status). */
async function assertOpen(call: MarketCall, offer: TradeOfferDoc): Promise<void> {
  if (offer.status !== 'pending') throw new ConflictError(BLOCK_MESSAGES.settled(offer.status));
  if (offer.season !== call.season.number || offer.expiresMatchday < call.matchday) {
    await TradeOfferModel.updateOne({ _id: offer._id, status: 'pending' }, { $set: { status: 'expired' } });
    throw new ConflictError(BLOCK_MESSAGES.expired);
  }
}

/** The stored offer checked against the world now: the same players where they were, the rules, the club's judgement. */
async function recheck(call: MarketCall, offer: TradeOfferDoc): Promise<void> {
  const world = await loadTradeWorld(club(call), call.season.number, call.matchday);
  const names = new Map([...offer.managerGives, ...offer.managerGets].map((p) => [p.playerId.toString(), p.name]));
  const { ai, managerGives, managerGets } = resolveTrade(
    world,
    offer.aiTeamId.toString(),
    offer.managerGives.map((p) => p.playerId.toString()),
    offer.managerGets.map((p) => p.playerId.toString()),
    names,
  );
  const trade: Trade = { aiClubId: ai.id, managerGives, managerGets, managerPays: offer.managerPays, aiPays: offer.aiPays };
  const judgement = await checkTrade(world, trade, ai, call.team);
  if (!judgement.accept) throw new ConflictError(TRADE_CHECK_MESSAGES.changedMind(ai.name));
}

const done = (offer: Pick<TradeOfferDoc, 'aiTeamName'>) => `Trade agreed with ${offer.aiTeamName}.`;

/** Accepts an offer: checked again, then run; a repeat of an accepted one answers it again, one cut short is finished. */
export async function acceptOffer(call: MarketCall, offerIdParam: string | undefined): Promise<TradeAnswer> {
  const offer = await ownOffer(call, offerIdParam);
  if (offer.status === 'accepted') return answer(call, offer._id, done(offer));
  if (offer.status !== 'accepting') {
    await assertOpen(call, offer);
    await recheck(call, offer);
    const claimed = await TradeOfferModel.updateOne({ _id: offer._id, status: 'pending' }, { $set: { status: 'accepting' } });
    if (claimed.modifiedCount === 0) throw new ConflictError(BLOCK_MESSAGES.settled('answered'));
  }
  await runTrade(offer, call.matchday);
  return answer(call, offer._id, done(offer));
}

export async function declineOffer(call: MarketCall, offerIdParam: string | undefined): Promise<TradeAnswer> {
  const offer = await ownOffer(call, offerIdParam);
  if (offer.status === 'declined') return answer(call, offer._id, `You declined ${offer.aiTeamName}'s offer.`);
  await assertOpen(call, offer);
  await TradeOfferModel.updateOne({ _id: offer._id, status: 'pending' }, { $set: { status: 'declined' } });
  return answer(call, offer._id, `You declined ${offer.aiTeamName}'s offer.`);
}

/** The seller of a bid: an AI club of the world whose roster the manager may see. */
async function sellerOf(call: MarketCall, sellerTeamId: string): Promise<TeamDoc> {
  const seller = await TeamModel.findOne({
    _id: objectIdOr404(sellerTeamId, 'Team not found'),
    worldId: call.career.worldId,
  }).lean<TeamDoc>();
  if (!seller) throw new NotFoundError('Team not found');
  if (seller._id.equals(call.team._id)) throw new RuleViolation(MARKET_MESSAGES.offerOwnPlayer);
  if ((await managedTeamIds(call.career.worldId)).some((id) => id.equals(seller._id)))
    throw new ConflictError(MANAGED_SELLER_MESSAGE(seller.name));
  await assertRosterVisible(call.career.worldId, call.team, seller);
  return seller;
}

/** Stores a trade as an offer under its key (a repeat finds the first) and answers it. */
async function storeOffer(
  call: MarketCall,
  kind: TradeOfferDoc['kind'],
  key: string,
  trade: Trade,
  aiName: string,
  reasoning: string[],
  status: 'pending' | 'accepting',
): Promise<TradeOfferDoc> {
  const offer = await TradeOfferModel.findOneAndUpdate(
    { worldId: call.career.worldId, key },
    {
      $setOnInsert: {
        kind,
        managerTeamId: call.team._id,
        aiTeamId: objectIdOr404(trade.aiClubId),
        aiTeamName: aiName,
        managerGives: trade.managerGives.map(storedPlayer),
        managerGets: trade.managerGets.map(storedPlayer),
        managerPays: trade.managerPays,
        aiPays: trade.aiPays,
        reasoning,
        status,
        season: call.season.number,
        createdMatchday: call.matchday,
        expiresMatchday: call.matchday,
      },
    },
    { upsert: true, returnDocument: 'after' },
  ).lean<TradeOfferDoc>();
  if (!offer) throw new Error(`trade offer ${key} missing after upsert`);
  return offer;
}

const tradeKey = (call: MarketCall, kind: string, trade: Trade) =>
  [
    kind,
    call.career.teamId.toString(),
    call.season.number,
    call.matchday,
    trade.aiClubId,
    trade.managerGets
      .map((p) => p.id)
      .sort()
      .join('+'),
    trade.managerGives
      .map((p) => p.id)
      .sort()
      .join('+'),
    trade.managerPays,
    trade.aiPays,
  ].join(':');

/** The club's counter to a refused bid, stored for one click today; null when nothing the manager could add would do. */
async function storeCounter(call: MarketCall, world: TradeWorld, bid: Trade, aiName: string): Promise<TradeOffer | null> {
  const ai = world.market.clubs.find((c) => c.id === bid.aiClubId);
  if (!ai) return null;
  const counter = counterOffer(bid, ai, world.manager, call.team.budget, world.locked);
  if (!counter) return null;
  const stored = await storeOffer(
    call,
    'counter',
    tradeKey(call, 'counter', counter.trade),
    counter.trade,
    aiName,
    counter.judgement.reasoning,
    'pending',
  );
  return toTradeOfferDto(stored);
}

/** The manager's bid of players and money for AI players: run when the club's judgement accepts it, else its counter-offer. */
export async function placeBid(call: MarketCall, bid: TradeBidPayload): Promise<TradeBidResult> {
  const seller = await sellerOf(call, bid.sellerTeamId);
  const world = await loadTradeWorld(club(call), call.season.number, call.matchday);
  const { ai, managerGives, managerGets } = resolveTrade(world, seller._id.toString(), bid.givePlayerIds, bid.getPlayerIds);
  const trade: Trade = { aiClubId: ai.id, managerGives, managerGets, managerPays: bid.money, aiPays: 0 };
  const judgement = await checkTrade(world, trade, ai, call.team);
  if (!judgement.accept) {
    return {
      accepted: false,
      message: `${seller.name} turn the bid down.`,
      reasoning: judgement.reasoning,
      counterOffer: await storeCounter(call, world, trade, seller.name),
    };
  }
  const offer = await storeOffer(call, 'bid', tradeKey(call, 'bid', trade), trade, seller.name, judgement.reasoning, 'accepting');
  if (offer.status !== 'accepted') await runTrade(offer, call.matchday);
  return { accepted: true, message: done(offer), reasoning: judgement.reasoning, counterOffer: null };
}

/**
 * The counter-offer to a refused money bid (POST /transfers/offer): the same
 * club's trade valuation, never below what the money answer itself named (its
 * asking price, or the counter amount it quoted), so the two never disagree
 * on a lower price. Null when the player cannot be traded now.
 */
export async function moneyBidCounter(call: MarketCall, bid: OfferPayload, quoted: number | null): Promise<TradeOffer | null> {
  const world = await loadTradeWorld(club(call), call.season.number, call.matchday);
  const ai = world.market.clubs.find((c) => c.id === bid.sellerTeamId);
  const player = ai?.players.find((p) => p.id === bid.playerId);
  if (!ai || !player || world.locked.has(player.id)) return null;
  const trade: Trade = { aiClubId: ai.id, managerGives: [], managerGets: [player], managerPays: bid.offerAmount, aiPays: 0 };
  const counter = counterOffer(trade, ai, world.manager, call.team.budget, world.locked);
  if (!counter) return null;
  const floor = quoted ?? 0;
  const settled =
    counter.trade.managerGives.length === 0 ? { ...counter.trade, managerPays: Math.max(counter.trade.managerPays, floor) } : counter.trade;
  if (settled.managerPays > call.team.budget) return null;
  const stored = await storeOffer(
    call,
    'counter',
    tradeKey(call, 'counter', settled),
    settled,
    ai.name,
    counter.judgement.reasoning,
    'pending',
  );
  return toTradeOfferDto(stored);
}
