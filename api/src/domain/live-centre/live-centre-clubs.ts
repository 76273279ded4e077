/**
 * The Live Centre's clubs: the catalogue's strongest national-league
 * clubs by reputation, then budget, then id, with their template squads as
 * engine teams. Pure catalogue data, built once per process.
 */
import { buildCatalogue, catalogueTeam, LEAGUES, LIVE_CENTRE, type Catalogue, type EngineTeamInput } from '@hardwood/shared';

export interface LiveCentreClub {
  id: number;
  name: string;
  country: string;
}

let catalogue: Catalogue | null = null;
let clubs: LiveCentreClub[] | null = null;

function theCatalogue(): Catalogue {
  catalogue ??= buildCatalogue();
  return catalogue;
}

/** The programme's clubs, strongest first. */
export function liveCentreClubs(): readonly LiveCentreClub[] {
  if (clubs) return clubs;
  const cat = theCatalogue();
  const national = new Set(LEAGUES.filter((l) => l.tier > 0).map((l) => l.id));
  const countryName = new Map(cat.countries.map((c) => [c.id, c.name]));
  clubs = cat.teams
    .filter((t) => national.has(t.leagueId))
    .sort((a, b) => b.reputation - a.reputation || b.budget - a.budget || a.id - b.id)
    .slice(0, LIVE_CENTRE.clubs)
    .map((t) => ({ id: t.id, name: t.name, country: countryName.get(t.countryId) ?? t.countryId }));
  return clubs;
}

const unknownClub = (id: number): LiveCentreClub => ({ id, name: `Club ${id}`, country: '' });

export function liveCentreClub(id: number): LiveCentreClub {
  return liveCentreClubs().find((c) => c.id === id) ?? unknownClub(id);
}

/** A club's squad as the engine plays it. */
export function liveCentreSquad(id: number): EngineTeamInput {
  return catalogueTeam(theCatalogue(), id);
}
