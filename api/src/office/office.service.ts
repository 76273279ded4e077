/**
 * The office's pending matters (part 2 §4 Office read tracking): each item
 * the badge counts, unless the manager has read it. Salaries today; agent
 * requests, injuries, sponsorships and loans join with their issues.
 */
import type mongoose from 'mongoose';
import { formatEuros, type OfficeNotification } from '@hardwood/shared';
import { OfficeReadModel, SalaryPaymentModel } from './salary-payment.model.js';

export async function pendingNotifications(userId: mongoose.Types.ObjectId): Promise<OfficeNotification[]> {
  const [unpaid, read] = await Promise.all([
    SalaryPaymentModel.find({ userId, isPaid: false }).sort({ season: 1, matchday: 1 }).lean(),
    OfficeReadModel.find({ userId }, { notificationType: 1, relatedId: 1 }).lean(),
  ]);
  const seen = new Set(read.map((r) => `${r.notificationType}:${r.relatedId}`));
  return unpaid
    .map((p): OfficeNotification => ({
      id: `salary_due:${p._id.toString()}`,
      title: `Salaries due for matchday ${p.matchday}: ${formatEuros(p.totalAmount)}`,
      notificationType: 'salary_due',
      relatedId: p._id.toString(),
    }))
    .filter((n) => !seen.has(`${n.notificationType}:${n.relatedId}`));
}
