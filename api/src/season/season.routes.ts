import { Router } from 'express';
import { leagueIdQuerySchema, ROUTES, seasonIdQuerySchema } from '@hardwood/shared';
import { currentCareer } from '../auth/require-user.js';
import { toMatchDto, toSeasonDto } from '../career/dto.js';
import { notFound, objectIdOr404, parseInput } from '../http/errors.js';
import { mountRoute } from '../http/typed-route.js';
import { MatchModel, type MatchDoc } from './match.model.js';
import { SeasonModel, type SeasonDoc } from './season.model.js';
import { activeSeason, rankedStandings, seasonStatus } from './season.service.js';

export function seasonRouter(): Router {
  const router = Router();

  router.get('/seasons', async (req, res) => {
    const career = await currentCareer(req);
    const { leagueId } = parseInput(leagueIdQuerySchema, req.query);
    const seasons = await SeasonModel.find({ userId: career.userId, ...(leagueId !== undefined ? { leagueId } : {}) })
      .sort({ number: -1 })
      .lean<SeasonDoc[]>();
    res.json(seasons.map(toSeasonDto));
  });

  router.get('/matches', async (req, res) => {
    const career = await currentCareer(req);
    const { seasonId } = parseInput(seasonIdQuerySchema, req.query);
    const season = seasonId
      ? await SeasonModel.findOne({ _id: objectIdOr404(seasonId, 'Season not found'), userId: career.userId }).lean<SeasonDoc>()
      : await activeSeason(career.userId);
    if (!season) {
      if (seasonId) throw notFound('Season not found');
      res.json([]);
      return;
    }
    const matches = await MatchModel.find({ userId: career.userId, seasonId: season._id }).sort({ matchday: 1, _id: 1 }).lean<MatchDoc[]>();
    res.json(matches.map(toMatchDto));
  });

  router.get('/standings/season/:seasonId', async (req, res) => {
    const career = await currentCareer(req);
    const season = await SeasonModel.findOne({ _id: objectIdOr404(req.params.seasonId, 'Season not found'), userId: career.userId }).lean<SeasonDoc>();
    if (!season) throw notFound('Season not found');
    res.json(await rankedStandings(career.userId, season._id));
  });

  mountRoute(router, ROUTES.seasonStatus, async ({ req }) => seasonStatus((await currentCareer(req)).userId));

  return router;
}
