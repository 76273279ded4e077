/**
 * Seeded random numbers for everything the game draws: the match engine,
 * the catalogue, player development. Backed by pure-rand's xoroshiro128+,
 * whose state is a plain number array, so an engine state that embeds
 * `rng.state()` serialises to JSON and resumes exactly.
 */
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { JumpableRandomGenerator } from 'pure-rand/types/JumpableRandomGenerator';

export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** The generator's state, to persist and later resume with `rngFromState`. */
  state(): number[];
}

const TWO_POW_32 = 0x1_0000_0000;

function wrap(gen: JumpableRandomGenerator): Rng {
  const next = (): number => (gen.next() + 0x8000_0000) / TWO_POW_32;
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    state: () => [...gen.getState()],
  };
}

export function createRng(seed: number): Rng {
  return wrap(xoroshiro128plus(seed | 0));
}

export function rngFromState(state: readonly number[]): Rng {
  return wrap(xoroshiro128plusFromState(state));
}

/** A 32-bit seed derived from a string (FNV-1a), for seeds named by ids. */
export function seedFromString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/**
 * murmur3's 32-bit finaliser: every input bit flips about half the output
 * bits. xoroshiro128+'s first output is the seed itself (negated), so seeds
 * that differ a little (FNV-1a of keys differing in their last characters)
 * would start with nearly the same draw; mixing first makes them independent.
 */
function mix32(seed: number): number {
  let h = seed | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}

/**
 * The rng of one game event named by a key (e.g. `career:season:matchday:sale:playerId`,
 * shared/notes/club-design.md): the same key always draws the same numbers, and
 * keys that differ in any character draw independent ones, from the first draw on.
 */
export function keyedRng(key: string): Rng {
  return createRng(mix32(seedFromString(key)));
}

/**
 * The key of one game event of a career (shared/notes/club-design.md,
 * "Randomness and time"): `career:season:matchday:kind:subject`, where
 * `career` is the career's secret seed (never sent to a client, so it cannot
 * foresee an outcome). Its `keyedRng` draws the same numbers on every retry,
 * and a test that reads the seed can tell (or pick) the outcome in advance.
 */
export function careerEventKey(careerSeed: string, season: number, matchday: number, kind: string, subject: string): string {
  return `${careerSeed}:${season}:${matchday}:${kind}:${subject}`;
}
