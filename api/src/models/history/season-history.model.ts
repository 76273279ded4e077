/**
 * What a career remembers of each ended season: its awards and every club's
 * season (finish, record, Cup run, top scorer). Written whole once, at the
 * season end, before players retire or move league, under an id fixed by
 * the career and the season, so a season end repeated after a crash writes
 * the same record.
 */
import { AWARD_KINDS, POSITIONS } from '@hardwood/shared';
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';

const awardSchema = new Schema(
  {
    kind: { type: String, enum: AWARD_KINDS, required: true },
    leagueId: { type: Number, required: true },
    playerId: { type: Schema.Types.ObjectId, required: true },
    name: { type: String, required: true },
    position: { type: String, enum: POSITIONS, required: true },
    teamId: { type: Schema.Types.ObjectId, required: true },
    teamName: { type: String, required: true },
    games: { type: Number, required: true },
    value: { type: Number, required: true },
  },
  { _id: false },
);

const clubSeasonSchema = new Schema(
  {
    teamId: { type: Schema.Types.ObjectId, required: true },
    leagueId: { type: Number, required: true },
    position: { type: Number, required: true },
    teams: { type: Number, required: true },
    wins: { type: Number, required: true },
    losses: { type: Number, required: true },
    /** How far it went in the European Cup (shared clubSeasonSchema's values); null when not in it. */
    cup: { type: String, default: null },
    topScorerId: { type: Schema.Types.ObjectId, default: null },
    topScorerName: { type: String, default: null },
    topScorerPoints: { type: Number, default: 0 },
    topScorerGames: { type: Number, default: 0 },
  },
  { _id: false },
);

const seasonHistorySchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  season: { type: Number, required: true },
  seasonName: { type: String, required: true },
  awards: { type: [awardSchema], default: [] },
  clubs: { type: [clubSeasonSchema], default: [] },
});
seasonHistorySchema.index({ worldId: 1, season: 1 }, { unique: true });

export type SeasonHistoryDoc = InferSchemaType<typeof seasonHistorySchema> & { _id: mongoose.Types.ObjectId };
export const SeasonHistoryModel = mongoose.model('SeasonHistory', seasonHistorySchema);
