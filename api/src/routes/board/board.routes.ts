/** The board: GET /api/board, and taking or declining a job offer; declared in shared/src/routes/board.ts. */
import { Router } from 'express';
import { ROUTES } from '@hardwood/shared';
import { mountGroup } from '../http/typed-route.js';
import { boardView, declineOffer, takeOffer } from '../../domain/board/board-offers.js';

export function boardRouter(): Router {
  const router = Router();
  mountGroup(
    router,
    ROUTES.board,
    { access: 'career' },
    {
      view: ({ career }) => boardView(career),
      take: ({ career, params }) => takeOffer(career, params.teamId),
      decline: ({ career, params }) => declineOffer(career, params.teamId),
    },
  );
  return router;
}
