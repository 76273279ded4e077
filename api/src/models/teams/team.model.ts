/** A career's club: a copy of a catalogue club, owned by one manager's career. */
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';

const teamSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  templateTeamId: { type: Number, required: true },
  name: { type: String, required: true },
  city: { type: String, required: true },
  leagueId: { type: Number, required: true },
  league: { type: String, required: true },
  budget: { type: Number, required: true },
  reputation: { type: Number, required: true },
  description: { type: String, default: '' },
  isUserTeam: { type: Boolean, default: false },
  /** Its last results, oldest first ("WLWWL"): gates and its players' morale read its form. */
  form: { type: String, default: '' },
  /** The matchday key (season * 100 + matchday) whose results the form holds last: a repeat of processing adds them once. */
  formKey: { type: Number, default: 0 },
  /** The matchday key of the last matchday accounts the club booked (domain/money/ledger.ts moveMatchdayMoney): each books once. */
  accountsKey: { type: Number, default: 0 },
  /**
   * The request keys of the latest budget movements (domain/money/ledger.ts): a
   * movement applies only while its key is absent, in the same guarded
   * update, so a retry after a crash never moves the money twice.
   */
  ledgerKeys: { type: [String], default: [] },
  /**
   * Money set aside from the budget for the club's leading bids on the
   * managers' market (domain/money/holds.ts): out of `budget`, so every
   * budget check leaves it alone, and back when the bid is outbid or paid.
   */
  heldEuros: { type: Number, default: 0 },
  /** One key per hold standing, `<bidId>:<amount>`: a hold is taken and released once each, in the update that moves it. */
  heldKeys: { type: [String], default: [] },
});
teamSchema.index({ worldId: 1, templateTeamId: 1 }, { unique: true });

export type TeamDoc = InferSchemaType<typeof teamSchema> & { _id: mongoose.Types.ObjectId };
export const TeamModel = mongoose.model('Team', teamSchema);
