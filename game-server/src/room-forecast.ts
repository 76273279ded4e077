/**
 * A room's win probability: the fitted win model (microseconds, on the
 * room's own thread) asked once every game minute for the line on the
 * score-flow chart (`winChance`, index = game minute) and after every score
 * change for the odds shown now (`winChanceNow`), so a scoring run moves
 * them at once. The model sees the state without its RNG state or seed.
 */
import { forecastInput, type MatchState } from '@hardwood/shared';
import type { LiveMatchDeps } from './deps.js';
import type { MatchRoomState } from './state.js';

export class RoomForecast {
  /** The last game minute whose odds are on the line. */
  private minute = -1;
  /** Points scored in all when the odds were last worked out. */
  private points = -1;

  constructor(
    private readonly forecast: NonNullable<LiveMatchDeps['forecast']>,
    private readonly state: MatchRoomState,
  ) {
    // A resumed match has its line up to where it stopped.
    this.minute = state.winChance.length - 1;
  }

  /** Called after each sync: fresh odds when a game minute ended or the score changed since the last ones. */
  update(engine: MatchState): void {
    const minute = this.state.flow.length;
    const points = engine.score.home + engine.score.away;
    if (minute <= this.minute && points === this.points) return;
    this.points = points;
    const percent = Math.max(0, Math.min(100, Math.round(this.forecast(forecastInput(engine, false)) * 100)));
    this.state.winChanceNow = percent;
    if (minute <= this.minute) return;
    this.minute = minute;
    // Minutes the room did not sync (none in play; a resumed match's gap) keep the last known odds, so index and minute stay aligned.
    const chances = this.state.winChance;
    while (chances.length < minute) chances.push(chances.at(-1) ?? percent);
    if (chances.length === minute) chances.push(percent);
  }
}
