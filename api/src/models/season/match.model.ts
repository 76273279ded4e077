import { LEAGUE_ROUNDS } from '@hardwood/shared';
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';
import { boxScoreFields, indexBoxScorePlayers } from '../history/box-score.schema.js';

const matchSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  seasonId: { type: Schema.Types.ObjectId, required: true, index: true },
  leagueId: { type: Number, required: true },
  homeTeamId: { type: Schema.Types.ObjectId, required: true },
  awayTeamId: { type: Schema.Types.ObjectId, required: true },
  matchday: { type: Number, required: true },
  /** The league's leg (1 or 2); a Cup game's is 1. */
  round: { type: Number, enum: LEAGUE_ROUNDS, required: true },
  homeScore: { type: Number, default: null },
  awayScore: { type: Number, default: null },
  isPlayed: { type: Boolean, default: false },
  seed: { type: Number, default: null },
  /** Team box scores, recorded with the result by the server. */
  homeStats: { type: Schema.Types.Mixed, default: null },
  awayStats: { type: Schema.Types.Mixed, default: null },
  /** The event feed of a match played live, on matches recorded before box scores kept its shots and score flow (below). */
  events: { type: Schema.Types.Mixed, default: null },
  ...boxScoreFields(),
  /** A game played live: its field goals' spots and its score flow (shared history/live-extras.ts). */
  shots: { type: String, default: undefined },
  flow: { type: String, default: undefined },
  /** Its play-by-play for the match summary (shared history/live-feed.ts), the players as places in the box score above. */
  feed: { type: String, default: undefined },
  /** A European Cup game (leagueId EUROPEAN_CUP_LEAGUE_ID): its round, series and game number. */
  cupRound: { type: String, default: null },
  cupSlot: { type: Number, default: null },
  cupGame: { type: Number, default: null },
  /** The Final Four's neutral venue: no home advantage. */
  neutralVenue: { type: Boolean, default: false },
});

indexBoxScorePlayers(matchSchema);

export type MatchDoc = InferSchemaType<typeof matchSchema> & { _id: mongoose.Types.ObjectId };
export const MatchModel = mongoose.model('Match', matchSchema);
