/**
 * A live match's game clock, driven by its room's ticks. The game clock
 * follows elapsed room time, not a tick count: a late tick plays the seconds
 * it owes, so a busy process slows nothing down on screen. It also decides
 * when the seconds it played are worth a patch to the viewers.
 */
import { LIVE_CLOCK_RESYNC_SECONDS, MATCH_RULES, stepInto, type MatchEvent, type MatchState, type Rng } from '@hardwood/shared';

/** At most this many owed seconds are played in one tick; beyond it the process is overloaded and the match slows. */
const MAX_CATCH_UP_STEPS = 20;

export class GameStepper {
  private owedMs = 0;
  private lastTickAt = 0;
  /** Game seconds played at the last sync: quiet seconds between resyncs send nothing. */
  private syncedElapsed = 0;
  private readonly scratch: MatchEvent[] = [];

  /** `secondMs`: room milliseconds per game second. The clock counts from its first `restart`. */
  constructor(
    private readonly engine: MatchState,
    private readonly rng: Rng,
    private readonly secondMs: number,
  ) {}

  /** The events of the seconds the last `play` played: one array, reused every tick (read it before the next). */
  get events(): readonly MatchEvent[] {
    return this.scratch;
  }

  /** The room time since the previous tick; the next one counts from `now`. */
  lap(now: number): number {
    const elapsed = now - this.lastTickAt;
    this.lastTickAt = now;
    return elapsed;
  }

  /** The clock restarts at `now`: time spent stopped is not owed. */
  restart(now: number): void {
    this.owedMs = 0;
    this.lastTickAt = now;
  }

  /** The match is stopped: nothing is owed. */
  stopped(): void {
    this.owedMs = 0;
  }

  /** The viewers have the engine as it is now. */
  synced(): void {
    this.syncedElapsed = this.engine.elapsed;
  }

  /**
   * Plays the game seconds owed after `elapsedMs` more room time of a playing
   * match, into `events`; answers whether the viewers should have them now.
   */
  play(elapsedMs: number): boolean {
    this.owedMs += elapsedMs;
    const events = this.scratch;
    events.length = 0;
    let steps = 0;
    while (this.owedMs >= this.secondMs && this.engine.status === 'playing' && steps < MAX_CATCH_UP_STEPS) {
      stepInto(this.engine, MATCH_RULES, this.rng, events);
      this.owedMs -= this.secondMs;
      steps += 1;
    }
    // Stepping may have ended the period or the game (the engine mutates the status).
    const status = this.engine.status;
    if (status !== 'playing') this.owedMs = 0;
    // Quiet seconds change only what the viewer runs by itself (the clock) or sees at a glance
    // (energy, minutes): they are sent with the next event, status change or resync.
    const resync = this.engine.elapsed - this.syncedElapsed >= LIVE_CLOCK_RESYNC_SECONDS;
    return steps > 0 && (events.length > 0 || status !== 'playing' || resync);
  }
}
