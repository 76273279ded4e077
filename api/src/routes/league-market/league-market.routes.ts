/**
 * The managers' market of a league, declared in
 * shared/src/routes/league-market.ts: every route goes through the
 * manager's seat, and answers 404 in a world that is not a league.
 * LEAGUE_MARKET_MIN_SECONDS (tests, a demo) makes every listing last at
 * most that many seconds instead of its hours.
 */
import { Router } from 'express';
import { ROUTES } from '@hardwood/shared';
import { placeBid } from '../../domain/league-market/bidding.js';
import {
  leagueListings,
  listPlayer,
  myLeagueMarket,
  withdrawListing,
  type ListingOptions,
} from '../../domain/league-market/listing.service.js';
import { mountGroup } from '../http/typed-route.js';

/** The listing length's cap from the settings, if a positive number of seconds is set. */
export function listingOptions(env: Readonly<Record<string, string | undefined>>): ListingOptions {
  const seconds = Number(env.LEAGUE_MARKET_MIN_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? { shortestSeconds: Math.floor(seconds) } : {};
}

export function leagueMarketRouter(options: { env?: Readonly<Record<string, string | undefined>> } = {}): Router {
  const router = Router();
  const lengths = listingOptions(options.env ?? process.env);
  mountGroup(
    router,
    ROUTES.leagueMarket,
    { access: 'career' },
    {
      listings: ({ career }) => leagueListings(career),
      mine: ({ career }) => myLeagueMarket(career),
      list: ({ career, input }) => listPlayer(career, input, lengths),
      withdraw: ({ career, params }) => withdrawListing(career, params.listingId),
      bid: ({ career, params, input }) => placeBid(career, params.listingId, input.amount),
    },
  );
  return router;
}
