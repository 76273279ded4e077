/** Pure formulas of the specification. */
import {
  EXPERIENCE_BASE,
  EXPERIENCE_MAX,
  EXPERIENCE_PER_YEAR,
  EXPERIENCE_SHOWN_MIN_AGE,
  MARKET_VALUE_AGE_FACTORS,
  MARKET_VALUE_BASE,
  MARKET_VALUE_DEFAULT_RATING,
  MARKET_VALUE_RANGE_HIGH,
  MARKET_VALUE_RANGE_LOW,
  MARKET_VALUE_RATING_AMOUNT,
  MARKET_VALUE_RATING_FLOOR,
  MARKET_VALUE_RATING_SPAN,
  MORALE_LABELS,
  MORALE_VALUES,
  OVERALL_DEFAULT_WEIGHT,
  OVERALL_POSITION_WEIGHTS,
  PLAYER_FORM_RANGES,
  POTENTIAL_SHOWN_MAX_AGE,
  SKILL_DEFAULT,
  SKILL_KEYS,
} from './rules.js';
import type { Position, SkillKey, Skills } from './types.js';

/** Position-weighted average of the seven skills, rounded; missing skills count as 50. */
/** The seven skills, each read by its key: the one place that spells them out field by field. */
export function skillsFrom(skill: (key: SkillKey) => number): Skills {
  return {
    shooting: skill('shooting'),
    threePoint: skill('threePoint'),
    passing: skill('passing'),
    defense: skill('defense'),
    rebounding: skill('rebounding'),
    athletics: skill('athletics'),
    basketballIQ: skill('basketballIQ'),
  };
}

/** Just the seven skills of anything that has them (a stored player, a form, a youth player). */
export function skillsOf(p: Skills): Skills {
  return skillsFrom((key) => p[key]);
}

export function overallRating(position: Position, skills: Partial<Skills>): number {
  const weights = OVERALL_POSITION_WEIGHTS[position];
  let weighted = 0;
  let totalWeight = 0;
  for (const key of SKILL_KEYS) {
    const weight = weights[key] ?? OVERALL_DEFAULT_WEIGHT;
    weighted += (skills[key] ?? SKILL_DEFAULT) * weight;
    totalWeight += weight;
  }
  return Math.round(weighted / totalWeight);
}

export function marketValueAgeFactor(age: number): number {
  const band = MARKET_VALUE_AGE_FACTORS.find((b) => age <= b.maxAge);
  return band ? band.factor : 1;
}

/** Market value in integer euros; also the sale price and free-agent cost. */
export function marketValue(rating: number | null | undefined, age: number): number {
  const r = rating ?? MARKET_VALUE_DEFAULT_RATING;
  const base = MARKET_VALUE_BASE + (Math.max(0, r - MARKET_VALUE_RATING_FLOOR) / MARKET_VALUE_RATING_SPAN) * MARKET_VALUE_RATING_AMOUNT;
  return Math.round(base * marketValueAgeFactor(age));
}

/**
 * The lowest and highest market value the formula gives over a player's
 * domain: overall ratings within the skills' range (an overall is a weighted
 * mean of skills) and ages within the player range. The rules page prints it.
 */
export function marketValueSpan(): { min: number; max: number } {
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  const [ratingLow, ratingHigh] = PLAYER_FORM_RANGES.skill;
  const [ageLow, ageHigh] = PLAYER_FORM_RANGES.age;
  for (let rating = ratingLow; rating <= ratingHigh; rating += 1) {
    for (let age = ageLow; age <= ageHigh; age += 1) {
      const value = marketValue(rating, age);
      min = Math.min(min, value);
      max = Math.max(max, value);
    }
  }
  return { min, max };
}

export function marketValueRange(value: number): { low: number; high: number } {
  return { low: Math.round(value * MARKET_VALUE_RANGE_LOW), high: Math.round(value * MARKET_VALUE_RANGE_HIGH) };
}

export type MoraleLabel = (typeof MORALE_LABELS)[number];

/**
 * Morale label of a 0-100 value. The five calibrated labels take the band from
 * their value upwards (Excellent 90, Very Good 75, Good 50, Poor 25, Very Poor
 * below); the four over-confidence labels sit above Excellent, each worse than
 * the one before as morale climbs past healthy.
 */
export const MORALE_OVERCONFIDENCE_THRESHOLDS = [
  { min: 99, label: 'Delusional' },
  { min: 97, label: 'Reckless' },
  { min: 95, label: 'Overconfident' },
  { min: 93, label: 'Overjoyed' },
] as const satisfies readonly { min: number; label: MoraleLabel }[];

export function moraleLabel(morale: number): MoraleLabel {
  for (const band of MORALE_OVERCONFIDENCE_THRESHOLDS) if (morale >= band.min) return band.label;
  if (morale >= MORALE_VALUES.Excellent) return 'Excellent';
  if (morale >= MORALE_VALUES['Very Good']) return 'Very Good';
  if (morale >= MORALE_VALUES.Good) return 'Good';
  if (morale >= MORALE_VALUES.Poor) return 'Poor';
  return 'Very Poor';
}

export function moraleValue(label: keyof typeof MORALE_VALUES): number {
  return MORALE_VALUES[label];
}

/** Experience shown for players over 30: min(99, 50 + (age - 30) * 5); null when not shown. */
export function experienceDisplay(age: number): number | null {
  if (age < EXPERIENCE_SHOWN_MIN_AGE) return null;
  return Math.min(EXPERIENCE_MAX, EXPERIENCE_BASE + (age - 30) * EXPERIENCE_PER_YEAR);
}

/** Potential is shown only for players aged 24 or under; null when hidden. */
export function potentialDisplay(age: number, potential: number): number | null {
  return age <= POTENTIAL_SHOWN_MAX_AGE ? potential : null;
}

// ---- Money ----
/** Budget in millions with one decimal: €2.5M. */
export function formatMillions(euros: number): string {
  return `€${(euros / 1_000_000).toFixed(1)}M`;
}

const euroFormatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
/** Euros en-US style, no decimals: €2,500,000 (negative: -€2,500). */
export function formatEuros(euros: number): string {
  const sign = euros < 0 ? '-' : '';
  return `${sign}€${euroFormatter.format(Math.abs(Math.round(euros)))}`;
}

/** Short form: 2.5M, 250K, 900. */
export function formatShortMoney(euros: number): string {
  const abs = Math.abs(euros);
  const sign = euros < 0 ? '-' : '';
  if (abs >= 1_000_000) return `${sign}${(abs / 1_000_000).toFixed(1)}M`;
  if (abs >= 1_000) return `${sign}${Math.round(abs / 1_000)}K`;
  return `${sign}${Math.round(abs)}`;
}
