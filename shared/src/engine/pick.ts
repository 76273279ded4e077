/**
 * Who gets the ball, the shot, the assist or the board, and who guards
 * him: the possession's weighted draws (possession.ts plays the trip).
 */
import type { Rng } from '../rng.js';
import { energyFactor } from './fatigue.js';
import type { MatchRules } from './match-rules.js';
import type { EnginePlayer } from './types.js';

/** A player's performance factor: energy (fatigue.ts), veteran savvy, out-of-position play. */
export function performance(p: EnginePlayer, rules: MatchRules): number {
  let f = energyFactor(p.energy, rules);
  if (p.age > rules.veteranAge) f *= 1.02;
  // The spec's -50% applies to the positional part of a player's game (rules.ts OUT_OF_POSITION_APPLIED_SHARE).
  if (p.slot !== null && p.slot !== p.position) f *= 1 - rules.outOfPositionPenalty * rules.outOfPositionShare;
  return f;
}

export type PickKind = 'handler' | 'three' | 'two' | 'pass' | 'rebound';

/** Who gets the ball, the shot, the assist or the board: weights by the relevant skills. */
function pickWeight(kind: PickKind, p: EnginePlayer, rules: MatchRules): number {
  let w: number;
  if (kind === 'handler') w = (p.passing + p.basketballIQ) * (p.position === 'PG' ? 2 : 1);
  else if (kind === 'pass') w = p.passing ** 2;
  else {
    // A shot or a board: the skill times the player's form now, from one call
    // of performance() (V8 inlines it once; not inlined, its number is boxed).
    const skill = kind === 'three' ? p.threePoint ** 2 : kind === 'two' ? (p.shooting + p.athletics) ** 2 / 100 : p.rebounding ** 2;
    w = skill * performance(p, rules);
  }
  return w > 0.01 ? w : 0.01;
}

/** The weights of the draw under way: each is worked out once, read twice (draws never nest). */
let pickWeights = new Float64Array(8);

/** A weighted draw without allocating: this runs several times per possession. */
export function weightedPick(
  rng: Rng,
  players: readonly EnginePlayer[],
  kind: PickKind,
  rules: MatchRules,
  exclude?: EnginePlayer,
): EnginePlayer | undefined {
  const n = players.length;
  if (n > pickWeights.length) pickWeights = new Float64Array(n);
  const weights = pickWeights;
  let total = 0;
  for (let i = 0; i < n; i += 1) {
    const p = players[i] as EnginePlayer;
    if (p === exclude) continue;
    const w = pickWeight(kind, p, rules);
    weights[i] = w;
    total += w;
  }
  if (total === 0) return undefined;
  let roll = rng.next() * total;
  let last: EnginePlayer | undefined;
  for (let i = 0; i < n; i += 1) {
    const p = players[i] as EnginePlayer;
    if (p === exclude) continue;
    last = p;
    roll -= weights[i] as number;
    if (roll <= 0) return p;
  }
  return last;
}

/** The defender matched up with a player: same slot, else anyone. */
export function matchup(defenders: readonly EnginePlayer[], p: EnginePlayer, rng: Rng): EnginePlayer | undefined {
  for (let i = 0; i < defenders.length; i += 1) {
    const d = defenders[i] as EnginePlayer;
    if (d.slot === p.slot) return d;
  }
  return defenders.length > 0 ? defenders[Math.floor(rng.next() * defenders.length)] : undefined;
}
