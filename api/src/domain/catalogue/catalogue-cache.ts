/**
 * Catalogue reads that every career setup repeats, kept once per process:
 * the catalogue is written once per version and never changes afterwards.
 * The cached records are shared: callers copy, never mutate them.
 */
import { LEAGUES } from '@hardwood/shared';
import { CatalogueTeamModel, TemplatePlayerModel } from '../../models/catalogue/catalogue.model.js';

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

type Lean<T> = T extends (...args: never[]) => PromiseLike<infer R> ? R : never;
const readClubs = () =>
  CatalogueTeamModel.find({ leagueId: { $in: worldLeagueIds() } })
    .sort({ _id: 1 })
    .lean()
    .exec();
const readTemplates = () => TemplatePlayerModel.find({}).sort({ templateTeamId: 1, slot: 1 }).lean().exec();
export type CatalogueClubDoc = Lean<typeof readClubs>[number];
export type TemplatePlayerDoc = Lean<typeof readTemplates>[number];

/** The leagues a career's world holds: every national league (the tier-0 youth league is the academy's, not a league of clubs). */
export function worldLeagueIds(): number[] {
  return LEAGUES.filter((l) => l.tier > 0).map((l) => l.id);
}

export interface CatalogueWorld {
  /** Every club of the world's leagues, in id order (which is each league's catalogue order). */
  clubs: readonly CatalogueClubDoc[];
  /** Template rosters by club id, in slot order. */
  rosters: ReadonlyMap<number, readonly TemplatePlayerDoc[]>;
}

/** The catalogue a career's world is copied from. */
export const catalogueWorld = once(async (): Promise<CatalogueWorld> => {
  const [clubs, templates] = await Promise.all([readClubs(), readTemplates()]);
  const rosters = new Map<number, TemplatePlayerDoc[]>();
  for (const t of templates) {
    const list = rosters.get(t.templateTeamId) ?? [];
    list.push(t);
    rosters.set(t.templateTeamId, list);
  }
  return { clubs, rosters };
});
