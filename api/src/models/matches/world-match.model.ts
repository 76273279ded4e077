/**
 * A result in another national league of the career's world, played from the
 * career's own clubs and rosters during processing (step 8). Each career has
 * its own world; tables are counted from these rows.
 */
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';
import { boxScoreFields, indexBoxScorePlayers } from '../history/box-score.schema.js';

const worldMatchSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  seasonNumber: { type: Number, required: true },
  leagueId: { type: Number, required: true },
  matchday: { type: Number, required: true },
  /** The career's teams (not catalogue clubs). */
  homeTeamId: { type: Schema.Types.ObjectId, required: true },
  awayTeamId: { type: Schema.Types.ObjectId, required: true },
  homeScore: { type: Number, required: true },
  awayScore: { type: Number, required: true },
  /** The career's players who were on the court, per side (who played for whom on that day), and their box scores. */
  ...boxScoreFields(),
  /** Stat lines of the manager's loaned players who played: their loans count these. */
  loanLines: {
    type: [
      new Schema(
        {
          playerId: { type: Schema.Types.ObjectId, required: true },
          minutes: { type: Number, required: true },
          points: { type: Number, required: true },
          rebounds: { type: Number, required: true },
          assists: { type: Number, required: true },
          fieldGoals: { type: Number, required: true },
          fieldGoalAttempts: { type: Number, required: true },
        },
        { _id: false },
      ),
    ],
    default: [],
  },
});
worldMatchSchema.index({ worldId: 1, seasonNumber: 1, leagueId: 1, matchday: 1, homeTeamId: 1 }, { unique: true });

indexBoxScorePlayers(worldMatchSchema);

export type WorldMatchDoc = InferSchemaType<typeof worldMatchSchema> & { _id: mongoose.Types.ObjectId };
export const WorldMatchModel = mongoose.model('WorldMatch', worldMatchSchema);
