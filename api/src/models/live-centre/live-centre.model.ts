/**
 * The Live Centre's fixtures and results: public data of the
 * server, not of any career. One record per fixture of a cycle, written
 * when the cycle is drawn; its status moves scheduled → live → finished by
 * guarded single-document updates.
 */
import { LIVE_CENTRE_MATCH_STATUSES } from '@hardwood/shared';
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';

const liveCentreMatchSchema = new Schema({
  cycle: { type: Number, required: true },
  /** Playing order within the cycle (round by round). */
  order: { type: Number, required: true },
  round: { type: Number, required: true },
  /** Catalogue club ids. */
  homeTeamId: { type: Number, required: true },
  awayTeamId: { type: Number, required: true },
  /** Drawn when the cycle is drawn and never sent: a restart replays the same game. */
  seed: { type: Number, required: true },
  status: { type: String, enum: LIVE_CENTRE_MATCH_STATUSES, default: 'scheduled', index: true },
  homeScore: { type: Number, default: null },
  awayScore: { type: Number, default: null },
  startedAt: { type: Date, default: null },
  finishedAt: { type: Date, default: null },
  /** What replays it once finished (start deflated, command log as JSON); dropped with the cycle before last. */
  recordStart: { type: String, default: null },
  recordLog: { type: String, default: null },
  recordElapsed: { type: Number, default: null },
});
liveCentreMatchSchema.index({ cycle: 1, order: 1 }, { unique: true });

export type LiveCentreMatchDoc = InferSchemaType<typeof liveCentreMatchSchema> & { _id: mongoose.Types.ObjectId };
export const LiveCentreMatchModel = mongoose.model('LiveCentreMatch', liveCentreMatchSchema);
