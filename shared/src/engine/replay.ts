/**
 * A match replayed from its start and what was done to it (crash recovery).
 * The engine is deterministic: the state before the first second
 * (its RNG state included), the commands applied between seconds and the
 * number of seconds played give back exactly the match that was live. So a
 * live room stores its start once and then only this short log, instead of
 * the whole state every few seconds.
 */
import { rngFromState } from '../rng.js';
import { applyCommand, type ManagerCommand } from './manager.js';
import type { MatchRules } from './match-rules.js';
import { stepInto } from './step.js';
import type { MatchEvent, MatchState, Side } from './types.js';

/**
 * One thing done to a match besides playing its seconds, at game second `t`
 * (after that second was played), in the order it was done: a manager's
 * command (with his side), or the room's own pause (the manager dropped) or
 * start of the next period (a Live Centre break ran out), which have no side.
 */
export interface MatchLogEntry {
  t: number;
  side?: Side;
  command: ManagerCommand;
}

/**
 * What an instant simulation tells so its game replays like a live one: the
 * start (engine JSON, RNG included, as the loop began), every command it
 * applied besides playing seconds, and the seconds played.
 */
export interface GameRecorder {
  start?: string;
  log: MatchLogEntry[];
  elapsed?: number;
}

/**
 * Plays `state` (the match's start) on in place to `elapsed` game seconds, applying the log at
 * its seconds; answers the state (its `rng` the generator's state then), or
 * null when the log is not this match's (a command refused, the match stopped
 * with nothing left to go on, an entry never reached).
 */
export function replayMatch(
  state: MatchState,
  log: readonly MatchLogEntry[],
  elapsed: number,
  rules: MatchRules,
  /** Told after every command applied and every second played, with the events it made (a replay's timeline). */
  observe?: (state: MatchState, events: readonly MatchEvent[]) => void,
): MatchState | null {
  const rng = rngFromState(state.rng);
  const scratch: MatchEvent[] = [];
  let next = 0;
  for (;;) {
    for (let entry = log[next]; entry && entry.t === state.elapsed; entry = log[++next]) {
      // The side does not matter to the room's own pause or period start.
      const result = applyCommand(state, entry.side ?? 'home', entry.command, rules);
      if (!result.ok) return null;
      observe?.(state, result.events);
    }
    if (state.elapsed >= elapsed) break;
    if (state.status !== 'playing') return null;
    scratch.length = 0;
    stepInto(state, rules, rng, scratch);
    observe?.(state, scratch);
  }
  if (next < log.length || state.elapsed !== elapsed) return null;
  state.rng = rng.state();
  return state;
}
