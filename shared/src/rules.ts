/**
 * The rules table: every constant of the specification (part 1 §9, part 2 §9),
 * named once. Application code imports these; it never repeats the literals.
 */
import type { Position, SkillKey } from './types.js';

export const POSITIONS = ['PG', 'SG', 'SF', 'PF', 'C'] as const satisfies readonly Position[];
export const SKILL_KEYS = [
  'shooting',
  'threePoint',
  'passing',
  'defense',
  'rebounding',
  'athletics',
  'basketballIQ',
] as const satisfies readonly SkillKey[];

// ---- Display (part 1 §9) ----
export const REPUTATION_MAX_STARS = 5;
export const TEAM_DESCRIPTION_LINES = 2;
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5_000;

// ---- League (part 1 §9, part 2 §9) ----
export const POINTS_PER_WIN = 2;
export const POINTS_PER_LOSS = 0;
export const LEAGUE_TEAMS = 12;
export const LEAGUE_MATCHDAYS = 22;
export const LEAGUE_ROUNDS = [1, 2] as const;
/** Rank status bands: 1 Champion, 2-3 Playoffs, 4-8 Mid-Table, 9+ Relegation. */
export const RANK_STATUS_BANDS = [
  { maxRank: 1, status: 'Champion' },
  { maxRank: 3, status: 'Playoffs' },
  { maxRank: 8, status: 'Mid-Table' },
  { maxRank: Number.POSITIVE_INFINITY, status: 'Relegation' },
] as const;

// ---- Match (part 1 §9) ----
export const PLAYERS_ON_COURT = 5;
export const QUARTERS = 4;
export const QUARTER_SECONDS = 600;
export const OVERTIME_SECONDS = 300;
export const FOUL_OUT_LIMIT = 5;
export const FOUL_DANGER = 4;
export const TICK_MS = 100;
export const EVENT_CHANCE_PER_SECOND = 0.08;
export const EVENT_CHANCE_UNEQUAL_PLAYERS = 0.12;

// ---- Scoring model (part 1 §9) ----
export const HOME_SCORING_MULTIPLIER = 1.1;
export const HOME_PERFORMANCE_WEIGHT = 1.1;
export const PLAYER_COUNT_ADVANTAGE = 0.25;
export const PLAYER_COUNT_DISADVANTAGE = -0.15;
export const SHOT_CHANCE_MIN = 0.15;
export const SHOT_CHANCE_MAX = 0.85;
export const THREE_POINT_ATTEMPT_CHANCE = { perimeter: 0.4, inside: 0.15, balanced: 0.25 } as const;
export const THREE_POINT_VALUE = 3;
export const TWO_POINT_VALUE = 2;
export const FREE_THROW_VALUE = 1;
export const TURNOVER_BASE_CHANCE = 0.06;
export const STEAL_TRIGGER_FACTOR = 0.05;
export const REMAINING_POSSESSION_SHOT_SHARE = 0.85;
export const ASSIST_BASE_CHANCE = 0.75;
export const ASSIST_MAX_CHANCE = 0.95;
export const VETERAN_AGE = 30;

// ---- Tactic effects (part 1 §9) ----
export const PACE_EFFECTS = {
  fast: { performance: 0.05, turnoverRate: 0.3 },
  moderate: { performance: 0, turnoverRate: 0 },
  slow: { performance: -0.02, turnoverRate: -0.3 },
} as const;
export const OFFENSE_EFFECTS = {
  inside: { shooting: 0.1, rebounds: 0.2 },
  balanced: { shooting: 0, rebounds: 0 },
  perimeter: { shooting: 0.05, rebounds: -0.1 },
} as const;
export const DEFENSE_EFFECTS = {
  'full-court-press': { steals: 0.5, fouls: 0.4, performance: 0.08 },
  zone: { steals: -0.2, fouls: -0.1, performance: 0.02 },
  'man-to-man': { steals: 0, fouls: 0, performance: 0 },
} as const;
export const OUT_OF_POSITION_PENALTY = 0.5;
export const ENERGY_FATIGUE_PER_SECOND = 0.04;

// ---- Fatigue (part 1 §9, §5) ----
export const ENERGY_FLOOR = 5;
export const ENERGY_CAP = 100;
export const QUARTER_RECOVERY_MIN = 10;
export const QUARTER_RECOVERY_MAX = 15;
export const BENCH_RECOVERY_MIN_SECONDS = 120;
export const BENCH_RECOVERY_PER_MINUTE = 2;
export const BENCH_RECOVERY_CAP = 25;

// ---- AI coach (part 1 §9) ----
export const AI_SUBSTITUTION_CHECK_SECONDS = 15;
export const AI_TACTICS_CHECK_SECONDS = 30;
export const AI_FATIGUE_SUB = 25;
export const AI_FATIGUE_SUB_RELAXED = 45;
export const AI_FATIGUE_SUB_FRESHER_BENCH = 60;
/**
 * Ours, not the spec's: the AI coach also coaches the manager's side once the
 * manager has given no command for this many game seconds (two game minutes,
 * 12 s of real time), so an idle or disconnected manager never leaves five
 * exhausted players on court.
 */
export const MANAGER_IDLE_HANDOVER_SECONDS = 120;

// ---- Processing dialog (part 1 §9) ----
export const PROCESSING_PROGRESS_CAP = 95;
export const PROCESSING_CREEP_INTERVAL_MS = 2_000;
export const PROCESSING_CREEP_MIN = 2;
export const PROCESSING_CREEP_MAX = 10;
export const PROCESSING_SUCCESS_CLOSE_MS = 3_000;
export const PROCESSING_BUSY_RETRY_MS = 3_000;
export const PROCESSING_TIP_ROTATION_MS = 8_000;
export const PROCESSING_STEPS = [
  'Updating league standings',
  'Processing player development',
  'Simulating other matches in matchday',
  'Updating player morale',
  'Processing background operations',
  'Checking salary payments',
  'Generating office notifications',
  'Simulating European leagues',
] as const;

// ---- Fitness (part 1 §9) ----
export const FITNESS_RECOVERY_AMOUNT = 25;
export const FITNESS_MAX = 100;

// ---- Morale (part 1 §9, part 2 §3) ----
/** Best to worst. */
export const MORALE_LABELS = [
  'Delusional',
  'Reckless',
  'Overconfident',
  'Overjoyed',
  'Excellent',
  'Very Good',
  'Good',
  'Poor',
  'Very Poor',
] as const;
export const MORALE_VALUES = {
  Excellent: 90,
  'Very Good': 75,
  Good: 50,
  Poor: 25,
  'Very Poor': 10,
} as const;
export const DEFAULT_MORALE = MORALE_VALUES.Good;
export const CAREER_PHASES = ['developing', 'pre-peak', 'prime', 'veteran', 'declining'] as const;

// ---- Matchday processing: development, morale, fitness (ours; the spec names the steps, not the figures) ----
/**
 * Chance per skill per processed matchday that the skill rises or falls by a
 * point, by career phase. Over a 22-matchday season a developing player gains
 * about 4 overall and a declining one loses about 3. Rises stop at potential.
 */
export const DEVELOPMENT_BY_PHASE = {
  developing: { rise: 0.22, fall: 0.02 },
  'pre-peak': { rise: 0.12, fall: 0.03 },
  prime: { rise: 0.05, fall: 0.05 },
  veteran: { rise: 0.02, fall: 0.1 },
  declining: { rise: 0.01, fall: 0.18 },
} as const satisfies Record<(typeof CAREER_PHASES)[number], { rise: number; fall: number }>;
/** Upper age of each career phase (the catalogue's bands); older is declining. */
export const CAREER_PHASE_MAX_AGE = { developing: 21, 'pre-peak': 25, prime: 30, veteran: 33 } as const;
export const SKILL_MIN = 1;
export const SKILL_MAX = 99;
export const MORALE_MIN = 0;
export const MORALE_MAX = 100;
/** Morale after a result: a win lifts the squad, a loss drops it, a blowout (15+) either way counts double. */
export const MORALE_WIN_GAIN = 3;
export const MORALE_LOSS_DROP = 3;
export const MORALE_BLOWOUT_MARGIN = 15;
/** Fitness spent per 40 minutes played, regained by those who sat out, and its floor. */
export const FITNESS_COST_PER_40_MINUTES = 8;
export const FITNESS_REST_GAIN = 5;
export const FITNESS_FLOOR = 40;

// ---- Player display (part 1 §2, part 2 §9) ----
export const SKILL_DEFAULT = 50;
export const HEIGHT_DEFAULT_CM = 185;
export const SKILL_COLOUR_BANDS = [85, 75, 65, 55] as const;
export const RATING_COLOUR_BANDS = [85, 75, 65] as const;
export const FITNESS_COLOUR_BANDS = [80, 60] as const;
export const POTENTIAL_SHOWN_MAX_AGE = 24;
export const EXPERIENCE_SHOWN_MIN_AGE = 31; // "age over 30"
export const EXPERIENCE_BASE = 50;
export const EXPERIENCE_PER_YEAR = 5;
export const EXPERIENCE_MAX = 99;
export const AVATAR_FALLBACK_INITIALS = 'PL';

// ---- Market value (part 2 §9) ----
export const MARKET_VALUE_BASE = 50_000;
export const MARKET_VALUE_RATING_FLOOR = 50;
export const MARKET_VALUE_RATING_SPAN = 45;
export const MARKET_VALUE_RATING_AMOUNT = 800_000;
export const MARKET_VALUE_DEFAULT_RATING = 60;
export const MARKET_VALUE_AGE_FACTORS = [
  { maxAge: 25, factor: 1.2 },
  { maxAge: 29, factor: 1.0 },
  { maxAge: 32, factor: 0.8 },
  { maxAge: Number.POSITIVE_INFINITY, factor: 0.6 },
] as const;
export const MARKET_VALUE_RANGE_LOW = 0.7;
export const MARKET_VALUE_RANGE_HIGH = 1.3;

// ---- Overall rating weights (part 2 §9); missing weights are 1 ----
export const OVERALL_DEFAULT_WEIGHT = 1;
export const OVERALL_POSITION_WEIGHTS: Record<Position, Partial<Record<SkillKey, number>>> = {
  PG: { passing: 1.5, basketballIQ: 1.4, threePoint: 1.2, athletics: 1.2, shooting: 1.1, defense: 0.9, rebounding: 0.7 },
  SG: { shooting: 1.5, threePoint: 1.4, athletics: 1.2, defense: 1.1, basketballIQ: 1.1, passing: 0.9, rebounding: 0.8 },
  SF: { shooting: 1.3, athletics: 1.3, defense: 1.2, threePoint: 1.2, basketballIQ: 1.1 },
  PF: { rebounding: 1.4, defense: 1.3, shooting: 1.2, athletics: 1.2, basketballIQ: 1.1, threePoint: 0.9, passing: 0.8 },
  C: { rebounding: 1.5, defense: 1.4, shooting: 1.1, athletics: 1.1, basketballIQ: 1.1, threePoint: 0.7, passing: 0.7 },
};

// ---- Transfers, scouting, academy (part 2 §9) ----
export const TEAM_SCOUTING_COST = 100_000;
export const ACADEMY_RELEASE_COST = 25_000;
export const ACADEMY_DISCARD_COMPENSATION = 25_000;
export const ACADEMY_PROMOTE_MIN_AGE = 15;
export const YOUTH_DEFAULT_AGE = 14;
export const ACADEMY_TYPES = {
  compact: { capacity: 5, cost: 2_000_000, tournament: 'Regional Tournament' },
  standard: { capacity: 15, cost: 6_000_000, tournament: 'National Tournament' },
  elite: { capacity: 30, cost: 12_000_000, tournament: 'International Tournament' },
} as const;
export const SALE_SUCCESS_CHANCE = 0.5;
export const MIN_RESERVE_TIP_EUROS = 500_000;
export const LOAN_MAX_AGE_EXCLUSIVE = 23;
export const LOAN_DURATIONS = [5, 10, 15, 20, 25, 30] as const;
export const LOAN_DEFAULT_DURATION = 10;

// ---- Office (part 2 §9) ----
export const INJURY_SPECIALIZED_COST = { severe: 25_000, moderate: 15_000, minor: 8_000 } as const;
export const INJURY_SPECIALIZED_RECOVERY_CUT = 0.5;
export const SPONSOR_DEFAULT_MORALE_BONUS = 5;
export const SPONSOR_DEFAULT_MORALE_PENALTY = 10;
export const SPONSOR_PENALTY_DURATION_MATCHDAYS = 3;
export const SPONSOR_DIFFICULTY = [
  { label: 'VERY HARD', minOffer: 100_000, minPenalty: 20 },
  { label: 'HARD', minOffer: 70_000, minPenalty: 15 },
  { label: 'MEDIUM', minOffer: 45_000, minPenalty: 10 },
] as const;

// ---- Season (part 2 §9) ----
export const RETIREMENT_MIN_AGE = 38;
export const AGEING_YEARS_PER_SEASON = 1;

// ---- Player editor ranges (part 2 §5) ----
export const PLAYER_FORM_RANGES = {
  age: [18, 40],
  height: [160, 230],
  weight: [60, 150],
  potential: [50, 95],
  skill: [25, 95],
} as const;

// ---- Rules page claims (part 2 §2) ----
export const RULES_PAGE_MARKET_VALUE_RANGE = [50_000, 850_000] as const;
/** European competition format as the rules page states it. */
export const EUROPEAN_QUARTERFINAL_BEST_OF = 5;
export const EUROPEAN_FINAL_TEAMS = 4;
