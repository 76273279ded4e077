/** Youth scouting over HTTP, declared in shared/src/routes.ts. */
import { Router } from 'express';
import { ROUTES } from '@hardwood/shared';
import { objectIdOr404 } from '../../infra/http/errors.js';
import { mountGroup } from '../http/typed-route.js';
import { activeSeason } from '../../domain/season/season.service.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { withMarket } from '../../domain/transfers/transfers.service.js';
import {
  discardProspect,
  PROSPECT_NOT_FOUND,
  scoutingReports,
  signProspect,
  startScouting,
} from '../../domain/youth-scouting/youth-scouting.service.js';

export function youthScoutingRouter(): Router {
  const router = Router();

  mountGroup(
    router,
    ROUTES.youthScouting,
    { access: 'career' },
    {
      reports: async ({ career }) => {
        const season = await activeSeason(career.worldId);
        return scoutingReports(
          career,
          season ? { season: season.number, matchday: season.currentMatchday, totalMatchdays: season.totalMatchdays } : null,
        );
      },

      start: ({ career, input }) =>
        withMarket(career, async (call) => {
          const { cost, reportsDue } = await startScouting(call, input.position);
          const budget = (await TeamModel.findById(call.team._id, { budget: 1 }).lean())?.budget ?? 0;
          return { message: `Your scout is on his way: ${reportsDue} reports, one a matchday from the next.`, cost, reportsDue, budget };
        }),

      signProspect: ({ career, params }) =>
        withMarket(career, async (call) => {
          const slot = await signProspect(call, objectIdOr404(params.prospectId, PROSPECT_NOT_FOUND));
          return { message: `${slot.youthPlayer?.name ?? 'The prospect'} joins the academy.`, slot };
        }),

      discardProspect: ({ career, params }) =>
        withMarket(career, async (call) => {
          const prospect = await discardProspect(call, objectIdOr404(params.prospectId, PROSPECT_NOT_FOUND));
          const budget = (await TeamModel.findById(call.team._id, { budget: 1 }).lean())?.budget ?? 0;
          return { message: `${prospect.name} has been let go with his compensation.`, budget };
        }),
    },
  );

  return router;
}
