/**
 * The transfer market's routes: each declared once in
 * shared/src/routes.ts. Deals run in transfers.service.ts under the season
 * lock; scouting and the lists here.
 */
import { Router } from 'express';
import {
  formatEuros,
  MARKET_MESSAGES,
  ROUTES,
  TEAM_SCOUTING_COST,
  transferFee,
  VALUATION_REPUTATION_NEUTRAL,
  wageAsk,
} from '@hardwood/shared';
import { toPlayerDto } from '../../models/career/dto.js';
import { badRequest, notFound, objectIdOr404 } from '../../infra/http/errors.js';
import { mountGroup } from '../http/typed-route.js';
import { moveMoney } from '../../domain/money/ledger.js';
import { PlayerModel, type PlayerDoc } from '../../models/players/player.model.js';
import { TeamModel, type TeamDoc } from '../../models/teams/team.model.js';
import { ScoutedTeamModel } from '../../models/transfers/scouting.model.js';
import {
  makeOffer,
  offerValuation,
  readMarket,
  saleOptions,
  sellPlayer,
  signFreeAgent,
  withMarket,
} from '../../domain/transfers/transfers.service.js';
import { scoutedTemplateIds } from '../../domain/transfers/visibility.js';
import { moneyBidCounter } from '../../domain/trading-block/block.service.js';
import { worldView } from '../../domain/history/world-view.js';

export const OWN_LEAGUE_SCOUTING_MESSAGE = 'Clubs of your own league need no scouting: their rosters are open.';

export function transfersRouter(): Router {
  const router = Router();

  mountGroup(
    router,
    ROUTES.transfers,
    { access: 'career' },
    {
      freeAgents: async ({ career }) => {
        const [players, team, view] = await Promise.all([
          PlayerModel.find({ worldId: career.worldId, teamId: null }).sort({ overallRating: -1, _id: 1 }).lean<PlayerDoc[]>(),
          TeamModel.findById(career.teamId, { reputation: 1 }).lean(),
          worldView(career),
        ]);
        // Unattached players belong to no club the manager could have scouted: the exact number stays
        // hidden, and what he may know (a range up to the age limit) is the player database's.
        const relation = view.relationOf(null);
        return players.map((p) => ({
          ...toPlayerDto(p, undefined, { scouted: false }),
          potentialView: view.potentialOf(p, relation),
          marketValue: transferFee({ rating: p.overallRating, age: p.age }),
          wageAsk: wageAsk(p, team?.reputation ?? VALUATION_REPUTATION_NEUTRAL),
        }));
      },

      sellPlayer: ({ career, params }) => withMarket(career, (call) => sellPlayer(call, params.playerId)),
      saleOptions: ({ career }) => readMarket(career, saleOptions),
      signPlayer: ({ career, params, input }) => withMarket(career, (call) => signFreeAgent(call, params.playerId, input.contractSeasons)),
      offerValuation: ({ career, params }) => readMarket(career, (call) => offerValuation(call, params.playerId)),
      // A refused bid comes back with the club's counter-offer, one click from a deal (checked again when accepted).
      makeOffer: ({ career, input }) =>
        withMarket(career, async (call) => {
          const result = await makeOffer(call, input);
          if (result.aiResponse.decision === 'ACCEPT') return result;
          return { ...result, counterOffer: await moneyBidCounter(call, input, result.aiResponse.counterAmount ?? null) };
        }),

      scoutTeam: ({ career, params }) =>
        withMarket(career, async (call) => {
          const team = await TeamModel.findOne({
            _id: objectIdOr404(params.teamId, 'Team not found'),
            worldId: call.career.worldId,
          }).lean<TeamDoc>();
          if (!team) throw notFound('Team not found');
          if (team.leagueId === call.team.leagueId) throw badRequest(OWN_LEAGUE_SCOUTING_MESSAGE);
          const answer = { teamId: team._id.toString(), templateTeamId: team.templateTeamId };
          // The club's own scouting: another manager of the world having scouted this club opens nothing here.
          const scouting = { worldId: call.career.worldId, ownerTeamId: call.team._id, templateTeamId: team.templateTeamId };
          if (await ScoutedTeamModel.exists(scouting)) {
            return { ...answer, message: `${team.name} is already scouted.`, cost: 0, budget: call.team.budget };
          }
          // Keyed by the club: a retry after a crash between payment and record pays once and records.
          const paid = await moveMoney({
            worldId: call.career.worldId,
            teamId: call.team._id,
            amount: -TEAM_SCOUTING_COST,
            key: `scout:${team.templateTeamId}`,
            type: 'scouting_cost',
            description: `Scouted ${team.name}`,
            season: call.season.number,
            matchday: call.matchday,
          });
          if (!paid) throw badRequest(MARKET_MESSAGES.budgetTooLow(TEAM_SCOUTING_COST));
          await ScoutedTeamModel.updateOne(
            scouting,
            { $setOnInsert: { teamId: team._id, season: call.season.number, matchday: call.matchday, createdAt: new Date() } },
            { upsert: true },
          );
          const after = await TeamModel.findById(call.team._id, { budget: 1 }).lean();
          return {
            ...answer,
            message: `${team.name} scouted for ${formatEuros(TEAM_SCOUTING_COST)}: their roster is open.`,
            cost: TEAM_SCOUTING_COST,
            budget: after?.budget ?? 0,
          };
        }),

      scoutedTeams: async ({ career }) => {
        return [...(await scoutedTemplateIds(career))].sort((a, b) => a - b);
      },
    },
  );

  return router;
}
