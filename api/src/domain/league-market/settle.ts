/**
 * Settling the managers' market at its deadlines: each listing due is
 * closed to bids, its outcome decided once (the leader's held money covers
 * the fee, his roster has room, his wages fit the board's limit after the
 * fee, the two managers have a deal left this season), and then finished in
 * steps that are each done once and marked: the player moves, the fee is
 * paid from the buyer's hold and booked to the seller, every other hold is
 * given back, both managers read the news, the listing is closed. Any step
 * cut short by a crash is finished by the next call, so the calendar's
 * ticker (settler.ts) or anyone may call this as often as they like.
 * A listing waits while either club's own match is being played live: its
 * squads are on the court.
 */
import type mongoose from 'mongoose';
import {
  dealWageCheck,
  formatEuros,
  LEAGUE_MARKET,
  LEAGUE_MARKET_MESSAGES,
  managerPair,
  MARKET_LOCK_WAIT_MS,
  MAX_ROSTER_SIZE,
  settlementRefusal,
  transferNews,
} from '@hardwood/shared';
import { BrokenInvariant, ConflictError } from '../../infra/errors/domain-errors.js';
import { isDuplicateKeyError } from '../../infra/store/errors.js';
import { BidModel } from '../../models/league-market/bid.model.js';
import { ListingModel, type ListingDoc } from '../../models/league-market/listing.model.js';
import { PairDealModel } from '../../models/league-market/pair-deal.model.js';
import { writeNewsOnce } from '../../models/news/news.model.js';
import { PlayerModel } from '../../models/players/player.model.js';
import type { SeasonDoc } from '../../models/season/season.model.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { clubWages } from '../economy/club-wages.js';
import { ownMatchIsLive } from '../live/live-guard.js';
import { waitForSeasonLock } from '../matches/season-lock.js';
import { holdKey, isHeld } from '../money/holds.js';
import { moveMoney } from '../money/ledger.js';
import { activeSeason } from '../season/season.service.js';
import { dropFromLineup } from '../transfers/deal.js';
import { releaseBidHold } from './bidding.js';

type Id = mongoose.Types.ObjectId;

/**
 * Settles every listing whose deadline is at or before `now` (and finishes
 * any settlement cut short), world by world under its season lock, so no
 * matchday or other deal runs in between. Answers how many were finished.
 * A world whose lock stays busy is left for the next call.
 */
export async function settleDueAuctions(now: Date, options: { waitMs?: number } = {}): Promise<number> {
  const due = await ListingModel.find(
    { $or: [{ state: 'open', deadline: { $lte: now } }, { state: 'settling' }] },
    { _id: 1, worldId: 1 },
  ).lean();
  const byWorld = new Map<string, { worldId: Id; ids: Id[] }>();
  for (const l of due) {
    const entry = byWorld.get(l.worldId.toString()) ?? { worldId: l.worldId, ids: [] };
    entry.ids.push(l._id);
    byWorld.set(l.worldId.toString(), entry);
  }
  let settled = 0;
  for (const { worldId, ids } of byWorld.values()) {
    const season = await activeSeason(worldId);
    if (!season) continue;
    try {
      settled += await waitForSeasonLock(
        season._id,
        async () => {
          let done = 0;
          for (const id of ids) {
            try {
              if (await settleListing(id, now, season)) done += 1;
            } catch (error) {
              // One listing's fault must not hold up the others: it is tried again on the next call.
              console.error(`[league-market] settling ${id.toString()} failed`, error);
            }
          }
          return done;
        },
        options.waitMs ?? MARKET_LOCK_WAIT_MS,
      );
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  return settled;
}

async function reread(id: Id): Promise<ListingDoc> {
  const listing = await ListingModel.findById(id).lean<ListingDoc>();
  if (!listing) throw new BrokenInvariant('A listing vanished while it was settled');
  return listing;
}

/** Runs the listing's remaining steps; true once it is closed. */
async function settleListing(id: Id, now: Date, season: SeasonDoc): Promise<boolean> {
  // Closed to bids first: a bid's compare-and-set needs the state open and the version it read, and this changes both.
  await ListingModel.updateOne({ _id: id, state: 'open', deadline: { $lte: now } }, { $set: { state: 'settling' }, $inc: { version: 1 } });
  let listing = await reread(id);
  if (listing.state !== 'settling') return false;
  const clubs = [listing.sellerTeamId, ...(listing.leadingTeamId ? [listing.leadingTeamId] : [])];
  for (const teamId of clubs) if (await ownMatchIsLive({ worldId: listing.worldId, teamId })) return false;
  if (!listing.verdict) listing = await decide(listing, season);
  if (listing.verdict === 'sold') listing = await completeSale(listing);
  if (!listing.releasedAt) await releaseHolds(listing);
  if (!listing.toldAt) await tell(listing);
  const finished = await ListingModel.updateOne(
    { _id: id, state: 'settling' },
    { $set: { state: listing.verdict ?? 'unsold', slot: `done:${id.toString()}` } },
  );
  return finished.modifiedCount === 1;
}

/** Takes one of the pair's deals of the season for this listing; null when taken (now or by an earlier run), else the refusal. */
async function takePairDeal(listing: ListingDoc, season: number, buyerName: string): Promise<string | null> {
  if (!listing.leadingUserId) throw new BrokenInvariant('A leading bid without its manager');
  const pair = managerPair(listing.sellerUserId.toString(), listing.leadingUserId.toString());
  for (let slot = 0; slot < LEAGUE_MARKET.dealsPerPairPerSeason; slot += 1) {
    try {
      await PairDealModel.create({ worldId: listing.worldId, season, pair, slot, listingId: listing._id });
      return null;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const taken = await PairDealModel.findOne({ worldId: listing.worldId, season, pair, slot }, { listingId: 1 }).lean();
      if (taken?.listingId.equals(listing._id)) return null;
    }
  }
  return LEAGUE_MARKET_MESSAGES.pairLimit(listing.sellerName, buyerName);
}

/** The outcome, decided once: a verdict already written is never decided again. */
async function decide(listing: ListingDoc, season: SeasonDoc): Promise<ListingDoc> {
  let verdict: 'sold' | 'unsold' | 'failed' = 'unsold';
  let reason: string | null = null;
  if (listing.leadingBidId && listing.leadingTeamId && listing.leadingAmount) {
    const amount = listing.leadingAmount;
    const [player, buyer, rosterSize] = await Promise.all([
      PlayerModel.findOne({ _id: listing.playerId, worldId: listing.worldId }, { teamId: 1, isOnLoan: 1, salary: 1 }).lean(),
      TeamModel.findOne({ _id: listing.leadingTeamId, worldId: listing.worldId }).lean(),
      PlayerModel.countDocuments({ worldId: listing.worldId, teamId: listing.leadingTeamId }),
    ]);
    if (!buyer) throw new BrokenInvariant('The leading club vanished');
    const wages = await clubWages(listing.worldId, buyer);
    // His held money is his too: the limit's reserves are his budget with it, less the fee.
    const wageCheck = dealWageCheck({
      wageBill: wages.wageBill,
      addedSalary: player?.salary ?? 0,
      projectedIncome: wages.limit.projectedIncome,
      cash: buyer.budget + amount,
      fee: amount,
    });
    reason = settlementRefusal({
      playerName: listing.playerName,
      playerAtSeller: Boolean(player?.teamId?.equals(listing.sellerTeamId) && !player.isOnLoan),
      holdCoversFee: await isHeld({ worldId: listing.worldId, teamId: listing.leadingTeamId, id: listing.leadingBidId.toString(), amount }),
      buyerName: buyer.name,
      buyerRosterFull: rosterSize >= MAX_ROSTER_SIZE,
      wageRefusal: wageCheck.refusal,
    });
    reason ??= await takePairDeal(listing, season.number, buyer.name);
    verdict = reason ? 'failed' : 'sold';
  }
  // A failed deal keeps no pair deal (one taken by a run cut short before its verdict).
  if (verdict !== 'sold') await PairDealModel.deleteMany({ worldId: listing.worldId, listingId: listing._id });
  await ListingModel.updateOne(
    { _id: listing._id, verdict: null },
    { $set: { verdict, outcomeReason: reason, season: season.number, matchday: season.currentMatchday } },
  );
  return reread(listing._id);
}

/** The player moves, then the money: a player gone before his move fails the deal with nothing paid. */
async function completeSale(listing: ListingDoc): Promise<ListingDoc> {
  const buyerId = listing.leadingTeamId;
  const bidId = listing.leadingBidId;
  const fee = listing.leadingAmount;
  if (!buyerId || !bidId || !fee) throw new BrokenInvariant('A sold listing without its leading bid');
  const base = { worldId: listing.worldId, season: listing.season ?? 1, matchday: listing.matchday ?? 1 };
  if (!listing.movedAt) {
    const buyer = await TeamModel.findOne({ _id: buyerId, worldId: listing.worldId }, { templateTeamId: 1 }).lean();
    if (!buyer) throw new BrokenInvariant('The buying club vanished');
    // Guarded by where he was: a repeat finds him moved and changes nothing. His contract comes with him.
    await PlayerModel.updateOne(
      { _id: listing.playerId, worldId: listing.worldId, teamId: listing.sellerTeamId, isOnLoan: { $ne: true } },
      {
        $set: { teamId: buyerId, templateTeamId: buyer.templateTeamId, cannotSellUntilMatchday: 0, transferListed: false },
        $inc: { transferCount: 1 },
      },
    );
    const player = await PlayerModel.findOne({ _id: listing.playerId, worldId: listing.worldId }, { teamId: 1 }).lean();
    if (!player?.teamId?.equals(buyerId)) {
      await ListingModel.updateOne(
        { _id: listing._id, verdict: 'sold', movedAt: null },
        { $set: { verdict: 'failed', outcomeReason: LEAGUE_MARKET_MESSAGES.playerGone(listing.playerName) } },
      );
      await PairDealModel.deleteMany({ worldId: listing.worldId, listingId: listing._id });
      return reread(listing._id);
    }
    await dropFromLineup(listing.worldId, listing.sellerTeamId, listing.playerId);
    await ListingModel.updateOne({ _id: listing._id, movedAt: null }, { $set: { movedAt: new Date() } });
  }
  if (!listing.paidAt) {
    const buyerName = listing.leadingTeamName ?? 'another club';
    const paid = await moveMoney({
      ...base,
      teamId: buyerId,
      amount: -fee,
      key: `league-market:${listing._id.toString()}:buy`,
      type: 'player_purchase',
      description: `Bought ${listing.playerName} from ${listing.sellerName} on the managers' market`,
      fromHold: holdKey({ id: bidId.toString(), amount: fee }),
    });
    if (!paid) throw new BrokenInvariant(`The money held for ${listing.playerName} was not there to pay`);
    await moveMoney({
      ...base,
      teamId: listing.sellerTeamId,
      amount: fee,
      key: `league-market:${listing._id.toString()}:sell`,
      type: 'player_sale',
      description: `Sold ${listing.playerName} to ${buyerName} on the managers' market`,
    });
    await ListingModel.updateOne({ _id: listing._id, paidAt: null }, { $set: { paidAt: new Date() } });
  }
  return reread(listing._id);
}

/** Every hold of the listing goes back, but the winner's, which paid the fee. */
async function releaseHolds(listing: ListingDoc): Promise<void> {
  const bids = await BidModel.find({ listingId: listing._id, worldId: listing.worldId, releasedAt: null }).lean();
  for (const bid of bids) {
    if (listing.verdict === 'sold' && listing.leadingBidId?.equals(bid._id))
      await BidModel.updateOne({ _id: bid._id, releasedAt: null }, { $set: { releasedAt: new Date() } });
    else await releaseBidHold(bid);
  }
  await ListingModel.updateOne({ _id: listing._id, releasedAt: null }, { $set: { releasedAt: new Date() } });
}

/** Both managers hear how it ended; a sale is the world's news too. */
async function tell(listing: ListingDoc): Promise<void> {
  const at = { worldId: listing.worldId, season: listing.season ?? 1, matchday: listing.matchday ?? 1, type: 'market_transfer' as const };
  const key = (who: string) => `league-market:${listing._id.toString()}:${who}`;
  const fee = listing.leadingAmount ?? 0;
  const buyer = listing.leadingTeamName ?? '';
  if (listing.verdict === 'sold' && listing.leadingTeamId) {
    const player = await PlayerModel.findById(listing.playerId, { overallRating: 1 }).lean();
    await writeNewsOnce({
      ...at,
      ...transferNews({
        playerName: listing.playerName,
        position: listing.position,
        rating: player?.overallRating ?? 0,
        fromName: listing.sellerName,
        toName: buyer,
        fee,
      }),
      key: key('world'),
    });
    await writeNewsOnce({
      ...at,
      teamId: listing.sellerTeamId,
      key: key('seller'),
      title: `${listing.playerName} sold to ${buyer}`,
      content: `${buyer} won the auction for ${listing.playerName} with ${formatEuros(fee)}, now in your budget.`,
    });
    await writeNewsOnce({
      ...at,
      teamId: listing.leadingTeamId,
      key: key('buyer'),
      title: `${listing.playerName} joins you from ${listing.sellerName}`,
      content: `Your bid of ${formatEuros(fee)} won the auction: the fee is paid from the money held, and he joins on his contract.`,
    });
  } else if (listing.verdict === 'failed' && listing.leadingTeamId) {
    const why = listing.outcomeReason ?? '';
    await writeNewsOnce({
      ...at,
      teamId: listing.sellerTeamId,
      key: key('seller'),
      title: `No sale: ${listing.playerName} stays`,
      content: `${buyer}'s winning bid of ${formatEuros(fee)} could not be completed. ${why}`,
    });
    await writeNewsOnce({
      ...at,
      teamId: listing.leadingTeamId,
      key: key('buyer'),
      title: `Your bid for ${listing.playerName} did not go through`,
      content: `${why} The ${formatEuros(fee)} held for it is back in your budget.`,
    });
  } else {
    await writeNewsOnce({
      ...at,
      teamId: listing.sellerTeamId,
      key: key('seller'),
      title: `No bids for ${listing.playerName}`,
      content: `Nobody bid for ${listing.playerName} on the managers' market: he stays with you.`,
    });
  }
  await ListingModel.updateOne({ _id: listing._id, toldAt: null }, { $set: { toldAt: new Date() } });
}
