/** Instant simulation: the same engine run to the final buzzer, breaks continued at once. */
import { rngFromState } from '../rng.js';
import { MATCH_RULES, type MatchRules } from './match-rules.js';
import { startNextPeriod, step } from './step.js';
import type { MatchState } from './types.js';

export function simulateToEnd(state: MatchState, rules: MatchRules = MATCH_RULES): MatchState {
  const rng = rngFromState(state.rng);
  if (state.status === 'not_started' || state.status === 'paused') state.status = 'playing';
  // A hard bound: no real game needs more than 40 overtimes.
  for (let guard = 0; guard < 100_000 && state.status !== 'finished'; guard += 1) {
    if (state.status === 'break') startNextPeriod(state, rng, rules);
    else step(state, rules, rng);
  }
  state.rng = rng.state();
  return state;
}
