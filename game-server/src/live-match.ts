/**
 * A live match as its room plays it: the game seconds owed at each tick
 * (game-stepper.ts), the commands applied and logged, the synced state kept
 * up to date with its commentary and odds, the stops of a match between two
 * coaches (head-to-head.ts), a break the room's kind ends by the room's clock,
 * and the crash-recovery snapshots. The room owns the connections and the
 * result; this owns the game between them.
 */
import type { Clock } from '@colyseus/core';
import {
  applyCommand,
  MATCH_RULES,
  startNextPeriod,
  WIN_MODEL,
  winModelChance,
  type CommandResult,
  type ManagerCommand,
  type MatchEvent,
  type MatchState,
  type MatchStatus,
  type Rng,
  type Side,
} from '@hardwood/shared';
import type { LiveMatchDeps } from './deps.js';
import { liveCommentator } from './feed-history.js';
import { GameStepper } from './game-stepper.js';
import { HeadToHead } from './head-to-head.js';
import { playOutLogged } from './play-out.js';
import { RoomForecast } from './room-forecast.js';
import type { RoomSnapshots } from './room-snapshots.js';
import { autopilotCommand, type AutopilotChoice, type SideCoaching } from './side-coaching.js';
import { syncFromEngine, type MatchRoomState } from './state.js';
import { syncCoaching } from './team-state.js';

const SIDES: readonly Side[] = ['home', 'away'];

/** What the match needs of its room. */
export interface MatchHost {
  readonly clock: Clock;
  broadcastPatch(): void;
}

export class LiveMatch {
  /** Plays the game seconds owed at each tick. */
  private readonly stepper: GameStepper;
  /** The play-by-play's voice: running totals, runs, lead changes (shared engine/commentary.ts). */
  private readonly commentator: ReturnType<typeof liveCommentator>;
  /** The win probability: the line once a game minute, the odds now at every score change. */
  private readonly odds: RoomForecast;
  /** The stops, timeouts and coaches' comings and goings of a kind whose room runs its stops; null in other rooms. */
  readonly headToHead: HeadToHead | null = null;
  /** A break the room ends by itself runs out on this timer. */
  private breakTimer: { clear(): void } | null = null;

  /** `finished`: the final buzzer sounded, and the room saves the result. */
  constructor(
    readonly engine: MatchState,
    private readonly rng: Rng,
    private readonly state: MatchRoomState,
    private readonly snapshots: RoomSnapshots,
    private readonly deps: LiveMatchDeps,
    private readonly room: MatchHost,
    /** Who coaches each side besides its manager: his plan, the AI after his idle minutes, or nobody. */
    readonly coaching: SideCoaching,
    private readonly finished: () => void,
  ) {
    this.stepper = new GameStepper(engine, rng, deps.tickMs);
    this.commentator = liveCommentator(engine);
    this.odds = new RoomForecast(deps.forecast ?? ((input) => winModelChance(input, WIN_MODEL)), state);
    this.odds.update(engine);
    // Who coaches each side is shown from the first patch (the banner never flickers to the AI).
    for (const side of SIDES) syncCoaching(state[side], coaching, side);
    if (deps.kind.stops) {
      this.headToHead = new HeadToHead(deps.kind.stops, this);
      state.headToHead = this.headToHead.state;
    }
  }

  /** The game clock counts from `now` (the room is open). */
  startClock(now: number): void {
    this.stepper.restart(now);
  }

  /** Plays the game seconds owed since the last tick, then sends one patch. */
  tick(now: number): void {
    const elapsed = this.stepper.lap(now);
    this.deps.onTick?.(elapsed);
    if (this.engine.status !== 'playing') {
      this.stepper.stopped();
      // The room's stop counts down, and ends by itself when its time is up.
      if (this.headToHead && this.engine.status !== 'finished') {
        this.headToHead.tick(now);
        this.room.broadcastPatch();
      }
      return;
    }
    // The plan coaches before the game second is played, as a manager would between seconds.
    this.coachByPlan();
    if (this.engine.status !== 'playing') return;
    const worthSyncing = this.stepper.play(elapsed);
    // Stepping may have ended the period or the game (the engine mutates the status).
    const status = this.engine.status as MatchStatus;
    if (worthSyncing) this.sync(this.stepper.events, status !== 'playing');
    if (status === 'break') {
      if (this.headToHead) this.headToHead.breakStarted(now);
      else this.scheduleBreakEnd();
    }
    if (status === 'finished') this.finished();
    else if (status === 'break' || this.snapshots.due(this.engine.elapsed)) this.snapshot();
  }

  /** Each plan-coached side's lines and commands for now, applied and logged like a coach's own. */
  private coachByPlan(): void {
    for (const side of SIDES) {
      for (const command of this.coaching.decide(side)) this.command(command, side);
    }
  }

  /** A coach's own command (a client message): one that coaches overrules the plan he had left his side to. */
  managerCommand(command: ManagerCommand, side: Side): CommandResult {
    if (command.type === 'autopilot') return this.setAutopilot(side, { mode: command.mode, idleMinutes: command.idleMinutes });
    const result = this.command(command, side);
    if (result.ok && this.coaching.overrules(side, command)) this.setAutopilot(side, { mode: 'off', idleMinutes: null });
    return result;
  }

  /** The side's autopilot from now on, carried into the engine through the log. */
  setAutopilot(side: Side, choice: AutopilotChoice): CommandResult {
    const result = this.command(autopilotCommand(choice), side);
    if (result.ok) {
      this.coaching.chose(side, choice);
      this.sync([]);
    }
    return result;
  }

  /** A coach is gone for good (the stops' call): his plan coaches his side if he has one (false: the AI must). */
  leaveToPlan(side: Side): boolean {
    if (!this.coaching.leaveToPlan(side)) return false;
    this.sync([]);
    return true;
  }

  /** A coach is back (a friendly's, or a career manager who had left his match to his plan): his own autopilot again. */
  coachReturned(side: Side): void {
    this.coaching.returned(side);
  }

  /**
   * His plan, else the AI, coaches each side to the final buzzer at once, every
   * step logged (a replay plays it the same way); `show`: the viewers see how it
   * ended (not when the room is disposing).
   */
  playOut(show: boolean): void {
    if (this.engine.status === 'finished') return;
    const before = this.engine.events.length;
    playOutLogged(this.engine, this.rng, (command, side) => this.snapshots.record(this.engine, command, side), this.coaching);
    if (show) this.sync(this.engine.events.slice(before));
  }

  /** Keeps the match resumable as it is now (crash recovery). */
  private snapshot(): void {
    // Without a store (tests) nothing is copied at all.
    if (!this.snapshots.enabled) return;
    this.snapshots.keep(this.engine, [...this.state.flow], [...this.state.winChance]);
  }

  /**
   * The manager left his side to his plan and went, in a kind that does not
   * wait for him then (a career match): the match plays on at its pace, its
   * breaks ending by themselves as a Live Centre match's do, and anyone may
   * watch. False when he has no plan or did not leave it to it (the room then
   * holds his seat and waits, as before).
   */
  playOnByPlan(side: Side): boolean {
    if (this.coaching.autopilot(side).mode !== 'plan' || !this.coaching.leaveToPlan(side)) return false;
    if (this.engine.status === 'paused' || this.engine.status === 'not_started') this.command({ type: 'play' });
    else if (this.engine.status === 'break') this.scheduleBreakEnd();
    this.sync([]);
    return true;
  }

  /** A coached side whose manager is gone and his plan coaches: nobody is there to press Continue. */
  private leftToPlan(): boolean {
    return SIDES.some((side) => this.engine[side].managed && this.coaching.isAbsent(side));
  }

  /** The break ends after the pause the room's kind gives it (a Live Centre match's, a career match left to its plan); without one it waits for a Continue. */
  scheduleBreakEnd(): void {
    if (this.breakTimer) return;
    const pause = this.deps.kind.breakPauseMs(this.engine, this.deps.tickMs, this.leftToPlan());
    if (pause === null) return;
    this.breakTimer = this.room.clock.setTimeout(() => {
      this.breakTimer = null;
      startNextPeriod(this.engine, MATCH_RULES);
      this.snapshots.record(this.engine, { type: 'continue' });
      this.stepper.restart(this.room.clock.currentTime);
      this.sync([]);
    }, pause);
  }

  /**
   * Applies a command to the match (a side's, or the room's own when no side
   * is given) and logs it, so a crash never undoes it and a replay repeats it.
   */
  command(command: ManagerCommand, side?: Side): CommandResult {
    const wasPlaying = this.engine.status === 'playing';
    const result = applyCommand(this.engine, side ?? 'home', command, MATCH_RULES);
    if (!result.ok) return result;
    this.snapshots.record(this.engine, command, side);
    // The clock restarts now: time spent stopped is not owed.
    if (!wasPlaying && this.engine.status === 'playing') this.stepper.restart(this.room.clock.currentTime);
    this.sync(result.events);
    // Every command is kept: a crash never undoes what the manager decided.
    this.snapshot();
    return result;
  }

  /** Sends the viewers the match as it is now, with `events` (the newest of the engine's) on the feed. */
  sync(events: readonly MatchEvent[], full = true): void {
    this.stepper.synced();
    syncFromEngine(
      this.state,
      this.engine,
      events,
      this.engine.events.length - events.length + 1,
      full,
      (event) => this.commentator.narrate(event).text,
    );
    for (const side of SIDES) syncCoaching(this.state[side], this.coaching, side);
    // A minute ended or the score changed: the odds now.
    this.odds.update(this.engine);
    this.headToHead?.publish(this.room.clock.currentTime);
    this.room.broadcastPatch();
  }

  /** The room is gone: a break's end no longer comes. */
  dispose(): void {
    this.breakTimer?.clear();
  }
}
