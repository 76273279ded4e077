/**
 * What replays a league or Cup match that was played live: its start
 * (engine JSON, RNG state included) and its whole command log, kept once
 * its result is saved. It holds the RNG state and the lineups as they were
 * before tip-off, so it is never sent: the server replays it (the plan
 * editor's review of the last match). Its own collection, so lists of
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
  savedAt: { type: Date, required: true },
});

export type MatchRecordDoc = InferSchemaType<typeof matchRecordSchema> & { _id: mongoose.Types.ObjectId };
export const MatchRecordModel = mongoose.model('MatchRecord', matchRecordSchema);
