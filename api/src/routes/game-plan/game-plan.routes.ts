/**
 * The manager's game plans, declared in shared/src/routes/game-plan.ts: his
 * own, read and changed through his seat only (another manager of the world
 * reads and saves his own).
 */
import { Router } from 'express';
import { ROUTES } from '@hardwood/shared';
import { gamePlans, saveGamePlan } from '../../domain/game-plan/game-plan.service.js';
import { planReview } from '../../domain/game-plan/plan-review.service.js';
import { mountGroup } from '../http/typed-route.js';

export function gamePlanRouter(): Router {
  const router = Router();
  mountGroup(
    router,
    ROUTES.gamePlan,
    { access: 'career' },
    {
      plans: ({ career }) => gamePlans(career),
      save: ({ career, input }) => saveGamePlan(career, input),
      review: ({ career, input }) => planReview(career, input.plan),
    },
  );
  return router;
}
