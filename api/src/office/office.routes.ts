/** The general manager's office (issue 10; part 2 §7): salaries and read tracking, declared in shared/src/routes.ts. */
import { Router } from 'express';
import { formatEuros, ROUTES, type SalaryPayment } from '@hardwood/shared';
import { currentCareer } from '../auth/require-user.js';
import { badRequest, notFound, objectIdOr404 } from '../http/errors.js';
import { mountRoute } from '../http/typed-route.js';
import { moveMoney } from '../money/ledger.js';
import { TeamModel } from '../teams/team.model.js';
import { withMarket } from '../transfers/transfers.service.js';
import { activeSeason } from '../season/season.service.js';
import { AgentRequestModel, type AgentRequestDoc } from './agent-request.model.js';
import { agentRequestDtos, answerAgentRequest } from './agents.service.js';
import { ownsMatter, pendingNotifications } from './office.service.js';
import { OfficeReadModel, SalaryPaymentModel, type SalaryPaymentDoc } from './salary-payment.model.js';

const PAYMENT_NOT_FOUND = 'Salary payment not found';
/** The Agent Requests tab lists the latest; older answered ones stay stored. */
const AGENT_REQUESTS_LISTED = 50;

function toSalaryPaymentDto(p: SalaryPaymentDoc): SalaryPayment {
  return { id: p._id.toString(), matchday: p.matchday, totalAmount: p.totalAmount, isPaid: p.isPaid };
}

export function officeRouter(): Router {
  const router = Router();

  mountRoute(router, ROUTES.officeNotifications, async ({ req }) => pendingNotifications((await currentCareer(req)).userId));

  mountRoute(router, ROUTES.salaryPayment, async ({ req, input }) => {
    const career = await currentCareer(req);
    const season = await activeSeason(career.userId);
    if (!season) return null;
    const filter = { userId: career.userId, season: season.number, ...(input.matchday !== undefined ? { matchday: input.matchday } : {}) };
    // Without a matchday: the oldest unpaid one, else the latest.
    const payment =
      input.matchday !== undefined
        ? await SalaryPaymentModel.findOne(filter).lean<SalaryPaymentDoc>()
        : ((await SalaryPaymentModel.findOne({ ...filter, isPaid: false }).sort({ matchday: 1 }).lean<SalaryPaymentDoc>()) ??
          (await SalaryPaymentModel.findOne(filter).sort({ matchday: -1 }).lean<SalaryPaymentDoc>()));
    return payment ? toSalaryPaymentDto(payment) : null;
  });

  /** Pays once: the ledger's key is the payment's, so a double click or a retry moves the money once. */
  mountRoute(router, ROUTES.paySalary, ({ req, input }) =>
    withMarket(req, async (call) => {
      const id = objectIdOr404(input.salaryPaymentId, PAYMENT_NOT_FOUND);
      const payment = await SalaryPaymentModel.findOne({ _id: id, userId: call.career.userId }).lean<SalaryPaymentDoc>();
      if (!payment) throw notFound(PAYMENT_NOT_FOUND);
      if (!payment.isPaid && payment.totalAmount > 0) {
        const paid = await moveMoney({
          userId: call.career.userId,
          teamId: call.team._id,
          amount: -payment.totalAmount,
          key: `salary-payment:${payment._id.toString()}`,
          type: 'salary',
          description: `Salaries for matchday ${payment.matchday}`,
          season: payment.season,
          matchday: payment.matchday,
        });
        if (!paid) throw badRequest(`Not enough budget: the salaries come to ${formatEuros(payment.totalAmount)}.`);
      }
      await SalaryPaymentModel.updateOne({ _id: payment._id, isPaid: false }, { $set: { isPaid: true, paidAt: new Date() } });
      const [after, team] = await Promise.all([SalaryPaymentModel.findById(payment._id).lean<SalaryPaymentDoc>(), TeamModel.findById(call.team._id, { budget: 1 }).lean()]);
      if (!after || !team) throw notFound(PAYMENT_NOT_FOUND);
      return { message: payment.isPaid ? 'These salaries were already paid.' : `Salaries for matchday ${payment.matchday} paid: ${formatEuros(payment.totalAmount)}.`, payment: toSalaryPaymentDto(after), budget: team.budget };
    }),
  );

  mountRoute(router, ROUTES.readNotifications, async ({ req }) => {
    const career = await currentCareer(req);
    const rows = await OfficeReadModel.find({ userId: career.userId }, { notificationType: 1, relatedId: 1 }).lean();
    return rows.map((r) => ({ notificationType: r.notificationType as 'salary_due', relatedId: r.relatedId }));
  });

  /** Marks one of the career's own matters read; another career's (or an unknown) id answers 404. */
  mountRoute(router, ROUTES.markRead, async ({ req, input }) => {
    const career = await currentCareer(req);
    const relatedId = objectIdOr404(input.relatedId, 'Notification not found');
    if (!(await ownsMatter(career.userId, input.notificationType, relatedId))) throw notFound('Notification not found');
    await OfficeReadModel.updateOne({ userId: career.userId, notificationType: input.notificationType, relatedId: relatedId.toString() }, { $setOnInsert: {} }, { upsert: true });
    return { success: true as const };
  });

  mountRoute(router, ROUTES.agentRequests, async ({ req }) => {
    const career = await currentCareer(req);
    const requests = await AgentRequestModel.find({ userId: career.userId }).sort({ season: -1, matchday: -1, _id: -1 }).limit(AGENT_REQUESTS_LISTED).lean<AgentRequestDoc[]>();
    return agentRequestDtos(career.userId, requests);
  });

  mountRoute(router, ROUTES.answerAgentRequest, ({ req, params, input }) =>
    withMarket(req, async (call) => {
      const answered = await answerAgentRequest(call.career.userId, call.team._id, objectIdOr404(params.requestId, 'Agent request not found'), input.response);
      const [dto] = await agentRequestDtos(call.career.userId, [answered]);
      if (!dto) throw notFound('Agent request not found');
      const message =
        input.response === 'reject'
          ? `You turned down ${dto.player.name}'s agent.`
          : answered.requestType === 'salary_increase'
            ? `${dto.player.name} now earns ${formatEuros(answered.requestedSalary)} a matchday.`
            : `${dto.player.name} is on the transfer list.`;
      return { message, request: dto };
    }),
  );

  return router;
}
