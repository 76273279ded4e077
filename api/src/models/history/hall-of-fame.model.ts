/**
 * A world's Hall of Fame: one record per retired player whose career scored
 * enough (shared hall-of-fame.ts), written at the season end he retired in,
 * before his player record leaves the world, so the entry keeps what his
 * page showed of him. The id is fixed by the world and the player and the
 * pair is unique: a season end repeated after a crash writes each entry once.
 */
import { AWARD_KINDS, POSITIONS } from '@hardwood/shared';
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';

const inducteeAwardSchema = new Schema(
  {
    season: { type: Number, required: true },
    kind: { type: String, enum: AWARD_KINDS, required: true },
    leagueId: { type: Number, required: true },
  },
  { _id: false },
);

const hallOfFameSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  playerId: { type: Schema.Types.ObjectId, required: true },
  name: { type: String, required: true },
  position: { type: String, enum: POSITIONS, required: true },
  nationality: { type: String, default: '' },
  /** His age when he retired. */
  age: { type: Number, required: true },
  /** The clubs he played for, in the order he first played for each, with their names then. */
  clubIds: { type: [Schema.Types.ObjectId], default: [] },
  clubNames: { type: [String], default: [] },
  /** The seasons he played in, oldest first. */
  seasons: { type: [Number], default: [] },
  games: { type: Number, required: true },
  /** His career's lines summed, BOX_COLUMNS numbers in stored order (shared box-score.ts). */
  totals: { type: [Number], default: [] },
  awards: { type: [inducteeAwardSchema], default: [] },
  peakOverall: { type: Number, required: true },
  score: { type: Number, required: true },
  /** The season at whose end he retired and entered. */
  inductedSeason: { type: Number, required: true },
});
hallOfFameSchema.index({ worldId: 1, playerId: 1 }, { unique: true });

export type HallOfFameDoc = InferSchemaType<typeof hallOfFameSchema> & { _id: mongoose.Types.ObjectId };
export const HallOfFameModel = mongoose.model('HallOfFame', hallOfFameSchema);
