/**
 * A deal between two managers on the managers' market in a season: the
 * collusion rule allows only so many per pair, each a numbered slot, and the
 * unique index lets one settlement take a slot however many try at once.
 */
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';

const pairDealSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  season: { type: Number, required: true },
  /** The two managers' user ids, sorted (shared managerPair). */
  pair: { type: String, required: true },
  slot: { type: Number, required: true },
  listingId: { type: Schema.Types.ObjectId, required: true },
});
pairDealSchema.index({ worldId: 1, season: 1, pair: 1, slot: 1 }, { unique: true });

export type PairDealDoc = InferSchemaType<typeof pairDealSchema> & { _id: mongoose.Types.ObjectId };
export const PairDealModel = mongoose.model('LeaguePairDeal', pairDealSchema);
