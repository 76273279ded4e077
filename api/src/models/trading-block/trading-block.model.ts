/**
 * The trading block: which of a manager's players are listed, and the trade
 * offers between his club and AI clubs (the AI's offers for listed players
 * and its counter-offers to his refused bids). Both keyed by the world.
 */
import { TRADE_OFFER_KINDS, TRADE_OFFER_STATUSES } from '@hardwood/shared';
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';

const blockListingSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  teamId: { type: Schema.Types.ObjectId, required: true },
  playerId: { type: Schema.Types.ObjectId, required: true },
  season: { type: Number, required: true },
  matchday: { type: Number, required: true },
  createdAt: { type: Date, default: () => new Date() },
});
// Listed once: a repeated listing finds the record and changes nothing.
blockListingSchema.index({ worldId: 1, playerId: 1 }, { unique: true });

export type BlockListingDoc = InferSchemaType<typeof blockListingSchema> & { _id: mongoose.Types.ObjectId };
export const BlockListingModel = mongoose.model('BlockListing', blockListingSchema);

/** A player on one side of an offer as it was made: the screen shows the offer as the club judged it. */
const tradePlayerSchema = new Schema(
  {
    playerId: { type: Schema.Types.ObjectId, required: true },
    name: { type: String, required: true },
    position: { type: String, required: true },
    age: { type: Number, required: true },
    overallRating: { type: Number, required: true },
    value: { type: Number, required: true },
  },
  { _id: false },
);

const tradeOfferSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  /** Names the offer for every repeat of the step or call that makes it: block:season:matchday:player:club, counter:... */
  key: { type: String, required: true },
  kind: { type: String, enum: TRADE_OFFER_KINDS, required: true },
  /** The manager's club (the block owner, or the bidder) and the AI club. */
  managerTeamId: { type: Schema.Types.ObjectId, required: true },
  aiTeamId: { type: Schema.Types.ObjectId, required: true },
  aiTeamName: { type: String, required: true },
  managerGives: { type: [tradePlayerSchema], default: [] },
  managerGets: { type: [tradePlayerSchema], default: [] },
  managerPays: { type: Number, required: true },
  aiPays: { type: Number, required: true },
  reasoning: { type: [String], default: [] },
  status: { type: String, enum: TRADE_OFFER_STATUSES, required: true, default: 'pending' },
  season: { type: Number, required: true },
  createdMatchday: { type: Number, required: true },
  expiresMatchday: { type: Number, required: true },
  /** The matchday it was accepted on: its players cannot be traded again for a while (TRADE_RECENT_LOCK_MATCHDAYS). */
  acceptedMatchday: { type: Number, default: null },
  createdAt: { type: Date, default: () => new Date() },
});
tradeOfferSchema.index({ worldId: 1, key: 1 }, { unique: true });

export type TradeOfferDoc = InferSchemaType<typeof tradeOfferSchema> & { _id: mongoose.Types.ObjectId };
export const TradeOfferModel = mongoose.model('TradeOffer', tradeOfferSchema);
