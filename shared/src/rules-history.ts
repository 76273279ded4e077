/**
 * The rules of player history: awards, the player database, what a player
 * page shows of other clubs' players, and the storage budget of box scores.
 * Re-exported from rules.ts; constants live here once.
 */

// ---- Awards ----
export const AWARD_KINDS = ['mvp', 'top-scorer', 'young-player', 'all-league', 'final-four-mvp'] as const;
export type AwardKind = (typeof AWARD_KINDS)[number];
export const AWARD_LABELS: Record<AwardKind, string> = {
  mvp: 'Most Valuable Player',
  'top-scorer': 'Top Scorer',
  'young-player': 'Best Young Player',
  'all-league': 'All-League First Team',
  'final-four-mvp': 'Final Four MVP',
};
/**
 * A league award needs this share of the most games any club of the league
 * played (11 of 22): a player who played a handful of great games is not the
 * season's best.
 */
export const AWARD_MIN_GAMES_SHARE = 0.5;
/**
 * The MVP and the All-League team rank by efficiency per game, scaled by the
 * club's winning share: x (1 + weight x (share - 0.5)), so a player of a
 * club that won everything counts 1.25 times, one of a club that won nothing
 * 0.75 times. Our calibration: the award goes to the best player of a good
 * team, as voters decide it, not to the best numbers on a bad one.
 */
export const MVP_WIN_WEIGHT = 0.5;
/** Best Young Player: at most this old during the season (EuroLeague's Rising Star is 22 or under). */
export const YOUNG_PLAYER_MAX_AGE = 22;

// ---- Player page and database ----
/**
 * Another club's young player whose roster the manager sees (his own
 * league) or a free agent: his potential as a range this wide, the true value
 * somewhere inside it at a place drawn once per career and player, so the
 * range never gives the value away. Unscouted clubs of other leagues show none.
 */
export const POTENTIAL_RANGE_WIDTH = 10;
export const PLAYER_DATABASE_PAGE_SIZE = 25;
export const PLAYER_DATABASE_MAX_PAGE_SIZE = 100;
/** The database's answer time at the world's size (about 2,150 players), printed by the api bench. */
export const PLAYER_DATABASE_TARGET_MS = 50;
/** The latest games a player page lists. */
export const PLAYER_GAME_LOG_LENGTH = 10;

// ---- Box scores ----
/** Bytes a stored game may take, box scores included, printed by the api bench. */
export const BOX_SCORE_TARGET_BYTES = 4096;

// ---- Hall of Fame and the world's records ----
/** How a retiring player's career scores for the Hall of Fame, and the score that lets him in. */
export interface HallOfFameRules {
  /** Points for each season he played in the world (at least one game). */
  perSeason: number;
  /** Points for each career point, rebound and assist, summed from his box scores. */
  perPoint: number;
  perRebound: number;
  perAssist: number;
  /** Points for each award he won, by its kind. */
  perAward: Readonly<Record<AwardKind, number>>;
  /** Points for each overall point of his peak above `peakBaseline` (none below it). */
  peakBaseline: number;
  perPeakPoint: number;
  /** A career scoring this much or more enters the Hall of Fame. */
  threshold: number;
}

/**
 * Our calibration, at the world's scale (about 2,150 players with a median
 * overall of 65, a 90th percentile of 76 and a best of about 91; 22 league
 * games a season, in which a star scores 300 to 450 points, 130 rebounds
 * and 90 assists, a solid starter about 260, 90 and 45):
 * - A season played is worth little (0.5): longevity counts through the
 *   totals it brings, not by itself.
 * - Points, rebounds and assists weigh about the same over a season: a
 *   rebound is worth twice a point and an assist 2.5 times, as a season
 *   holds about a third as many rebounds and a fifth as many assists. A
 *   star's season makes about 5, a starter's about 4.
 * - Awards are the voters' judgement of a season: the MVP the most, the
 *   Final Four MVP (the Cup's decisive games) next, then the Top Scorer and
 *   the All-League team; the Best Young Player least, as it says little of
 *   a career's height.
 * - The peak overall is the one mark of how good he was, and the only one
 *   that reaches back before the world began (a veteran's earlier career is
 *   not in its box scores): 2 points an overall point above 70 (about the
 *   world's 70th percentile), so a peak of 85 brings 30.
 * - At 60 a star of four or five seasons enters, not a solid starter of ten
 *   (about 50) nor a good veteran with a season or two in the world. Six
 *   simulated seasons of a new world: nobody in the first four (its veterans
 *   bring only the seasons it has seen), then two or three of the 130-odd
 *   retirees a season (about 2%): a hall, not a roll of honour.
 */
export const HALL_OF_FAME: HallOfFameRules = {
  perSeason: 0.5,
  perPoint: 0.006,
  perRebound: 0.012,
  perAssist: 0.015,
  perAward: { mvp: 10, 'final-four-mvp': 8, 'top-scorer': 6, 'all-league': 4, 'young-player': 2 },
  peakBaseline: 70,
  perPeakPoint: 2,
  threshold: 60,
};

/** Holders listed under each of the world's records (the record and the next best). */
export const RECORD_HOLDERS_LISTED = 5;
