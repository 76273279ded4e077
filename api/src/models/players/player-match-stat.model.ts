/** One player's line in one played match; season statistics are summed from these. */
import mongoose, { Schema } from '../../infra/store/mongoose.js';

const playerMatchStatSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  seasonId: { type: Schema.Types.ObjectId, required: true },
  matchId: { type: Schema.Types.ObjectId, required: true, index: true },
  teamId: { type: Schema.Types.ObjectId, required: true, index: true },
  playerId: { type: Schema.Types.ObjectId, required: true, index: true },
  matchday: { type: Number, required: true },
  minutes: { type: Number, default: 0 },
  /** Energy at the final buzzer (the spec's per-player "fatigue", starting at 100). */
  fatigue: { type: Number, default: 100 },
  points: { type: Number, default: 0 },
  rebounds: { type: Number, default: 0 },
  assists: { type: Number, default: 0 },
  steals: { type: Number, default: 0 },
  blocks: { type: Number, default: 0 },
  turnovers: { type: Number, default: 0 },
  fouls: { type: Number, default: 0 },
  fieldGoals: { type: Number, default: 0 },
  fieldGoalAttempts: { type: Number, default: 0 },
  threePointers: { type: Number, default: 0 },
  threePointAttempts: { type: Number, default: 0 },
  freeThrows: { type: Number, default: 0 },
  freeThrowAttempts: { type: Number, default: 0 },
});
playerMatchStatSchema.index({ matchId: 1, playerId: 1 }, { unique: true });

export const PlayerMatchStatModel = mongoose.model('PlayerMatchStat', playerMatchStatSchema);
