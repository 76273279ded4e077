/**
 * The coached sides' seats in a match room: which connection holds each (a
 * second tab or a reload takes it over), and the hold on a coach's seat while
 * he is away (dropped, or not arrived yet). What an absence does is the room
 * kind's answer (kinds/): the clock stops while a coach is away; if he is not
 * back in time his plan or the AI takes his side, until he is back (a
 * friendly's) or for the rest of the match at once (a career match's). A
 * coach who left his side to his plan in a kind that does not wait for him
 * then (a career match) plays on by his plan at its pace, and he takes it
 * back when he returns. With the room running the stops (head-to-head.ts), a
 * coach past his budget of holds is not waited for: the AI takes his side as
 * soon as he is away.
 */
import type { Clock } from '@colyseus/core';
import type { CommandResult, ManagerCommand, MatchState, Side } from '@hardwood/shared';
import type { HeadToHead } from './head-to-head.js';
import type { AbsentCoachRules } from './kinds/index.js';
import type { Coaches } from './room-seats.js';
import type { MatchRoomState } from './state.js';

/** What the coach seats need of their room. */
export interface CoachedRoom {
  readonly engine: MatchState;
  readonly state: MatchRoomState;
  readonly clock: Clock;
  /** Applies a command (a side's, or the room's own when no side is given), logs it and sends it to every viewer. */
  command(command: ManagerCommand, side?: Side): CommandResult;
  /** A coach's own command (his message): one that coaches overrules the plan he had left his side to. */
  managerCommand(command: ManagerCommand, side: Side): CommandResult;
  broadcastPatch(): void;
}

/** The room's own steps a coach's absence takes. */
export interface AbsenceSteps {
  /** Sends the viewers the match as it is now. */
  sync(): void;
  /** Nobody came back: the AI coaches the rest at once, and the result is saved. */
  finishByAi(): Promise<void>;
  /** A career coach who left his side to his plan went: the match plays on by it at its pace (false: it waits for him). */
  playOnByPlan(side: Side): boolean;
  /** He is back: his own autopilot again. */
  coachBack(side: Side): void;
}

export class CoachSeats {
  /** Each coached side's connection (a second tab takes it over). */
  private readonly sessions: Partial<Record<Side, string>> = {};
  /** A dropped coach's seat runs out on these: his plan or the AI takes his side (a career match: the rest of it at once). */
  private readonly abandonTimers: Partial<Record<Side, { clear(): void }>> = {};

  /** `heldMs`: how long an away coach's seat is held for him; `absence`: the room kind's rules for an absent coach. */
  constructor(
    private readonly room: CoachedRoom,
    private readonly coaches: Coaches,
    private readonly absence: AbsentCoachRules | null,
    private readonly headToHead: HeadToHead | null,
    private readonly heldMs: number,
    private readonly steps: AbsenceSteps,
  ) {}

  /** The room opens: each coach not here yet is waited for (his seat held) or left to his plan, as the kind says; a creating coach is joining. */
  opening(): void {
    for (const side of new Set(this.coaches.values())) {
      if (this.absence?.atOpening === 'held') this.away(side);
      else if (this.absence?.atOpening === 'plan') void this.gone(side);
    }
  }

  /** Connection `sessionId` holds `side`'s seat. */
  holds(side: Side, sessionId: string): boolean {
    return this.sessions[side] === sessionId;
  }

  /** Connection `sessionId` takes `side`'s seat: a coach arriving, coming back, or acting from a second tab. */
  seat(side: Side, sessionId: string): void {
    this.abandonTimers[side]?.clear();
    delete this.abandonTimers[side];
    // A second tab or a reload takes the seat over; the older connection becomes a viewer.
    const returning = this.sessions[side] === undefined;
    this.sessions[side] = sessionId;
    // Every coach is here.
    this.room.state.managerConnected = [...new Set(this.coaches.values())].every((s) => this.sessions[s] !== undefined);
    if (returning) {
      this.headToHead?.coachBack(side, this.room.clock.currentTime);
      if (!this.headToHead) this.steps.coachBack(side);
    }
    this.room.broadcastPatch();
  }

  /** Connection `sessionId` is gone: it gave up `side`'s seat, unless another connection had taken the seat over (false). */
  vacate(side: Side, sessionId: string): boolean {
    if (!this.holds(side, sessionId)) return false;
    delete this.sessions[side];
    this.room.state.managerConnected = false;
    return true;
  }

  /**
   * `side`'s coach is away (dropped, or not arrived yet): the clock stops and
   * his seat is held, then the AI takes over. `onPurpose`: he closed the match
   * himself, which a kind may take as going (his plan takes over at once).
   */
  away(side: Side, onPurpose = false): void {
    this.abandonTimers[side]?.clear();
    delete this.abandonTimers[side];
    if (onPurpose && this.absence?.leftOnPurpose === 'plays-on') {
      void this.gone(side);
      return;
    }
    const clock = this.room.clock;
    if (this.headToHead) {
      // As long as what is left of his budget allows, if less than the whole hold; nothing to run out when it is spent.
      const heldMs = this.headToHead.coachAway(side, clock.currentTime, this.heldMs);
      if (heldMs > 0) this.abandonTimers[side] = clock.setTimeout(() => void this.gone(side), heldMs);
      return;
    }
    // Left to his plan, in a kind that does not wait for him then: nothing to hold, the match plays on without him.
    if (this.absence?.leftToPlan === 'plays-on' && this.steps.playOnByPlan(side)) return;
    this.abandonTimers[side] = clock.setTimeout(() => void this.gone(side), this.heldMs);
    if (this.room.engine.status === 'playing') this.room.command({ type: 'pause' });
    else this.steps.sync();
  }

  /**
   * Nobody came back for `side` (or never came, in a kind that does not wait):
   * his plan, else the AI, coaches that side until he is back (the stops hand
   * it over); or the rest of the match is played out at once.
   */
  private async gone(side: Side): Promise<void> {
    delete this.abandonTimers[side];
    if (this.absence?.notBack === 'play-out-at-once') return this.steps.finishByAi();
    this.headToHead?.coachGone(side, this.room.clock.currentTime);
  }

  /** The room is gone: no held seat runs out any more. */
  dispose(): void {
    for (const timer of Object.values(this.abandonTimers)) timer.clear();
  }
}
