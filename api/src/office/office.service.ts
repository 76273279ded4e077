/**
 * The office's pending matters (part 2 §4 Office read tracking): each item
 * the badge counts, unless the manager has read it. Salaries today; agent
 * injuries, sponsorships and loans join with their slices.
 */
import type mongoose from 'mongoose';
import { formatEuros, type OfficeNotification } from '@hardwood/shared';
import { PlayerModel } from '../players/player.model.js';
import { AgentRequestModel } from './agent-request.model.js';
import { OfficeReadModel, SalaryPaymentModel } from './salary-payment.model.js';

export async function pendingNotifications(userId: mongoose.Types.ObjectId): Promise<OfficeNotification[]> {
  const [unpaid, agents, read] = await Promise.all([
    SalaryPaymentModel.find({ userId, isPaid: false }).sort({ season: 1, matchday: 1 }).lean(),
    AgentRequestModel.find({ userId, status: 'pending' }).sort({ season: 1, matchday: 1 }).lean(),
    OfficeReadModel.find({ userId }, { notificationType: 1, relatedId: 1 }).lean(),
  ]);
  const seen = new Set(read.map((r) => `${r.notificationType}:${r.relatedId}`));
  const names = new Map((await PlayerModel.find({ userId, _id: { $in: agents.map((a) => a.playerId) } }, { name: 1 }).lean()).map((p) => [p._id.toString(), p.name]));
  const items: OfficeNotification[] = [
    ...unpaid.map((p): OfficeNotification => ({
      id: `salary_due:${p._id.toString()}`,
      title: `Salaries due for matchday ${p.matchday}: ${formatEuros(p.totalAmount)}`,
      notificationType: 'salary_due',
      relatedId: p._id.toString(),
    })),
    ...agents.map((a): OfficeNotification => ({
      id: `agent_request:${a._id.toString()}`,
      title: `${names.get(a.playerId.toString()) ?? 'A player'}'s agent: ${a.requestType === 'salary_increase' ? `a raise to ${formatEuros(a.requestedSalary)}` : 'a transfer request'}`,
      notificationType: 'agent_request',
      relatedId: a._id.toString(),
    })),
  ];
  return items.filter((n) => !seen.has(`${n.notificationType}:${n.relatedId}`));
}

/** Whether a matter of this type and id belongs to the career (mark-read answers 404 otherwise). */
export async function ownsMatter(userId: mongoose.Types.ObjectId, notificationType: string, relatedId: mongoose.Types.ObjectId): Promise<boolean> {
  if (notificationType === 'salary_due') return Boolean(await SalaryPaymentModel.exists({ _id: relatedId, userId }));
  if (notificationType === 'agent_request') return Boolean(await AgentRequestModel.exists({ _id: relatedId, userId }));
  // Injuries, sponsorships and scout reports arrive with their slices.
  return false;
}
