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
