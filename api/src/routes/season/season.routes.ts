import { Router } from 'express';
import { ROUTES } from '@hardwood/shared';
import { toMatchDto, toSeasonDto } from '../../models/career/dto.js';
import { badRequest, conflict, notFound, objectIdOr404 } from '../../infra/http/errors.js';
import { waitForSeasonLock } from '../../domain/matches/season-lock.js';
import { MARKET_LOCK_WAIT_MS } from '@hardwood/shared';
import { SeasonEndModel } from '../../models/season/season-end.model.js';
import { runSeasonEnd, seasonEndResult } from '../../orchestrators/season-end/season-end.service.js';
import { refuseInLeague } from '../../domain/leagues/league-guard.js';
import { mountGroup } from '../http/typed-route.js';
import { MatchModel, type MatchDoc } from '../../models/season/match.model.js';
import { SeasonModel, type SeasonDoc } from '../../models/season/season.model.js';
import { activeSeason, rankedStandings, seasonStatus } from '../../domain/season/season.service.js';

export function seasonRouter(): Router {
  const router = Router();

  mountGroup(
    router,
    ROUTES.season,
    { access: 'career' },
    {
      list: async ({ career, input }) => {
        const { leagueId } = input;
        const seasons = await SeasonModel.find({ worldId: career.worldId, ...(leagueId !== undefined ? { leagueId } : {}) })
          .sort({ number: -1 })
          .lean<SeasonDoc[]>();
        return seasons.map(toSeasonDto);
      },

      matches: async ({ career, input }) => {
        const { seasonId } = input;
        const season = seasonId
          ? await SeasonModel.findOne({ _id: objectIdOr404(seasonId, 'Season not found'), worldId: career.worldId }).lean<SeasonDoc>()
          : await activeSeason(career.worldId);
        if (!season) {
          if (seasonId) throw notFound('Season not found');
          return [];
        }
        const matches = await MatchModel.find({ worldId: career.worldId, seasonId: season._id })
          .sort({ matchday: 1, _id: 1 })
          .lean<MatchDoc[]>();
        return matches.map(toMatchDto);
      },

      standings: async ({ career, params }) => {
        const season = await SeasonModel.findOne({
          _id: objectIdOr404(params.seasonId, 'Season not found'),
          worldId: career.worldId,
        }).lean<SeasonDoc>();
        if (!season) throw notFound('Season not found');
        return rankedStandings(career.worldId, season);
      },

      status: ({ career }) => seasonStatus(career.worldId),

      // Only a complete season ends; a season end cut short resumes; a second call answers the stored result.
      end: async ({ career }) => {
        const worldId = career.worldId;
        await refuseInLeague(worldId);
        const unfinished = await SeasonEndModel.findOne({ worldId, completedAt: null }, { season: 1 }).lean();
        const season = unfinished
          ? await SeasonModel.findOne({ worldId, number: unfinished.season }).lean<SeasonDoc>()
          : await activeSeason(worldId);
        if (!season) throw badRequest('Complete your team setup first');
        if (!unfinished && season.status !== 'complete') {
          if (await SeasonEndModel.exists({ worldId, season: season.number - 1, completedAt: { $ne: null } }))
            return seasonEndResult(worldId, career.teamId, season.number - 1);
          const status = await seasonStatus(worldId);
          throw conflict(`The season is not over yet: ${status.completedMatchdays} of ${status.totalMatchdays} matchdays played.`);
        }
        return waitForSeasonLock(
          season._id,
          async () => {
            // Inside the lock: a parallel call may have finished it meanwhile.
            const done = await SeasonEndModel.exists({ worldId, season: season.number, completedAt: { $ne: null } });
            if (done) return seasonEndResult(worldId, career.teamId, season.number);
            return runSeasonEnd(worldId, career.teamId, season);
          },
          MARKET_LOCK_WAIT_MS,
        );
      },
    },
  );

  return router;
}
