/** Clubs of other leagues a manager has paid to scout: their rosters open, to his club only. */
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';

const scoutedTeamSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  /** The club that paid for the scouting: what it learnt is its own (`teamId` names the club scouted). */
  ownerTeamId: { type: Schema.Types.ObjectId, required: true },
  /** The club scouted. */
  teamId: { type: Schema.Types.ObjectId, required: true },
  templateTeamId: { type: Number, required: true },
  season: { type: Number, required: true },
  matchday: { type: Number, required: true },
  createdAt: { type: Date, default: () => new Date() },
});
// Once per scouting club: another club of the world scouting the same one pays and learns for itself.
scoutedTeamSchema.index({ worldId: 1, ownerTeamId: 1, templateTeamId: 1 }, { unique: true });

export type ScoutedTeamDoc = InferSchemaType<typeof scoutedTeamSchema> & { _id: mongoose.Types.ObjectId };
export const ScoutedTeamModel = mongoose.model('ScoutedTeam', scoutedTeamSchema);

/**
 * A counter-offer a club made: an offer of at least `amount` for
 * the same player within the same matchday is accepted, whatever has moved
 * in the club's valuation meanwhile.
 */
const offerCounterSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  /** The club whose offer was countered: the counter stands for it alone, not for another manager of the world. */
  teamId: { type: Schema.Types.ObjectId, required: true },
  playerId: { type: Schema.Types.ObjectId, required: true },
  sellerTeamId: { type: Schema.Types.ObjectId, required: true },
  season: { type: Number, required: true },
  matchday: { type: Number, required: true },
  amount: { type: Number, required: true },
});
offerCounterSchema.index({ worldId: 1, teamId: 1, playerId: 1, sellerTeamId: 1, season: 1, matchday: 1 }, { unique: true });

export type OfferCounterDoc = InferSchemaType<typeof offerCounterSchema> & { _id: mongoose.Types.ObjectId };
export const OfferCounterModel = mongoose.model('OfferCounter', offerCounterSchema);
