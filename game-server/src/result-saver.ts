/**
 * Saving a room's finished result, once, with bounded retries. A passing failure
 * (the season lock busy, a store hiccup) is retried with doubling delays; a
 * permanent one (`ResultNotSavable`: the match is gone) or running out of
 * attempts gives up, so the caller can close the room instead of keeping it
 * alive forever for a save that will never land.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { isResultNotSavable } from './deps.js';

export type SaveOutcome = 'saved' | 'given-up';

export interface SaveRetryPolicy {
  attempts: number;
  firstDelayMs: number;
}

/**
 * Calls `save` until it succeeds, at most `policy.attempts` times. Waits on
 * real timers, not the room clock: the room clock stops when the room is
 * disposed, and a save started by disposal (shutdown) must still finish.
 */
export async function saveWithRetries(
  save: () => Promise<void>,
  policy: SaveRetryPolicy,
  onFailure: (error: unknown, attempt: number, final: boolean) => void,
): Promise<SaveOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await save();
      return 'saved';
    } catch (error) {
      const final = isResultNotSavable(error) || attempt >= policy.attempts;
      onFailure(error, attempt, final);
      if (final) return 'given-up';
      await sleep(policy.firstDelayMs * 2 ** (attempt - 1));
    }
  }
}

/**
 * Exactly one save per room, however many ends race (final buzzer, leave,
 * dispose): retried a bounded number of times, then given up for good.
 */
export class ResultSave {
  private saving: Promise<SaveOutcome> | null = null;

  /** `settled` hears the outcome of the save, once; a save forgone never starts, so it hears nothing. */
  constructor(
    private readonly matchId: string,
    private readonly policy: SaveRetryPolicy,
    private readonly save: () => Promise<void>,
    private readonly settled: (outcome: SaveOutcome) => void,
  ) {}

  /** Starts the save, or answers the one already started (or forgone). */
  once(): Promise<SaveOutcome> {
    this.saving ??= saveWithRetries(this.save, this.policy, (error, attempt, final) => {
      // Logged once, when the room gives up; a retry that then succeeds is no news.
      if (final)
        console.error(`[game-server] match ${this.matchId}: result not saved after ${attempt} attempt(s), closing the room:`, error);
    }).then((outcome) => {
      this.settled(outcome);
      return outcome;
    });
    return this.saving;
  }

  /** The result will never be saved: no save starts from now on (one already started runs its course). */
  forgo(): void {
    this.saving ??= Promise.resolve<SaveOutcome>('given-up');
  }
}
