/**
 * The live win probability: the engine run forward from the
 * current state many times with fresh seeds. The forecast never sees the
 * match's own RNG state or seed (they would let anyone who sees its input
 * foresee the real game): it takes a `ForecastState`, which has neither.
 */
import { createRng } from '../rng.js';
import { MATCH_RULES, type MatchRules } from './match-rules.js';
import { simulateToEnd } from './simulate.js';
import type { MatchState } from './types.js';

/** A match as the forecast may see it: the score, clock, players and fatigue, without RNG state, seed or event record. */
export type ForecastState = Omit<MatchState, 'rng' | 'seed' | 'events'>;

/**
 * What a forecast is given: the state without anything that could foresee the
 * real game. A deep copy unless `copy` is false (a caller that hands it to a
 * worker at once, whose message is the copy).
 */
export function forecastInput(state: MatchState, copy = true): ForecastState {
  const { rng: _rng, seed: _seed, events: _events, ...rest } = state;
  return copy ? structuredClone(rest) : rest;
}

/**
 * The home side's chance to win, from `sims` games played on from `input`,
 * each from its own fresh seed (seedBase + i). Both sides coached by the AI;
 * a paused or not yet started game is played on as if running.
 */
export function winProbability(input: ForecastState, sims: number, seedBase: number, rules: MatchRules = MATCH_RULES): number {
  if (input.status === 'finished') return input.score.home > input.score.away ? 1 : 0;
  let homeWins = 0;
  for (let i = 0; i < sims; i += 1) {
    const game = structuredClone(input) as MatchState;
    game.rng = createRng((seedBase + i * 2_654_435_761) >>> 0).state();
    game.seed = 0;
    game.events = [];
    game.recordEvents = false;
    game.home.managed = false;
    game.away.managed = false;
    simulateToEnd(game, rules);
    if (game.score.home > game.score.away) homeWins += 1;
  }
  return homeWins / sims;
}
