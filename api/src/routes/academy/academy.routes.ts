/** The youth academy over HTTP, declared in shared/src/routes.ts. */
import { Router } from 'express';
import { ROUTES } from '@hardwood/shared';
import { toPlayerDto } from '../../models/career/dto.js';
import { badRequest, objectIdOr404 } from '../../infra/http/errors.js';
import { mountGroup } from '../http/typed-route.js';
import { activeSeason } from '../../domain/season/season.service.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { withMarket } from '../../domain/transfers/transfers.service.js';
import type { Seat } from '../../domain/worlds/seat.js';
import {
  academyDto,
  academyOf,
  createAcademy,
  NO_ACADEMY,
  promote,
  recruit,
  release,
  slotsOf,
  upgradeAcademy,
  YOUTH_NOT_FOUND,
} from '../../domain/academy/academy.service.js';
import {
  pendingTournamentMatch,
  playTournamentMatch,
  tournamentOverview,
  youthPlayerStats,
  type TournamentNow,
} from '../../domain/academy/tournament.service.js';

/** The seat's academy and where its world's season stands, or null. */
async function academyNow(career: Seat) {
  const [academy, season] = await Promise.all([academyOf(career), activeSeason(career.worldId)]);
  if (!academy || !season) return null;
  const now: TournamentNow = {
    season: season.number,
    matchday: season.currentMatchday,
    totalMatchdays: season.totalMatchdays,
    complete: season.status === 'complete',
  };
  return { academy, now };
}

async function budgetOf(teamId: Parameters<typeof TeamModel.findById>[0]): Promise<number> {
  return (await TeamModel.findById(teamId, { budget: 1 }).lean())?.budget ?? 0;
}

export function academyRouter(): Router {
  const router = Router();

  mountGroup(
    router,
    ROUTES.academy,
    { access: 'career' },
    {
      academy: async ({ career }) => {
        const academy = await academyOf(career);
        return academy ? academyDto(academy) : null;
      },

      academySlots: async ({ career }) => {
        const [academy, season] = await Promise.all([academyOf(career), activeSeason(career.worldId)]);
        if (!academy || !season) return [];
        return slotsOf(academy, { season: season.number, matchday: season.currentMatchday, totalMatchdays: season.totalMatchdays });
      },

      createAcademy: ({ career, input }) =>
        withMarket(career, async (call) => {
          const academy = await createAcademy(call, input.type);
          const dto = await academyDto(academy);
          return { message: `${dto.name} founded.`, academy: dto, budget: await budgetOf(call.team._id) };
        }),

      upgradeAcademy: ({ career, input }) =>
        withMarket(career, async (call) => {
          const academy = await upgradeAcademy(call, input.type);
          const dto = await academyDto(academy);
          return { message: `Your academy is now ${dto.name.toLowerCase()}.`, academy: dto, budget: await budgetOf(call.team._id) };
        }),

      recruitYouth: ({ career, input }) =>
        withMarket(career, async (call) => {
          const slot = await recruit(call, input.position);
          return { message: `${slot.youthPlayer?.name ?? 'A prospect'} joins the academy.`, slot };
        }),

      releaseYouth: ({ career, params }) =>
        withMarket(career, async (call) => {
          const youth = await release(call, objectIdOr404(params.playerId, YOUTH_NOT_FOUND));
          return { message: `${youth.name} has left the academy.`, budget: await budgetOf(call.team._id) };
        }),

      promoteYouth: ({ career, params, input }) =>
        withMarket(career, async (call) => {
          const player = await promote(call, objectIdOr404(params.playerId, YOUTH_NOT_FOUND), input.toRoster);
          if (input.toRoster && !player) throw badRequest('Promotion failed');
          return {
            message: player ? `${player.name} joins the first team.` : 'He leaves the academy.',
            player: player ? toPlayerDto(player, call.team.name, { scouted: true }) : null,
          };
        }),

      tournamentMatches: async ({ career }) => {
        const found = await academyNow(career);
        return found ? tournamentOverview(found.academy, found.now) : null;
      },

      pendingTournamentMatch: async ({ career }) => {
        const found = await academyNow(career);
        return found ? pendingTournamentMatch(found.academy, found.now) : null;
      },

      youthPlayerStats: async ({ career }) => {
        return youthPlayerStats(career);
      },

      // Only matchId is read: the score, the box score and the MVP are the server's.
      playTournamentMatch: ({ career, input }) =>
        withMarket(career, async (call) => {
          const academy = await academyOf(call.career);
          if (!academy) throw badRequest(NO_ACADEMY);
          const { record, replay } = await playTournamentMatch(call, academy, input.matchId);
          const verdict = record.result === 'win' ? 'won' : 'lost';
          return {
            message: `Your academy ${verdict} ${record.teamScore}-${record.opponentScore} ${record.opponent}.`,
            match: record,
            replay,
          };
        }),
    },
  );

  return router;
}
