import { SEASON_STATES } from '@hardwood/shared';
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';

const seasonSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  leagueId: { type: Number, required: true },
  name: { type: String, required: true },
  number: { type: Number, required: true },
  isActive: { type: Boolean, default: true },
  currentMatchday: { type: Number, default: 1 },
  totalMatchdays: { type: Number, required: true },
  status: { type: String, enum: SEASON_STATES, default: 'in_progress' },
  /** The season's European Cup entrants in seed order; empty until first needed. */
  cupEntrants: { type: [Schema.Types.ObjectId], default: [] },
  /**
   * Epoch ms until which one call owns the season's results (simulating or
   * processing): a short lease its holder renews while it works, so a crashed
   * holder's lock runs out soon (see domain/matches/season-lock.ts).
   */
  lockedUntil: { type: Number, default: 0 },
  /** Who holds the lease (process id and call), so only the holder renews or releases it. */
  lockHolder: { type: String, default: null },
});

export type SeasonDoc = InferSchemaType<typeof seasonSchema> & { _id: mongoose.Types.ObjectId };
export const SeasonModel = mongoose.model('Season', seasonSchema);
