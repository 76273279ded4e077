/**
 * The Live Centre's routes, public: the listing, and a spectator's
 * pass into a live match (signed in or not), a few a minute per address.
 * Anything not live answers 404.
 */
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { LIVE_CENTRE_ROOM_NAME, ROUTES } from '@hardwood/shared';
import type { LiveTokenSigner } from '@hardwood/game-server';
import { notFound } from '../../infra/http/errors.js';
import { mountGroup } from '../http/typed-route.js';
import { endpointFor } from '../live/live.routes.js';
import type { RateStoreFactory } from '../auth/shared-rate-store.js';
import { LiveCentreListing } from '../../domain/live-centre/listing.js';
import { liveCentrePassLimiter, passAddress } from './pass-limits.js';
import { liveCentreReplay } from '../../domain/replays/live-centre-replay.js';
import type { LiveCentreProgramme } from '../../domain/live-centre/programme.js';

export function liveCentreRouter(
  tokens: LiveTokenSigner,
  programme: LiveCentreProgramme | null,
  options: { rateStores?: RateStoreFactory } = {},
): Router {
  const router = Router();
  const listing = new LiveCentreListing(programme);
  // A middleware in front of the pass route (not a route of its own): the table declares the route once.
  router.use(ROUTES.liveCentre.token.path, liveCentrePassLimiter(options.rateStores));
  mountGroup(
    router,
    ROUTES.liveCentre,
    { access: 'public' },
    {
      listing: () => listing.read(),
      replay: ({ params }) => liveCentreReplay(params.id),
      token: async ({ req, input }) => {
        if (!programme?.isLive(input.matchId)) throw notFound('Match not found');
        // A visitor watches as a guest of their own: the per-user connection cap then counts each pass alone, the room's spectator cap
        // bounds them all, and the address signed into the pass bounds the seats of one address.
        const userId = req.user?.id ?? `guest:${randomUUID()}`;
        const token = tokens.sign({ userId, matchId: input.matchId, role: 'spectator', address: passAddress(req) });
        return { token, endpoint: endpointFor(req), roomName: LIVE_CENTRE_ROOM_NAME, role: 'spectator' as const };
      },
    },
  );
  return router;
}
