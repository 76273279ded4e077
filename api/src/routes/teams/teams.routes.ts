import { Router } from 'express';
import { ROUTES } from '@hardwood/shared';
import { toTeamDto } from '../../models/career/dto.js';
import { notFound, objectIdOr404 } from '../../infra/http/errors.js';
import { mountGroup } from '../http/typed-route.js';
import { scoutedTemplateIds } from '../../domain/transfers/visibility.js';
import { TeamModel, type TeamDoc } from '../../models/teams/team.model.js';

export function teamsRouter(): Router {
  const router = Router();

  mountGroup(
    router,
    ROUTES.teams,
    { access: 'career' },
    {
      myTeam: async ({ career }) => {
        const team = await TeamModel.findOne({ _id: career.teamId, worldId: career.worldId }).lean<TeamDoc>();
        if (!team) throw notFound('Team not found');
        return toTeamDto(team);
      },
      team: async ({ career, params }) => {
        const team = await TeamModel.findOne({
          _id: objectIdOr404(params.teamId, 'Team not found'),
          worldId: career.worldId,
        }).lean<TeamDoc>();
        if (!team) throw notFound('Team not found');
        return toTeamDto(team);
      },
      list: async ({ career, input }) => {
        const { leagueId } = input;
        const teams = await TeamModel.find({ worldId: career.worldId, ...(leagueId !== undefined ? { leagueId } : {}) })
          .sort({ templateTeamId: 1 })
          .lean<TeamDoc[]>();
        const scouted = await scoutedTemplateIds(career);
        return teams.map((t) => ({ ...toTeamDto(t), isScoutedTeam: scouted.has(t.templateTeamId) }));
      },
    },
  );

  return router;
}
