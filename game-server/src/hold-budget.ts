/**
 * How much more each coach of a two-coach room may stop the clock by being
 * away: a number of holds and a total held time over the whole game
 * (limits.ts says why). A hold counts from the moment he leaves to the
 * moment he is back or the AI takes his side; the short stop of his return
 * comes on top, once per hold at most.
 */
import type { Side } from '@hardwood/shared';
import { RECONNECT_HOLD_TOTAL_MS, RECONNECT_HOLDS_PER_GAME } from './limits.js';

interface Spent {
  holds: number;
  heldMs: number;
  /** Room time the current hold began, or null while he is not held. */
  since: number | null;
}

export class HoldBudget {
  private readonly spent: Record<Side, Spent> = {
    home: { holds: 0, heldMs: 0, since: null },
    away: { holds: 0, heldMs: 0, since: null },
  };

  constructor(
    private readonly holds: number = RECONNECT_HOLDS_PER_GAME,
    private readonly totalMs: number = RECONNECT_HOLD_TOTAL_MS,
  ) {}

  /**
   * `side`'s coach left at `now`: how long the clock may wait for him, at
   * most `wantedMs` and never past his total; 0 once his holds or his time
   * are spent (nothing is counted then). A hold given counts from `now`.
   */
  take(side: Side, now: number, wantedMs: number): number {
    const spent = this.spent[side];
    this.end(side, now);
    const left = Math.min(wantedMs, this.totalMs - spent.heldMs);
    if (spent.holds >= this.holds || left <= 0) return 0;
    spent.holds += 1;
    spent.since = now;
    return left;
  }

  /** `side`'s hold ended at `now` (he is back, or the AI took his side); nothing when he was not held. */
  end(side: Side, now: number): void {
    const spent = this.spent[side];
    if (spent.since === null) return;
    spent.heldMs += Math.max(0, now - spent.since);
    spent.since = null;
  }
}
