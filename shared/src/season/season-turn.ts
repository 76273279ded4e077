/**
 * The season turn for players and clubs, pure
 * and seeded: a player catches up the matchdays of development he did not
 * take during the season (only the manager's league develops matchday by
 * matchday), ages a year and may retire; AI clubs then refill their rosters
 * from their own new youngsters and the free-agent pool.
 */
import { generateRegen, type TemplatePlayerData } from '../catalogue/generate.js';
import { wageAsk } from '../economy/contracts.js';
import { seasonWage } from '../economy/income.js';
import {
  addDevelopmentParts,
  careerPhaseForAge,
  developPlayer,
  NO_DEVELOPMENT_PARTS,
  type DevelopmentContext,
  type DevelopmentParts,
} from '../development.js';
import { skillsOf } from '../formulas.js';
import type { Rng } from '../rng.js';
import {
  AGEING_YEARS_PER_SEASON,
  EARLY_RETIREMENT_CHANCE,
  MAX_ROSTER_SIZE,
  MIN_AI_ROSTER_AFTER_SEASON,
  POSITIONS,
  REGEN_AGES,
  REGEN_UPSIDE_SHARE,
  REGENS_PER_CLUB,
  RETIREMENT_MIN_AGE,
} from '../rules.js';
import type { Position, Skills } from '../types.js';
import type { CareerPhase } from '../catalogue/generate.js';

export interface TurnPlayer extends Skills {
  position: Position;
  age: number;
  potential: number;
  overallRating: number;
}

export type TurnOutcome =
  | { retired: true; age: number }
  | ({ retired: false; age: number; careerPhase: CareerPhase; overallRating: number; parts: DevelopmentParts } & Skills);

/**
 * One player's season turn: `missedMatchdays` of the matchday development
 * model at his age (the same odds as the manager's league had all season),
 * then a year older; from 38 he retires, from 35 perhaps. The catch-up's
 * development parts (summed) explain its overall change, as the manager's
 * league's matchdays do theirs.
 */
export function turnPlayer(player: TurnPlayer, missedMatchdays: number, rng: Rng, context: DevelopmentContext = {}): TurnOutcome {
  let current: TurnPlayer = { ...player };
  let parts = NO_DEVELOPMENT_PARTS;
  for (let i = 0; i < missedMatchdays; i += 1) {
    const next = developPlayer(current, rng, context);
    parts = addDevelopmentParts(parts, next.parts);
    current = { ...current, ...skillsOf(next), overallRating: next.overallRating };
  }
  const age = player.age + AGEING_YEARS_PER_SEASON;
  if (age >= RETIREMENT_MIN_AGE || rng.chance(EARLY_RETIREMENT_CHANCE[age] ?? 0)) return { retired: true, age };
  return { retired: false, age, careerPhase: careerPhaseForAge(age), overallRating: current.overallRating, parts, ...skillsOf(current) };
}

export interface RefillClub {
  id: string;
  /** The catalogue club's strength (0..1): its youngsters are drawn at its level. */
  strength: number;
  /** Most of its youngsters are local. */
  nationality: string | null;
  positions: readonly Position[];
  /**
   * Its wages for the coming season: the bill, the most it will pay (a
   * free agent signs only within it), and the least it wants to pay (under
   * it, the club signs the best free agents it can pay beyond its minimum,
   * up to one short of a full roster). Unbounded when absent; a free agent's
   * ask depends on its reputation.
   */
  wageBill?: number;
  wageTarget?: number;
  wageFloor?: number;
  reputation?: number;
  /** Fill to this many players instead of MIN_AI_ROSTER_AFTER_SEASON. */
  minRoster?: number;
  /** Only its own youngsters: no free agents, and no youngster beyond the minimum (the manager's club, which signs its own). */
  youthOnly?: boolean;
}

export interface RefillAgent {
  id: string;
  position: Position;
  overallRating: number;
  age?: number;
  morale?: number;
}

export interface RefillPlan {
  /** Free agents joining clubs. */
  signings: Array<{ clubId: string; agentId: string }>;
  /** New youngsters, each for a club. */
  regens: Array<{ clubId: string; player: TemplatePlayerData }>;
}

/** The position a roster lacks most (fewest players; ties in court order). */
export function neediestPosition(positions: readonly Position[]): Position {
  const count = (p: Position) => positions.filter((x) => x === p).length;
  return POSITIONS.reduce((best, p) => (count(p) < count(best) ? p : best), POSITIONS[0]);
}

/**
 * Every AI club brings up its own youngsters, then fills to the minimum
 * roster at its neediest positions: with the best free agent of that
 * position while the pool has one, else with another youngster. Clubs in
 * the given order (the caller's stable order), each agent signed once.
 */
export function planRefills(clubs: readonly RefillClub[], agents: readonly RefillAgent[], rng: Rng): RefillPlan {
  const plan: RefillPlan = { signings: [], regens: [] };
  const pool = [...agents].sort((a, b) => b.overallRating - a.overallRating || a.id.localeCompare(b.id));
  const regen = (club: RefillClub, position: Position) => {
    const drawn = generateRegen(rng, {
      strength: club.strength,
      position,
      age: rng.int(REGEN_AGES[0], REGEN_AGES[1]),
      nationality: club.nationality,
    });
    const potential = drawn.overallRating + Math.round((drawn.potential - drawn.overallRating) * REGEN_UPSIDE_SHARE);
    plan.regens.push({ clubId: club.id, player: { ...drawn, potential } });
  };
  for (const club of clubs) {
    const positions = [...club.positions];
    let bill = club.wageBill ?? 0;
    const cost = (a: RefillAgent) =>
      seasonWage(wageAsk({ overallRating: a.overallRating, age: a.age ?? 25, morale: a.morale ?? 50 }, club.reputation ?? 3));
    // A free agent the club can pay: his ask at its reputation within its target.
    const affordable = (a: RefillAgent) => club.wageTarget === undefined || bill + cost(a) <= club.wageTarget;
    const sign = (index: number) => {
      const agent = pool.splice(index, 1)[0];
      if (!agent) return null;
      plan.signings.push({ clubId: club.id, agentId: agent.id });
      bill += cost(agent);
      positions.push(agent.position);
      return agent;
    };
    for (let i = 0; i < (club.youthOnly ? 0 : REGENS_PER_CLUB) && positions.length < MAX_ROSTER_SIZE; i += 1) {
      const position = neediestPosition(positions);
      regen(club, position);
      positions.push(position);
    }
    while (positions.length < (club.minRoster ?? MIN_AI_ROSTER_AFTER_SEASON)) {
      const position = neediestPosition(positions);
      const index = club.youthOnly ? -1 : pool.findIndex((a) => a.position === position && affordable(a));
      if (index < 0 || !sign(index)) {
        regen(club, position);
        positions.push(position);
      }
    }
    // A club that pays less than it wants to strengthens with the best free agents it can pay.
    while (club.wageFloor !== undefined && bill < club.wageFloor && positions.length < MAX_ROSTER_SIZE - 1) {
      const index = pool.findIndex(affordable);
      if (index < 0 || !sign(index)) break;
    }
  }
  return plan;
}

/** The next season's calendar name: "2025-26" → "2026-27". */
export function nextSeasonName(name: string): string {
  const start = Number(name.slice(0, 4));
  if (!Number.isInteger(start)) return name;
  return `${start + 1}-${String((start + 2) % 100).padStart(2, '0')}`;
}

/** The first season's calendar year: season 1 is 2025-26. */
export const FIRST_SEASON_START_YEAR = 2025;
/** A season's calendar name from its number: 1 → "2025-26" (a contract's last season is shown by it). */
export function seasonName(number: number): string {
  const start = FIRST_SEASON_START_YEAR + number - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}
