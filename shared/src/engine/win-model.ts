/**
 * The live win probability as a model fitted to our own engine: a logistic
 * model of the margin, the time left, the possession, the two sides'
 * strength (their best eight still able to play, and the five on court with
 * their energy) and home court. It answers in about a microsecond, so every
 * watched room gets fresh odds every game minute on its own thread; the
 * Monte-Carlo forecast (`winProbability`) stays as the reference it is
 * judged against.
 *
 * The coefficients live in `win-model-table.ts`, written by `npm run fit -w
 * shared` together with a fingerprint of the engine they were fitted on; a
 * test refuses a table whose fingerprint no longer matches the engine.
 *
 * Like the Monte-Carlo forecast, the model sees a `ForecastState`: never the
 * match's RNG state or seed.
 */
import { energyNow } from './fatigue.js';
import { MATCH_RULES, type MatchRules } from './match-rules.js';
import type { EnginePlayer, EngineTeam } from './types.js';
import type { ForecastState } from './win-probability.js';

/** The model's inputs, in the order of the fitted coefficients. */
export const WIN_MODEL_FEATURES = ['intercept', 'margin', 'strength', 'home', 'possession', 'court', 'energy', 'lateMargin'] as const;
export type WinModelFeature = (typeof WIN_MODEL_FEATURES)[number];

export interface WinModelTable {
  /** `engineFingerprint()` of the engine and rules the table was fitted on. */
  engineFingerprint: string;
  /** How it was fitted: seeded games played, states sampled, and the first seed. */
  fittedOn: { games: number; samples: number; firstSeed: number };
  coefficients: Record<WinModelFeature, number>;
}

/**
 * Seconds added to the time left before its square root is taken: the last
 * seconds still hold a possession or two (a 1-point lead with 2 seconds left
 * is not a certainty), and the features stay finite at the buzzer.
 */
export const WIN_MODEL_TIME_FLOOR_SECONDS = 15;
/** The late window where a trailing side fouls and a leading one runs the clock: the margin counts differently there. */
export const WIN_MODEL_LATE_SECONDS = 120;
/** Players counted in a side's strength: the rotation that plays. */
const ROTATION = 8;

/** Game seconds left in regulation, or in the overtime being played. */
export function secondsLeft(state: Pick<ForecastState, 'clock' | 'period'>, rules: MatchRules = MATCH_RULES): number {
  return state.clock + (state.period < rules.quarters ? (rules.quarters - state.period) * rules.quarterSeconds : 0);
}

function available(p: EnginePlayer): boolean {
  return !p.fouledOut && p.injury === null;
}

/** Mean overall of the best eight still able to play. */
function rotationStrength(team: EngineTeam): number {
  const ratings: number[] = [];
  for (const p of team.players) if (available(p)) ratings.push(p.overallRating);
  ratings.sort((a, b) => b - a);
  const n = Math.min(ROTATION, ratings.length);
  let sum = 0;
  for (let i = 0; i < n; i += 1) sum += ratings[i] ?? 0;
  return n > 0 ? sum / n : 0;
}

/** Mean overall and mean energy (0-100) of the five on court now. */
function onCourt(state: ForecastState, team: EngineTeam, rules: MatchRules): { overall: number; energy: number } {
  let overall = 0;
  let energy = 0;
  let n = 0;
  for (const index of team.onCourt) {
    const p = team.players[index];
    if (!p) continue;
    overall += p.overallRating;
    energy += energyNow(state, team, p, rules);
    n += 1;
  }
  return n > 0 ? { overall: overall / n, energy: energy / n } : { overall: 0, energy: 0 };
}

/**
 * The features of a state, home side's view, into `out` (no allocation on
 * the room's thread). Scaled so the fitted coefficients are of order one:
 * what is left to play counts through the time left over the spread of the
 * rest of the game (sqrt of the time left), what is decided now through
 * one over that spread.
 */
export function winModelFeatures(state: ForecastState, rules: MatchRules = MATCH_RULES, out: number[] = []): number[] {
  const left = secondsLeft(state, rules);
  const spread = Math.sqrt(left + WIN_MODEL_TIME_FLOOR_SECONDS);
  const margin = state.score.home - state.score.away;
  const home = onCourt(state, state.home, rules);
  const away = onCourt(state, state.away, rules);
  out.length = WIN_MODEL_FEATURES.length;
  out[0] = 1;
  out[1] = margin / spread;
  out[2] = ((rotationStrength(state.home) - rotationStrength(state.away)) * left) / spread / 100;
  out[3] = state.neutralVenue ? 0 : left / spread / 100;
  out[4] = (state.possession === 'home' ? 1 : -1) / spread;
  out[5] = (home.overall - away.overall) / spread;
  out[6] = (home.energy - away.energy) / spread / 10;
  out[7] = left <= WIN_MODEL_LATE_SECONDS ? margin / spread : 0;
  return out;
}

const scratch: number[] = [];

/** The home side's chance to win, 0-1, from the fitted table. */
export function winModelChance(state: ForecastState, table: WinModelTable, rules: MatchRules = MATCH_RULES): number {
  if (state.status === 'finished') return state.score.home > state.score.away ? 1 : 0;
  const x = winModelFeatures(state, rules, scratch);
  let z = 0;
  for (let i = 0; i < WIN_MODEL_FEATURES.length; i += 1) z += (x[i] ?? 0) * table.coefficients[WIN_MODEL_FEATURES[i] as WinModelFeature];
  return 1 / (1 + Math.exp(-z));
}

/**
 * Logistic regression by Newton's method (iteratively reweighted least
 * squares) with a small ridge that keeps the steps finite when a feature is
 * nearly constant. Returns the coefficients in the order of the features.
 */
export function fitLogistic(xs: readonly (readonly number[])[], ys: readonly number[], ridge = 1e-6, iterations = 25): number[] {
  const k = xs[0]?.length ?? 0;
  let beta: number[] = new Array<number>(k).fill(0);
  for (let it = 0; it < iterations; it += 1) {
    const hessian = Array.from({ length: k }, () => new Array<number>(k).fill(0));
    const gradient = new Array<number>(k).fill(0);
    for (let n = 0; n < xs.length; n += 1) {
      const x = xs[n] as readonly number[];
      let z = 0;
      for (let i = 0; i < k; i += 1) z += (x[i] ?? 0) * (beta[i] ?? 0);
      const p = 1 / (1 + Math.exp(-z));
      const w = Math.max(p * (1 - p), 1e-9);
      const r = (ys[n] ?? 0) - p;
      for (let i = 0; i < k; i += 1) {
        const xi = x[i] ?? 0;
        gradient[i] = (gradient[i] ?? 0) + xi * r;
        const row = hessian[i] as number[];
        for (let j = 0; j <= i; j += 1) row[j] = (row[j] ?? 0) + w * xi * (x[j] ?? 0);
      }
    }
    for (let i = 0; i < k; i += 1) {
      const row = hessian[i] as number[];
      row[i] = (row[i] ?? 0) + ridge * xs.length;
      gradient[i] = (gradient[i] ?? 0) - ridge * xs.length * (beta[i] ?? 0);
      for (let j = 0; j < i; j += 1) (hessian[j] as number[])[i] = row[j] ?? 0;
    }
    const step = solve(hessian, gradient);
    beta = beta.map((b, i) => b + (step[i] ?? 0));
    if (step.every((s) => Math.abs(s) < 1e-10)) break;
  }
  return beta;
}

/** Solves a small symmetric positive definite system by Gaussian elimination with partial pivoting. */
function solve(matrix: number[][], vector: number[]): number[] {
  const n = vector.length;
  const a = matrix.map((row, i) => [...row, vector[i] ?? 0]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let r = col + 1; r < n; r += 1) if (Math.abs(a[r]?.[col] ?? 0) > Math.abs(a[pivot]?.[col] ?? 0)) pivot = r;
    [a[col], a[pivot]] = [a[pivot] as number[], a[col] as number[]];
    const top = a[col] as number[];
    const d = top[col] ?? 0;
    if (Math.abs(d) < 1e-300) continue;
    for (let r = 0; r < n; r += 1) {
      if (r === col) continue;
      const row = a[r] as number[];
      const f = (row[col] ?? 0) / d;
      if (f === 0) continue;
      for (let c = col; c <= n; c += 1) row[c] = (row[c] ?? 0) - f * (top[c] ?? 0);
    }
  }
  return a.map((row, i) => (row[n] ?? 0) / (row[i] || 1));
}
