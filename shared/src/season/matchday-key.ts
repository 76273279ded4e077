import { LEAGUE_MATCHDAYS } from '../rules.js';

/**
 * The matchday key: one number per matchday of a world's history, growing
 * with it (season 2 matchday 1 comes after season 1 matchday 22). Records
 * that a matchday may write twice (a repeat of processing after a crash)
 * carry the key of the last matchday they took, and a write applies only
 * while the record's key is below today's.
 */
export const matchdayKey = (season: number, matchday: number): number => season * 100 + matchday;

/** The key `matchdays` matchdays after this one, rolling into the next season past the league's last matchday. */
export function matchdayKeyAfter(season: number, matchday: number, matchdays: number): number {
  const index = matchday - 1 + matchdays;
  return matchdayKey(season + Math.floor(index / LEAGUE_MATCHDAYS), (index % LEAGUE_MATCHDAYS) + 1);
}
