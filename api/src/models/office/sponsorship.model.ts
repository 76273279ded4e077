/**
 * A sponsor's offer to the manager's club:
 * written once per club and matchday, answered once, tracked after each
 * matchday once accepted, and settled once (money by its ledger key, morale
 * by each player's last-settled offer id).
 */
import { SPONSOR_OBJECTIVES, SPONSOR_STATUSES } from '@hardwood/shared';
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';

const sponsorshipSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  /** The club whose manager the offer is for. */
  teamId: { type: Schema.Types.ObjectId, required: true },
  season: { type: Number, required: true },
  /** The matchday during which it may be answered; its processing expires it when still pending. */
  offeredForMatchday: { type: Number, required: true },
  sponsorName: { type: String, required: true },
  objective: { type: String, enum: SPONSOR_OBJECTIVES, required: true },
  objectiveTarget: { type: Number, required: true },
  durationMatchdays: { type: Number, required: true },
  offerAmount: { type: Number, required: true },
  moraleBonus: { type: Number, required: true },
  moralePenalty: { type: Number, required: true },
  moralePenaltyDuration: { type: Number, required: true },
  status: { type: String, enum: SPONSOR_STATUSES, default: 'pending' },
  currentProgress: { type: Number, default: 0 },
  startMatchday: { type: Number, default: null },
  endMatchday: { type: Number, default: null },
  /** The matchday whose processing settled it (completed or failed). */
  settledAtMatchday: { type: Number, default: null },
  /** Failed offers: media pressure lasts through this matchday (wins do not lift morale). */
  pressureUntilMatchday: { type: Number, default: null },
});
// An offer per club and matchday: each managed club of a world gets its own.
sponsorshipSchema.index({ worldId: 1, teamId: 1, season: 1, offeredForMatchday: 1 }, { unique: true });

export type SponsorshipDoc = InferSchemaType<typeof sponsorshipSchema> & { _id: mongoose.Types.ObjectId };
export const SponsorshipModel = mongoose.model('Sponsorship', sponsorshipSchema);
