/**
 * What a processed matchday does to players:
 * small skill changes by age, playing time and training, with the overall
 * recomputed and its change explained in parts (developPlayer), morale
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
import { DEVELOPMENT_MINUTES_BONUS, DEVELOPMENT_TRAINING_BONUS, DEVELOPMENT_TRAINING_MAX_AGE } from './rules-development.js';
import type { PlayingTime } from './economy/morale.js';
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

/** What his club gives him besides his age: his playing time (null when unknown) and its training. */
export interface DevelopmentContext {
  playingTime?: PlayingTime | null;
  training?: DevelopmentTraining;
}

export type DevelopmentTraining = keyof typeof DEVELOPMENT_TRAINING_BONUS;

/**
 * Where an overall change came from, in overall points (floats): what his
 * age's odds alone lead to expect, the extra his minutes and his club's
 * training lead to expect, and the draw, the rest of the actual change.
 */
export interface DevelopmentParts {
  age: number;
  minutes: number;
  training: number;
  draw: number;
}

export interface Development extends Skills {
  overallRating: number;
  parts: DevelopmentParts;
}

export const NO_DEVELOPMENT_PARTS: DevelopmentParts = { age: 0, minutes: 0, training: 0, draw: 0 };

/** The club's training for a player: its academy's while he is young, none after (or without one). */
export function trainingFor(age: number, academy: DevelopmentTraining | null | undefined): DevelopmentTraining {
  return academy && age <= DEVELOPMENT_TRAINING_MAX_AGE ? academy : 'none';
}

/** A matchday's odds per skill: the phase's fall, and its rise scaled by playing time and training. */
export function developmentOdds(age: number, context: DevelopmentContext = {}) {
  const phase = DEVELOPMENT_BY_PHASE[careerPhaseForAge(age)];
  const minutesShare = context.playingTime ? DEVELOPMENT_MINUTES_BONUS[context.playingTime] : 0;
  const trainingShare = DEVELOPMENT_TRAINING_BONUS[trainingFor(age, context.training)];
  return {
    rise: phase.rise * (1 + minutesShare + trainingShare),
    fall: phase.fall,
    expected: {
      // An overall is a weighted mean of the skills, so a per-skill expected change is the overall's too.
      age: phase.rise - phase.fall,
      minutes: phase.rise * minutesShare,
      training: phase.rise * trainingShare,
    },
  };
}

/**
 * One matchday of development: each skill may move a point (one roll per
 * skill, the draw), rises capped by potential. The parts sum to the overall
 * change: the expectations are the uncapped odds', so a player held at his
 * potential shows it in the draw, as his overall already does.
 */
export function developPlayer(player: DevelopingPlayer, rng: Rng, context: DevelopmentContext = {}): Development {
  const odds = developmentOdds(player.age, context);
  const next = {} as Skills;
  for (const key of SKILL_KEYS) {
    const roll = rng.next();
    let value = player[key];
    if (roll < odds.rise) value += 1;
    else if (roll < odds.rise + odds.fall) value -= 1;
    next[key] = Math.min(SKILL_MAX, Math.max(SKILL_MIN, value));
  }
  let overall = overallRating(player.position, next);
  // Growth stops at potential: a rise that would pass it is undone.
  if (overall > Math.max(player.potential, player.overallRating)) {
    for (const key of SKILL_KEYS) next[key] = Math.min(next[key], player[key]);
    overall = overallRating(player.position, next);
  }
  const { age, minutes, training } = odds.expected;
  const draw = overall - player.overallRating - age - minutes - training;
  return { ...next, overallRating: overall, parts: { age, minutes, training, draw } };
}

/** Two sets of parts summed. */
export function addDevelopmentParts(a: DevelopmentParts, b: DevelopmentParts): DevelopmentParts {
  return { age: a.age + b.age, minutes: a.minutes + b.minutes, training: a.training + b.training, draw: a.draw + b.draw };
}

/**
 * A season's summed parts as whole points that sum exactly to his overall
 * change: age, minutes and training rounded, the draw the rest.
 */
export function roundDevelopmentParts(parts: Omit<DevelopmentParts, 'draw'>, change: number): DevelopmentParts {
  const round = (x: number) => Math.round(x) + 0; // + 0: no -0
  const age = round(parts.age);
  const minutes = round(parts.minutes);
  const training = round(parts.training);
  return { age, minutes, training, draw: change - age - minutes - training };
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');

/**
 * A season's line: "+4: age 21 +3, minutes +2, draw −1". Zero parts are
 * left out, but the age part always shows (it names his age that season).
 */
export function developmentLine(ageAtSeason: number, parts: DevelopmentParts): string {
  const change = parts.age + parts.minutes + parts.training + parts.draw;
  const items = [`age ${ageAtSeason} ${signed(parts.age)}`];
  if (parts.minutes !== 0) items.push(`minutes ${signed(parts.minutes)}`);
  if (parts.training !== 0) items.push(`training ${signed(parts.training)}`);
  if (parts.draw !== 0) items.push(`draw ${signed(parts.draw)}`);
  return `${signed(change)}: ${items.join(', ')}`;
}

/** His season's running parts as a player's document keeps them: the overall he started it at, and the expected parts summed. */
export interface DevelopmentSeason {
  season: number;
  from: number;
  age: number;
  minutes: number;
  training: number;
}

/** The stored running parts if they are `season`'s, else null (another season's, or none yet). */
export function runningDevelopment(
  stored: { [K in keyof DevelopmentSeason]?: number | null } | null | undefined,
  season: number,
): DevelopmentSeason | null {
  if (!stored || stored.season !== season) return null;
  return { season, from: stored.from ?? 0, age: stored.age ?? 0, minutes: stored.minutes ?? 0, training: stored.training ?? 0 };
}

/** A season of his development: whole parts that sum to `to - from`. */
export interface DevelopmentLine extends DevelopmentParts {
  season: number;
  ageAtSeason: number;
  from: number;
  to: number;
}

/** The numbers each season line takes in a player's stored history, in this order. */
export const DEVELOPMENT_LINE_FIELDS = ['season', 'ageAtSeason', 'from', 'to', 'age', 'minutes', 'training', 'draw'] as const;

/** A season's line from its summed expected parts and the overall at its start and end. */
export function developmentSeasonLine(
  season: number,
  ageAtSeason: number,
  from: number,
  to: number,
  expected: Omit<DevelopmentParts, 'draw'>,
): DevelopmentLine {
  return { season, ageAtSeason, from, to, ...roundDevelopmentParts(expected, to - from) };
}

/** A line as the flat numbers a player's document keeps (as its ratingHistory: no subdocuments for 2,000 players). */
export function packDevelopmentLine(line: DevelopmentLine): number[] {
  return DEVELOPMENT_LINE_FIELDS.map((field) => line[field]);
}

/** The stored flat numbers back as lines (a torn tail is left out). */
export function unpackDevelopmentHistory(numbers: readonly number[] | null | undefined): DevelopmentLine[] {
  const list = numbers ?? [];
  const size = DEVELOPMENT_LINE_FIELDS.length;
  const lines: DevelopmentLine[] = [];
  for (let i = 0; i + size <= list.length; i += size) {
    const line = {} as DevelopmentLine;
    DEVELOPMENT_LINE_FIELDS.forEach((field, j) => {
      line[field] = list[i + j] ?? 0;
    });
    lines.push(line);
  }
  return lines;
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
