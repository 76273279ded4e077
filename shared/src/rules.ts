/**
 * The rules table: every constant of the specification,
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

// ---- Display ----
export const REPUTATION_MAX_STARS = 5;
export const TEAM_DESCRIPTION_LINES = 2;
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5_000;

// ---- League ----
export const POINTS_PER_WIN = 2;
export const POINTS_PER_LOSS = 0;
export const LEAGUE_TEAMS = 12;
export const LEAGUE_MATCHDAYS = 22;
export const LEAGUE_ROUNDS = [1, 2] as const;
/**
 * Rank status bands: 1 Champion, 2-3 Playoffs, 4-8 Mid-Table, 9+ Relegation
 * where the league sends clubs down. No league plays a post-season series, so
 * what a place really leads to (the European Cup's places, promotion,
 * relegation, or nothing) is worked out per league by `placeBands`
 * (standings.ts) from this table, PROMOTION_LINKS and
 * EUROPEAN_CUP_QUALIFICATION, and the standings legend says it beside the label.
 */
export const RANK_STATUS_BANDS = [
  { maxRank: 1, status: 'Champion' },
  { maxRank: 3, status: 'Playoffs' },
  { maxRank: 8, status: 'Mid-Table' },
  { maxRank: Number.POSITIVE_INFINITY, status: 'Relegation' },
] as const;
/**
 * Promotion and relegation: between the two Italian
 * tiers, as many clubs go down as the top tier's table labels "Relegation"
 * and as many come up from the top of the second tier, whose table labels
 * them "Promotion" (and the rest "Mid-Table": there is no third tier).
 */
export const PROMOTION_LINKS = [{ upperLeagueId: 1, lowerLeagueId: 13 }] as const;

// ---- Match ----
export const PLAYERS_ON_COURT = 5;
export const QUARTERS = 4;
export const QUARTER_SECONDS = 600;
export const OVERTIME_SECONDS = 300;
export const FOUL_OUT_LIMIT = 5;
export const FOUL_DANGER = 4;
export const TICK_MS = 100;
export const EVENT_CHANCE_PER_SECOND = 0.08;
export const EVENT_CHANCE_UNEQUAL_PLAYERS = 0.12;

// ---- Scoring model ----
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

// ---- Tactic effects ----
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
/**
 * Ours: the share of a player's game that is positional, to which the spec's
 * out-of-position penalty applies (the whole of it would halve a player, far
 * beyond any coach's experience): a player out of position plays 5% below
 * his level. The rules page states this effect.
 */
export const OUT_OF_POSITION_APPLIED_SHARE = 0.1;
/**
 * Ours: the share of their face value at which the spec's home weight and
 * home scoring multiplier apply. At full value the home side wins over 75%
 * of games, far outside a European league's 55-65% (the realism band). The
 * rules page states the effect.
 */
export const HOME_ADVANTAGE_APPLIED_SHARE = 0.15;
/** What home court does in the engine, from the figures above: home sides shoot this much better, and perform this much better. */
export const HOME_SHOOTING_EFFECT = (HOME_SCORING_MULTIPLIER - 1) * HOME_ADVANTAGE_APPLIED_SHARE;
export const HOME_PERFORMANCE_EFFECT = (HOME_PERFORMANCE_WEIGHT - 1) * HOME_ADVANTAGE_APPLIED_SHARE;
/**
 * Ours: the share of their face value at which the offence tactics' shooting
 * bonuses (inside +10%, perimeter +5%) apply. Whole, a tactic choice moved
 * field-goal percentages past the realism bands' 42-52% on its own. At 0.4
 * inside shoots 4% and perimeter 2% better: with half, choosing the offence
 * for the matchup (inside against man-to-man, perimeter against a zone or
 * with shooters) was worth 3.6 points a game on its own, and with the
 * defence and pace the matchup tactics came to the top of their 2-4 points
 * band (the coaching bench); at 0.4 they are worth about 3. The rules page
 * states it.
 */
export const TACTIC_SHOOTING_APPLIED_SHARE = 0.4;
/**
 * Ours: an extra factor on the steal trigger. The spec's trigger alone gives
 * fewer steals than the realism band's 4-9 per team and game; this lifts them
 * into it. The rules page states it.
 */
export const STEAL_TRIGGER_CALIBRATION = 1.2;
/**
 * Ours: turnovers scale with the ball handler's basketball IQ, so a smart
 * point guard protects the ball: the chance is multiplied by
 * 1 + (PIVOT - IQ) / SPAN (IQ 60 is the spec's base rate; IQ 90 turns it over
 * 20% less, IQ 30 20% more). The rules page states it.
 */
export const TURNOVER_IQ_PIVOT = 60;
export const TURNOVER_IQ_SPAN = 150;
export const ENERGY_FATIGUE_PER_SECOND = 0.04;

// ---- Fatigue ----
export const ENERGY_FLOOR = 5;
export const ENERGY_CAP = 100;
export const QUARTER_RECOVERY_MIN = 10;
export const QUARTER_RECOVERY_MAX = 15;
export const BENCH_RECOVERY_MIN_SECONDS = 120;
export const BENCH_RECOVERY_PER_MINUTE = 2;
export const BENCH_RECOVERY_CAP = 25;

// ---- AI coach ----
/** The AI coach checks its substitutions at a dead ball, at most once every this many game seconds a side. */
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

// ---- Processing dialog ----
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

// ---- Fitness ----
export const FITNESS_RECOVERY_AMOUNT = 25;
/**
 * Ours: a physio session costs this
 * much for each player below full fitness, and a club may book it once per
 * matchday. A full squad's session (about 13 players) costs about 50,000, a
 * tenth of the reserve the finance tips recommend.
 */
export const FITNESS_RECOVERY_COST_PER_PLAYER = 4_000;
export const FITNESS_MAX = 100;

// ---- Morale ----
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
/**
 * Ours: the fitness every player is back to, at least, when a season turns.
 * A regular ends a season near FITNESS_FLOOR (8 a game against 5 a rest), and
 * the close season is two months without games: he starts the next one fit,
 * inside the top colour band (FITNESS_COLOUR_BANDS[0]), though not at full.
 */
export const FITNESS_AFTER_CLOSE_SEASON = 90;
/**
 * Ours: a manager's player who drops below this in a game makes the news
 * feed. It is the lower colour band (FITNESS_COLOUR_BANDS[1]): from here a
 * regular plays visibly worse, and three more full games take him to the floor.
 */
export const FITNESS_LOW_WARNING = 60;

// ---- Player display ----
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

// ---- Market value ----
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

// ---- Overall rating weights; missing weights are 1 ----
export const OVERALL_DEFAULT_WEIGHT = 1;
export const OVERALL_POSITION_WEIGHTS: Record<Position, Partial<Record<SkillKey, number>>> = {
  PG: { passing: 1.5, basketballIQ: 1.4, threePoint: 1.2, athletics: 1.2, shooting: 1.1, defense: 0.9, rebounding: 0.7 },
  SG: { shooting: 1.5, threePoint: 1.4, athletics: 1.2, defense: 1.1, basketballIQ: 1.1, passing: 0.9, rebounding: 0.8 },
  SF: { shooting: 1.3, athletics: 1.3, defense: 1.2, threePoint: 1.2, basketballIQ: 1.1 },
  PF: { rebounding: 1.4, defense: 1.3, shooting: 1.2, athletics: 1.2, basketballIQ: 1.1, threePoint: 0.9, passing: 0.8 },
  C: { rebounding: 1.5, defense: 1.4, shooting: 1.1, athletics: 1.1, basketballIQ: 1.1, threePoint: 0.7, passing: 0.7 },
};

// ---- Transfers, scouting, academy ----
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

// ---- Loans. Ours: the spec gives the ages and durations only ----
/** Destinations offered for a player: weaker clubs of lower tiers first, at most this many from one country. */
export const LOAN_OPTIONS_SHOWN = 6;
export const LOAN_OPTIONS_PER_COUNTRY = 3;
/** A club takes a loanee who would be among its best this many players (he is there to play). */
export const LOAN_CLUB_ROTATION = 10;
/**
 * Club philosophies: whether a loanee starts (always; when he is within
 * `startMargin` of the club's fifth best; never, coming off the bench when
 * the coach wants him) and how much a minute on court grows him.
 */
export const LOAN_PHILOSOPHIES = {
  'develops youth': { startMargin: Infinity, growth: 1.3 },
  balanced: { startMargin: 3, growth: 1 },
  'plays veterans': { startMargin: -Infinity, growth: 0.8 },
} as const;
export type LoanPhilosophy = keyof typeof LOAN_PHILOSOPHIES;
/**
 * Growth on loan: skill points a minute played brings, split over
 * experience (basketball IQ), athleticism (athletics) and technique (the
 * position's craft), drawn per matchday; a third as much once his overall
 * has reached his potential. About 30 minutes a matchday for 10 matchdays
 * at a youth club: some 7 points over the three.
 */
export const LOAN_GROWTH_PER_MINUTE = 0.018;
export const LOAN_GROWTH_AT_POTENTIAL = 1 / 3;
export const LOAN_GROWTH_SPLIT = { experience: 0.3, athleticism: 0.3, technique: 0.4 } as const;
/** Feedback sentiment thresholds. */
export const LOAN_FEEDBACK = {
  poorMinutes: 10,
  excellent: { minutes: 25, points: 8 },
  good: { minutes: 20, points: 5, rebounds: 4, assists: 3 },
  goodGains: 3,
  averageMinutes: 15,
} as const;

// ---- Youth academy. Ours: the spec gives tiers, costs and the discovery schedule ----
/** Potential discovery: hidden through 5 matchdays, a range from 6 to 9, exact from 10. */
export const YOUTH_DISCOVERY_HIDDEN_UNTIL = 5;
export const YOUTH_DISCOVERY_EXACT_FROM = 10;
export const YOUTH_RANGE_FLOOR = 35;
export const YOUTH_RANGE_CEILING = 95;
/**
 * Recruits by tier: potential drawn in [min, max] (better academies find
 * better talent), and a 14-15 year old's overall starting at 45-60% of it.
 */
export const YOUTH_RECRUIT_POTENTIAL = { compact: [50, 78], standard: [55, 85], elite: [60, 92] } as const;
/**
 * A recruit is 14 or 15; mostly 14, the spec's default youth age
 * and the tournament's only age, a few 15 and ready to promote.
 */
export const YOUTH_RECRUIT_AGES = { young: 14, older: 15, olderShare: 0.2 } as const;
export const YOUTH_START_SHARE = [0.45, 0.6] as const;
/**
 * Youth growth each matchday: a share of what each skill still lacks to the
 * potential, more in better academies (a compact academy's recruit closes
 * about a third of his gap over a season, an elite one's about two thirds).
 */
export const YOUTH_GROWTH_SHARE = { compact: 0.018, standard: 0.03, elite: 0.045 } as const;
/** The youth tournament's simulated match, as the spec gives it. */
export const YOUTH_MATCH = {
  score: [70, 90],
  tieBreak: [1, 3],
  winner: { rebounds: [38, 48], assists: [18, 26], threePct: [33, 40], fgPct: [44, 49] },
  loser: { rebounds: [34, 44], assists: [12, 20], threePct: [28, 35], fgPct: [38, 45] },
  /**
   * The spec's 20-40 minutes a player cannot hold in a 40-minute game with
   * five on court (a 12-man squad averages under 17): the box score shares out
   * the game's 200 minutes, no one over 40 (academy/tournament.ts shareMinutes).
   */
  minutes: [20, 40],
  /** A player's share of the minutes scales with potential / 95, clamped to 0.3-1.0. */
  minutesPotentialScale: [0.3, 1],
  pointsWeight: { guard: 1.3, forward: 1.1, centre: 0.9 },
  reboundsWeight: { centre: 1.8, forward: 1.3, guard: 0.6 },
  assistsWeight: { guard: 1.5, other: 0.8 },
  notes: {
    points: [15, 8, 2],
    rebounds: [8, 5],
    assists: [5, 3],
    steals: 3,
    blocks: 2,
    turnovers: 4,
    fgPct: [0.6, 0.3],
    potential: [0.85, 0.7, 0.5],
  },
  maxNotes: 3,
} as const;
/** Squad selection: only 14-year-olds; compact takes the top 5 by potential, the others 12 (6 by potential, 6 rested longest). */
export const YOUTH_SQUAD = { age: 14, compact: 5, others: 12, core: 6, recentMatchdays: 2 } as const;
/**
 * Each tier's tournament plays a fixed list of 10 opponents, prefixed "vs"
 *, spread evenly over the season's matchdays (the first on
 * matchday 1, the last on the final one). Ours: the names.
 */
export const YOUTH_TOURNAMENT_OPPONENTS = {
  compact: [
    'vs Bologna Juniors',
    'vs Pesaro Youth',
    'vs Treviso U16',
    'vs Varese Academy',
    'vs Cantù Youth',
    'vs Reggio Juniors',
    'vs Trento U16',
    'vs Brescia Academy',
    'vs Udine Youth',
    'vs Venezia Juniors',
  ],
  standard: [
    'vs Milano U16',
    'vs Virtus U16',
    'vs Reyer U16',
    'vs Sassari U16',
    'vs Aquila U16',
    'vs Varese U16',
    'vs Tortona U16',
    'vs Napoli U16',
    'vs Pistoia U16',
    'vs Scafati U16',
  ],
  elite: [
    'vs Madrid U16',
    'vs Barcelona U16',
    'vs Kaunas U16',
    'vs Partizan U16',
    'vs Zvezda U16',
    'vs Piraeus U16',
    'vs Athens U16',
    'vs Istanbul U16',
    'vs Munich U16',
    'vs Villeurbanne U16',
  ],
} as const;
export const YOUTH_TOURNAMENT_MATCHES = 10;
/**
 * Ours: stand-ins, per tier, for a listed opponent that is the club's own
 * youth team (a club's academy never plays its own club). Cities with no club
 * in the catalogue, so a stand-in is never anyone's own team.
 */
export const YOUTH_TOURNAMENT_RESERVES = {
  compact: ['vs Ferrara Youth', 'vs Siena Juniors', 'vs Perugia Academy'],
  standard: ['vs Roma U16', 'vs Firenze U16', 'vs Ancona U16'],
  elite: ['vs Vienna U16', 'vs Ljubljana U16', 'vs Riga U16'],
} as const;
/**
 * Youth scouting. Ours: the spec names the calls and the 25,000
 * discard compensation only. A scout costs more in a better academy and
 * brings more prospects, better ones (the tier's recruit potential plus a
 * finder's bonus: he went looking), with a narrower potential range, one
 * report a matchday from the next matchday on.
 */
export const YOUTH_SCOUTING = {
  compact: { cost: 50_000, prospects: 2, rangeWidth: 24, potentialBonus: 2 },
  standard: { cost: 100_000, prospects: 3, rangeWidth: 16, potentialBonus: 4 },
  elite: { cost: 150_000, prospects: 4, rangeWidth: 8, potentialBonus: 6 },
} as const;

// ---- Transfer market. Spec figures first, then our calibration ----
/** The fewest eligible (not loaned, not injured) players a club keeps after a sale. */
export const MIN_ELIGIBLE_AFTER_SALE = 10;
/** A roster holds at most 15 players: signing or buying into a full roster is refused. */
export const MAX_ROSTER_SIZE = 15;
/** Spec: a failed sale leaves the player "cannot be sold until next matchday". */
export const SALE_FAILURE_BLOCK_MATCHDAYS = 1;
/**
 * Ours (the spec says only "morale decreased"): a failed sale costs as much
 * morale as three lost matches, enough to move a Good player towards Poor.
 */
export const SALE_FAILURE_MORALE_DROP = 10;
/** the offer input steps by 1,000; asking prices and counters are whole steps so the input can hit them. */
export const OFFER_AMOUNT_STEP = 1_000;
/** A club "needs" a position where it has fewer than this many players (a starter and a backup). */
export const POSITION_DEPTH_NEEDED = 2;

/**
 * Ours: how a selling club prices a player, as factors on his market value
 *. The product is the asking price, the lowest offer it accepts.
 * - Rotation rank at his position (1 = starter, 2 = backup, 3+ = surplus):
 *   a starter costs 30% over value, a surplus player goes 5% under.
 * - A squad at the minimum (MIN_ELIGIBLE_AFTER_SALE or fewer) needs every
 *   body: 25% more for anyone. A roster at or over MAX_ROSTER_SIZE sells its
 *   non-starters 10% cheaper.
 * - Budget: a poor club (€3M or less, the catalogue's bottom) takes 10% less,
 *   a rich one (€12M or more) holds out for 5% more; linear in between.
 * - Buyer's reputation 1-5: players want to join big clubs, so each star over
 *   3 takes 2.5% off, each under adds 2.5%.
 * - Potential (age 24 or under, where the spec shows it): 1.5% per point of
 *   potential over the rating, at most 30%.
 * - The asking price stays within 75%-200% of value, so half the value is
 *   always "not even close" and no player is priced out of any budget.
 */
export const VALUATION_ROTATION_FACTORS = [1.3, 1.1, 0.95] as const;
export const VALUATION_SHORT_SQUAD_FACTOR = 1.25;
export const VALUATION_FULL_SQUAD_FACTOR = 0.9;
export const VALUATION_BUDGET_BANDS = { poor: 3_000_000, poorFactor: 0.9, rich: 12_000_000, richFactor: 1.05 } as const;
export const VALUATION_REPUTATION_NEUTRAL = 3;
export const VALUATION_REPUTATION_STEP = 0.025;
export const VALUATION_POTENTIAL_PER_POINT = 0.015;
export const VALUATION_POTENTIAL_MAX_PREMIUM = 0.3;
export const VALUATION_ASKING_BOUNDS = { min: 0.75, max: 2 } as const;
/**
 * Ours: a club never asks the manager less than the market value. A sale pays
 * him exactly that, so a cheaper asking price would let him buy and sell the
 * same player at a profit, round after round. AI clubs trade among
 * themselves from VALUATION_ASKING_BOUNDS.min.
 */
export const MANAGER_ASKING_FLOOR = 1;

/**
 * Ours: how a club answers an offer, as shares of its asking price.
 * At or above the asking price it accepts. From 88% it negotiates: it
 * counters at the asking price plus a 5% markup (rounded up to a step), which
 * it then accepts; on a good day (a seeded draw) it may take the offer
 * outright, up to a 30% chance just under the asking price. From 70% the
 * rejection says "Close, but not quite"; below, "not even close".
 */
export const OFFER_COUNTER_BAND = 0.88;
export const OFFER_CLOSE_BAND = 0.7;
export const OFFER_COUNTER_MARKUP = 0.05;
export const OFFER_MOOD_ACCEPT_MAX = 0.3;
/**
 * Ours: the Make Offer dialog's meter, piecewise linear in the offer: 0 at
 * half the asking price, then the value at each band's lower edge. It
 * reaches `accept` exactly at the asking price and 1 at 125% of it.
 */
export const ACCEPTANCE_METER = { zeroAt: 0.5, close: 0.3, counter: 0.6, accept: 0.8, fullAt: 1.25 } as const;

/**
 * Ours: AI clubs' market between matchdays. 1-4 moves a matchday over the
 * whole world (about 30-90 a season among 161 clubs: a few changes per club
 * a season, like a real window), half of the tries a free-agent signing.
 * A try that finds no fit is dropped; at most 5 tries per wanted move bound
 * the work. A buyer keeps the 500K reserve the finance tips recommend, offers
 * 100%-120% of value and meets a counter up to 130% of value.
 */
export const AI_MARKET_MOVES_PER_MATCHDAY = { min: 1, max: 4 } as const;
export const AI_MARKET_TRIES_PER_MOVE = 5;
export const AI_MARKET_SIGNING_SHARE = 0.5;
export const AI_MARKET_BUDGET_RESERVE = MIN_RESERVE_TIP_EUROS;
export const AI_BUYER_OFFER_RANGE = [1, 1.2] as const;
export const AI_BUYER_MAX_OVERPAY = 1.3;
/**
 * Ours: AI clubs stop signing free agents when 20 are left (half the pool a
 * career starts with): nothing tops the pool up yet (players released or out
 * of contract arrive with the office and seasons issues), and without a floor
 * the AI would empty it in about a season and a half.
 */
export const AI_MARKET_FREE_AGENT_FLOOR = 20;
/**
 * Ours: how many recent movement keys a club's record keeps (api money
 * ledger). A deal or payment interrupted by a crash is resumed before the
 * career's next market call or processing, long before 200 later movements
 * of the same club could push its key out.
 */
export const LEDGER_KEYS_KEPT = 200;
/** Ours: how long a market call waits for a matchday being processed (about 0.15 s) before answering busy. */
export const MARKET_LOCK_WAIT_MS = 10_000;

// ---- Club economy. Ours: the spec gives no salaries or gate receipts ----
/**
 * A player's salary per matchday: a base, plus an amount growing with the
 * square of his rating over 50 (a star costs far more than a squad player,
 * as in the market value), by age (youngsters and the old earn less) and by
 * the club's reputation (big clubs pay more: 10% per star over 3). Rounded to
 * 100 euros. An 85-rated prime player at a 4-star club earns about 26,000 a
 * matchday (570,000 a 22-matchday season); a 55-rated one about 2,000.
 */
export const SALARY_BASE_PER_MATCHDAY = 1_500;
export const SALARY_RATING_AMOUNT = 40_000;
export const SALARY_RATING_FLOOR = 50;
export const SALARY_RATING_SPAN = 45;
export const SALARY_AGE_FACTORS = { developing: 0.6, 'pre-peak': 0.9, prime: 1, veteran: 0.9, declining: 0.75 } as const;
export const SALARY_REPUTATION_STEP = 0.1;
export const SALARY_ROUNDING = 100;
/**
 * Home-match revenue: attendance times the ticket price. Attendance grows
 * with the club's reputation, rises with form (last five results: 0.9 to
 * 1.1) and with a famous visitor (5% per star over 3, either way); tickets
 * cost more at bigger clubs. Calibrated so a passive club of any tier ends a
 * season within about a fifth of its budget (the economy sanity test).
 */
export const ATTENDANCE_BASE = 1_000;
export const ATTENDANCE_PER_STAR = 2_500;
export const ATTENDANCE_FORM_RANGE = [0.9, 1.1] as const;
export const ATTENDANCE_VISITOR_STEP = 0.05;
export const TICKET_PRICE_BASE = 10;
export const TICKET_PRICE_PER_STAR = 5;
/** Morale each player loses when a matchday's salary is still unpaid at the next processing. */
export const UNPAID_SALARY_MORALE_DROP = 5;

// ---- Agent requests. Ours ----
/**
 * After each matchday a player's agent may knock (a seeded draw per player):
 * - a salary increase when his salary has fallen 10% or more behind what his
 *   rating now earns at this club (players develop; salaries do not), asking
 *   for that salary;
 * - a transfer request when his morale is Poor (25) or worse.
 * At most one pending request per player; each eligible player asks with
 * this chance per matchday. Accepting lifts morale; rejecting costs it.
 */
export const AGENT_REQUEST_CHANCE = 0.25;
export const AGENT_UNDERPAID_SHARE = 0.9;
export const AGENT_UNHAPPY_MORALE = 25;
export const AGENT_ACCEPT_MORALE_GAIN = 10;
export const AGENT_REJECT_MORALE_DROP = 10;

// ---- News. Ours: what makes a headline ----
/** A big game: this many points, or double figures in three of points, rebounds and assists. */
export const NEWS_BIG_GAME_POINTS = 30;
export const NEWS_TRIPLE_DOUBLE = 10;
/** A streak makes the news when it reaches one of these lengths. */
export const NEWS_STREAK_LENGTHS = [3, 5, 8, 12] as const;

// ---- Injuries. Ours: the spec names severities and treatment costs only ----
/**
 * The engine draws injuries in matches: a hazard per player-minute on court,
 * doubled for tired legs (energy under 40) and 8% higher for each year over
 * 30, checked every 15 game seconds. Calibrated so a team loses a player
 * about once every 5 games (the realism band says every 4 to 6).
 */
export const INJURY_RATE_PER_PLAYER_MINUTE = 0.00085;
export const INJURY_CHECK_SECONDS = 15;
export const INJURY_TIRED_ENERGY = 40;
export const INJURY_TIRED_FACTOR = 2;
export const INJURY_AGE_FROM = 30;
export const INJURY_AGE_STEP = 0.08;
/** Severity shares, matchdays out (inclusive range) and the injuries of each severity. */
export const INJURY_SEVERITIES = {
  minor: { share: 0.6, matchdays: [1, 2], types: ['Ankle sprain', 'Bruised thigh', 'Back spasms', 'Jammed finger'] },
  moderate: { share: 0.3, matchdays: [3, 5], types: ['Hamstring strain', 'Groin strain', 'Calf strain', 'Sprained knee'] },
  severe: { share: 0.1, matchdays: [6, 10], types: ['Torn meniscus', 'Stress fracture', 'Achilles tendinopathy', 'Broken hand'] },
} as const;
export type InjurySeverity = keyof typeof INJURY_SEVERITIES;

// ---- Sponsorships. Ours: the spec gives the badge, bonus and penalty only ----
/**
 * After a matchday with no offer waiting and fewer than two running, a
 * sponsor offers with this chance (drawn from the career's seed). The
 * amount is a base by the club's reputation times the objective's stretch
 * (how far it asks the club beyond its level); stretched objectives also
 * carry a bigger morale bonus and penalty, which the badge reads.
 */
export const SPONSOR_OFFER_CHANCE = 0.45;
export const SPONSOR_MAX_RUNNING = 2;
export const SPONSOR_BASE_AMOUNT = 15_000;
export const SPONSOR_AMOUNT_PER_STAR = 10_000;
export const SPONSOR_AMOUNT_ROUNDING = 1_000;
/** Stretch at or above which the bonus and penalty rise (to 8/15, then 10/20). */
export const SPONSOR_STRETCH_STEPS = [
  { minStretch: 1.8, bonus: 10, penalty: 20 },
  { minStretch: 1.3, bonus: 8, penalty: 15 },
] as const;
export const SPONSOR_NAMES = [
  'Adriatica Insurance',
  'Nordlicht Energy',
  'Vesuvio Motors',
  'Helios Telecom',
  'Baltic Bank',
  'Iberia Foods',
  'Alpen Water',
  'Danubia Airlines',
  'Rhein Logistics',
  'Aegean Shipping',
  'Lusitania Mobile',
  'Carpathia Steel',
] as const;

// ---- Office ----
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

// ---- Season ----
export const RETIREMENT_MIN_AGE = 38;
export const AGEING_YEARS_PER_SEASON = 1;
/**
 * Ours: some players over 34 retire before 38, by a seeded chance
 * at their new age; from RETIREMENT_MIN_AGE everyone does.
 */
export const EARLY_RETIREMENT_CHANCE: Readonly<Record<number, number>> = { 35: 0.4, 36: 0.6, 37: 0.8 };
/** After the season turn every AI club holds at least this many players. */
export const MIN_AI_ROSTER_AFTER_SEASON = 12;
/** A club's new youngsters are 18 to 20. */
export const REGEN_AGES = [18, 20] as const;
/**
 * A youngster's room to grow (potential above his overall) is this share of
 * what the catalogue's generator gives its young players: the catalogue's
 * own youngsters already peak above the prime players of their clubs, and at
 * full upside ten seasons of new talent lift the world's mean overall by
 * about 3 (shared/bench: the world's ten seasons).
 */
export const REGEN_UPSIDE_SHARE = 0.5;
/** Every AI club with room under the roster maximum brings up one of its own youngsters each season turn (before any free agent), so talent keeps coming. */
export const REGENS_PER_CLUB = 1;
/** The free-agent pool is topped up to this size at each season turn (domain/career/world.ts starts it there). */
export const FREE_AGENT_POOL_TARGET = 40;

// ---- Player editor ranges ----
export const PLAYER_FORM_RANGES = {
  age: [18, 40],
  height: [160, 230],
  weight: [60, 150],
  potential: [50, 95],
  skill: [25, 95],
} as const;

// ---- Rules page claims ----
/** European competition format as the rules page states it. */
export const EUROPEAN_QUARTERFINAL_BEST_OF = 5;
export const EUROPEAN_FINAL_TEAMS = 4;

// ---- The European Cup. Ours: the rules page states the format; entry and venues are our rule ----
/** Cup games are matches of the manager's season under this league id (no national league uses it). */
export const EUROPEAN_CUP_LEAGUE_ID = 90;
export const EUROPEAN_CUP_NAME = 'European Cup';
export const EUROPEAN_CUP_TEAMS = 8;
/**
 * Who qualifies, from the season before: the champions of the five
 * strongest national leagues (by the catalogue's level), then the
 * runners-up of the three strongest; seeded in that order. In the first
 * season: the eight strongest clubs by reputation, then budget.
 */
export const EUROPEAN_CUP_QUALIFICATION = [
  { strongestLeagues: 5, place: 1 },
  { strongestLeagues: 3, place: 2 },
] as const;
/** Best-of-5 quarterfinals: games 1, 2 and 5 at the better seed, the first to three wins goes through. */
export const EUROPEAN_SERIES_WINS = 3;
export const EUROPEAN_BETTER_SEED_HOME_GAMES = [1, 2, 5] as const;
/** Quarterfinal pairs by seed (1 v 8, 4 v 5 meet in one semifinal; 2 v 7, 3 v 6 in the other). */
export const EUROPEAN_QUARTERFINAL_SEEDS = [
  [1, 8],
  [4, 5],
  [2, 7],
  [3, 6],
] as const;

// ---- The Live Centre. Ours: a public programme of AI matches for spectators ----
export const LIVE_CENTRE = {
  name: 'Hardwood Live League',
  /** The catalogue's strongest clubs by reputation, then budget, play a double round-robin (30 rounds), then start again. */
  clubs: 16,
  /** Matches live at once unless LIVE_CENTRE_MATCHES says otherwise; a finish is followed by the next fixture. */
  concurrentMatches: 6,
  /**
   * A real game takes about 4 minutes (2,400 game seconds at 100 ms) plus its
   * breaks; starts are staggered by that over the concurrent count so finishes
   * spread out instead of arriving together.
   */
  matchRealMs: 2_400 * TICK_MS,
  /** Breaks last this long in real time before the AI plays on: a spectator sees the break panel, the programme keeps moving. */
  quarterBreakMs: 8_000,
  halfTimeMs: 15_000,
  /** The listing's recent results and upcoming fixtures. */
  resultsListed: 10,
  upcomingListed: 6,
  /** Spectators per Live Centre match (a career match keeps MAX_SPECTATORS). */
  maxSpectators: 500,
  /**
   * Our calibration: one address may take this many passes a minute and hold
   * this many seats of one match at once. A household or office behind one
   * address watches from a few tabs; without a bound, one address took all
   * 500 seats of a match in 12 s (each pass is a new guest).
   */
  passesPerAddressPerMinute: 10,
  seatsPerAddress: 5,
  /** Whip-around: a finish counts once Q4 or overtime has this many seconds left or fewer; the view says where it goes this long before switching. */
  closeFinishSeconds: 120,
  switchNoticeMs: 5_000,
} as const;

/**
 * The live rooms resync the clock this often (game seconds) when nothing
 * else happens; between patches the client runs it from the room's time base
 *.
 */
export const LIVE_CLOCK_RESYNC_SECONDS = 10;

/**
 * Crash recovery: a live match's state is written
 * to the store every this many game seconds (2.4 s of room time), at every
 * manager command and at every break, so a process that dies costs at most a
 * shot clock of play, replayed the same way from the snapshot's RNG state.
 */
export const LIVE_SNAPSHOT_SECONDS = 24;

// ---- Late game (our calibration: the spec gives no figures) ----
/**
 * The end of a game as real basketball plays it, in the fourth quarter and
 * overtime. Calibrated against the comeback bands of the engine bench: in the
 * NBA (scaled to 40 minutes) a side down 8-12 after three quarters wins about
 * 8-13% of the time, down 10 or more about 3.5-8%; without these the engine's
 * last quarter was locked (6% and 2%).
 */
export const LATE_GAME = {
  /**
   * A trailing side's urgency is the points a minute it needs (deficit over
   * minutes left); at this rate it is at full urgency: 1.5 points a minute is
   * a 3-point deficit with 2 minutes to go, or 15 points with 10.
   */
  pushFullRate: 1.5,
  /**
   * Below this urgency the trailing side plays its normal game: a 7-point
   * deficit with 10 minutes left, or 3 with 4, is no crisis yet. Pushing
   * later but harder (with pushPace and pushThreeShare below) keeps the
   * comeback bands in band once fatigue and the tactic matchups count: from
   * 0.15, 1.2 and 0.4 the engine gave 11.4% (8-12 after Q3) and 3.3% (10 or
   * more) over 6,336 games, at the lower edge of the second band.
   */
  pushFrom: 0.5,
  /** At full urgency the trailing side's possessions are this much shorter (event chance x 2.5): it shoots early in the clock. */
  pushPace: 1.5,
  /** At full urgency this much is added to the trailing side's share of threes (a 25% balanced share becomes 70%). */
  pushThreeShare: 0.45,
  /** Threes taken early and under pressure go in a little less often: x (1 - this x urgency). */
  pushShotPenalty: 0.04,
  /**
   * A comfortable leader takes its foot off the gas in the last quarter (the
   * lead-protection effect seen in NBA play-by-play), more so the bigger the
   * lead: from comfortFrom points its shots go in 2% less often for each
   * point of lead from there, at most comfortMaxPenalty (10 up: -2%, 20 up: -22%).
   */
  comfortFrom: 10,
  comfortPerPoint: 0.02,
  comfortMaxPenalty: 0.25,
  /** A leading side runs the shot clock in the last this many seconds of the game. */
  runClockSeconds: 240,
  /** Its possessions last this much longer (event chance x 0.7: about 24 s of shot clock used instead of 17). */
  runClockPace: 0.7,
  /** Shots late in the shot clock are worse shots: the leader's shot chance x this while running it. */
  runClockShotFactor: 0.95,
  /**
   * The trailing side fouls to stop the clock when it is behind by at most this
   * much (three possessions) ...
   */
  foulMaxDeficit: 9,
  /** ... and the seconds left are at most foulSecondsBase + foulSecondsPerPoint x deficit (down 1: 25 s; down 5: 85 s), within the last foulWindow seconds. */
  foulSecondsBase: 10,
  foulSecondsPerPoint: 15,
  foulWindow: 120,
  /** A defence fouling on purpose gets to the ball in about three seconds: its chance of an event each second. */
  foulEventChance: 0.35,
  /** Late-game fouls put the shooter on the line for two (the fouling side is over the team-foul limit). */
  foulFreeThrows: 2,
  /**
   * A game is decided, and the benches come on, when the margin is at least
   * decidedBase + decidedPerMinute x minutes left in the fourth quarter or
   * overtime: 20 points with 4 minutes left, 26 with 8, 15.5 with one.
   */
  decidedBase: 14,
  decidedPerMinute: 1.5,
  /** The manager may rest his starters only when the margin is at least this (either way): a close game needs them. */
  restMinMargin: 10,
  /** The AI coach substitutes at most this many players at one dead ball: waves, not five at once. */
  substitutionWave: 2,
} as const;
/** Games played on per Monte-Carlo win-probability forecast: the reference the live rooms' fitted win model is judged against in the bench. */
export const FORECAST_GAMES = 100;

// ---- First steps: the board's expectation of a club (ours: the spec names none) ----
/**
 * What the board expects of a club when a manager takes it over, by the
 * club's squad strength rank in its league (the mean overall of its best
 * eight, 1 the strongest), as a football-manager board would set it. The
 * bands follow what a 12-club table's places lead to (standings.ts
 * `placeBands`): only the strongest squad is asked for the title; the next two
 * are where the European Cup's places are; the middle is asked to stay out of
 * trouble; and the weakest four are exactly Serie A's relegation places, so
 * their board asks only to survive (in a league that relegates nobody, to stay
 * off the bottom).
 */
export const BOARD_EXPECTATION_BANDS = [
  { maxRank: 1, expectation: 'Win the league' },
  { maxRank: 3, expectation: 'Challenge for the title' },
  { maxRank: 5, expectation: 'Finish in the top half' },
  { maxRank: 8, expectation: 'A mid-table finish' },
  { maxRank: Number.POSITIVE_INFINITY, expectation: 'Avoid relegation', withoutRelegation: 'Stay off the bottom of the table' },
] as const;
/** The squad strength a club card shows: the mean overall of this many best players, the rotation that plays. */
export const SQUAD_STRENGTH_PLAYERS = 8;

// ---- The youth tournament's box score (ours: the spec draws team figures beside it, which disagreed with it) ----
/**
 * How a youth team's made shots become attempts (each player's split of his
 * points into shots is YOUTH_SCORING_SPREAD's): twos go in this much more
 * often than the drawn field-goal rate, since threes go in less; free throws
 * at 72%, a youth team's usual rate. The team's percentages are the box
 * score's sums, so they land near the drawn bands without being drawn.
 */
export const YOUTH_BOX_SCORE = {
  twoPointEdge: 0.05,
  freeThrowRate: 0.72,
} as const;
/**
 * Ours: how a youth game's minutes and points spread over the squad. An even
 * share left every one of 12 players on 3-8 points with ties for the lead;
 * a real game has five starters on about 28 minutes, a bench on 5-15, a go-to
 * scorer and a player or two who barely scores. Minutes weigh starters
 * against the bench; a drawn scoring appetite (one starter's raised as the
 * go-to scorer) weighs each one's points; each player's shares of points
 * from three (by role; about a third over a squad) and from the line (a
 * tenth or so, the small part free throws are at that level) are drawn;
 * missed shots follow each one's attempts, by a drawn touch, so shooting
 * lines differ.
 */
export const YOUTH_SCORING_SPREAD = {
  starters: 5,
  starterMinutes: [1.2, 1.5],
  benchMinutes: [0.25, 0.7],
  appetite: [0.35, 1.6],
  goToBoost: 1.5,
  threeShare: { guard: [0.25, 0.5], forward: [0.1, 0.4], centre: [0, 0.12] },
  freeThrowShare: [0.04, 0.22],
  missTouch: [0.6, 1.5],
} as const;
export * from './rules-history.js';

// ---- Coaching: what legs and tactic matchups are worth (ours) ----
/**
 * Ours: how a player's energy shows in his game. The spec fixes the drain
 * (0.040 a second) and the recovery, not what tiredness costs; a straight
 * line from 100% at full energy to 75% at none made a tired five hardly
 * worse than a fresh bench, so a manager who never substituted lost nothing
 * (the bench's tired-substitution margin was 0.0 points). Real legs go
 * slowly and then all at once: performance is 1 - penalty x tiredness^2,
 * where tiredness is 1 - energy / 100 (energy 80: -2%, 60: -9%, 40: -20%,
 * 20: -36% at a penalty of 0.56). Calibrated so that substituting tired
 * players is worth a visible margin (the coaching bench) while points and
 * shooting stay in their realism bands.
 */
export const FATIGUE_EFFECT = {
  freshFrom: 80,
  perPoint: 0.012,
  /** A tired ball handler loses the ball more: turnovers x (1 + this x points under freshFrom). */
  turnoversPerPoint: 0.01,
} as const;
/**
 * Ours: what each tactic asks of the legs, as a share added to the spec's
 * drain of energy on court. A full-court press is a sprint on every
 * possession (held for a whole game it was worth +11 points against
 * man-to-man and cost nothing, so every manager would press for 40
 * minutes); a fast pace makes both sides run, its own side more; a zone
 * and a slow pace save legs.
 */
export const TACTIC_FATIGUE = {
  pace: { fast: 0.5, moderate: 0, slow: -0.05 },
  /** The other side's pace: a side that pushes makes its opponent run back too. */
  opponentPace: { fast: 0.2, moderate: 0, slow: -0.05 },
  defense: { 'full-court-press': 1.0, zone: -0.05, 'man-to-man': 0 },
} as const;
/**
 * Ours: the matchups that make a tactic right for one opponent and wrong for
 * another, so choosing for the matchup is worth points (the coaching bench's
 * 2-4 a game against a side that ignores it).
 */
export const TACTIC_MATCHUPS = {
  /**
   * A zone packs the paint and leaves the arc open: twos against it go in
   * this much less often, the attack takes this many more of its shots from
   * three, and an open three goes in more often the better the shooter
   * (per point of three-point skill over zoneOpenThreeFrom). Against a five
   * that cannot shoot it wins; against shooters it loses.
   */
  zoneTwoCut: 0.06,
  zoneThreeShare: 0.1,
  zoneOpenThreeFrom: 55,
  zoneOpenThreePerPoint: 0.008,
  /** A press that is beaten leaves the attack an easy shot: shots against it go in this much more often. */
  pressBeatenShots: 0.1,
  /** A side's pace sets the length of its possessions: the chance of a possession event each second x (1 + this). */
  tempo: { fast: 0.15, moderate: 0, slow: -0.15 },
  /**
   * A fast pace runs a tired five off the floor: the attack's shots go in
   * this much more often per 10 points of mean energy it has over the
   * defence on court (and as much less often when it is the more tired five).
   */
  fastBreakPerTenEnergy: 0.03,
  /** The AI attacks from the perimeter against a zone, or with a five whose three-point threat is at least this; inside otherwise. */
  perimeterFromThreat: 80,
  /** The AI plays a zone against a five whose three-point threat (its three-point skill as its threes are shared) is under this, man-to-man otherwise. */
  zoneAgainstThreatBelow: 72,
  /** The AI pushes the pace when its five is this much fresher (mean energy) than the other. */
  fresherForFast: 8,
} as const;
/**
 * Ours: how strongly the five's mean overall moves shooting, as (attack /
 * defence) to this power. 0.3 until fatigue and the tactic matchups began to
 * count: a deeper, stronger roster then also wins the legs and the
 * matchups, and the stronger side won 72% of real pairings (band 62-72,
 * favourites win about two in three in the EuroLeague); at 0.25 it wins
 * about 69%.
 */
export const COURT_QUALITY_EXPONENT = 0.25;

// ---- Friendlies: two managers coach one live match against each other (ours) ----
/**
 * A friendly between two managers' clubs, each coached live by its manager.
 *
 * - Timeouts: two a half for each side and one for each overtime, as FIBA
 *   gives them; beyond that a timeout is refused. A timeout stops the game
 *   clock and holds it for `timeoutSeconds` seconds (or until both coaches
 *   say they are ready). They are wall-clock seconds: at the game's pace of
 *   one game second per 100 ms, thirty of the game's own seconds would last
 *   three real seconds, too short for either coach to make a substitution.
 *   Thirty is half of FIBA's minute, as a whole game here lasts about five.
 * - Stops: the breaks between periods last `quarterBreakSeconds` (half-time
 *   `halfTimeSeconds`): long enough to pick substitutions, short enough
 *   to keep a five-minute game moving; both coaches being ready ends any stop
 *   at once. The tip-off waits for both coaches, then `tipOffSeconds`.
 *   A coach back from a dropped connection gets `returnSeconds` before the
 *   clock runs again.
 * - Challenges: the shared link lasts `challengeExpiryHours` (two days: time
 *   for a friend to see the message and answer), and one manager holds at
 *   most `openChallengesPerManager` open at once, so links cannot pile up.
 * - Friendlies to play: an accepted friendly waits, unplayed, until a coach
 *   opens its room, and each can start a room; a manager has at most
 *   `friendliesToPlayPerManager` of them (every open challenge accepted at
 *   once still fits), so two accounts cannot stack up rooms in waiting by
 *   challenging and accepting in a loop. One whose other manager has left
 *   the game can never be played and does not count.
 * - Rooms: a manager coaches at most `liveFriendliesPerManager` friendlies
 *   live at once. A room lives until its result is saved, the AI finishing
 *   a game its coaches left, and each one ticks an engine on the server: one
 *   to coach, and one he left that is still being played out. A room of his
 *   already running is always his to rejoin.
 * - History: the friendly page lists the latest `historyListed` results.
 */
export const FRIENDLY = {
  timeoutsPerHalf: 2,
  timeoutsPerOvertime: 1,
  timeoutSeconds: 30,
  quarterBreakSeconds: 30,
  halfTimeSeconds: 60,
  tipOffSeconds: 60,
  returnSeconds: 10,
  challengeExpiryHours: 48,
  openChallengesPerManager: 5,
  friendliesToPlayPerManager: 5,
  liveFriendliesPerManager: 2,
  historyListed: 20,
} as const;

// ---- Game plans: the coaching a manager leaves for the matches he does not watch (ours) ----
/**
 * What a game plan may hold. Enough for every situation a manager would
 * name (a few dozen rules of a few actions each) while a stored plan stays
 * small and the executor's look each game second stays cheap; the ranges
 * are those where a rule can ever hold in a 40-minute game.
 */
export const GAME_PLAN_LIMITS = {
  maxRules: 30,
  maxActionsPerRule: 4,
  maxRuleIdLength: 40,
  maxRuleLabelLength: 60,
  /** A lead or deficit a rule names: 1 to 40 points (larger margins are decided games either way). */
  maxMargin: 40,
  /** Energy thresholds of the rotation: below 20 a player is already a liability, above 95 nobody would ever play. */
  minEnergy: 20,
  maxEnergy: 95,
  /** Who closes games: at most a five. */
  maxClosers: 5,
  /** The opponent's run that calls a timeout: 4 to 20 unanswered points. */
  minOpponentRun: 4,
  maxOpponentRun: 20,
  /** Shooting conditions need a sample: 1 to 40 attempts before a percentage counts. */
  maxThreeAttempts: 40,
  /** "The AI after N idle minutes": 1 to a whole game's 40 (longer never comes). */
  minIdleMinutes: 1,
  maxIdleMinutes: 40,
} as const;

/**
 * How a plan's rotation looks at the game: the bench's live coach's own
 * figures (a look every game minute, a tired player off for a bench player
 * of his slot with 20 more energy, a rested player back when he is 3 overall
 * better than his stand-in), so a plan rotates exactly as a watching
 * manager does and presence alone is no edge.
 */
export const GAME_PLAN_ROTATION = {
  lookEverySeconds: 60,
  fresherBy: 20,
  betterBy: 3,
} as const;

/**
 * What the plan editor shows of the last match played live: at most a
 * game's worth of moments that fit one screen's scroll (a plan and a busy
 * manager make about 40 each), and a substitution or timeout the plan asks
 * for again (it is never applied in a review) said again only after two game
 * minutes, as a coach who repeats himself would.
 */
export const GAME_PLAN_REVIEW = {
  maxMoments: 120,
  repeatAfterSeconds: 120,
} as const;

/**
 * The review of a manager's decisions after a game: each is replayed
 * `pairs` times with it and without it (the same seeds for both), and
 * marked by what it did to his chance of winning, in percentage points.
 * Our calibration: two points is about what a timely substitution is
 * worth in the engine, and a mark needs the difference to stand out of its
 * own noise (`significance` standard errors) or it is neutral.
 */
export const DECISION_REVIEW = {
  pairs: 200,
  goodFrom: 2,
  doubtfulBelow: -2,
  costlyBelow: -5,
  significance: 2,
  maxDecisions: 40,
} as const;
/**
 * Our calibration: seeking in a replay starts from a copy of the state kept
 * this often (game seconds), so a seek plays at most this much of the match.
 */
export const REPLAY_CHECKPOINT_SECONDS = 60;

/**
 * A replay's key moments. Our calibration: eight unanswered points is the
 * run a coach calls a timeout for, and a go-ahead or tying basket counts as
 * a big shot in the last two minutes of the last quarter and in overtime.
 */
export const KEY_MOMENTS = {
  minRun: 8,
  clutchSeconds: 120,
} as const;

/**
 * Leagues of managers. A league is one country's top division (twelve clubs)
 * played on a calendar: at most a matchday an hour for people (a faster
 * clock is for tests and load runs, which the server allows by its own
 * setting), the first tip-off no more than two weeks ahead. An invite link
 * lasts a week, and a manager who has not been seen for seven rounds (a
 * week of daily matchdays) loses his seat: his club returns to the AI and
 * waits for a new manager, his history stays.
 */
export const LEAGUE_RULES = {
  nameMinLength: 3,
  nameMaxLength: 40,
  minEverySeconds: 60 * 60,
  fastClockMinEverySeconds: 10,
  maxEverySeconds: 7 * 24 * 60 * 60,
  maxFirstTipOffDays: 14,
  inviteDays: 7,
  absentRoundsToLoseSeat: 7,
  /** How late a round may start and still be "on time" (a tick of the clock, a busy store). */
  lateAfterSeconds: 60,
  /** The in-app notice before a tip-off. */
  noticeBeforeSeconds: 5 * 60,
  /**
   * How long a league match holds a coach whose connection dropped (a reload,
   * a tunnel): long enough to come back, short enough that his rival and the
   * round are not kept waiting; a coach who closes the page is not held at all.
   */
  dropHoldSeconds: 20,
} as const;

/**
 * The managers' market of a league (ours): a manager lists a player for one
 * of three lengths (an hour for a quick sale, a day so every manager of a
 * league on a daily calendar sees it); the others bid. A bid in the last
 * `lastMinutesExtend` minutes pushes the deadline `extendMinutes` on, so
 * nobody wins by sniping in the final second and every rival has time to
 * answer. Each bid must beat the leader by `minStepShare` of his bid, and
 * by at least `minStepEuros`, so a bidding war ends in a few rounds rather
 * than by euros. The opening bid is `openingBidShare` of his transfer fee
 * (the AI market's price): a player cannot be passed to a friend for a
 * euro. Collusion is held back twice: at most `dealsPerPairPerSeason` deal
 * between the same two managers in a season, and none in a manager's first
 * `firstDays` days in the league (a second account cannot be made, joined
 * and fed at once). Bids stop at `maxBidEuros`, far above any budget, so an
 * amount stays a safe whole number. Deadlines settle on a timer every
 * `settleEverySeconds`, so a sale happens without anyone asking.
 */
export const LEAGUE_MARKET = {
  lengthsHours: [1, 6, 24],
  lastMinutesExtend: 3,
  extendMinutes: 3,
  minStepShare: 0.05,
  minStepEuros: 10_000,
  openingBidShare: 0.5,
  firstDays: 3,
  dealsPerPairPerSeason: 1,
  maxBidEuros: 1_000_000_000,
  settleEverySeconds: 5,
} as const;
