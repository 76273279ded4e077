/**
 * The managers' market of a league, declared once (see ../contract.ts): the
 * league's open listings, the manager's own listings and bids, listing a
 * player, withdrawing a listing before its first bid, and bidding. A world
 * that is not a league of managers has no such market: every route answers
 * 404 there.
 */
import { z } from 'zod';
import { defineRoute } from '../contract.js';
import { LEAGUE_MARKET } from '../rules.js';
import { idSchema, positionSchema } from '../schemas.js';

const money = () => z.number().int({ error: 'Amounts are whole euros' });
const isoDateTime = z.string().datetime({ offset: true });

/**
 * Where a listing is: bidding (`open`), past its deadline and being settled
 * (`settling`), then `sold`, `unsold` (no bid), `failed` (the winner could
 * not complete: budget, wages, roster) or `withdrawn` by its seller.
 */
export const LEAGUE_LISTING_STATES = ['open', 'settling', 'sold', 'unsold', 'failed', 'withdrawn'] as const;
export type LeagueListingState = (typeof LEAGUE_LISTING_STATES)[number];

export const leagueListingSchema = z.object({
  id: idSchema,
  player: z.object({
    id: idSchema,
    name: z.string(),
    position: positionSchema,
    age: z.number().int(),
    overallRating: z.number().int(),
    isInjured: z.boolean(),
    /** Per game, the contract he brings with him. */
    salary: money(),
  }),
  seller: z.object({ teamId: idSchema, name: z.string() }),
  openingBid: money(),
  /** The least the next bid may be (the server's rule, shown in the bid dialog). */
  minimumBid: money(),
  /** The leading bid and its club, or null before the first. */
  leading: z.object({ amount: money(), teamId: idSchema, teamName: z.string(), yours: z.boolean() }).nullable(),
  bids: z.number().int().nonnegative(),
  deadline: isoDateTime,
  lengthHours: z.number().int().positive(),
  state: z.enum(LEAGUE_LISTING_STATES),
  /** The caller's own listing. */
  yours: z.boolean(),
  /** Why a settled listing did not sell (failed), else null. */
  outcome: z.string().nullable(),
});
export type LeagueListing = z.infer<typeof leagueListingSchema>;

/** The league's listings still bidding or settling, with the server's clock for the countdowns. */
export const leagueMarketSchema = z.object({
  listings: z.array(leagueListingSchema),
  serverTime: isoDateTime,
});
export type LeagueMarket = z.infer<typeof leagueMarketSchema>;

export const myLeagueBidSchema = z.object({
  listing: leagueListingSchema,
  /** The caller's highest bid on it. */
  myBid: money(),
  leading: z.boolean(),
});
export type MyLeagueBid = z.infer<typeof myLeagueBidSchema>;

export const myLeagueMarketSchema = z.object({
  /** His listings, newest first (the latest few settled ones too). */
  listings: z.array(leagueListingSchema),
  /** The listings he bid on, newest first. */
  bids: z.array(myLeagueBidSchema),
  /** Money set aside for his leading bids: out of his budget until he is outbid or the deadline. */
  heldEuros: money(),
  /** Until when the new managers' rule keeps him from listing and bidding; null when he may now. */
  tradesFrom: isoDateTime.nullable(),
  serverTime: isoDateTime,
});
export type MyLeagueMarket = z.infer<typeof myLeagueMarketSchema>;

const LENGTH_MESSAGE = `A listing lasts ${LEAGUE_MARKET.lengthsHours.join(', ')} hours`;
export const listLeaguePlayerSchema = z
  .object({
    playerId: idSchema,
    lengthHours: z.literal(LEAGUE_MARKET.lengthsHours, { error: LENGTH_MESSAGE }),
  })
  .strict();
export type ListLeaguePlayer = z.infer<typeof listLeaguePlayerSchema>;

export const leagueBidSchema = z
  .object({
    amount: z
      .number({ error: 'A bid is an amount in euros' })
      .int({ error: 'A bid is whole euros' })
      .min(1, 'A bid is at least one euro')
      .max(LEAGUE_MARKET.maxBidEuros, 'That bid is beyond any budget'),
  })
  .strict();
export type LeagueBid = z.infer<typeof leagueBidSchema>;

export const leagueBidResultSchema = z.object({ message: z.string(), listing: leagueListingSchema });
export const leagueWithdrawResultSchema = z.object({ message: z.string() });

export const leagueMarketRoutes = {
  /** What every manager of the league may see: its listings bidding or settling. 404 outside a league. */
  listings: defineRoute({
    method: 'GET',
    path: '/league-market/listings',
    serves: 'world',
    request: undefined,
    response: leagueMarketSchema,
    errors: [400, 401, 404],
    tags: ['market'],
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/league-market/mine',
    serves: 'club',
    request: undefined,
    response: myLeagueMarketSchema,
    errors: [400, 401, 404],
    tags: ['market', 'budget'],
  }),
  /** Lists one of the club's players (not on loan) for one of the lengths; the opening bid is the server's. */
  list: defineRoute({
    method: 'POST',
    path: '/league-market/listings',
    serves: 'club',
    request: listLeaguePlayerSchema,
    response: leagueListingSchema,
    status: 201,
    errors: [400, 401, 404, 409],
    invalidates: ['market'],
  }),
  /** Before the first bid only. */
  withdraw: defineRoute({
    method: 'DELETE',
    path: '/league-market/listings/:listingId',
    serves: 'club',
    request: undefined,
    response: leagueWithdrawResultSchema,
    errors: [400, 401, 404, 409],
    invalidates: ['market'],
  }),
  /** A bid that leads holds its amount from the budget until outbid (released) or the deadline (paid or released). */
  bid: defineRoute({
    method: 'POST',
    path: '/league-market/listings/:listingId/bids',
    serves: 'club',
    request: leagueBidSchema,
    response: leagueBidResultSchema,
    errors: [400, 401, 404, 409],
    invalidates: ['market', 'budget'],
  }),
} as const;
