/**
 * Seeds the catalogue once per catalogue version. Idempotent: a restart with
 * the same version does nothing; a new version replaces the old catalogue.
 */
import { buildCatalogue, CATALOGUE_VERSION } from '@hardwood/shared';
import { CatalogueMetaModel, CatalogueTeamModel, TemplatePlayerModel } from '../../models/catalogue/catalogue.model.js';

const META_ID = 'catalogue';

export async function seedCatalogue(): Promise<{ seeded: boolean; teams: number; players: number }> {
  const meta = await CatalogueMetaModel.findById(META_ID).lean();
  if (meta?.version === CATALOGUE_VERSION) {
    return { seeded: false, teams: await CatalogueTeamModel.countDocuments(), players: await TemplatePlayerModel.countDocuments() };
  }
  const catalogue = buildCatalogue();
  await CatalogueTeamModel.deleteMany({});
  await TemplatePlayerModel.deleteMany({});
  await CatalogueTeamModel.insertMany(catalogue.teams.map(({ id, ...team }) => ({ _id: id, ...team })));
  await TemplatePlayerModel.insertMany(catalogue.players);
  // Written last: a crash before this line re-seeds on the next start.
  await CatalogueMetaModel.updateOne({ _id: META_ID }, { $set: { version: CATALOGUE_VERSION, seededAt: new Date() } }, { upsert: true });
  return { seeded: true, teams: catalogue.teams.length, players: catalogue.players.length };
}
