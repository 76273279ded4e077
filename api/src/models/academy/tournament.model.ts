/** A played youth tournament match: one per club, season and match number. */
import { POSITIONS, TOURNAMENT_RESULTS } from '@hardwood/shared';
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';

const lineSchema = new Schema(
  {
    playerId: { type: Schema.Types.ObjectId, required: true },
    name: { type: String, required: true },
    position: { type: String, enum: POSITIONS, required: true },
    stats: {
      points: Number,
      rebounds: Number,
      assists: Number,
      steals: Number,
      blocks: Number,
      turnovers: Number,
      fgm: Number,
      fga: Number,
      threepm: Number,
      threepa: Number,
      ftm: Number,
      fta: Number,
      minutesPlayed: Number,
    },
    scoutNotes: { type: [String], default: [] },
  },
  { _id: false },
);

const tournamentMatchSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true },
  /** The club whose academy played it: private to it. */
  teamId: { type: Schema.Types.ObjectId, required: true },
  season: { type: Number, required: true },
  number: { type: Number, required: true },
  matchId: { type: String, required: true },
  matchday: { type: Number, required: true },
  opponent: { type: String, required: true },
  tournament: { type: String, required: true },
  teamScore: { type: Number, required: true },
  opponentScore: { type: Number, required: true },
  result: { type: String, enum: TOURNAMENT_RESULTS, required: true },
  lines: { type: [lineSchema], default: [] },
  teamStats: {
    totalPoints: Number,
    totalRebounds: Number,
    totalAssists: Number,
    fieldGoalPct: Number,
    threePointPct: Number,
    freeThrowPct: Number,
  },
  mvpPlayerId: { type: Schema.Types.ObjectId, required: true },
  createdAt: { type: Date, default: () => new Date() },
});
// Played once: a replay (or a parallel second click) finds the stored record.
tournamentMatchSchema.index({ worldId: 1, teamId: 1, season: 1, number: 1 }, { unique: true });

export type TournamentMatchDoc = InferSchemaType<typeof tournamentMatchSchema> & { _id: mongoose.Types.ObjectId };
export const TournamentMatchModel = mongoose.model('YouthTournamentMatch', tournamentMatchSchema);
