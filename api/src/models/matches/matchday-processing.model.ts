/**
 * One matchday's processing record: the eight steps as they complete. It makes
 * processing resumable (a repeat skips finished steps) and idempotent (a
 * finished record is the answer to every later call).
 */
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';

const stepSchema = new Schema(
  { step: { type: String, required: true }, message: { type: String, default: '' }, completed: { type: Boolean, default: false } },
  { _id: false },
);

const processingSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  seasonId: { type: Schema.Types.ObjectId, required: true },
  matchday: { type: Number, required: true },
  steps: { type: [stepSchema], default: [] },
  completedAt: { type: Date, default: null },
});
processingSchema.index({ seasonId: 1, matchday: 1 }, { unique: true });

export type MatchdayProcessingDoc = InferSchemaType<typeof processingSchema> & { _id: mongoose.Types.ObjectId };
export const MatchdayProcessingModel = mongoose.model('MatchdayProcessing', processingSchema);
