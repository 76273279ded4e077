/**
 * Ours: what moves a player's development besides his age. The age curve
 * (DEVELOPMENT_BY_PHASE in rules.ts) gives each skill's odds of rising and
 * falling a point per matchday; these scale the rise odds by his playing
 * time and, while he is young, by his club's training. Both are multipliers
 * on the rise, so they matter most where growth is (the young) and never
 * turn a rise chance negative. They are small: a club's squad averages out
 * near no change (five starters up, four benchwarmers down), so the world's
 * rating bands stay where the age curve puts them.
 */
import { CAREER_PHASE_MAX_AGE } from './rules.js';

/**
 * Extra rise odds (as a share of the phase's rise) by playing time in his
 * club's last game (MORALE_BASELINE's minutes bands: 24+ a starter, 12+
 * rotation, fewer the bench, none unused). Playing is how a young player
 * learns; one who never plays stalls a little. A developing starter gains
 * about 0.7 overall a season more than the curve alone (0.22 x 0.15 x 22
 * matchdays), a benchwarmer about 0.5 less. Unknown playing time (his club did
 * not play, or the world's games, whose minutes are not kept) is neutral.
 */
export const DEVELOPMENT_MINUTES_BONUS = {
  starter: 0.15,
  rotation: 0.05,
  bench: -0.1,
  unused: -0.15,
} as const;

/**
 * Extra rise odds (as a share of the phase's rise) by the academy of his
 * club while he is young: the coaching an academy brings reaches the
 * first-team youngsters too. A club without one (every AI club) trains at
 * the curve's pace. An elite academy's developing player gains about 0.6
 * overall a season more.
 */
export const DEVELOPMENT_TRAINING_BONUS = {
  none: 0,
  compact: 0.04,
  standard: 0.08,
  elite: 0.12,
} as const;

/** The last age at which a club's training adds to his growth: the developing phase, as young as the academy's graduates. */
export const DEVELOPMENT_TRAINING_MAX_AGE = CAREER_PHASE_MAX_AGE.developing;

/** The parts of a development line, in the order the line and the chart show them. */
export const DEVELOPMENT_PARTS = ['age', 'minutes', 'training', 'draw'] as const;
