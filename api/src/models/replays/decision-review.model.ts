/**
 * A manager's decisions in a game, reviewed (played on with and without
 * each one): kept once worked out, since the game and its record never
 * change, so asking again answers at once on any process.
 */
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';

const decisionReviewSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  matchId: { type: Schema.Types.ObjectId, required: true },
  side: { type: String, enum: ['home', 'away'], required: true },
  /** The review (shared DecisionReview) as JSON: read whole, never queried inside. */
  review: { type: String, required: true },
  savedAt: { type: Date, required: true },
});
decisionReviewSchema.index({ matchId: 1, side: 1 }, { unique: true });

export type DecisionReviewDoc = InferSchemaType<typeof decisionReviewSchema> & { _id: mongoose.Types.ObjectId };
export const DecisionReviewModel = mongoose.model('DecisionReview', decisionReviewSchema);
