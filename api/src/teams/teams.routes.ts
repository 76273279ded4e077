import { Router } from 'express';
import { leagueIdQuerySchema } from '@hardwood/shared';
import { currentCareer } from '../auth/require-user.js';
import { toTeamDto } from '../career/dto.js';
import { notFound, objectIdOr404, parseInput } from '../http/errors.js';
import { scoutedTemplateIds } from '../transfers/visibility.js';
import { TeamModel, type TeamDoc } from './team.model.js';

export function teamsRouter(): Router {
  const router = Router();

  router.get('/user/team', async (req, res) => {
    const career = await currentCareer(req);
    const team = await TeamModel.findOne({ _id: career.teamId, userId: career.userId }).lean<TeamDoc>();
    if (!team) throw notFound('Team not found');
    res.json(toTeamDto(team));
  });

  router.get('/user-teams/:teamId', async (req, res) => {
    const career = await currentCareer(req);
    const team = await TeamModel.findOne({ _id: objectIdOr404(req.params.teamId, 'Team not found'), userId: career.userId }).lean<TeamDoc>();
    if (!team) throw notFound('Team not found');
    res.json(toTeamDto(team));
  });

  router.get('/teams', async (req, res) => {
    const career = await currentCareer(req);
    const { leagueId } = parseInput(leagueIdQuerySchema, req.query);
    const teams = await TeamModel.find({ userId: career.userId, ...(leagueId !== undefined ? { leagueId } : {}) })
      .sort({ templateTeamId: 1 })
      .lean<TeamDoc[]>();
    const scouted = await scoutedTemplateIds(career.userId);
    res.json(teams.map((t) => ({ ...toTeamDto(t), isScoutedTeam: scouted.has(t.templateTeamId) })));
  });

  return router;
}
