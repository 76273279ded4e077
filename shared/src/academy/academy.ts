/**
 * The youth academy's rules without I/O:
 * tiers and upgrades, slots per position, recruits drawn from the career's
 * seed, and potential discovery (what the server may show of a youth
 * player's potential, and when).
 */
import { NAME_POOLS } from '../catalogue/names.js';
import { overallRating } from '../formulas.js';
import type { Rng } from '../rng.js';
import {
  ACADEMY_TYPES,
  POSITIONS,
  SKILL_KEYS,
  YOUTH_DISCOVERY_EXACT_FROM,
  YOUTH_GROWTH_SHARE,
  YOUTH_DISCOVERY_HIDDEN_UNTIL,
  YOUTH_RANGE_CEILING,
  YOUTH_RANGE_FLOOR,
  YOUTH_RECRUIT_AGES,
  YOUTH_RECRUIT_POTENTIAL,
  YOUTH_START_SHARE,
} from '../rules.js';
import type { Position, Skills } from '../types.js';

export type AcademyType = keyof typeof ACADEMY_TYPES;
export const ACADEMY_ORDER: readonly AcademyType[] = ['compact', 'standard', 'elite'];

/** compact → standard or elite, standard → elite, elite → none. */
export function canUpgrade(from: AcademyType, to: AcademyType): boolean {
  return ACADEMY_ORDER.indexOf(to) > ACADEMY_ORDER.indexOf(from);
}

/** An upgrade costs the difference between the tiers (what was paid counts). */
export function upgradeCost(from: AcademyType, to: AcademyType): number {
  return ACADEMY_TYPES[to].cost - ACADEMY_TYPES[from].cost;
}

/** Slots per position: the capacity shared evenly over PG..C (5 → 1 each, 15 → 3, 30 → 6). */
export function slotsPerPosition(type: AcademyType): number {
  return ACADEMY_TYPES[type].capacity / POSITIONS.length;
}

export type PotentialView =
  | { status: 'hidden'; progress: number }
  | { status: 'range'; min: number; max: number; exactIn: number }
  | { status: 'exact'; potential: number };

/**
 * What may be shown of a youth player's potential: elapsed =
 * current matchday minus the recruitment matchday; 0-5 hidden with progress
 * to 100% over the 5; 6-9 a range, exact announced in 10 - elapsed; from 10
 * exact. The server sends only this, never the potential while hidden.
 */
export function potentialView(potential: number, elapsed: number): PotentialView {
  const e = Math.max(0, elapsed);
  if (e <= YOUTH_DISCOVERY_HIDDEN_UNTIL) return { status: 'hidden', progress: Math.round((100 * e) / YOUTH_DISCOVERY_HIDDEN_UNTIL) };
  if (e < YOUTH_DISCOVERY_EXACT_FROM) {
    return {
      status: 'range',
      min: Math.max(YOUTH_RANGE_FLOOR, Math.floor(potential / 2)),
      max: Math.min(YOUTH_RANGE_CEILING, Math.floor(potential * 1.5)),
      exactIn: YOUTH_DISCOVERY_EXACT_FROM - e,
    };
  }
  return { status: 'exact', potential };
}

export interface YouthRecruit extends Skills {
  name: string;
  position: Position;
  age: number;
  nationality: string;
  potential: number;
  overallRating: number;
}

/** How often a name already in the academy is drawn again before the pool is read in order for a free one. */
const NAME_REDRAWS = 20;

/** A first and a family name from the pool, none of the taken ones while the pool has another. */
function drawName(rng: Rng, pool: { first: readonly string[]; last: readonly string[] }, taken: ReadonlySet<string>): string {
  let name = `${rng.pick(pool.first)} ${rng.pick(pool.last)}`;
  for (let i = 0; i < NAME_REDRAWS && taken.has(name); i += 1) name = `${rng.pick(pool.first)} ${rng.pick(pool.last)}`;
  if (!taken.has(name)) return name;
  const free = pool.first.flatMap((f) => pool.last.map((l) => `${f} ${l}`)).filter((n) => !taken.has(n));
  return free.length > 0 ? rng.pick(free) : name;
}

/**
 * A 14-15 year old for a slot, drawn from the given rng (the API keys it by
 * career, season, matchday and slot), named unlike anyone in takenNames so a
 * roster never holds two players of one name.
 */
export function draftYouthPlayer(
  rng: Rng,
  position: Position,
  type: AcademyType,
  nationality: string,
  takenNames: ReadonlySet<string> = new Set(),
): YouthRecruit {
  const [pMin, pMax] = YOUTH_RECRUIT_POTENTIAL[type];
  const potential = rng.int(pMin, pMax);
  const [sMin, sMax] = YOUTH_START_SHARE;
  const level = potential * (sMin + rng.next() * (sMax - sMin));
  const pool = NAME_POOLS[nationality] ?? NAME_POOLS.Italy ?? { first: ['Marco'], last: ['Rossi'] };
  const skills = Object.fromEntries(
    SKILL_KEYS.map((k) => [k, Math.max(20, Math.min(80, Math.round(level + (rng.next() - 0.5) * 12)))]),
  ) as unknown as Skills;
  return {
    name: drawName(rng, pool, takenNames),
    position,
    age: rng.chance(YOUTH_RECRUIT_AGES.olderShare) ? YOUTH_RECRUIT_AGES.older : YOUTH_RECRUIT_AGES.young,
    nationality,
    potential,
    ...skills,
    overallRating: overallRating(position, skills),
  };
}

/**
 * One matchday of growth for a youth player: each skill moves a share of
 * its way to the potential (stochastic rounding, so small gaps still close),
 * never past it; the overall is recomputed.
 */
export function growYouth(
  youth: Skills & { position: Position; potential: number },
  type: AcademyType,
  rng: Rng,
): Skills & { overallRating: number } {
  const share = YOUTH_GROWTH_SHARE[type];
  const skills = Object.fromEntries(
    SKILL_KEYS.map((k) => {
      const gap = Math.max(0, youth.potential - youth[k]);
      const step = gap * share;
      const whole = Math.floor(step) + (rng.chance(step - Math.floor(step)) ? 1 : 0);
      return [k, Math.min(youth.potential, youth[k] + whole)];
    }),
  ) as unknown as Skills;
  return { ...skills, overallRating: overallRating(youth.position, skills) };
}
