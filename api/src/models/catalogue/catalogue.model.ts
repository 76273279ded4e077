/** The seeded catalogue: clubs and their template rosters, shared by every career. */
import { POSITIONS } from '@hardwood/shared';
import mongoose, { Schema } from '../../infra/store/mongoose.js';
import { skillFields } from '../players/skill-fields.js';

const catalogueTeamSchema = new Schema({
  _id: { type: Number, required: true },
  name: { type: String, required: true },
  city: { type: String, required: true },
  leagueId: { type: Number, required: true, index: true },
  league: { type: String, required: true },
  countryId: { type: String, required: true, index: true },
  budget: { type: Number, required: true },
  reputation: { type: Number, required: true },
  description: { type: String, default: '' },
  strength: { type: Number, required: true },
});
export const CatalogueTeamModel = mongoose.model('CatalogueTeam', catalogueTeamSchema);

const templatePlayerSchema = new Schema({
  templateTeamId: { type: Number, required: true, index: true },
  slot: { type: Number, required: true },
  name: { type: String, required: true },
  position: { type: String, enum: POSITIONS, required: true },
  age: { type: Number, required: true },
  height: { type: Number, required: true },
  weight: { type: Number, required: true },
  nationality: { type: String, required: true },
  potential: { type: Number, required: true },
  careerPhase: { type: String, required: true },
  morale: { type: Number, required: true },
  fitness: { type: Number, required: true },
  overallRating: { type: Number, required: true },
  description: { type: String, default: '' },
  ...skillFields(),
});
templatePlayerSchema.index({ templateTeamId: 1, slot: 1 }, { unique: true });
export const TemplatePlayerModel = mongoose.model('TemplatePlayer', templatePlayerSchema);

const catalogueMetaSchema = new Schema({
  _id: { type: String, required: true },
  version: { type: Number, required: true },
  seededAt: { type: Date, required: true },
});
export const CatalogueMetaModel = mongoose.model('CatalogueMeta', catalogueMetaSchema);
