/**
 * Youth scouting: a scout sent out by the academy brings back
 * prospects, one report a matchday, each with a potential range whose width
 * depends on the academy's tier. Pure and seeded; the API keys the rng by
 * career and mission, so a retry draws the same prospects.
 */
import type { Rng } from '../rng.js';
import { POSITIONS, YOUTH_RANGE_CEILING, YOUTH_SCOUTING } from '../rules.js';
import type { Position } from '../types.js';
import { draftYouthPlayer, type AcademyType, type YouthRecruit } from './academy.js';

export interface ProspectDraft extends YouthRecruit {
  rangeMin: number;
  rangeMax: number;
  /** Reports arrive one a matchday: 1 for the first, on the matchday after the scout left. */
  arrivesAfter: number;
}

/** The mission's prospects: of the asked position, else any; potentials raised by the finder's bonus; the true value somewhere inside its range. */
export function draftProspects(
  rng: Rng,
  type: AcademyType,
  position: Position | undefined,
  nationalities: readonly string[],
): ProspectDraft[] {
  const tier = YOUTH_SCOUTING[type];
  return Array.from({ length: tier.prospects }, (_, i) => {
    const draft = draftYouthPlayer(rng, position ?? rng.pick(POSITIONS), type, rng.pick(nationalities));
    const potential = Math.min(YOUTH_RANGE_CEILING, draft.potential + tier.potentialBonus);
    const below = rng.int(0, tier.rangeWidth);
    const rangeMin = Math.max(1, potential - below);
    const rangeMax = Math.min(99, rangeMin + tier.rangeWidth);
    return { ...draft, potential, rangeMin, rangeMax, arrivesAfter: i + 1 };
  });
}
