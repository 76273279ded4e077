/**
 * Listing on the managers' market of a league: the league's open listings,
 * the manager's own listings and bids, putting one of his players up, and
 * taking him off again before anyone has bid. The opening bid is the
 * server's (a share of his transfer fee); the seller picks only the length.
 */
import type mongoose from 'mongoose';
import {
  LEAGUE_MARKET_MESSAGES,
  MIN_ELIGIBLE_AFTER_SALE,
  openingBid,
  transferFee,
  type LeagueListing,
  type LeagueListingState,
  type LeagueMarket,
  type ListLeaguePlayer,
  type MyLeagueMarket,
} from '@hardwood/shared';
import { ConflictError, NotFoundError, objectIdOr404 } from '../../infra/errors/domain-errors.js';
import { isDuplicateKeyError } from '../../infra/store/errors.js';
import { BidModel } from '../../models/league-market/bid.model.js';
import { ListingModel, type ListingDoc } from '../../models/league-market/listing.model.js';
import { PlayerModel } from '../../models/players/player.model.js';
import { TeamModel } from '../../models/teams/team.model.js';
import type { Seat } from '../worlds/seat.js';
import { assertPastFirstDays, listedPlayers, listingView, requireLeague, tradesFromOf } from './market-access.js';

/** How many of his own settled listings and of the listings he bid on the manager's page shows. */
const MINE_SHOWN = 20;

export interface ListingOptions {
  /** Listings last at most this many seconds (a test's or a demo's clock); unset: the hours chosen. */
  shortestSeconds?: number;
}

const OPEN_STATES: LeagueListingState[] = ['open', 'settling'];

/** The league's listings still bidding or settling, the nearest deadline first. */
export async function leagueListings(seat: Seat, now = new Date()): Promise<LeagueMarket> {
  await requireLeague(seat.worldId);
  const listings = await ListingModel.find({ worldId: seat.worldId, state: { $in: OPEN_STATES } })
    .sort({ deadline: 1, _id: 1 })
    .lean<ListingDoc[]>();
  const players = await listedPlayers(listings);
  return { listings: listings.map((l) => listingView(l, seat.teamId, players)), serverTime: now.toISOString() };
}

/** The manager's listings and the listings he bid on, what he holds for his leading bids, and when he may trade. */
export async function myLeagueMarket(seat: Seat, now = new Date()): Promise<MyLeagueMarket> {
  await requireLeague(seat.worldId);
  const [own, bids, team, from] = await Promise.all([
    ListingModel.find({ worldId: seat.worldId, sellerTeamId: seat.teamId })
      .sort({ createdAt: -1, _id: -1 })
      .limit(MINE_SHOWN)
      .lean<ListingDoc[]>(),
    BidModel.find({ worldId: seat.worldId, teamId: seat.teamId, state: 'placed' }, { listingId: 1, amount: 1 }).lean(),
    TeamModel.findOne({ _id: seat.teamId, worldId: seat.worldId }, { heldEuros: 1 }).lean(),
    tradesFromOf(seat, now),
  ]);
  const myBest = new Map<string, number>();
  for (const bid of bids) myBest.set(bid.listingId.toString(), Math.max(myBest.get(bid.listingId.toString()) ?? 0, bid.amount));
  const bidOn = await ListingModel.find({ worldId: seat.worldId, _id: { $in: [...myBest.keys()] } })
    .sort({ createdAt: -1, _id: -1 })
    .limit(MINE_SHOWN)
    .lean<ListingDoc[]>();
  const players = await listedPlayers([...own, ...bidOn]);
  return {
    listings: own.map((l) => listingView(l, seat.teamId, players)),
    bids: bidOn.map((l) => {
      const listing = listingView(l, seat.teamId, players);
      return { listing, myBid: myBest.get(listing.id) ?? 0, leading: listing.leading?.yours ?? false };
    }),
    heldEuros: team?.heldEuros ?? 0,
    tradesFrom: from ? from.toISOString() : null,
    serverTime: now.toISOString(),
  };
}

/**
 * Lists one of the club's own players. Not a player on loan: he plays for
 * another club under the loan's terms until it ends, and a move would leave
 * the loan without its parent club. An injured player may be listed: the
 * listing shows his injury, so the bidders price it in (the AI market
 * refuses injured sales only because its clubs cannot judge one).
 */
export async function listPlayer(
  seat: Seat,
  input: ListLeaguePlayer,
  options: ListingOptions = {},
  now = new Date(),
): Promise<LeagueListing> {
  await requireLeague(seat.worldId);
  const playerId = objectIdOr404(input.playerId, LEAGUE_MARKET_MESSAGES.playerNotFound);
  const player = await PlayerModel.findOne({ _id: playerId, worldId: seat.worldId, teamId: seat.teamId }).lean();
  if (!player) throw new NotFoundError(LEAGUE_MARKET_MESSAGES.playerNotFound);
  await assertPastFirstDays(seat, now);
  if (player.isOnLoan) throw new ConflictError(LEAGUE_MARKET_MESSAGES.onLoan);
  const slot = `open:${playerId.toString()}`;
  if (await ListingModel.exists({ worldId: seat.worldId, slot }))
    throw new ConflictError(LEAGUE_MARKET_MESSAGES.alreadyListed(player.name));
  const [team, squad, listed] = await Promise.all([
    TeamModel.findOne({ _id: seat.teamId, worldId: seat.worldId }, { name: 1 }).lean(),
    PlayerModel.countDocuments({ worldId: seat.worldId, teamId: seat.teamId, isOnLoan: { $ne: true } }),
    ListingModel.countDocuments({ worldId: seat.worldId, sellerTeamId: seat.teamId, state: { $in: OPEN_STATES } }),
  ]);
  if (!team) throw new NotFoundError('Team not found');
  // As if every listing of his sold: the club keeps a squad to play with, as after a sale to the AI.
  const left = squad - listed - 1;
  if (left < MIN_ELIGIBLE_AFTER_SALE) throw new ConflictError(LEAGUE_MARKET_MESSAGES.squadTooSmall(left));
  const opening = openingBid(transferFee({ rating: player.overallRating, age: player.age }));
  const seconds = Math.min(input.lengthHours * 3600, options.shortestSeconds ?? Number.POSITIVE_INFINITY);
  let listing: ListingDoc;
  try {
    listing = (
      await ListingModel.create({
        worldId: seat.worldId,
        sellerTeamId: seat.teamId,
        sellerUserId: seat.userId,
        sellerName: team.name,
        playerId,
        playerName: player.name,
        position: player.position,
        slot,
        openingBid: opening,
        lengthHours: input.lengthHours,
        deadline: new Date(now.getTime() + seconds * 1000),
        minimumBid: opening,
        createdAt: now,
      })
    ).toObject();
  } catch (error) {
    // His open listing's slot is taken: a double click, or listed already.
    if (isDuplicateKeyError(error)) throw new ConflictError(LEAGUE_MARKET_MESSAGES.alreadyListed(player.name));
    throw error;
  }
  return listingView(listing, seat.teamId, await listedPlayers([listing]));
}

/** Takes a listing off before its first bid: one guarded update, which a bid racing it cannot get past (or the reverse). */
export async function withdrawListing(seat: Seat, listingIdParam: string | undefined): Promise<{ message: string }> {
  await requireLeague(seat.worldId);
  const listingId: mongoose.Types.ObjectId = objectIdOr404(listingIdParam, LEAGUE_MARKET_MESSAGES.listingNotFound);
  const own = { _id: listingId, worldId: seat.worldId, sellerTeamId: seat.teamId };
  const withdrawn = await ListingModel.findOneAndUpdate(
    { ...own, state: 'open', leadingBidId: null },
    { $set: { state: 'withdrawn', slot: `done:${listingId.toString()}` }, $inc: { version: 1 } },
    { returnDocument: 'after' },
  ).lean<ListingDoc>();
  if (withdrawn) return { message: `${withdrawn.playerName} is off the managers' market.` };
  const listing = await ListingModel.findOne(own, { leadingBidId: 1 }).lean();
  if (!listing) throw new NotFoundError(LEAGUE_MARKET_MESSAGES.listingNotFound);
  throw new ConflictError(listing.leadingBidId ? LEAGUE_MARKET_MESSAGES.withdrawAfterBid : LEAGUE_MARKET_MESSAGES.closed);
}
