/**
 * What a processed matchday does to players:
 * small, age-dependent skill changes with the overall recomputed, morale
 * from the result, fitness from minutes played. Pure and seeded.
 */
import { overallRating } from './formulas.js';
import type { Rng } from './rng.js';
import {
  CAREER_PHASE_MAX_AGE,
  DEVELOPMENT_BY_PHASE,
  FITNESS_COST_PER_40_MINUTES,
  FITNESS_FLOOR,
  FITNESS_LOW_WARNING,
  FITNESS_MAX,
  FITNESS_REST_GAIN,
  MORALE_BLOWOUT_MARGIN,
  MORALE_LOSS_DROP,
  MORALE_MAX,
  MORALE_MIN,
  MORALE_WIN_GAIN,
  SKILL_KEYS,
  SKILL_MAX,
  SKILL_MIN,
} from './rules.js';
import type { CareerPhase } from './catalogue/generate.js';
import type { Position, Skills } from './types.js';

export function careerPhaseForAge(age: number): CareerPhase {
  if (age <= CAREER_PHASE_MAX_AGE.developing) return 'developing';
  if (age <= CAREER_PHASE_MAX_AGE['pre-peak']) return 'pre-peak';
  if (age <= CAREER_PHASE_MAX_AGE.prime) return 'prime';
  if (age <= CAREER_PHASE_MAX_AGE.veteran) return 'veteran';
  return 'declining';
}

export interface DevelopingPlayer extends Skills {
  position: Position;
  age: number;
  potential: number;
  overallRating: number;
}

export interface Development extends Skills {
  overallRating: number;
}

/** One matchday of development: each skill may move a point, rises capped by potential. */
export function developPlayer(player: DevelopingPlayer, rng: Rng): Development {
  const odds = DEVELOPMENT_BY_PHASE[careerPhaseForAge(player.age)];
  const next = {} as Development;
  for (const key of SKILL_KEYS) {
    const roll = rng.next();
    let value = player[key];
    if (roll < odds.rise) value += 1;
    else if (roll < odds.rise + odds.fall) value -= 1;
    next[key] = Math.min(SKILL_MAX, Math.max(SKILL_MIN, value));
  }
  next.overallRating = overallRating(player.position, next);
  // Growth stops at potential: a rise that would pass it is undone.
  if (next.overallRating > Math.max(player.potential, player.overallRating)) {
    for (const key of SKILL_KEYS) next[key] = Math.min(next[key], player[key]);
    next.overallRating = overallRating(player.position, next);
  }
  return next;
}

/** Morale after a result for the team's players. */
export function moraleAfterResult(morale: number, pointsFor: number, pointsAgainst: number): number {
  const won = pointsFor > pointsAgainst;
  const blowout = Math.abs(pointsFor - pointsAgainst) >= MORALE_BLOWOUT_MARGIN ? 2 : 1;
  const change = won ? MORALE_WIN_GAIN * blowout : -MORALE_LOSS_DROP * blowout;
  return Math.min(MORALE_MAX, Math.max(MORALE_MIN, morale + change));
}

/** Fitness after a matchday: spent by minutes played, regained by resting. */
export function fitnessAfterMatch(fitness: number, minutes: number): number {
  const next = minutes > 0 ? fitness - (FITNESS_COST_PER_40_MINUTES * minutes) / 40 : fitness + FITNESS_REST_GAIN;
  return Math.round(Math.min(FITNESS_MAX, Math.max(FITNESS_FLOOR, next)));
}

/**
 * Whether today's game took a player below FITNESS_LOW_WARNING: read from his
 * fitness after it and his minutes alone, so a repeated processing step finds
 * the same players without a record of the fitness before.
 */
export function fellBelowFitnessWarning(fitnessAfter: number, minutes: number): boolean {
  if (minutes <= 0 || fitnessAfter >= FITNESS_LOW_WARNING) return false;
  // fitnessAfterMatch rounds: half a point of slack either way.
  return fitnessAfter + (FITNESS_COST_PER_40_MINUTES * minutes) / 40 >= FITNESS_LOW_WARNING - 0.5;
}
