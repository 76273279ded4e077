/**
 * What replays a game of a world (a league or Cup match, live or instant,
 * another league's game): its start (engine JSON, RNG state included,
 * deflated) and its whole command log, kept with its result. It holds the
 * RNG state and the lineups as they were before tip-off, so it is never
 * sent: the server replays it (replays, the review of decisions, the plan
 * editor's review of the last live match). Its own collection, so lists of
 * matches never load it.
 */
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';

const matchRecordSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  matchId: { type: Schema.Types.ObjectId, required: true, unique: true },
  homeTeamId: { type: Schema.Types.ObjectId, required: true, index: true },
  awayTeamId: { type: Schema.Types.ObjectId, required: true, index: true },
  start: { type: String, required: true },
  /** The command log (MatchLogEntry[]) as JSON. */
  log: { type: String, required: true },
  elapsed: { type: Number, required: true },
  /** False for an instant game (its commands were its plan's); absent on records kept before instant games had any, all live. */
  live: { type: Boolean, default: null },
  savedAt: { type: Date, required: true },
});

export type MatchRecordDoc = InferSchemaType<typeof matchRecordSchema> & { _id: mongoose.Types.ObjectId };
export const MatchRecordModel = mongoose.model('MatchRecord', matchRecordSchema);
