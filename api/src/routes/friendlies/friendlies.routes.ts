/**
 * Friendlies: challenges and their links, the match's passes (a coach's, a
 * spectator's as in the Live Centre: public, a few a minute per address, the
 * address signed into the pass) and the replay.
 */
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { FRIENDLY_ROOM_NAME, ROUTES, type FriendlyPass } from '@hardwood/shared';
import type { LiveTokenSigner } from '@hardwood/game-server';
import type { RateStoreFactory } from '../auth/shared-rate-store.js';
import { mountGroup } from '../http/typed-route.js';
import { addressPassLimiter, passAddress } from '../live-centre/pass-limits.js';
import { endpointFor } from '../live/live.routes.js';
import {
  acceptChallenge,
  cancelChallenge,
  createChallenge,
  listFriendlies,
  readChallenge,
} from '../../orchestrators/friendlies/friendly-challenges.service.js';
import { assertBeingPlayed, coachSide, friendlyReplay, readFriendly } from '../../domain/friendlies/friendly-match.service.js';

export const TOO_MANY_FRIENDLY_PASSES = 'Too many passes to watch friendlies from your address: try again in a minute';

export function friendliesRouter(tokens: LiveTokenSigner, options: { rateStores?: RateStoreFactory } = {}): Router {
  const router = Router();
  // In front of the spectators' pass route (the table declares the route once).
  router.use(ROUTES.friendlies.watch.path, addressPassLimiter('friendly-pass', TOO_MANY_FRIENDLY_PASSES, options.rateStores));
  mountGroup(
    router,
    ROUTES.friendlies,
    { access: 'career' },
    {
      list: ({ career }) => listFriendlies(career),
      create: ({ career, input }) => createChallenge(career, input),
      challenge: { access: 'user', handle: ({ user, params }) => readChallenge(user._id, params.token) },
      accept: ({ career, params, input }) => acceptChallenge(career, params.token, input),
      cancel: ({ career, params }) => cancelChallenge(career, params.token),
      detail: { access: 'public', handle: ({ req, params }) => readFriendly(params.key, req.user?.id ?? null) },
      token: {
        access: 'user',
        handle: async ({ req, user, params }): Promise<FriendlyPass> => {
          const side = await coachSide(params.key, user._id.toString());
          const token = tokens.sign({ userId: user._id.toString(), matchId: params.key, role: 'manager' });
          return { token, endpoint: endpointFor(req), roomName: FRIENDLY_ROOM_NAME, role: 'manager', side };
        },
      },
      watch: {
        access: 'public',
        handle: async ({ req, params }): Promise<FriendlyPass> => {
          await assertBeingPlayed(params.key);
          // As in the Live Centre: each pass a guest of its own unless signed in, the address signed into it for the room's per-address seats.
          const userId = req.user?.id ?? `guest:${randomUUID()}`;
          const token = tokens.sign({ userId, matchId: params.key, role: 'spectator', address: passAddress(req) });
          return { token, endpoint: endpointFor(req), roomName: FRIENDLY_ROOM_NAME, role: 'spectator', side: null };
        },
      },
      replay: { access: 'public', handle: ({ params }) => friendlyReplay(params.key) },
    },
  );
  return router;
}
