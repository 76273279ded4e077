/**
 * The manager's morale levers: each use is one record under its natural
 * key (a team meeting a matchday, a word with a player a matchday), so a
 * double click or a retry draws and applies once; and his promises of
 * playing time with the minutes each game gave.
 */
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';

const moraleLeverSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  /** The club whose manager pulled the lever: each club holds its own meeting a matchday, and its levers are its own. */
  teamId: { type: Schema.Types.ObjectId, required: true },
  season: { type: Number, required: true },
  matchday: { type: Number, required: true },
  kind: { type: String, enum: ['meeting', 'talk'], required: true },
  /** The player talked to; null for a team meeting. */
  playerId: { type: Schema.Types.ObjectId, default: null },
  talk: { type: String, enum: ['praise', 'criticise', null], default: null },
  outcome: { type: String, enum: ['lifted', 'no_change', 'backfired'], required: true },
  change: { type: Number, required: true },
  message: { type: String, required: true },
  createdAt: { type: Date, default: () => new Date() },
});
moraleLeverSchema.index({ worldId: 1, teamId: 1, season: 1, matchday: 1, kind: 1, playerId: 1 }, { unique: true });
export type MoraleLeverDoc = InferSchemaType<typeof moraleLeverSchema> & { _id: mongoose.Types.ObjectId };
export const MoraleLeverModel = mongoose.model('MoraleLever', moraleLeverSchema);

const promiseSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  /** The club whose manager made the promise: its own to see and count (a broken one halves only its next ones). */
  teamId: { type: Schema.Types.ObjectId, required: true },
  playerId: { type: Schema.Types.ObjectId, required: true },
  season: { type: Number, required: true },
  madeAtMatchday: { type: Number, required: true },
  /** The games he was fit for since, by matchday key, with his minutes. */
  games: { type: [new Schema({ key: Number, minutes: Number }, { _id: false })], default: [] },
  status: { type: String, enum: ['running', 'kept', 'broken'], default: 'running' },
  /** What the promise did to his morale when made (a broken promise halves the next ones). */
  lift: { type: Number, required: true },
});
// One promise a player a matchday; a running one is refused before another is made.
promiseSchema.index({ worldId: 1, teamId: 1, playerId: 1, season: 1, madeAtMatchday: 1 }, { unique: true });
export type PromiseDoc = InferSchemaType<typeof promiseSchema> & { _id: mongoose.Types.ObjectId };
export const PromiseModel = mongoose.model('PlayingTimePromise', promiseSchema);
