/**
 * A bid on the managers' market, exact under parallel bids without
 * transactions. The bid is written first, then its amount is held from the
 * bidder's budget (a guarded update: never more than he has, never twice),
 * then it takes the lead with one compare-and-set of the listing on the
 * version it was decided on. A lost race re-reads and decides again, so of
 * any number of bids at once exactly one leads, each refused bid gives its
 * own hold back, and the bid that takes the lead gives back the hold of
 * the one it displaced. Money held therefore equals the leading bids,
 * whatever the order. A crash between the steps leaves at most a stray hold
 * on that listing, which its settlement gives back (settle.ts).
 */
import type mongoose from 'mongoose';
import { decideBid, formatEuros, LEAGUE_MARKET_MESSAGES, type AuctionState, type BidDecision, type LeagueListing } from '@hardwood/shared';
import { BrokenInvariant, ConflictError, NotFoundError, objectIdOr404 } from '../../infra/errors/domain-errors.js';
import { BidModel } from '../../models/league-market/bid.model.js';
import { ListingModel, type ListingDoc } from '../../models/league-market/listing.model.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { holdMoney, releaseHold } from '../money/holds.js';
import { activeSeason } from '../season/season.service.js';
import type { Seat } from '../worlds/seat.js';
import { assertPastFirstDays, listedPlayers, listingView, pairDealsLeft, requireLeague } from './market-access.js';

type Id = mongoose.Types.ObjectId;

/** A listing's bidding state as the shared rules read it. */
export function auctionState(listing: ListingDoc): AuctionState {
  return {
    openingBid: listing.openingBid,
    leading:
      listing.leadingTeamId && listing.leadingAmount !== null && listing.leadingAmount !== undefined
        ? { amount: listing.leadingAmount, teamId: listing.leadingTeamId.toString() }
        : null,
    deadline: listing.deadline.getTime(),
    sellerTeamId: listing.sellerTeamId.toString(),
    open: listing.state === 'open',
  };
}

/** Gives a bid's hold back once and marks it so. */
export async function releaseBidHold(bid: { _id: Id; worldId: Id; teamId: Id; amount: number }): Promise<void> {
  await releaseHold({ worldId: bid.worldId, teamId: bid.teamId, id: bid._id.toString(), amount: bid.amount });
  await BidModel.updateOne({ _id: bid._id, releasedAt: null }, { $set: { releasedAt: new Date() } });
}

function refusal(decision: Extract<BidDecision, { accepted: false }>): ConflictError {
  return new ConflictError(decision.message);
}

/** The bidder's side of the rules, before any money moves: his own listing, his first days, the pair's deals this season. */
async function assertMayBid(seat: Seat, listing: ListingDoc, now: Date): Promise<void> {
  if (listing.sellerTeamId.equals(seat.teamId)) throw new ConflictError(LEAGUE_MARKET_MESSAGES.ownListing);
  await assertPastFirstDays(seat, now);
  const season = await activeSeason(seat.worldId);
  if (season && (await pairDealsLeft(seat.worldId, season.number, seat.userId, listing.sellerUserId)) <= 0)
    throw new ConflictError(LEAGUE_MARKET_MESSAGES.pairLimit('you', listing.sellerName));
}

export async function placeBid(
  seat: Seat,
  listingIdParam: string | undefined,
  amount: number,
  now = new Date(),
): Promise<{ message: string; listing: LeagueListing }> {
  await requireLeague(seat.worldId);
  const listingId = objectIdOr404(listingIdParam, LEAGUE_MARKET_MESSAGES.listingNotFound);
  let listing = await ListingModel.findOne({ _id: listingId, worldId: seat.worldId }).lean<ListingDoc>();
  if (!listing) throw new NotFoundError(LEAGUE_MARKET_MESSAGES.listingNotFound);
  await assertMayBid(seat, listing, now);
  const bidder = { teamId: seat.teamId.toString(), amount, at: now.getTime() };
  // Refused before any money moves when the listing already says no.
  const first = decideBid(auctionState(listing), bidder);
  if (!first.accepted) throw refusal(first);
  const team = await TeamModel.findOne({ _id: seat.teamId, worldId: seat.worldId }, { name: 1 }).lean();
  if (!team) throw new NotFoundError('Team not found');

  const bid = (
    await BidModel.create({ worldId: seat.worldId, listingId, teamId: seat.teamId, userId: seat.userId, amount, createdAt: now })
  ).toObject();
  const refuse = async (error: Error): Promise<never> => {
    await BidModel.updateOne({ _id: bid._id }, { $set: { state: 'refused' } });
    await releaseBidHold(bid);
    throw error;
  };
  if (!(await holdMoney({ worldId: seat.worldId, teamId: seat.teamId, id: bid._id.toString(), amount }))) {
    const budget = (await TeamModel.findOne({ _id: seat.teamId }, { budget: 1 }).lean())?.budget ?? 0;
    await refuse(new ConflictError(LEAGUE_MARKET_MESSAGES.notEnoughBudget(amount, budget)));
  }

  let displaced: { _id: Id; teamId: Id; amount: number } | null = null;
  for (;;) {
    const decision = decideBid(auctionState(listing), bidder);
    if (!decision.accepted) return refuse(refusal(decision));
    const took = await ListingModel.updateOne(
      { _id: listing._id, version: listing.version, state: 'open' },
      {
        $set: {
          leadingBidId: bid._id,
          leadingTeamId: seat.teamId,
          leadingUserId: seat.userId,
          leadingTeamName: team.name,
          leadingAmount: amount,
          minimumBid: decision.nextMinimum,
          deadline: new Date(decision.deadline),
        },
        $inc: { version: 1, bidCount: 1 },
      },
    );
    if (took.modifiedCount === 1) {
      // The state the lead was taken from names the bid it displaced.
      if (listing.leadingBidId && listing.leadingTeamId && listing.leadingAmount)
        displaced = { _id: listing.leadingBidId, teamId: listing.leadingTeamId, amount: listing.leadingAmount };
      break;
    }
    // Another bid (or the close, or a withdrawal) changed the listing first: decide again on what it is now.
    const fresh = await ListingModel.findOne({ _id: listingId, worldId: seat.worldId }).lean<ListingDoc>();
    if (!fresh) throw new BrokenInvariant('A listing vanished while a bid was placed');
    listing = fresh;
  }
  await BidModel.updateOne({ _id: bid._id, state: 'placing' }, { $set: { state: 'placed' } });
  if (displaced) await releaseBidHold({ ...displaced, worldId: seat.worldId });

  const after = await ListingModel.findById(listingId).lean<ListingDoc>();
  if (!after) throw new BrokenInvariant('A listing vanished after a bid');
  return {
    message: `You lead with ${formatEuros(amount)}: it is held from your budget until you are outbid or the deadline.`,
    listing: listingView(after, seat.teamId, await listedPlayers([after])),
  };
}
