/**
 * Saving a room's finished result with bounded retries. A passing failure
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
