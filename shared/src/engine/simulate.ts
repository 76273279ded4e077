/** Instant simulation: the same engine run to the final buzzer, breaks continued at once. */
import { rngFromState } from '../rng.js';
import { MATCH_RULES, type MatchRules } from './match-rules.js';
import { skipQuietSeconds, startNextPeriod, stepInto } from './step.js';
import type { MatchEvent, MatchState } from './types.js';

export function simulateToEnd(state: MatchState, rules: MatchRules = MATCH_RULES): MatchState {
  const rng = rngFromState(state.rng);
  if (state.status === 'not_started' || state.status === 'paused') state.status = 'playing';
  // The seconds' events, read only within their second: emptied now and then
  // rather than after every second (emptying an array frees its storage, and
  // the next event would allocate it again).
  const scratch: MatchEvent[] = [];
  // A hard bound: no real game needs more than 40 overtimes.
  for (let guard = 0; guard < 100_000 && state.status !== 'finished'; guard += 1) {
    if (state.status === 'break') startNextPeriod(state, rules);
    else if (!skipQuietSeconds(state, rules, rng, scratch)) stepInto(state, rules, rng, scratch);
    if (scratch.length > 64) scratch.length = 0;
  }
  state.rng = rng.state();
  return state;
}
