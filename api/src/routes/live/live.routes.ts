/** `POST /api/live/token`: a short-lived pass into one match room, as manager or spectator. */
import { Router, type Request } from 'express';
import mongoose from 'mongoose';
import { LEAGUE_ROOM_NAME, LIVE_ROOM_NAME, ROUTES, type LiveTokenResponse } from '@hardwood/shared';
import type { LiveTokenSigner } from '@hardwood/game-server';
import { notFound } from '../../infra/http/errors.js';
import { mountGroup } from '../http/typed-route.js';
import { isOwnMatch, playableLiveMatch } from '../../domain/live/live-match.service.js';
import { leagueMatchPass } from '../../domain/leagues/league-match.service.js';

/** The game server shares the API's host and port (the Live Centre's passes use it too). */
export function endpointFor(req: Request): string {
  const secure = req.secure || req.get('x-forwarded-proto') === 'https';
  return `${secure ? 'wss' : 'ws'}://${req.get('host') ?? 'localhost'}`;
}

export function liveRouter(tokens: LiveTokenSigner): Router {
  const router = Router();
  mountGroup(
    router,
    ROUTES.live,
    { access: 'user' },
    {
      token: async ({ req, user, input }): Promise<LiveTokenResponse> => {
        const { matchId, spectate } = input;
        // A league's match plays in its league room from its tip-off: its managers coach, members (or anyone, when public) watch.
        const league = await leagueMatchPass(user._id, matchId, spectate === true);
        if (league) {
          const { role, side } = league;
          return {
            token: tokens.sign({ userId: user._id.toString(), matchId, role }),
            endpoint: endpointFor(req),
            roomName: LEAGUE_ROOM_NAME,
            role,
            ...(side ? { side } : {}),
          };
        }
        if (spectate) {
          // A career match is private: its manager may watch it from another tab; anyone else's request is not found.
          if (!mongoose.isValidObjectId(matchId) || !(await isOwnMatch(user._id, new mongoose.Types.ObjectId(matchId))))
            throw notFound('Match not found');
        } else {
          await playableLiveMatch(user._id, matchId);
        }
        const role = spectate ? 'spectator' : 'manager';
        return {
          token: tokens.sign({ userId: user._id.toString(), matchId, role }),
          endpoint: endpointFor(req),
          roomName: LIVE_ROOM_NAME,
          role,
        };
      },
    },
  );
  return router;
}
