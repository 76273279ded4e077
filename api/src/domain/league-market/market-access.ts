/**
 * Who may use the managers' market and what it shows: only a league of
 * managers has one (any other world answers not found), a manager in his
 * first days in the league may neither list nor bid, and two managers make
 * only so many deals a season. Listings are shown with their players as
 * they are now and the next minimum bid.
 */
import type mongoose from 'mongoose';
import { LEAGUE_MARKET, LEAGUE_MARKET_MESSAGES, managerPair, tradesFrom, type LeagueListing } from '@hardwood/shared';
import { ConflictError, NotFoundError } from '../../infra/errors/domain-errors.js';
import type { ListingDoc } from '../../models/league-market/listing.model.js';
import { PairDealModel } from '../../models/league-market/pair-deal.model.js';
import { PlayerModel } from '../../models/players/player.model.js';
import { SeatModel } from '../../models/worlds/seat.model.js';
import { WorldModel } from '../../models/worlds/world.model.js';
import type { Seat } from '../worlds/seat.js';

type Id = mongoose.Types.ObjectId;

/** Not found outside a league of managers: a career has no other manager to trade with. */
export async function requireLeague(worldId: Id): Promise<void> {
  const world = await WorldModel.findById(worldId, { kind: 1 }).lean();
  if (world?.kind !== 'league') throw new NotFoundError(LEAGUE_MARKET_MESSAGES.notLeague);
}

/** When the seat's manager may first list or bid, or null when he may now. */
export async function tradesFromOf(seat: Seat, now: Date): Promise<Date | null> {
  const taken = await SeatModel.findOne({ worldId: seat.worldId, userId: seat.userId }, { createdAt: 1 }).lean();
  // A seat from before seats were dated has been there all along.
  if (!taken?.createdAt) return null;
  const from = tradesFrom(taken.createdAt);
  return from.getTime() > now.getTime() ? from : null;
}

export async function assertPastFirstDays(seat: Seat, now: Date): Promise<void> {
  const from = await tradesFromOf(seat, now);
  if (from) throw new ConflictError(LEAGUE_MARKET_MESSAGES.firstDays(from));
}

/** The deals the two managers have made this season: none left to make is refused, naming the rule. */
export async function pairDealsLeft(worldId: Id, season: number, userA: Id, userB: Id): Promise<number> {
  const made = await PairDealModel.countDocuments({ worldId, season, pair: managerPair(userA.toString(), userB.toString()) });
  return LEAGUE_MARKET.dealsPerPairPerSeason - made;
}

/** The players of these listings as they are now, by id. */
export async function listedPlayers(listings: readonly ListingDoc[]) {
  if (listings.length === 0) return new Map<string, PlayerView>();
  const players = await PlayerModel.find(
    { worldId: listings[0]?.worldId, _id: { $in: listings.map((l) => l.playerId) } },
    { name: 1, position: 1, age: 1, overallRating: 1, isInjured: 1, salary: 1 },
  ).lean();
  return new Map<string, PlayerView>(
    players.map((p) => [
      p._id.toString(),
      {
        id: p._id.toString(),
        name: p.name,
        position: p.position,
        age: p.age,
        overallRating: p.overallRating,
        isInjured: p.isInjured,
        salary: p.salary ?? 0,
      },
    ]),
  );
}

type PlayerView = LeagueListing['player'];

/** A listing as a manager of the world sees it (`viewer`: his club). */
export function listingView(listing: ListingDoc, viewer: Id, players: ReadonlyMap<string, PlayerView>): LeagueListing {
  const player = players.get(listing.playerId.toString()) ?? {
    // A player retired since he was listed: his name stays on the listing.
    id: listing.playerId.toString(),
    name: listing.playerName,
    position: listing.position,
    age: 0,
    overallRating: 0,
    isInjured: false,
    salary: 0,
  };
  const leading =
    listing.leadingTeamId && listing.leadingAmount !== null && listing.leadingAmount !== undefined
      ? {
          amount: listing.leadingAmount,
          teamId: listing.leadingTeamId.toString(),
          teamName: listing.leadingTeamName ?? '',
          yours: listing.leadingTeamId.equals(viewer),
        }
      : null;
  return {
    id: listing._id.toString(),
    player,
    seller: { teamId: listing.sellerTeamId.toString(), name: listing.sellerName },
    openingBid: listing.openingBid,
    minimumBid: listing.minimumBid,
    leading,
    bids: listing.bidCount,
    deadline: listing.deadline.toISOString(),
    lengthHours: listing.lengthHours,
    state: listing.state,
    yours: listing.sellerTeamId.equals(viewer),
    outcome: listing.verdict === 'failed' ? (listing.outcomeReason ?? null) : null,
  };
}
