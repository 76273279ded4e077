import { Router } from 'express';
import { ROUTES } from '@hardwood/shared';
import { toMatchDto, toSeasonDto } from '../career/dto.js';
import { badRequest, conflict, notFound, objectIdOr404 } from '../http/errors.js';
import { waitForSeasonLock } from '../matches/season-lock.js';
import { MARKET_LOCK_WAIT_MS } from '@hardwood/shared';
import { SeasonEndModel } from './season-end.model.js';
import { runSeasonEnd, seasonEndResult } from './season-end.service.js';
import { mountGroup } from '../http/typed-route.js';
import { MatchModel, type MatchDoc } from './match.model.js';
import { SeasonModel, type SeasonDoc } from './season.model.js';
import { activeSeason, rankedStandings, seasonStatus } from './season.service.js';

export function seasonRouter(): Router {
  const router = Router();

  mountGroup(
    router,
    ROUTES.season,
    { access: 'career' },
    {
      list: async ({ career, input }) => {
        const { leagueId } = input;
        const seasons = await SeasonModel.find({ userId: career.userId, ...(leagueId !== undefined ? { leagueId } : {}) })
          .sort({ number: -1 })
          .lean<SeasonDoc[]>();
        return seasons.map(toSeasonDto);
      },

      matches: async ({ career, input }) => {
        const { seasonId } = input;
        const season = seasonId
          ? await SeasonModel.findOne({ _id: objectIdOr404(seasonId, 'Season not found'), userId: career.userId }).lean<SeasonDoc>()
          : await activeSeason(career.userId);
        if (!season) {
          if (seasonId) throw notFound('Season not found');
          return [];
        }
        const matches = await MatchModel.find({ userId: career.userId, seasonId: season._id })
          .sort({ matchday: 1, _id: 1 })
          .lean<MatchDoc[]>();
        return matches.map(toMatchDto);
      },

      standings: async ({ career, params }) => {
        const season = await SeasonModel.findOne({
          _id: objectIdOr404(params.seasonId, 'Season not found'),
          userId: career.userId,
        }).lean<SeasonDoc>();
        if (!season) throw notFound('Season not found');
        return rankedStandings(career.userId, season);
      },

      status: ({ career }) => seasonStatus(career.userId),

      // Only a complete season ends; a season end cut short resumes; a second call answers the stored result.
      end: async ({ career }) => {
        const userId = career.userId;
        const unfinished = await SeasonEndModel.findOne({ userId, completedAt: null }, { season: 1 }).lean();
        const season = unfinished
          ? await SeasonModel.findOne({ userId, number: unfinished.season }).lean<SeasonDoc>()
          : await activeSeason(userId);
        if (!season) throw badRequest('Complete your team setup first');
        if (!unfinished && season.status !== 'complete') {
          if (await SeasonEndModel.exists({ userId, season: season.number - 1, completedAt: { $ne: null } }))
            return seasonEndResult(userId, season.number - 1);
          const status = await seasonStatus(userId);
          throw conflict(`The season is not over yet: ${status.completedMatchdays} of ${status.totalMatchdays} matchdays played.`);
        }
        return waitForSeasonLock(
          season._id,
          async () => {
            // Inside the lock: a parallel call may have finished it meanwhile.
            const done = await SeasonEndModel.exists({ userId, season: season.number, completedAt: { $ne: null } });
            if (done) return seasonEndResult(userId, season.number);
            return runSeasonEnd(userId, career.teamId, season);
          },
          MARKET_LOCK_WAIT_MS,
        );
      },
    },
  );

  return router;
}
