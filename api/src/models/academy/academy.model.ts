/** A career's youth academy and its players. */
import { ACADEMY_ORDER, POSITIONS, YOUTH_STATUSES } from '@hardwood/shared';
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';
import { skillFields } from '../players/skill-fields.js';

const academySchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true },
  /** The club whose academy it is: a world holds one a club. */
  teamId: { type: Schema.Types.ObjectId, required: true },
  type: { type: String, enum: ACADEMY_ORDER, required: true },
  createdAt: { type: Date, default: () => new Date() },
  /** The season and matchday it was founded on: that season's tournament starts there. */
  foundedSeason: { type: Number },
  foundedMatchday: { type: Number },
});
// One academy per club: creation is irreversible, an upgrade changes its type.
academySchema.index({ worldId: 1, teamId: 1 }, { unique: true });

export type AcademyDoc = InferSchemaType<typeof academySchema> & { _id: mongoose.Types.ObjectId };
export const AcademyModel = mongoose.model('Academy', academySchema);

const youthPlayerSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  /** The club whose academy he is in: private to it. */
  teamId: { type: Schema.Types.ObjectId, required: true },
  name: { type: String, required: true },
  position: { type: String, enum: POSITIONS, required: true },
  age: { type: Number, required: true },
  nationality: { type: String, required: true },
  /** Hidden from the manager until discovered (shared potentialView). */
  potential: { type: Number, required: true },
  overallRating: { type: Number, required: true },
  recruitedSeason: { type: Number, required: true },
  recruitedAtMatchday: { type: Number, required: true },
  /** In the academy; released (compensation paid); promoted to the roster; let go without a place. */
  status: { type: String, enum: YOUTH_STATUSES, default: 'academy' },
  /** The n-th recruit of this position in the club's academy: part of his draw's key, so each recruit is his own. */
  recruitNumber: { type: Number, required: true },
  /** The last matchday key (season * 100 + matchday) whose growth he took: a repeat of processing grows him once. */
  grownKey: { type: Number, default: 0 },
  /** The last season end that aged him a year: a repeat ages him once. */
  agedSeason: { type: Number, default: 0 },
  ...skillFields(),
});
youthPlayerSchema.index({ worldId: 1, teamId: 1, position: 1, recruitNumber: 1 }, { unique: true });

export type YouthPlayerDoc = InferSchemaType<typeof youthPlayerSchema> & { _id: mongoose.Types.ObjectId };
export const YouthPlayerModel = mongoose.model('YouthPlayer', youthPlayerSchema);
