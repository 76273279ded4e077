import mongoose, { Schema, type InferSchemaType } from '../store/mongoose.js';

const matchSchema = new Schema({
  userId: { type: Schema.Types.ObjectId, required: true, index: true },
  seasonId: { type: Schema.Types.ObjectId, required: true, index: true },
  leagueId: { type: Number, required: true },
  homeTeamId: { type: Schema.Types.ObjectId, required: true },
  awayTeamId: { type: Schema.Types.ObjectId, required: true },
  matchday: { type: Number, required: true },
  round: { type: Number, enum: [1, 2], required: true },
  homeScore: { type: Number, default: null },
  awayScore: { type: Number, default: null },
  isPlayed: { type: Boolean, default: false },
  seed: { type: Number, default: null },
  /** Team box scores, recorded with the result by the server. */
  homeStats: { type: Schema.Types.Mixed, default: null },
  awayStats: { type: Schema.Types.Mixed, default: null },
  /** The event feed of a match played live (instant simulations keep none). */
  events: { type: Schema.Types.Mixed, default: null },
});

export type MatchDoc = InferSchemaType<typeof matchSchema> & { _id: mongoose.Types.ObjectId };
export const MatchModel = mongoose.model('Match', matchSchema);
