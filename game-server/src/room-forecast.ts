/**
 * A room's win-probability line: asks its forecast once a game
 * minute (one request at a time, a skipped minute waits for the next) and
 * writes the answers into the synced `winChance`, index = game minute.
 */
import type { ArraySchema } from '@colyseus/schema';
import { forecastInput, type MatchState } from '@hardwood/shared';
import type { LiveMatchDeps } from './deps.js';

export class RoomForecast {
  /** A forecast is on its way. */
  private pending = false;
  /** The last game minute whose odds were asked for. */
  private asked = -1;

  constructor(
    private readonly forecast: LiveMatchDeps['forecast'],
    private readonly chances: ArraySchema<number>,
  ) {}

  /** The odds at the end of game minute `minute`, unless asked for already; they join the synced state when they come back. */
  ask(minute: number, engine: MatchState): void {
    if (!this.forecast || this.pending || minute <= this.asked || engine.status === 'finished') return;
    this.asked = minute;
    // No copy: the worker's message is the copy, taken now.
    const answer = this.forecast(forecastInput(engine, false));
    if (!answer) return;
    this.pending = true;
    void answer.then((p) => {
      this.pending = false;
      const percent = Math.max(0, Math.min(100, Math.round(p * 100)));
      // Minutes whose forecast was skipped keep the last known odds, so index and minute stay aligned.
      while (this.chances.length < minute) this.chances.push(this.chances.at(-1) ?? percent);
      if (this.chances.length === minute) this.chances.push(percent);
    });
  }
}
