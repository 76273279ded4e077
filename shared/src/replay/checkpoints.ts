/**
 * Seeking in a recorded match: the record is replayed once and a copy of the
 * state is kept every `REPLAY_CHECKPOINT_SECONDS` game seconds, with the log
 * entry it had reached. The state at any second is then the nearest
 * checkpoint at or before it, copied and played on (the log entries between
 * applied at their seconds): at most a minute of play, never the whole match
 * from its tip-off. It is exactly the state `replayMatch` gives for that
 * second with the log entries up to it, its generator's state included.
 */
import { MATCH_RULES, type MatchRules } from '../engine/match-rules.js';
import type { MatchState } from '../engine/types.js';
import type { PlayedMatch } from '../plan/review.js';
import { REPLAY_CHECKPOINT_SECONDS } from '../rules.js';
import { cloneMatchState } from './clone-state.js';
import { ReplayCursor } from './replay-cursor.js';

interface Checkpoint {
  /** Kept as it was after its second and the log entries at it; never played on itself. */
  state: MatchState;
  /** The first log entry not applied to it. */
  next: number;
}

/** The match's start as the engine reads it, or null when it is not a state of this engine's. */
export function parseStart(start: string): MatchState | null {
  let state: MatchState;
  try {
    state = JSON.parse(start) as MatchState;
  } catch {
    return null;
  }
  if (state === null || typeof state !== 'object' || state.version !== 1 || !Array.isArray(state.rng)) return null;
  return state;
}

export class ReplayCheckpoints {
  private constructor(
    private readonly record: PlayedMatch,
    private readonly rules: MatchRules,
    private readonly every: number,
    private readonly checkpoints: readonly Checkpoint[],
  ) {}

  /**
   * Replays the record once, keeping a checkpoint every `every` game seconds;
   * null when the record does not replay (not this engine's, or a log that
   * does not fit it).
   */
  static build(record: PlayedMatch, rules: MatchRules = MATCH_RULES, every: number = REPLAY_CHECKPOINT_SECONDS): ReplayCheckpoints | null {
    const start = parseStart(record.start);
    if (!start || every < 1) return null;
    const cursor = new ReplayCursor(start, record.log, rules);
    const checkpoints: Checkpoint[] = [];
    for (;;) {
      if (!cursor.applyDue()) return null;
      if (cursor.state.elapsed % every === 0) checkpoints.push({ state: cursor.snapshot(), next: cursor.next });
      if (cursor.state.elapsed >= record.elapsed) break;
      if (!cursor.step()) return null;
    }
    if (!cursor.done || cursor.state.elapsed !== record.elapsed) return null;
    return new ReplayCheckpoints(record, rules, every, checkpoints);
  }

  /** Game seconds the record plays. */
  get length(): number {
    return this.record.elapsed;
  }

  /**
   * The state after `t` game seconds and the log entries up to it (a new copy
   * the caller may play on; its event record shares the checkpoint's event
   * objects, to be read only), or null outside the match.
   */
  stateAt(t: number): MatchState | null {
    if (!Number.isInteger(t) || t < 0 || t > this.record.elapsed) return null;
    const checkpoint = this.checkpoints[Math.floor(t / this.every)];
    if (!checkpoint) return null;
    const cursor = new ReplayCursor(cloneMatchState(checkpoint.state), this.record.log, this.rules, checkpoint.next);
    while (cursor.state.elapsed < t) {
      if (!cursor.step() || !cursor.applyDue()) return null;
    }
    return cursor.settled();
  }
}
