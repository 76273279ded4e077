/** The manager's morale levers, declared in shared/src/routes/contracts.ts. */
import { Router } from 'express';
import { ROUTES } from '@hardwood/shared';
import { mountGroup } from '../http/typed-route.js';
import { readMarket, withMarket } from '../../domain/transfers/transfers.service.js';
import { holdTeamMeeting, moraleOverview, promisePlayingTime, talkToPlayer } from '../../domain/morale/morale.service.js';

export function moraleRouter(): Router {
  const router = Router();
  mountGroup(
    router,
    ROUTES.morale,
    { access: 'career' },
    {
      overview: ({ career }) => readMarket(career, moraleOverview),
      teamMeeting: ({ career }) => withMarket(career, holdTeamMeeting),
      talk: ({ career, params, input }) => withMarket(career, (call) => talkToPlayer(call, params.playerId, input.kind)),
      promise: ({ career, params }) => withMarket(career, (call) => promisePlayingTime(call, params.playerId)),
    },
  );
  return router;
}
