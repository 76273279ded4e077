/**
 * An ended season's share of the world's records (domain/history/records-scan.ts),
 * kept so the records page reads each ended season's box scores once: its
 * best marks, and every player's points for the season as packed lists
 * (shared packInts), about 2,000 players a season. Written whole under an id
 * fixed by the world and the season; `version` says which summary it holds,
 * so a changed summary is worked out again rather than misread.
 */
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';

const markSchema = new Schema(
  {
    value: { type: Number, required: true },
    gameId: { type: Schema.Types.ObjectId, required: true },
    matchday: { type: Number, required: true },
    leagueId: { type: Number, required: true },
    teamId: { type: Schema.Types.ObjectId, required: true },
    opponentId: { type: Schema.Types.ObjectId, required: true },
    scored: { type: Number, required: true },
    conceded: { type: Number, required: true },
    playerId: { type: Schema.Types.ObjectId, default: null },
    fromMatchday: { type: Number, default: null },
    period: { type: Number, default: null },
  },
  { _id: false },
);

const seasonRecordsSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  season: { type: Number, required: true },
  version: { type: Number, required: true },
  gamePoints: { type: [markSchema], default: [] },
  winRuns: { type: [markSchema], default: [] },
  comebacks: { type: [markSchema], default: [] },
  /** Every player who played that season, and in the same order his points, games and last club (an index into clubIds). */
  playerIds: { type: [Schema.Types.ObjectId], default: [] },
  points: { type: String, default: '' },
  games: { type: String, default: '' },
  clubIds: { type: [Schema.Types.ObjectId], default: [] },
  clubs: { type: String, default: '' },
});
seasonRecordsSchema.index({ worldId: 1, season: 1 }, { unique: true });

export type SeasonRecordsDoc = InferSchemaType<typeof seasonRecordsSchema> & { _id: mongoose.Types.ObjectId };
export const SeasonRecordsModel = mongoose.model('SeasonRecords', seasonRecordsSchema);
