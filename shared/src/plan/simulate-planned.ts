/**
 * Instant simulation of a match whose absent managers left game plans: the
 * engine's bulk loop (breaks continued at once, the score noted at every
 * period's end, as simulateWithPeriods plays it) with each planned side's
 * decisions applied before every game second, through the same commands a
 * present manager sends. A planned side is the manager's (`managed`), so
 * the engine's AI leaves its tactics to the plan; as on the bench, the AI
 * still substitutes for it once the plan has given no command for the idle
 * handover. Without a plan the match is simulateWithPeriods' own, draw for
 * draw. The executor never draws from the match's RNG, so the same seed and
 * plans give the same game.
 */
import { rngFromState } from '../rng.js';
import { applyCommand } from '../engine/manager.js';
import { MATCH_RULES, type MatchRules } from '../engine/match-rules.js';
import type { GameRecorder } from '../engine/replay.js';
import { startNextPeriod, stepInto } from '../engine/step.js';
import type { MatchEvent, MatchState, Side } from '../engine/types.js';
import { periodsFromTotals, type PeriodScores } from '../history/box-score.js';
import { simulateWithPeriods } from '../history/play-with-periods.js';
import { newPlanMemory, planDecisions, type PlanMemory } from './plan-coach.js';
import type { GamePlan } from './schema.js';

const SIDES: readonly Side[] = ['home', 'away'];

/** Read afresh: the plan's commands change the status (a timeout, a stop to substitute). */
const statusOf = (state: MatchState): MatchState['status'] => state.status;

export function simulatePlanned(
  state: MatchState,
  plans: Partial<Record<Side, GamePlan>>,
  rules: MatchRules = MATCH_RULES,
  /** Told the start and every command applied (plans', breaks continued), so the game replays (engine/replay.ts). */
  recorder?: GameRecorder,
): { state: MatchState; periods: PeriodScores } {
  const planned = SIDES.flatMap((side) => {
    const plan = plans[side];
    return plan ? [{ side, plan }] : [];
  });
  if (planned.length === 0) return simulateWithPeriods(state, rules, recorder);
  if (state.elapsed !== 0) throw new Error('simulatePlanned plays a game from its tip-off');
  const memory: Record<Side, PlanMemory> = { home: newPlanMemory(), away: newPlanMemory() };
  // The plan is its manager's coaching: the engine's AI coach keeps to its own sides.
  for (const { side } of planned) state[side].managed = true;
  const rng = rngFromState(state.rng);
  if (state.status === 'not_started' || state.status === 'paused') state.status = 'playing';
  if (recorder) recorder.start = JSON.stringify(state);
  const scratch: MatchEvent[] = [];
  const totals: Array<{ home: number; away: number }> = [];
  // The same bound as simulateWithPeriods: no real game needs more than 40 overtimes.
  for (let guard = 0; guard < 100_000 && statusOf(state) !== 'finished'; guard += 1) {
    if (statusOf(state) === 'break') {
      recorder?.log.push({ t: state.elapsed, command: { type: 'continue' } });
      startNextPeriod(state, rules);
    } else {
      for (const { side, plan } of planned) {
        const decisions = planDecisions(state, side, plan, memory[side], rules);
        memory[side] = decisions.memory;
        for (const command of decisions.commands) {
          // A refused command changed nothing, so a replay need not know of it.
          if (applyCommand(state, side, command, rules).ok) recorder?.log.push({ t: state.elapsed, side, command });
        }
      }
      // Nobody waits out a stop in an instant game: the plan's own stops end with play, and any left over ends here.
      if (statusOf(state) === 'paused') {
        recorder?.log.push({ t: state.elapsed, command: { type: 'play' } });
        state.status = 'playing';
      }
      stepInto(state, rules, rng, scratch);
      const status = statusOf(state);
      if (status === 'break' || status === 'finished') totals.push({ ...state.score });
    }
    if (scratch.length > 0) scratch.length = 0;
  }
  state.rng = rng.state();
  if (recorder) recorder.elapsed = state.elapsed;
  return { state, periods: periodsFromTotals(totals) };
}
