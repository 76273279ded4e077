/** Player pages, the player database, match reports, awards and club histories: read-only views of the career's world. */
import { Router } from 'express';
import { ROUTES } from '@hardwood/shared';
import { NotFoundError } from '../../infra/errors/domain-errors.js';
import { heavyReads } from '../../infra/http/account-gate.js';
import { mountGroup } from '../http/typed-route.js';
import { TeamModel, type TeamDoc } from '../../models/teams/team.model.js';
import { clubHistory, seasonAwards } from '../../domain/history/history-reads.js';
import { hallOfFame, hallOfFameMember } from '../../domain/history/hall-of-fame.service.js';
import { worldRecords } from '../../domain/history/records.service.js';
import { matchReport } from '../../domain/history/match-report.service.js';
import { searchPlayers } from '../../domain/history/player-database.service.js';
import { careerObjectId, playerProfile } from '../../domain/history/player-page.service.js';
import { matchReplay, requestDecisionReview } from '../../domain/replays/replay.service.js';

export function historyRouter(): Router {
  const router = Router();
  // A search reads the whole world: an account runs a few at once (the rest wait, or answer 429).
  heavyReads.gateRoute(router, ROUTES.playerPages.search);
  // A replay plays the whole game again on the server.
  heavyReads.gateRoute(router, ROUTES.history.matchReplay);
  // The records read every game of a season not summarised yet.
  heavyReads.gateRoute(router, ROUTES.history.records);
  mountGroup(
    router,
    ROUTES.playerPages,
    { access: 'career' },
    {
      profile: ({ career, params }) => playerProfile(career, params.playerId),
      search: ({ career, input }) => searchPlayers(career, input),
    },
  );
  mountGroup(
    router,
    ROUTES.history,
    { access: 'career' },
    {
      matchReport: ({ career, params }) => matchReport(career, params.gameId),
      matchReplay: ({ career, params }) => matchReplay(career, params.gameId),
      decisionReview: ({ career, params }) => requestDecisionReview(career, params.gameId),
      seasonAwards: ({ career, input }) => seasonAwards(career.worldId, input.season),
      clubHistory: async ({ career, params }) => {
        const team = await TeamModel.findOne({ _id: careerObjectId(params.teamId, 'Team'), worldId: career.worldId }).lean<TeamDoc>();
        if (!team) throw new NotFoundError('Team not found');
        return clubHistory(career.worldId, team);
      },
      hallOfFame: ({ career }) => hallOfFame(career.worldId),
      hallOfFameMember: ({ career, params }) => hallOfFameMember(career.worldId, params.playerId),
      records: ({ career }) => worldRecords(career.worldId),
    },
  );
  return router;
}
