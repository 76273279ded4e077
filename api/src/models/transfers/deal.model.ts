/**
 * A player's move to or from the manager's club (a sale, a signing, an
 * accepted offer), written before any of its steps so that a deal cut short by a crash is
 * finished by the next market call or processing (domain/transfers/deal.ts).
 */
import { DEAL_STATES, POSITIONS } from '@hardwood/shared';
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';

/** The manager's deals; AI clubs' moves are applied in batches from their matchday's plan (ai-market.ts). */
export const DEAL_KINDS = ['sale', 'signing', 'purchase'] as const;

/*
 * No owner field: a deal is owned by its sides. The manager's club is one of
 * them (fromTeamId of a sale, toTeamId of a signing or a purchase), so a
 * club's deals are `{ worldId, $or: [{ fromTeamId }, { toTeamId }] }`; a
 * pending deal lives only inside the season lock, and a done one is the
 * world's news. Deals stored by old AI moves ('ai_signing', 'ai_purchase')
 * have no manager's side and are public.
 */

const dealSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  /** Unique in the career, e.g. `sign:<playerId>:<season>:<matchday>`. */
  key: { type: String, required: true },
  kind: { type: String, enum: DEAL_KINDS, required: true },
  playerId: { type: Schema.Types.ObjectId, required: true },
  playerName: { type: String, required: true },
  position: { type: String, enum: POSITIONS, required: true },
  rating: { type: Number, required: true },
  /** null: a free agent. */
  fromTeamId: { type: Schema.Types.ObjectId, default: null },
  fromName: { type: String, default: null },
  toTeamId: { type: Schema.Types.ObjectId, required: true },
  toName: { type: String, required: true },
  toTemplateTeamId: { type: Number, required: true },
  fee: { type: Number, required: true },
  /** His contract at the buying club: salary per game and last season (null on deals made before contracts: he keeps his). */
  salary: { type: Number, default: null },
  contractEndsSeason: { type: Number, default: null },
  season: { type: Number, required: true },
  matchday: { type: Number, required: true },
  state: { type: String, enum: DEAL_STATES, default: 'pending' },
  createdAt: { type: Date, default: () => new Date() },
});
dealSchema.index({ worldId: 1, key: 1 }, { unique: true });

export type DealDoc = InferSchemaType<typeof dealSchema> & { _id: mongoose.Types.ObjectId };
export const DealModel = mongoose.model('Deal', dealSchema);
