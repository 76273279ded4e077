/**
 * Seeded random numbers for everything the game draws: the match engine,
 * the catalogue, player development. The generator is xoroshiro128+ exactly
 * as pure-rand implements it (same seeding, same numbers, same state array;
 * a test holds the two together), whose state is a plain number array, so an
 * engine state that embeds `rng.state()` serialises to JSON and resumes exactly.
 */

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
  /**
   * Draws as `chance(p)` does, up to `limit` times, until one is true:
   * answers how many draws that took (the last one true), or 0 when none of
   * the `limit` was. Exactly the draws of calling `chance(p)` so many times,
   * only quicker: the match engine's run of quiet seconds, one draw each.
   */
  firstBelow(p: number, limit: number): number;
}

/** 2^-32: a multiplication by it is exact, as the division by 2^32 it stands for, and far quicker. */
const INVERSE_TWO_POW_32 = 1 / 0x1_0000_0000;

/**
 * xoroshiro128+ over two 64-bit words kept as four signed 32-bit halves, in
 * pure-rand's order (s01, s00, s11, s10), so `state()` is the array pure-rand
 * gives. The halves live in an Int32Array, with the last output after them: a
 * match draws thousands of numbers, and in V8 a 32-bit value kept in an
 * object field, or answered by a call that is not inlined, is boxed as a
 * double (an allocation each draw). Methods on the prototype, not closures:
 * one shape for every generator, so a hot call site stays monomorphic.
 */
class Xoroshiro128Plus implements Rng {
  /** s01, s00, s11, s10, then a slot where `step` leaves its output for `next` to read. */
  private readonly s: Int32Array;

  constructor(s01: number, s00: number, s11: number, s10: number) {
    this.s = Int32Array.of(s01, s00, s11, s10, 0);
  }

  /** One step: the next 32-bit output, signed, as pure-rand's `next()` answers it, into the slot after the state. */
  private step(): void {
    const s = this.s;
    const s01 = s[0] as number;
    const s00 = s[1] as number;
    const s11 = s[2] as number;
    const s10 = s[3] as number;
    const out = (s00 + s10) | 0;
    const a0 = s10 ^ s00;
    const a1 = s11 ^ s01;
    s[1] = (s00 << 24) ^ (s01 >>> 8) ^ a0 ^ (a0 << 16);
    s[0] = (s01 << 24) ^ (s00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
    s[3] = (a1 << 5) ^ (a0 >>> 27);
    s[2] = (a0 << 5) ^ (a1 >>> 27);
    s[4] = out;
  }

  next(): number {
    this.step();
    return ((this.s[4] as number) + 0x8000_0000) * INVERSE_TWO_POW_32;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  state(): number[] {
    const s = this.s;
    return [s[0] as number, s[1] as number, s[2] as number, s[3] as number];
  }

  firstBelow(p: number, limit: number): number {
    // `step` with the state held in locals over the run, written back once.
    const s = this.s;
    let s01 = s[0] as number;
    let s00 = s[1] as number;
    let s11 = s[2] as number;
    let s10 = s[3] as number;
    let draws = 0;
    let hit = false;
    while (draws < limit && !hit) {
      const out = (s00 + s10) | 0;
      const a0 = s10 ^ s00;
      const a1 = s11 ^ s01;
      const next00 = (s00 << 24) ^ (s01 >>> 8) ^ a0 ^ (a0 << 16);
      s01 = (s01 << 24) ^ (s00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
      s00 = next00;
      s10 = (a1 << 5) ^ (a0 >>> 27);
      s11 = (a0 << 5) ^ (a1 >>> 27);
      draws += 1;
      hit = (out + 0x8000_0000) * INVERSE_TWO_POW_32 < p;
    }
    s[0] = s01;
    s[1] = s00;
    s[2] = s11;
    s[3] = s10;
    return hit ? draws : 0;
  }
}

export function createRng(seed: number): Rng {
  // pure-rand's seeding of xoroshiro128+.
  return new Xoroshiro128Plus(-1, ~seed, seed | 0, 0);
}

export function rngFromState(state: readonly number[]): Rng {
  if (state.length !== 4) throw new Error('The state must have been produced by a xoroshiro128plus RandomGenerator');
  return new Xoroshiro128Plus(state[0] as number, state[1] as number, state[2] as number, state[3] as number);
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
