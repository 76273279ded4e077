/**
 * The clock between two coaches (a friendly's, a league match's): two
 * managers, each commanding his side, and no pause button (the kind refuses
 * a coach's pause, play and continue). The clock stops only for a stop the
 * room runs (the tip-off, a timeout, a break, a coach coming back) or while a
 * coach's seat is held for him; a stop ends when its time is up or as soon as
 * every coach there says he is ready. A coach who does not come back in time
 * hands his side to his plan or the AI (logged, so a replay knows), and takes
 * it back if he returns later. His absences hold the clock only within his
 * budget for the game (hold-budget.ts): past it the AI takes his side as soon
 * as he is away, and neither his leaving nor his return stops the clock. The
 * room applies what this decides as logged commands.
 */
import { MATCH_RULES, QUARTERS, timeoutsLeft, type ManagerCommand, type MatchState, type Side } from '@hardwood/shared';
import type { HeadToHeadRules } from './deps.js';
import { HeadToHeadState } from './head-to-head-state.js';
import { HoldBudget } from './hold-budget.js';

type StopKind = '' | 'tip-off' | 'timeout' | 'break' | 'return';

/** What the coordinator needs of its room. */
export interface HeadToHeadRoom {
  readonly engine: MatchState;
  /** Applies a command, logs it (with the side, for a side's own) and sends it to every viewer. */
  command(command: ManagerCommand, side?: Side): void;
  /** A coach gone for good: his plan coaches his side if he has one (false: the AI must). */
  leaveToPlan(side: Side): boolean;
  /** A coach is back: his own autopilot again. */
  coachReturned(side: Side): void;
}

const SIDES: readonly Side[] = ['home', 'away'];

/** Assigns a field only when its value changed (an unchanged field stays out of the patch). */
function put<K extends keyof HeadToHeadState>(target: HeadToHeadState, key: K, value: HeadToHeadState[K]): void {
  if (target[key] !== value) target[key] = value;
}

export class HeadToHead {
  readonly state = new HeadToHeadState();
  private stop: { kind: StopKind; side: Side | ''; until: number | null };
  /** Coaches whose seat is held (dropped, or not arrived yet), with the room time the AI takes their side. */
  private readonly away = new Map<Side, number>();
  private readonly present = new Set<Side>();
  private readonly ready = new Set<Side>();
  /** Coaches away past their budget: the clock did not wait for them, so their return does not stop it either. */
  private readonly unheld = new Set<Side>();

  constructor(
    private readonly rules: HeadToHeadRules,
    private readonly room: HeadToHeadRoom,
    /** What is left of each coach's holds of the clock this game. */
    private readonly holds: HoldBudget = new HoldBudget(),
  ) {
    const status = room.engine.status;
    // A match resumed after a crash: a break goes on; a paused one waits for its coaches, then gives them a moment.
    this.stop = { kind: status === 'not_started' ? 'tip-off' : status === 'break' ? 'break' : '', side: '', until: null };
  }

  /**
   * `side`'s coach is away (dropped, or not here yet): the clock stops until
   * he is back or the AI takes his side, `holdMs` from now at most. Leaving
   * spends one of his holds: past his budget the AI takes his side at once
   * and the clock runs on. Answers how long his seat holds the clock (0: not
   * at all, his side is the AI's already).
   */
  coachAway(side: Side, now: number, holdMs: number): number {
    // Not arrived yet (the room's start, or a resumed match) is no absence of his making: only leaving counts.
    const left = this.present.delete(side);
    this.ready.delete(side);
    const held = left ? this.holds.take(side, now, holdMs) : holdMs;
    if (held <= 0) {
      this.unheld.add(side);
      this.coachGone(side, now);
      this.publish(now);
      return 0;
    }
    this.away.set(side, now + held);
    if (this.room.engine.status === 'playing') this.room.command({ type: 'pause' });
    this.publish(now);
    return held;
  }

  /** `side`'s coach is here (again): his side is his again, and the clock runs once every coach is back. */
  coachBack(side: Side, now: number): void {
    this.holds.end(side, now);
    this.away.delete(side);
    this.present.add(side);
    const waitedFor = !this.unheld.delete(side);
    const engine = this.room.engine;
    this.room.coachReturned(side);
    if (engine.status !== 'finished' && !engine[side].managed) this.room.command({ type: 'handover', to: 'manager' }, side);
    // Back during a stop: it lasts at least a moment more, so he sees where things stand (unless his budget is spent).
    if (waitedFor && this.stop.until !== null) this.stop.until = Math.max(this.stop.until, now + this.rules.returnMs);
    this.settle(now);
  }

  /** Nobody came back for `side` in time (or his holds are spent): the AI coaches it from now on. */
  coachGone(side: Side, now: number): void {
    this.holds.end(side, now);
    this.away.delete(side);
    const engine = this.room.engine;
    // His plan coaches his side while he is gone, if he has one; the AI otherwise.
    if (engine.status !== 'finished' && engine[side].managed && !this.room.leaveToPlan(side))
      this.room.command({ type: 'handover', to: 'ai' }, side);
    this.settle(now);
  }

  /** The engine took `side`'s timeout: the clock stays stopped for the timeout's length. */
  timeoutCalled(side: Side, now: number): void {
    this.begin('timeout', side, now + this.rules.timeoutMs, now);
  }

  /** A period ended without a winner: the break, half-time the longer one. */
  breakStarted(now: number): void {
    const length = this.room.engine.period === QUARTERS / 2 ? this.rules.halfTimeMs : this.rules.quarterBreakMs;
    this.begin('break', '', now + length, now);
  }

  /** `side`'s coach is ready to play on; with every coach there ready, the stop ends now. Answers why not, or null. */
  readyToPlay(side: Side, now: number): string | null {
    const status = this.room.engine.status;
    if (status === 'finished') return 'The game is over';
    if (status === 'playing') return 'The clock is running';
    this.ready.add(side);
    this.settle(now);
    this.publish(now);
    return null;
  }

  /** Every tick while the clock is stopped: ends a stop that is over, and counts it down on screen. */
  tick(now: number): void {
    this.settle(now);
    this.publish(now);
  }

  private begin(kind: StopKind, side: Side | '', until: number, now: number): void {
    this.stop = { kind, side, until };
    this.ready.clear();
    this.publish(now);
  }

  /** Every coach who is here (the AI's sides need nobody) is ready. */
  private allReady(): boolean {
    return SIDES.every((side) => !this.present.has(side) || this.ready.has(side));
  }

  private settle(now: number): void {
    const engine = this.room.engine;
    if (engine.status === 'finished') {
      this.stop = { kind: '', side: '', until: null };
      return;
    }
    if (engine.status === 'playing' || this.away.size > 0) return;
    // Stopped for a coach who is back now (or a match resumed after a crash): a moment to see where things stand.
    if (this.stop.kind === '') this.stop = { kind: 'return', side: '', until: now + this.rules.returnMs };
    // The tip-off's countdown starts once both coaches are in.
    if (this.stop.until === null) this.stop.until = now + (this.stop.kind === 'tip-off' ? this.rules.tipOffMs : this.rules.returnMs);
    if (now < this.stop.until && !this.allReady()) return;
    this.stop = { kind: '', side: '', until: null };
    this.ready.clear();
    this.room.command(engine.status === 'break' ? { type: 'continue' } : { type: 'play' });
  }

  /** Copies where things stand into the synced state (only what changed goes out). */
  publish(now: number): void {
    const engine = this.room.engine;
    const live = this.state;
    put(live, 'homeConnected', this.present.has('home'));
    put(live, 'awayConnected', this.present.has('away'));
    put(live, 'homeTimeoutsLeft', timeoutsLeft(engine, 'home', MATCH_RULES));
    put(live, 'awayTimeoutsLeft', timeoutsLeft(engine, 'away', MATCH_RULES));
    put(live, 'homeReady', this.ready.has('home'));
    put(live, 'awayReady', this.ready.has('away'));
    const [awaySide, deadline] = [...this.away.entries()].sort((a, b) => a[1] - b[1])[0] ?? [];
    const over = engine.status === 'finished' || engine.status === 'playing';
    const stop = over ? '' : awaySide ? 'coach-away' : this.stop.kind;
    const until = over ? null : awaySide ? (deadline ?? null) : this.stop.until;
    put(live, 'stop', stop);
    put(live, 'stopSide', over ? '' : (awaySide ?? this.stop.side));
    put(live, 'stopSeconds', until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000)));
  }
}
