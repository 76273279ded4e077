/**
 * The landing page's counts of countries, leagues and clubs, read from the
 * catalogue itself: the national leagues a manager can choose (top tiers and
 * second tiers) and their clubs. The Youth League and its year-group sides
 * hold academy players, not clubs anyone manages, so they are not counted.
 */
import { LEAGUES } from '@hardwood/shared';

const NATIONAL_LEAGUES = LEAGUES.filter((league) => league.tier > 0);

export const CATALOGUE_COUNTS = {
  countries: new Set(NATIONAL_LEAGUES.map((league) => league.countryId)).size,
  leagues: NATIONAL_LEAGUES.length,
  clubs: NATIONAL_LEAGUES.reduce((sum, league) => sum + league.clubs.length, 0),
} as const;
