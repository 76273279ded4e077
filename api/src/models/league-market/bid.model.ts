/**
 * A bid on a listing of the managers' market. Written before its money is
 * held, so a hold can always be traced to its bid: `placing` until the bid
 * has taken the lead (`placed`) or been refused (`refused`). Whether it
 * still leads is the listing's to say; `releasedAt` marks its hold given
 * back (or paid), once.
 */
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';

export const BID_STATES = ['placing', 'placed', 'refused'] as const;

const bidSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  listingId: { type: Schema.Types.ObjectId, required: true, index: true },
  teamId: { type: Schema.Types.ObjectId, required: true },
  userId: { type: Schema.Types.ObjectId, required: true },
  amount: { type: Number, required: true },
  state: { type: String, enum: BID_STATES, default: 'placing' },
  releasedAt: { type: Date, default: null },
  createdAt: { type: Date, default: () => new Date() },
});
bidSchema.index({ worldId: 1, teamId: 1 });

export type BidDoc = InferSchemaType<typeof bidSchema> & { _id: mongoose.Types.ObjectId };
export const BidModel = mongoose.model('LeagueBid', bidSchema);
