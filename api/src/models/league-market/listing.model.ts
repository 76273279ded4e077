/**
 * A player listed on the managers' market of a league: what the seller
 * listed, the leading bid, the deadline, and, once the deadline has passed,
 * the outcome and the settlement's steps. One document carries the bidding
 * state, so a bid takes the lead with one guarded update of it (`version`
 * compare-and-set): however many bids arrive at once, exactly one leads.
 * The world's listings are public to its managers.
 */
import { LEAGUE_LISTING_STATES, POSITIONS } from '@hardwood/shared';
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';

const listingSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  sellerTeamId: { type: Schema.Types.ObjectId, required: true },
  sellerUserId: { type: Schema.Types.ObjectId, required: true },
  sellerName: { type: String, required: true },
  playerId: { type: Schema.Types.ObjectId, required: true },
  playerName: { type: String, required: true },
  position: { type: String, enum: POSITIONS, required: true },
  /** `open:<playerId>` while bidding or settling, `done:<listingId>` after: one open listing per player (unique). */
  slot: { type: String, required: true },
  openingBid: { type: Number, required: true },
  lengthHours: { type: Number, required: true },
  deadline: { type: Date, required: true },
  state: { type: String, enum: LEAGUE_LISTING_STATES, default: 'open' },
  /** Grows with every change of the bidding state: a bid's update is applied only to the state it was decided on. */
  version: { type: Number, default: 0 },
  bidCount: { type: Number, default: 0 },
  /** The next bid's least amount, kept beside the lead it follows from. */
  minimumBid: { type: Number, required: true },
  leadingBidId: { type: Schema.Types.ObjectId, default: null },
  leadingTeamId: { type: Schema.Types.ObjectId, default: null },
  leadingUserId: { type: Schema.Types.ObjectId, default: null },
  leadingTeamName: { type: String, default: null },
  leadingAmount: { type: Number, default: null },
  /** Decided once at the deadline, so a settlement resumed after a crash finishes the same outcome. */
  verdict: { type: String, enum: ['sold', 'unsold', 'failed', null], default: null },
  outcomeReason: { type: String, default: null },
  season: { type: Number, default: null },
  matchday: { type: Number, default: null },
  /** The settlement's steps done, each once: the player moved, the fee booked, the holds released, the news written. */
  movedAt: { type: Date, default: null },
  paidAt: { type: Date, default: null },
  releasedAt: { type: Date, default: null },
  toldAt: { type: Date, default: null },
  createdAt: { type: Date, default: () => new Date() },
});
listingSchema.index({ worldId: 1, slot: 1 }, { unique: true });
/** The settler's look for what is due, across worlds. */
listingSchema.index({ state: 1, deadline: 1 });

export type ListingDoc = InferSchemaType<typeof listingSchema> & { _id: mongoose.Types.ObjectId };
export const ListingModel = mongoose.model('LeagueListing', listingSchema);
