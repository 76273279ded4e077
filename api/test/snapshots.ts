/** Byte-for-byte snapshots of stored records, to show that a call left a career or the catalogue untouched. */
import mongoose from '../src/infra/store/mongoose.js';
import { CAREER_MODELS } from '../src/orchestrators/career-setup/career-models.js';
import { CatalogueTeamModel, TemplatePlayerModel } from '../src/models/catalogue/catalogue.model.js';

/** Every record as stored (raw driver documents), sorted by id, as one string: equal strings mean byte-for-byte equal records. */
export async function stored(collection: mongoose.Collection, filter: Record<string, unknown>): Promise<string> {
  const docs = await collection.find(filter).toArray();
  return JSON.stringify(docs.sort((a, b) => String(a._id).localeCompare(String(b._id))));
}

/** Every career collection's records of one career. */
export async function careerSnapshot(userId: mongoose.Types.ObjectId): Promise<Record<string, string>> {
  const snap: Record<string, string> = {};
  for (const model of CAREER_MODELS) snap[model.modelName] = await stored(mongoose.model(model.modelName).collection, { worldId: userId });
  return snap;
}

export async function catalogueSnapshot(): Promise<string[]> {
  return [await stored(CatalogueTeamModel.collection, {}), await stored(TemplatePlayerModel.collection, {})];
}
