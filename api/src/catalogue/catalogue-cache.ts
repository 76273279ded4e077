/**
 * Catalogue reads that processing repeats every matchday, kept once per
 * process: the catalogue is written once per version and never changes.
 */
import type { EngineRosterPlayer } from '@hardwood/shared';
import { rosterPlayer } from '../matches/squads.js';
import { CatalogueTeamModel, TemplatePlayerModel } from './catalogue.model.js';

/** A read done once; a failed read is forgotten so the next call tries again. */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let cached: Promise<T> | null = null;
  return () => {
    cached ??= read().catch((error: unknown) => {
      cached = null;
      throw error;
    });
    return cached;
  };
}

/** Template rosters of every catalogue club, by club id. */
export const catalogueSquads = once(async () => {
  const rows = await TemplatePlayerModel.find({}).sort({ templateTeamId: 1, slot: 1 }).lean();
  const byTeam = new Map<number, EngineRosterPlayer[]>();
  for (const row of rows) {
    const list = byTeam.get(row.templateTeamId) ?? [];
    list.push(rosterPlayer(`${row.templateTeamId}-${row.slot}`, row));
    byTeam.set(row.templateTeamId, list);
  }
  return byTeam;
});

export interface CatalogueClub {
  _id: number;
  name: string;
  city: string;
}

/** Catalogue clubs by league id, in id order. */
export const catalogueClubsByLeague = once(async () => {
  const rows = await CatalogueTeamModel.find({}, { name: 1, city: 1, leagueId: 1 }).sort({ _id: 1 }).lean();
  const byLeague = new Map<number, CatalogueClub[]>();
  for (const c of rows) byLeague.set(c.leagueId, [...(byLeague.get(c.leagueId) ?? []), { _id: c._id, name: c.name, city: c.city }]);
  return byLeague;
});
