/**
 * A matchday's salaries of the manager's club:
 * falls due at the matchday's processing, paid by the manager (the ledger
 * moves the money once), and hurts morale at the next processing if unpaid.
 */
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';

const salaryPaymentSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  /** The club whose manager pays them. */
  teamId: { type: Schema.Types.ObjectId, required: true },
  season: { type: Number, required: true },
  matchday: { type: Number, required: true },
  totalAmount: { type: Number, required: true },
  isPaid: { type: Boolean, default: false },
  paidAt: { type: Date, default: null },
  /** Paid by matchday processing under the manager's auto-pay setting, not by him in the office. */
  paidAutomatically: { type: Boolean, default: false },
});
// A matchday's salaries per club: each managed club of a world pays its own.
salaryPaymentSchema.index({ worldId: 1, teamId: 1, season: 1, matchday: 1 }, { unique: true });

export type SalaryPaymentDoc = InferSchemaType<typeof salaryPaymentSchema> & { _id: mongoose.Types.ObjectId };
export const SalaryPaymentModel = mongoose.model('SalaryPayment', salaryPaymentSchema);

/** An office matter the manager has read: it no longer counts on the badge. */
const officeReadSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  /** The club whose manager read it: each manager of a world reads his own matters. */
  teamId: { type: Schema.Types.ObjectId, required: true },
  notificationType: { type: String, required: true },
  relatedId: { type: String, required: true },
});
officeReadSchema.index({ worldId: 1, teamId: 1, notificationType: 1, relatedId: 1 }, { unique: true });

export const OfficeReadModel = mongoose.model('OfficeRead', officeReadSchema);
