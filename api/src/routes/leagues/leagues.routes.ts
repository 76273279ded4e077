/**
 * Leagues of managers and the manager's worlds, declared in
 * shared/src/routes/leagues.ts. These are the account's own routes (a league
 * is found, listed and joined before the manager has a seat there); what a
 * league's world holds is read through the club pages once he switches to it.
 */
import { Router } from 'express';
import { ROUTES } from '@hardwood/shared';
import { objectIdOr404 } from '../../infra/errors/domain-errors.js';
import { liveRoomSnapshot } from '@hardwood/game-server';
import {
  joinLeague,
  leagueDetail,
  leagueRoundMatches,
  listLeagues,
  managerWorlds,
  switchWorld,
} from '../../domain/leagues/league-membership.js';
import { LEAGUE_NOT_FOUND } from '../../domain/leagues/league-views.js';
import { foundLeague } from '../../orchestrators/leagues/found-league.js';
import { mountGroup } from '../http/typed-route.js';

export function leaguesRouter(): Router {
  const router = Router();
  mountGroup(
    router,
    ROUTES.leagues,
    { access: 'user' },
    {
      list: ({ user }) => listLeagues(user._id),
      detail: ({ user, params, input }) => leagueDetail(user._id, objectIdOr404(params.id, LEAGUE_NOT_FOUND), input.invite),
      round: ({ user, params, input }) =>
        leagueRoundMatches(user._id, objectIdOr404(params.id, LEAGUE_NOT_FOUND), input.invite, (matchId) => liveRoomSnapshot(matchId)),
      found: ({ user, input }) => foundLeague(user._id, input),
      join: ({ user, params, input }) => joinLeague(user._id, objectIdOr404(params.id, LEAGUE_NOT_FOUND), input),
    },
  );
  mountGroup(
    router,
    ROUTES.worlds,
    { access: 'user' },
    {
      mine: ({ user }) => managerWorlds(user),
      switch: ({ user, input }) => switchWorld(user, objectIdOr404(input.worldId, 'You hold no seat in that world')),
    },
  );
  return router;
}
