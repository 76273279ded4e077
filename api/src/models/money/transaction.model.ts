/**
 * A money movement of one club of a career: positive
 * income, negative expense. Written once per movement under its request key
 * (domain/money/ledger.ts), so a retried or repeated movement never lists twice.
 * Every club of the world has them; the manager's finances list his own.
 */
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';
import { TRANSACTION_TYPES } from '@hardwood/shared';

const transactionSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  teamId: { type: Schema.Types.ObjectId, required: true, index: true },
  /** The movement's request key, unique in the career: the ledger's idempotency. */
  key: { type: String, required: true },
  type: { type: String, enum: TRANSACTION_TYPES, required: true },
  description: { type: String, required: true },
  amount: { type: Number, required: true },
  season: { type: Number, required: true },
  matchday: { type: Number, required: true },
  /** An AI club's matchday accounts in one movement: what made its amount (whole euros; costs negative). */
  parts: {
    type: new Schema({ gates: Number, tv: Number, sponsors: Number, wages: Number, runningCosts: Number, games: Number }, { _id: false }),
    default: undefined,
  },
  createdAt: { type: Date, default: () => new Date() },
});
transactionSchema.index({ worldId: 1, key: 1 }, { unique: true });
/**
 * The ledger looks movements up by key: a career holds thousands of them
 * after a season, and the embedded store answers a query from one index
 * (it prefers a field's own index to the compound one above).
 */
transactionSchema.index({ key: 1 });

export type TransactionDoc = InferSchemaType<typeof transactionSchema> & { _id: mongoose.Types.ObjectId };
export const TransactionModel = mongoose.model('Transaction', transactionSchema);
