/**
 * A recorded match played forward from any point of it: the state, the
 * generator drawing for it and the next log entry to apply. It keeps the
 * rules of `replayMatch` (engine/replay.ts) exactly: the entries logged at a
 * game second are applied once that second has been played (those at 0
 * before the first), and a second is played only while the clock runs. The
 * replay's seeking and the decision review start it from a copy of a state
 * they kept, which `replayMatch` cannot.
 */
import type { MatchLogEntry } from '../engine/replay.js';
import { applyCommand } from '../engine/manager.js';
import type { MatchRules } from '../engine/match-rules.js';
import { stepInto } from '../engine/step.js';
import type { MatchEvent, MatchState } from '../engine/types.js';
import { rngFromState, type Rng } from '../rng.js';
import { cloneMatchState } from './clone-state.js';

export class ReplayCursor {
  private readonly rng: Rng;
  private readonly scratch: MatchEvent[] = [];

  /** `state` is played on in place; `next`: the index of the first log entry not applied to it yet. */
  constructor(
    readonly state: MatchState,
    private readonly log: readonly MatchLogEntry[],
    private readonly rules: MatchRules,
    public next = 0,
  ) {
    this.rng = rngFromState(state.rng);
  }

  /**
   * Applies the entries logged at the current second, in order; `before` is
   * told each entry's index first (while the state is still as it was before
   * it). False when an entry is refused: the log is not this match's.
   */
  applyDue(before?: (index: number) => void): boolean {
    for (let entry = this.log[this.next]; entry && entry.t === this.state.elapsed; entry = this.log[++this.next]) {
      before?.(this.next);
      // The side does not matter to the room's own pause or period start.
      if (!applyCommand(this.state, entry.side ?? 'home', entry.command, this.rules).ok) return false;
    }
    return true;
  }

  /** Plays one game second; false when the clock is stopped (a log that does not go on from here). */
  step(): boolean {
    if (this.state.status !== 'playing') return false;
    this.scratch.length = 0;
    stepInto(this.state, this.rules, this.rng, this.scratch);
    return true;
  }

  /** Every entry of the log has been applied. */
  get done(): boolean {
    return this.next >= this.log.length;
  }

  /** The state with the generator's state written back into it (as `replayMatch` answers it). */
  settled(): MatchState {
    this.state.rng = this.rng.state();
    return this.state;
  }

  /** A copy of the state now, its generator's state included; the cursor plays on untouched by it. */
  snapshot(events: 'share' | 'drop' = 'share'): MatchState {
    const copy = cloneMatchState(this.state, events);
    copy.rng = this.rng.state();
    return copy;
  }
}
