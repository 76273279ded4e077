/** A youth prospect a scout reported. */
import { POSITIONS, PROSPECT_STATUSES } from '@hardwood/shared';
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';
import { skillFields } from '../players/skill-fields.js';

const prospectSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true },
  /** The club whose scout reported him: private to it. */
  teamId: { type: Schema.Types.ObjectId, required: true },
  /** The club's scouting mission (season × 1000 + matchday: one a matchday) and the prospect's place in it: the draw's key, so a retry finds the same prospects. */
  mission: { type: Number, required: true },
  index: { type: Number, required: true },
  name: { type: String, required: true },
  position: { type: String, enum: POSITIONS, required: true },
  age: { type: Number, required: true },
  nationality: { type: String, required: true },
  /** Never sent: the report shows the range only. */
  potential: { type: Number, required: true },
  overallRating: { type: Number, required: true },
  rangeMin: { type: Number, required: true },
  rangeMax: { type: Number, required: true },
  /** When his report reaches the office: season * 100 + matchday (hidden before). */
  arrivesKey: { type: Number, required: true },
  arrivesMatchday: { type: Number, required: true },
  status: { type: String, enum: PROSPECT_STATUSES, default: 'available' },
  createdAt: { type: Date, default: () => new Date() },
  ...skillFields(),
});
prospectSchema.index({ worldId: 1, teamId: 1, mission: 1, index: 1 }, { unique: true });

export type ProspectDoc = InferSchemaType<typeof prospectSchema> & { _id: mongoose.Types.ObjectId };
export const ProspectModel = mongoose.model('YouthProspect', prospectSchema);
