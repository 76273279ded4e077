/**
 * A player's injury in a career: written once per player
 * and matchday from the engine's draw, healed one matchday at a time in
 * processing, treated once by the manager.
 */
import { INJURY_SEVERITY_NAMES, INJURY_TREATMENTS } from '@hardwood/shared';
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';

const injurySchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  playerId: { type: Schema.Types.ObjectId, required: true },
  /** The club he was hurt playing for. */
  teamId: { type: Schema.Types.ObjectId, required: true },
  season: { type: Number, required: true },
  matchday: { type: Number, required: true },
  /** processing.service matchdayKey of the matchday he was hurt: healing starts the matchday after. */
  injuredKey: { type: Number, required: true },
  injuryType: { type: String, required: true },
  severity: { type: String, enum: INJURY_SEVERITY_NAMES, required: true },
  matchdaysOut: { type: Number, required: true },
  remainingMatchdays: { type: Number, required: true },
  isActive: { type: Boolean, default: true },
  treatmentOption: { type: String, enum: [...INJURY_TREATMENTS, null], default: null },
  /** The last matchday key that took a matchday off: a repeat of processing heals once. */
  healedKey: { type: Number, default: 0 },
});
injurySchema.index({ worldId: 1, playerId: 1, season: 1, matchday: 1 }, { unique: true });
injurySchema.index({ worldId: 1, isActive: 1 });

export type InjuryDoc = InferSchemaType<typeof injurySchema> & { _id: mongoose.Types.ObjectId };
export const InjuryModel = mongoose.model('Injury', injurySchema);
