/**
 * Paying a matchday's salaries, the one way it is done: by the manager in
 * the office, or by matchday processing when his auto-pay setting is on.
 * Both move the money under the payment's own ledger key, so an office
 * payment, an automatic one, a double click and a retry after a crash pay
 * it exactly once; the payment is marked paid only once the money moved.
 */
import type mongoose from 'mongoose';
import { formatEuros } from '@hardwood/shared';
import { moveMoney } from '../money/ledger.js';
import { SalaryPaymentModel, type SalaryPaymentDoc } from '../../models/office/salary-payment.model.js';

/** The ledger key of a salary payment: one per payment, whoever pays it. */
export const salaryPaymentKey = (payment: Pick<SalaryPaymentDoc, '_id'>) => `salary-payment:${payment._id.toString()}`;

export type PayOutcome = 'paid' | 'already-paid' | 'short';

/**
 * Pays `payment` from its club's budget once. Answers 'short' (nothing
 * changed, the payment stays due) when the budget does not cover it.
 */
export async function paySalaryOnce(
  worldId: mongoose.Types.ObjectId,
  payment: SalaryPaymentDoc,
  options: { automatic: boolean },
): Promise<PayOutcome> {
  if (payment.isPaid) return 'already-paid';
  if (payment.totalAmount > 0) {
    const moved = await moveMoney({
      worldId,
      teamId: payment.teamId,
      amount: -payment.totalAmount,
      key: salaryPaymentKey(payment),
      type: 'salary',
      description: `Salaries for matchday ${payment.matchday}${options.automatic ? ' (paid automatically)' : ''}`,
      season: payment.season,
      matchday: payment.matchday,
    });
    if (!moved) return 'short';
  }
  await SalaryPaymentModel.updateOne(
    { _id: payment._id, isPaid: false },
    { $set: { isPaid: true, paidAt: new Date(), paidAutomatically: options.automatic } },
  );
  return 'paid';
}

export const notEnoughForSalaries = (payment: Pick<SalaryPaymentDoc, 'totalAmount'>) =>
  `Not enough budget: the salaries come to ${formatEuros(payment.totalAmount)}.`;
