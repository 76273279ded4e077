/**
 * A friendly between two managers' clubs: first an open challenge behind a
 * link, then (accepted) a match both coach live, then its result. Not a
 * record of either career: it belongs to both managers (their friendly
 * history), keeps the clubs' names as they were for that history, and
 * nothing of it is ever written into a career. Its status moves open →
 * accepted → finished (or open → cancelled) by guarded single-document
 * updates, so a result is written once for both.
 */
import { FRIENDLY_STATUSES } from '@hardwood/shared';
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';

const clubSchema = new Schema(
  {
    name: { type: String, required: true },
    manager: { type: String, required: true },
    strength: { type: Number, required: true },
  },
  { _id: false },
);

const friendlySchema = new Schema({
  /** The match's public id: its room, and the link spectators watch it by. Random, so it cannot be guessed. */
  key: { type: String, required: true, unique: true },
  /** The challenge link's secret: whoever has the link may accept it; its maker sees it again in his open challenges. */
  token: { type: String, required: true, unique: true },
  status: { type: String, enum: FRIENDLY_STATUSES, default: 'open', index: true },
  /** The challenger's club plays at home. */
  challengerId: { type: Schema.Types.ObjectId, required: true, index: true },
  challengerTeamId: { type: Schema.Types.ObjectId, required: true },
  challenger: { type: clubSchema, required: true },
  opponentId: { type: Schema.Types.ObjectId, default: null, index: true },
  opponentTeamId: { type: Schema.Types.ObjectId, default: null },
  opponent: { type: clubSchema, default: null },
  /** Drawn when the challenge is made and never sent: a room created again after a crash plays the same game. */
  seed: { type: Number, required: true },
  createdAt: { type: Date, required: true },
  expiresAt: { type: Date, required: true },
  acceptedAt: { type: Date, default: null },
  finishedAt: { type: Date, default: null },
  /** The result with both box scores (friendlyBoxLineSchema lines). */
  result: { type: Schema.Types.Mixed, default: null },
  /** The match's start (engine JSON, RNG state included) and whole command log: what replays it. Never sent; left out of lists. */
  record: { type: Schema.Types.Mixed, default: null },
  /** A record was kept: the replay page can play it again. */
  replayable: { type: Boolean, default: false },
});

export type FriendlyDoc = InferSchemaType<typeof friendlySchema> & { _id: mongoose.Types.ObjectId };
export const FriendlyModel = mongoose.model('Friendly', friendlySchema);
