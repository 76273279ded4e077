import { Router } from 'express';
import type { CupRound, DashboardStats } from '@hardwood/shared';
import { cupStageName, DEFAULT_MORALE, EUROPEAN_CUP_NAME, ROUTES } from '@hardwood/shared';
import { mountGroup } from '../http/typed-route.js';
import { PlayerModel } from '../../models/players/player.model.js';
import { MatchModel } from '../../models/season/match.model.js';
import { activeSeason } from '../../domain/season/season.service.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { nextMatchAction } from '../../domain/dashboard/next-match.service.js';

export function dashboardRouter(): Router {
  const router = Router();

  mountGroup(
    router,
    ROUTES.dashboard,
    { access: 'career' },
    {
      stats: async ({ career }) => {
        const [season, team, players] = await Promise.all([
          activeSeason(career.worldId),
          TeamModel.findById(career.teamId, { budget: 1 }).lean(),
          PlayerModel.find({ worldId: career.worldId, teamId: career.teamId, isOnLoan: false }, { morale: 1 }).lean(),
        ]);
        const next = season
          ? await MatchModel.findOne({
              worldId: career.worldId,
              seasonId: season._id,
              isPlayed: false,
              $or: [{ homeTeamId: career.teamId }, { awayTeamId: career.teamId }],
            })
              .sort({ matchday: 1 })
              .lean()
          : null;
        let nextMatch: DashboardStats['nextMatch'] = null;
        if (next) {
          const isHome = next.homeTeamId.equals(career.teamId);
          const opponentId = isHome ? next.awayTeamId : next.homeTeamId;
          const opponent = await TeamModel.findOne({ _id: opponentId, worldId: career.worldId }, { name: 1 }).lean();
          nextMatch = {
            id: next._id.toString(),
            isHome,
            opponent: opponent?.name ?? 'Unknown team',
            opponentId: opponentId.toString(),
            matchday: next.matchday,
            round: next.round,
            ...(next.cupRound
              ? { competition: `${EUROPEAN_CUP_NAME} · ${cupStageName(next.cupRound as CupRound, next.cupGame ?? 1)}` }
              : {}),
          };
        }
        const teamMorale = players.length ? Math.round(players.reduce((s, p) => s + p.morale, 0) / players.length) : DEFAULT_MORALE;
        return {
          currentMatchday: season?.currentMatchday ?? 0,
          nextMatch,
          teamMorale,
          transferBudget: team?.budget ?? 0,
        };
      },
      nextMatch: ({ career }) => nextMatchAction(career),
    },
  );

  return router;
}
