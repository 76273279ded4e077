/**
 * The general manager's office: salaries and read tracking, declared in
 * shared/src/routes.ts. Every read and write is of the manager's club: another
 * club's record of the same world answers 404 and is never listed. Its
 * decisions wait for the club's own live match (their declarations say so).
 */
import { Router } from 'express';
import { formatEuros, INJURY_SPECIALIZED_COST, possessive, ROUTES, seasonWage, type Injury, type SalaryPayment } from '@hardwood/shared';
import { toPlayerDto } from '../../models/career/dto.js';
import { InjuryModel, type InjuryDoc } from '../../models/medical/injury.model.js';
import { INJURY_NOT_FOUND, specializedRemaining, treatInjury } from '../../domain/medical/injuries.service.js';
import { PlayerModel, type PlayerDoc } from '../../models/players/player.model.js';
import { MatchModel } from '../../models/season/match.model.js';
import { SponsorshipModel, type SponsorshipDoc } from '../../models/office/sponsorship.model.js';
import { answerSponsorship, SPONSOR_OFFER_NOT_FOUND, toSponsorshipDto } from '../../domain/office/sponsors.service.js';
import { badRequest, conflict, notFound, objectIdOr404 } from '../../infra/http/errors.js';
import { mountGroup } from '../http/typed-route.js';
import { notEnoughForSalaries, paySalaryOnce } from '../../domain/office/salary-payments.js';
import { managerSettings, updateManagerSettings } from '../../domain/office/manager-settings.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { withMarket } from '../../domain/transfers/transfers.service.js';
import { activeSeason } from '../../domain/season/season.service.js';
import { AgentRequestModel, type AgentRequestDoc } from '../../models/office/agent-request.model.js';
import { agentRequestDtos, answerAgentRequest } from '../../domain/office/agents.service.js';
import { ownsMatter, pendingNotifications } from '../../domain/office/office.service.js';
import { OfficeReadModel, SalaryPaymentModel, type SalaryPaymentDoc } from '../../models/office/salary-payment.model.js';

const PAYMENT_NOT_FOUND = 'Salary payment not found';
/** The Medical Reports and Sponsorships tabs list the latest; older ones stay stored. */
const LISTED = 50;

function toInjuryDto(injury: InjuryDoc, player: PlayerDoc): Injury {
  return {
    id: injury._id.toString(),
    player: toPlayerDto(player, undefined, { scouted: true }),
    injuryType: injury.injuryType,
    severity: injury.severity,
    matchdaysOut: injury.matchdaysOut,
    remainingMatchdays: injury.remainingMatchdays,
    isActive: injury.isActive,
    treatmentOption: injury.treatmentOption ?? null,
    matchday: injury.matchday,
    specializedCost: INJURY_SPECIALIZED_COST[injury.severity],
    specializedRemainingMatchdays: specializedRemaining(injury.remainingMatchdays),
  };
}
/** The Agent Requests tab lists the latest; older answered ones stay stored. */
const AGENT_REQUESTS_LISTED = 50;

function toSalaryPaymentDto(p: SalaryPaymentDoc): SalaryPayment {
  return {
    id: p._id.toString(),
    matchday: p.matchday,
    totalAmount: p.totalAmount,
    isPaid: p.isPaid,
    paidAutomatically: p.paidAutomatically === true,
  };
}

export function officeRouter(): Router {
  const router = Router();

  mountGroup(
    router,
    ROUTES.office,
    { access: 'career' },
    {
      notifications: ({ career }) => pendingNotifications(career),

      salaryPayment: async ({ career, input }) => {
        const own = { worldId: career.worldId, teamId: career.teamId };
        // Not narrowed to the active season: the last matchday's salaries fall due as its season ends, and stay payable after the turn.
        if (input.matchday !== undefined) {
          const payment = await SalaryPaymentModel.findOne({ ...own, matchday: input.matchday })
            .sort({ season: -1 })
            .lean<SalaryPaymentDoc>();
          return payment ? toSalaryPaymentDto(payment) : null;
        }
        // Without a matchday: the oldest unpaid one of any season, else the active season's latest (none before its first game).
        const unpaid = await SalaryPaymentModel.findOne({ ...own, isPaid: false })
          .sort({ season: 1, matchday: 1 })
          .lean<SalaryPaymentDoc>();
        if (unpaid) return toSalaryPaymentDto(unpaid);
        const season = await activeSeason(career.worldId);
        const latest = season
          ? await SalaryPaymentModel.findOne({ ...own, season: season.number })
              .sort({ matchday: -1 })
              .lean<SalaryPaymentDoc>()
          : null;
        return latest ? toSalaryPaymentDto(latest) : null;
      },

      /** Pays once: the ledger's key is the payment's, so a double click or a retry moves the money once. */
      paySalary: ({ career, input }) =>
        withMarket(career, async (call) => {
          const id = objectIdOr404(input.salaryPaymentId, PAYMENT_NOT_FOUND);
          const payment = await SalaryPaymentModel.findOne({
            _id: id,
            worldId: call.career.worldId,
            teamId: call.career.teamId,
          }).lean<SalaryPaymentDoc>();
          if (!payment) throw notFound(PAYMENT_NOT_FOUND);
          const outcome = await paySalaryOnce(call.career.worldId, payment, { automatic: false });
          if (outcome === 'short') throw badRequest(notEnoughForSalaries(payment));
          const [after, team] = await Promise.all([
            SalaryPaymentModel.findById(payment._id).lean<SalaryPaymentDoc>(),
            TeamModel.findById(call.team._id, { budget: 1 }).lean(),
          ]);
          if (!after || !team) throw notFound(PAYMENT_NOT_FOUND);
          return {
            message: payment.isPaid
              ? 'These salaries were already paid.'
              : `Salaries for matchday ${payment.matchday} paid: ${formatEuros(payment.totalAmount)}.`,
            payment: toSalaryPaymentDto(after),
            budget: team.budget,
          };
        }),

      managerSettings: ({ career }) => managerSettings(career),

      updateManagerSettings: ({ career, input }) => updateManagerSettings(career, input),

      readNotifications: async ({ career }) => {
        const rows = await OfficeReadModel.find(
          { worldId: career.worldId, teamId: career.teamId },
          { notificationType: 1, relatedId: 1 },
        ).lean();
        return rows.map((r) => ({ notificationType: r.notificationType as 'salary_due', relatedId: r.relatedId }));
      },

      /** Marks one of the club's own matters read; another club's or world's (or an unknown) id answers 404. */
      markRead: async ({ career, input }) => {
        const relatedId = objectIdOr404(input.relatedId, 'Notification not found');
        if (!(await ownsMatter(career, input.notificationType, relatedId))) throw notFound('Notification not found');
        await OfficeReadModel.updateOne(
          { worldId: career.worldId, teamId: career.teamId, notificationType: input.notificationType, relatedId: relatedId.toString() },
          { $setOnInsert: {} },
          { upsert: true },
        );
        return { success: true as const };
      },

      agentRequests: async ({ career }) => {
        const requests = await AgentRequestModel.find({ worldId: career.worldId, teamId: career.teamId })
          .sort({ season: -1, matchday: -1, _id: -1 })
          .limit(AGENT_REQUESTS_LISTED)
          .lean<AgentRequestDoc[]>();
        return agentRequestDtos(career, requests);
      },

      answerAgentRequest: ({ career, params, input }) =>
        withMarket(career, async (call) => {
          const answered = await answerAgentRequest(
            call.career,
            objectIdOr404(params.requestId, 'Agent request not found'),
            input.response,
          );
          const [dto] = await agentRequestDtos(call.career, [answered]);
          if (!dto) throw notFound('Agent request not found');
          const message =
            input.response === 'reject'
              ? `You turned down ${possessive(dto.player.name)} agent.`
              : answered.requestType === 'salary_increase'
                ? `${dto.player.name} now earns ${formatEuros(seasonWage(answered.requestedSalary))} a season.`
                : `${dto.player.name} is on the transfer list.`;
          return { message, request: dto };
        }),

      /** The own players' injuries: active first, then healed ones, newest first within each. */
      injuries: async ({ career }) => {
        const players = await PlayerModel.find({ worldId: career.worldId, teamId: career.teamId }).lean<PlayerDoc[]>();
        const byId = new Map(players.map((p) => [p._id.toString(), p]));
        const injuries = await InjuryModel.find({ worldId: career.worldId, playerId: { $in: players.map((p) => p._id) } })
          .sort({ isActive: -1, injuredKey: -1, _id: -1 })
          .limit(LISTED)
          .lean<InjuryDoc[]>();
        return injuries.flatMap((i) => {
          const player = byId.get(i.playerId.toString());
          return player ? [toInjuryDto(i, player)] : [];
        });
      },

      treatInjury: ({ career, params, input }) =>
        withMarket(career, async (call) => {
          const season = await activeSeason(call.career.worldId);
          if (!season) throw notFound(INJURY_NOT_FOUND);
          const id = objectIdOr404(params.injuryId, INJURY_NOT_FOUND);
          const { injury, message } = await treatInjury(call.career, id, input.treatment, {
            season: season.number,
            matchday: season.currentMatchday,
          });
          const [player, team] = await Promise.all([
            PlayerModel.findById(injury.playerId).lean<PlayerDoc>(),
            TeamModel.findById(call.team._id, { budget: 1 }).lean(),
          ]);
          if (!player || !team) throw notFound(INJURY_NOT_FOUND);
          return { message, injury: toInjuryDto(injury, player), budget: team.budget };
        }),

      sponsorshipOffers: async ({ career }) => {
        const season = await activeSeason(career.worldId);
        const offers = await SponsorshipModel.find({ worldId: career.worldId, teamId: career.teamId })
          .sort({ season: -1, offeredForMatchday: -1 })
          .limit(LISTED)
          .lean<SponsorshipDoc[]>();
        // Pending first (they expire), then running, then the settled and declined.
        const order = { pending: 0, accepted: 1 } as Record<string, number>;
        return offers
          .map((o) => toSponsorshipDto(o, season?.currentMatchday ?? 0))
          .sort((a, b) => (order[a.status] ?? 2) - (order[b.status] ?? 2));
      },

      answerSponsorship: ({ career, params, input }) =>
        withMarket(career, async (call) => {
          const id = objectIdOr404(params.offerId, SPONSOR_OFFER_NOT_FOUND);
          const season = await activeSeason(call.career.worldId);
          if (!season) throw notFound(SPONSOR_OFFER_NOT_FOUND);
          // Accepting once today's game is known would accept a result, not an objective.
          const played = await MatchModel.exists({
            worldId: call.career.worldId,
            seasonId: season._id,
            matchday: season.currentMatchday,
            isPlayed: true,
            $or: [{ homeTeamId: call.team._id }, { awayTeamId: call.team._id }],
          });
          const offer = await SponsorshipModel.findOne({
            _id: id,
            worldId: call.career.worldId,
            teamId: call.career.teamId,
          }).lean<SponsorshipDoc>();
          if (!offer) throw notFound(SPONSOR_OFFER_NOT_FOUND);
          if (played && offer.status === 'pending' && input.response === 'accept')
            throw conflict("This offer has expired: today's game has been played.");
          const answered = await answerSponsorship(call.career, id, input.response, {
            season: season.number,
            matchday: season.currentMatchday,
          });
          const message =
            input.response === 'accept'
              ? `Deal with ${answered.sponsorName} signed: ${formatEuros(answered.offerAmount)} if you deliver.`
              : `You turned down ${answered.sponsorName}.`;
          return { message, offer: toSponsorshipDto(answered, season.currentMatchday) };
        }),
    },
  );

  return router;
}
