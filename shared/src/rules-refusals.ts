/**
 * Why a player says no: the points each side of his situation (his mood, his
 * role, the club, the money) counts for or against a move or a contract, on
 * the morale scale (0-100, 50 the middle), so the reasons read in the same
 * units as the morale panel's drift. economy/refusal.ts applies them.
 */
import { RENEWAL } from './rules-economy.js';

export const REFUSAL = {
  /**
   * The mood at which he is neither for nor against: the renewal's
   * acceptance line (Good), below which an unhappy player may refuse to stay.
   */
  moraleNeutral: RENEWAL.acceptMorale,
  /**
   * A club's table position is worth up to this many points either way (top
   * +, bottom -), linear in between: the same size as five games' results in
   * the morale baseline, since a table is results over a longer stretch.
   */
  standingPoints: 10,
  /**
   * Each 1% his offer falls short of his ask takes this many hundredths of a
   * point: 20% short costs 10 points, as much as a losing run. An offer at
   * his ask or above counts nothing: paying the ask is the norm, not a pull.
   */
  moneyPointsPerShortfall: 50,
  /** Joining a new club (a free agent, or personal terms after a transfer fee is agreed). */
  join: {
    /**
     * His mood counts less for a move than for staying: a new club is a fresh
     * start, so only this share of his mood's distance from the middle weighs.
     */
    moraleShare: 0.4,
    /**
     * The club reputation (stars) a player of a rating expects: 1 star at
     * `baseRating`, one more each `ratingPerStar` points (a 79 expects 4).
     * Matches the world's spread, where 4-5 star clubs field 75+ starters.
     */
    baseRating: 55,
    ratingPerStar: 8,
    /** Points each star of reputation below what he expects costs; a club above it does not add (he is not star-struck). */
    pointsPerStar: 6,
    /**
     * He joins while the points add up to at least this. Chosen so that the
     * market stays open as it was: of a third of the catalogue's players
     * offered to every club, none refuses a club with no results yet and 7
     * in 116,000 one that lost its last five; a refusal needs two
     * things against him at once (a star at a club two stars below him that
     * is losing; a bench place at a club at the bottom and losing).
     */
    threshold: -20,
  },
} as const;
