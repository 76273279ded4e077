/**
 * The manager's decision on a contract that ends with the season: agreed
 * (his new salary and last season, from next season), refused (he would
 * not stay; asking again later redraws nothing but weighs his morale then),
 * or released (let go when it ends). One record a club, player and season; the
 * season end applies it.
 */
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';

const contractRenewalSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  /** The club whose manager decided: his decision binds his club only (the player may move to another club of the world). */
  teamId: { type: Schema.Types.ObjectId, required: true },
  playerId: { type: Schema.Types.ObjectId, required: true },
  season: { type: Number, required: true },
  status: { type: String, enum: ['agreed', 'refused', 'released'], required: true },
  salary: { type: Number, default: null },
  endsSeason: { type: Number, default: null },
  matchday: { type: Number, required: true },
  message: { type: String, default: '' },
  /** Why he refused, by weight, with what would change his mind (shared RefusalExplanation); null unless refused. */
  refusal: { type: Schema.Types.Mixed, default: null },
});
contractRenewalSchema.index({ worldId: 1, teamId: 1, playerId: 1, season: 1 }, { unique: true });
export type ContractRenewalDoc = InferSchemaType<typeof contractRenewalSchema> & { _id: mongoose.Types.ObjectId };
export const ContractRenewalModel = mongoose.model('ContractRenewal', contractRenewalSchema);
