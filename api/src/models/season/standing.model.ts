import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';

const standingSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  seasonId: { type: Schema.Types.ObjectId, required: true, index: true },
  teamId: { type: Schema.Types.ObjectId, required: true },
  matchesPlayed: { type: Number, default: 0 },
  wins: { type: Number, default: 0 },
  losses: { type: Number, default: 0 },
  pointsFor: { type: Number, default: 0 },
  pointsAgainst: { type: Number, default: 0 },
});
standingSchema.index({ seasonId: 1, teamId: 1 }, { unique: true });

export type StandingDoc = InferSchemaType<typeof standingSchema> & { _id: mongoose.Types.ObjectId };
export const StandingModel = mongoose.model('Standing', standingSchema);
