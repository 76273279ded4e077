/**
 * Instant simulation that also notes the score at the end of each period,
 * for box scores' quarter lines. The engine keeps no period scores and a
 * simulated game keeps no feed, so this plays the game the way
 * engine/simulate.ts simulateToEnd does (the same steps, the same RNG draws:
 * a test holds the two to the same final state) and reads the score at
 * every break and at the final buzzer.
 */
import { rngFromState } from '../rng.js';
import { MATCH_RULES, type MatchRules } from '../engine/match-rules.js';
import type { GameRecorder } from '../engine/replay.js';
import { startNextPeriod, stepInto } from '../engine/step.js';
import type { MatchEvent, MatchState } from '../engine/types.js';
import { periodsFromTotals, type PeriodScores } from './box-score.js';

/** A function, not an inline test: the compiler would take the status for the one checked before the step. */
const periodOver = (state: MatchState) => state.status === 'break' || state.status === 'finished';

export function simulateWithPeriods(
  state: MatchState,
  rules: MatchRules = MATCH_RULES,
  /** Told the game's start and what was done besides playing seconds (the breaks continued), so it replays (engine/replay.ts). */
  recorder?: GameRecorder,
): { state: MatchState; periods: PeriodScores } {
  if (state.elapsed !== 0) throw new Error('simulateWithPeriods plays a game from its tip-off');
  const rng = rngFromState(state.rng);
  if (state.status === 'not_started' || state.status === 'paused') state.status = 'playing';
  if (recorder) recorder.start = JSON.stringify(state);
  const scratch: MatchEvent[] = [];
  const totals: Array<{ home: number; away: number }> = [];
  // The same bound as simulateToEnd: no real game needs more than 40 overtimes.
  for (let guard = 0; guard < 100_000 && state.status !== 'finished'; guard += 1) {
    if (state.status === 'break') {
      recorder?.log.push({ t: state.elapsed, command: { type: 'continue' } });
      startNextPeriod(state, rules);
    } else {
      stepInto(state, rules, rng, scratch);
      if (periodOver(state)) totals.push({ ...state.score });
    }
    if (scratch.length > 0) scratch.length = 0;
  }
  state.rng = rng.state();
  if (recorder) recorder.elapsed = state.elapsed;
  return { state, periods: periodsFromTotals(totals) };
}
