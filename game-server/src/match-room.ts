/**
 * One live match. The room creates the engine state from the store
 * (through injected deps), steps it one game second per tick of the room
 * clock, applies the manager's validated commands, and records the result
 * once at the end. Spectators watch; every message of theirs is refused.
 *
 * The game clock follows elapsed room time, not a tick count: a late tick
 * plays the seconds it owes, so a busy process slows nothing down on screen.
 *
 * Bounded under abuse: no seat without a valid token for the
 * match (checked at matchmaking, before a seat is reserved), a few
 * connections per user, a spectator cap, a message budget per client, and a
 * result that cannot be saved ends the room instead of keeping it forever.
 *
 * The Live Centre runs the same room with no managed side
 * (`deps.exhibition`): the programme creates it, the AI coaches both sides
 * and the room continues its breaks. A friendly runs it with two coached
 * sides (`deps.headToHead`): each coach commands his side, timeouts instead
 * of a pause, and the room runs the stops (head-to-head.ts). Every room sends a joining client the
 * whole feed so far, holds a dropped spectator's seat for a reconnect, and
 * patches only when a viewer would see a change (the clock runs on clients).
 */
import { performance } from 'node:perf_hooks';
import { CloseCode, ErrorCode, matchMaker, Room, ServerError, type Client } from '@colyseus/core';
import {
  applyCommand,
  FRIENDLY_MESSAGE_SCHEMAS,
  LIVE_CLOCK_RESYNC_SECONDS,
  LIVE_ERROR_MESSAGE,
  LIVE_FEED_MESSAGE,
  LIVE_MESSAGE_SCHEMAS,
  MATCH_RULES,
  rngFromState,
  startNextPeriod,
  stepInto,
  WIN_MODEL,
  winModelChance,
  type CommandResult,
  type FriendlyMessageType,
  type LiveError,
  type LiveMessageType,
  type ManagerCommand,
  type MatchEvent,
  type MatchState,
  type MatchStatus,
  type Rng,
  type Side,
} from '@hardwood/shared';
import { MatchRefused, type LiveMatchDeps, type LiveMatchSetup } from './deps.js';
import { MATCH_CLAIM_RENEW_MS, MatchClaim } from './match-claim.js';
import { HeadToHead } from './head-to-head.js';
import { coachesOf, liveFigures, SeatLedger, seatFor, seatRefusal, type Coaches, type Seat } from './room-seats.js';
import { playOutLogged } from './play-out.js';
import { RoomSnapshots, startingEngine, type StoredMatch } from './room-snapshots.js';
import {
  breakPauseMs,
  INVALID_TOKEN,
  passFromOptions,
  parseMessage,
  roomCreator,
  type LivePass,
  type LiveRoomSnapshot,
} from './room-options.js';
import { FeedHistory, liveCommentator } from './feed-history.js';
import { RoomForecast } from './room-forecast.js';
import { roomTicker, type Tickable } from './room-ticker.js';
import {
  FLOOD_CLOSE_CODE,
  MAX_CONNECTIONS_PER_USER,
  MAX_SPECTATORS,
  SAVE_ATTEMPTS,
  SAVE_RETRY_FIRST_MS,
  SPECTATOR_RECONNECT_SECONDS,
} from './limits.js';
import { UserBudgets, type MessageBudget } from './message-budget.js';
import { saveWithRetries, type SaveOutcome } from './result-saver.js';
import { MatchRoomState, syncFromEngine } from './state.js';

/** The longest delay a Node timer takes (about 24.8 days): a timestep that never comes due in a match. */
const NEVER_MS = 2_147_483_647;
/** At most this many owed seconds are played in one tick; beyond it the process is overloaded and the match slows. */
const MAX_CATCH_UP_STEPS = 20;

/** Per connection, kept across a reconnection (Colyseus copies userData over). */
interface ClientData {
  seat: Seat;
  /** A coach's side; null for a spectator. */
  side: Side | null;
  /** The user's budget, shared by all their connections: rejoining or reconnecting never refills it. */
  budget: MessageBudget;
  /** Disconnected for flooding: its remaining messages are ignored. */
  flooded: boolean;
}

type MatchClient = Client<{ userData: ClientData; auth: LivePass }>;

export class MatchRoom extends Room<{ state: MatchRoomState; metadata: { matchId: string }; client: MatchClient }> implements Tickable {
  /** The room of each match in this process: `create` must not start a second one, and `admit` counts its seats. */
  private static readonly live = new Map<string, MatchRoom>();

  /**
   * The matchmaking check (the bound class's static onAuth): runs before any
   * room is created or seat reserved, so an HTTP call without a valid token
   * for the match it names gets nothing. Refuses with a message the client
   * sees; the pass becomes `client.auth`.
   */
  static async admit(deps: LiveMatchDeps, options: unknown): Promise<LivePass> {
    const pass = passFromOptions(deps, options);
    // A Live Centre match is only ever joined, never created by a client: not live here (nor in another process), nothing to join.
    if (deps.exhibition && !MatchRoom.live.has(pass.matchId) && (await matchMaker.query({ matchId: pass.matchId })).length === 0)
      throw new ServerError(ErrorCode.APPLICATION_ERROR, 'This match is not live');
    // Counted and recorded in one synchronous step (no await between): concurrent joins cannot all pass the caps.
    const room = MatchRoom.live.get(pass.matchId);
    const refusal = room?.refusal(pass);
    if (refusal) throw new ServerError(ErrorCode.APPLICATION_ERROR, refusal);
    room?.seats.admit(pass, performance.now());
    return pass;
  }

  /**
   * The manager's career is gone (abandoned): their live rooms close now, with
   * `resultFailed`, instead of playing on to a save that can never land.
   */
  static closeMatchesOf(userId: string): number {
    let closed = 0;
    for (const room of MatchRoom.live.values()) {
      // A friendly needs nothing of the career once it has started: it plays on.
      if (room.deps.headToHead || !room.coaches.has(userId) || room.state?.resultSaved) continue;
      room.saving ??= Promise.resolve<SaveOutcome>('given-up');
      room.giveUp();
      closed += 1;
    }
    return closed;
  }

  /** Set by `attachGameServer` through a subclass; never from client options. */
  protected deps!: LiveMatchDeps;
  engine!: MatchState;
  private rng!: Rng;
  private setup!: LiveMatchSetup;
  /** Who coaches which side: the career manager, a friendly's two managers, nobody in the Live Centre. */
  private coaches: Coaches = new Map();
  /** Each coached side's connection (a second tab takes it over). */
  private readonly coachSessions: Partial<Record<Side, string>> = {};
  private owedMs = 0;
  private lastTickAt = 0;
  private saving: Promise<SaveOutcome> | null = null;
  /** A dropped coach's seat runs out on these: the AI takes his side (a career match: the rest of it at once). */
  private readonly abandonTimers: Partial<Record<Side, { clear(): void }>> = {};
  /** A friendly's stops, timeouts and coaches' comings and goings. */
  private headToHead: HeadToHead | null = null;
  private readonly scratch: MatchEvent[] = [];
  /** The play-by-play's voice: running totals, runs, lead changes (shared engine/commentary.ts). */
  private commentator!: ReturnType<typeof liveCommentator>;
  /** One message budget per user in this room, for as long as the room lives (a handful of entries: the per-user and spectator caps bound who is here). */
  private readonly budgets = new UserBudgets();
  /** The whole feed for late joiners, narrated on demand. */
  private history!: FeedHistory;
  /** Game seconds played at the last sync: quiet seconds between resyncs send nothing. */
  private syncedElapsed = 0;
  /** A Live Centre break runs out on this timer. */
  private breakTimer: { clear(): void } | null = null;
  /** The win probability: the line once a game minute, the odds now at every score change. */
  private odds!: RoomForecast;
  private stopTicking: () => void = () => undefined;
  /** Crash recovery: this room's claim on its match across processes, and its snapshots. */
  private claim: MatchClaim | null = null;
  private snapshots!: RoomSnapshots;
  /** Passes admitted but not yet joined, and dropped clients' held seats: what the caps count beside the connections. */
  private readonly seats = new SeatLedger();

  override async onCreate(options: unknown): Promise<void> {
    // Refusals are ServerErrors: Colyseus logs any other error of onCreate with its stack, as a fault.
    const refuse = (message: string) => new ServerError(ErrorCode.APPLICATION_ERROR, message);
    const { matchId, userId } = roomCreator(this.deps, options);

    if (MatchRoom.live.has(matchId)) throw refuse('This match is already being played');
    MatchRoom.live.set(matchId, this);
    const claim = new MatchClaim(this.presence, matchId);
    let stored: StoredMatch | null;
    try {
      // Another process's room has it (or its dead owner's claim has not run out yet).
      if (!(await claim.take())) throw new MatchRefused('This match is already being played');
      this.claim = claim;
      this.setup = await this.deps.loadMatch(matchId, userId);
      stored = (await this.deps.snapshots?.load(matchId)) ?? null;
    } catch (error) {
      MatchRoom.live.delete(matchId);
      await claim.release();
      throw error instanceof MatchRefused ? refuse(error.message) : error;
    }
    this.coaches = coachesOf(this.setup, userId);
    // A match whose process died resumes from its last snapshot; otherwise it starts from its seed.
    const { engine, restored } = startingEngine(this.setup, stored, this.deps.exhibition !== undefined);
    this.engine = engine;
    this.snapshots = new RoomSnapshots(this.deps.snapshots, matchId, engine, restored, {
      keepRecord: this.deps.keepRecord === true,
      ...(stored ? { resumedStart: stored.start } : {}),
    });
    this.rng = rngFromState(this.engine.rng);
    this.commentator = liveCommentator(this.engine);
    this.history = new FeedHistory(this.engine);
    this.state = MatchRoomState.from(
      this.engine,
      { matchId: this.setup.matchId, matchday: this.setup.matchday, round: this.setup.round, tickMs: this.deps.tickMs },
      restored ?? undefined,
    );
    this.odds = new RoomForecast(this.deps.forecast ?? ((input) => winModelChance(input, WIN_MODEL)), this.state);
    this.odds.update(this.engine);
    if (this.deps.headToHead) {
      this.headToHead = new HeadToHead(this.deps.headToHead, this);
      this.state.headToHead = this.headToHead.state;
      // Both seats are held from the start: a coach who never comes is replaced by the AI, as one who dropped.
      for (const side of new Set(this.coaches.values())) this.coachAway(side);
    }
    if (restored?.state.status === 'break') this.scheduleBreakEnd();
    this.clock.setInterval(() => this.claim?.renew(), MATCH_CLAIM_RENEW_MS);
    // Only listings read the metadata; the room runs the same whether or not presence has stored it yet.
    void this.setMetadata({ matchId: this.setup.matchId });
    this.maxClients = this.spectatorCap() + MAX_CONNECTIONS_PER_USER;
    // The room lives until its result is saved, whoever is connected.
    this.autoDispose = false;
    // An admitted pass that never joins stops counting when its seat reservation would have expired.
    this.seats.admittedForMs = this.seatReservationTimeout * 1000;
    this.lastTickAt = this.clock.currentTime;
    // Stepped by the process's ticker with the other rooms of its period, not by a timer of its own (room-ticker.ts).
    const ticker = this.deps.ticker ?? roomTicker(this.deps.simulationIntervalMs ?? this.deps.tickMs);
    this.stopTicking = ticker.add(this);
    // A timestep that never comes due: Colyseus treats the room as one that ticks its own clock (the ticker
    // does, in tickNow). Without one, it would tick the clock in every broadcastPatch (running a timer's
    // handler again from its own patch) and, with the patch rate null, from a 60 Hz interval for the room's life.
    this.setTimestep(() => undefined, NEVER_MS);
    // One patch per tick, sent at the end of the tick (after the timestep, for the reason above).
    this.setPatchRate(null);

    for (const type of Object.keys(LIVE_MESSAGE_SCHEMAS) as LiveMessageType[]) {
      this.onMessage(type, (client, message: unknown) => this.handle(client, type, message));
    }
    if (this.headToHead)
      for (const type of Object.keys(FRIENDLY_MESSAGE_SCHEMAS) as FriendlyMessageType[]) {
        this.onMessage(type, (client, message: unknown) => this.handle(client, type, message));
      }
  }

  /**
   * The last word on the caps, before the client gets anything: `admit`
   * refuses early at matchmaking, while this holds whatever raced past it (the
   * count and the decision are one synchronous step), and a pass for another
   * match (`joinById` skips the matchId filter) gets no seat here. A dropped
   * client's held seat comes back through `onReconnect`, not here.
   */
  override onJoin(client: MatchClient, _options: unknown, pass: LivePass | undefined): void {
    if (!pass || pass.matchId !== this.setup.matchId) throw new ServerError(ErrorCode.AUTH_FAILED, INVALID_TOKEN);
    this.seats.joined(pass);
    const refusal = this.refusal(pass, client.sessionId);
    if (refusal) throw new ServerError(ErrorCode.APPLICATION_ERROR, refusal);
    const seat = this.seatFor(pass);
    const side = seat === 'manager' ? (this.coaches.get(pass.userId) ?? null) : null;
    client.userData = { seat, side, budget: this.budgets.of(pass.userId, performance.now()), flooded: false };
    if (side) this.seatCoach(client, side);
    // A late joiner sees the match from the tip-off (the synced feed keeps only the latest few).
    client.send(LIVE_FEED_MESSAGE, this.history.all());
  }

  /** The connection dropped (not a leave): the seat is held for a reconnect. */
  override async onDrop(client: MatchClient): Promise<void> {
    await this.left(client, false);
  }

  /** Left on purpose; a dropped client's leave (its seat ran out) was handled when it dropped. */
  override async onLeave(client: MatchClient, code?: number): Promise<void> {
    if (code === CloseCode.CONSENTED) await this.left(client, true);
  }

  private async left(client: MatchClient, consented: boolean): Promise<void> {
    // Refused in onJoin (Colyseus then drops it like any connection): it never had a seat to hold.
    if (!client.userData) return;
    const side = client.userData.side;
    if (!side || client.sessionId !== this.coachSessions[side]) return this.holdSpectatorSeat(client, consented);
    delete this.coachSessions[side];
    this.state.managerConnected = false;
    if (this.engine.status === 'finished') return this.disposeWhenDone();
    // The clock stops while a coach is away; the AI takes over if nobody returns.
    this.coachAway(side);
    if (consented) return;
    try {
      const back = await this.seats.holding(client.sessionId, client.auth, this.allowReconnection(client, this.deps.reconnectSeconds));
      // A new connection: its messages count again, against the same budget (refilled only by time).
      const data = back.userData;
      if (data) back.userData = { ...data, flooded: false };
      this.seatCoach(back, side);
      back.send(LIVE_FEED_MESSAGE, this.history.all());
    } catch {
      // Not back in time: the abandon timer hands the side to the AI.
    }
  }

  /** `side`'s coach is away (dropped, or not arrived yet): the clock stops and his seat is held, then the AI takes over. */
  private coachAway(side: Side): void {
    this.abandonTimers[side]?.clear();
    const heldMs = this.deps.reconnectSeconds * 1000;
    this.abandonTimers[side] = this.clock.setTimeout(() => void this.coachGone(side), heldMs);
    if (this.headToHead) return this.headToHead.coachAway(side, this.clock.currentTime + heldMs, this.clock.currentTime);
    if (this.engine.status === 'playing') this.command({ type: 'pause' });
    else this.sync([]);
  }

  /** Nobody came back for `side`: a friendly's AI coaches that side from now on; a career match is played out by the AI at once. */
  private async coachGone(side: Side): Promise<void> {
    delete this.abandonTimers[side];
    if (this.headToHead) return this.headToHead.coachGone(side, this.clock.currentTime);
    await this.finishByAi();
  }

  /** A spectator who dropped (not one who left) gets a short while to reconnect to the same seat. */
  private async holdSpectatorSeat(client: MatchClient, consented: boolean): Promise<void> {
    // A flooder was put out on purpose: no seat is held for it.
    if (consented || client.userData?.flooded || this.state.resultSaved || this.state.resultFailed) return;
    try {
      const back = await this.seats.holding(client.sessionId, client.auth, this.allowReconnection(client, SPECTATOR_RECONNECT_SECONDS));
      const data = back.userData;
      if (data) back.userData = { ...data, flooded: false };
      // What happened while away may have left the synced feed's window: the whole feed again (viewers merge by seq).
      back.send(LIVE_FEED_MESSAGE, this.history.all());
    } catch {
      // Gone: the seat is free again.
    }
  }

  override async onDispose(): Promise<void> {
    this.stopTicking();
    for (const timer of Object.values(this.abandonTimers)) timer.clear();
    this.breakTimer?.clear();
    if (this.setup && MatchRoom.live.get(this.setup.matchId) === this) MatchRoom.live.delete(this.setup.matchId);
    // Disposed early (shutdown): nobody coaches any more, so the AI plays it out and it is saved.
    // A save already settled (saved or given up) is not tried again.
    if (this.engine && this.engine.status !== 'finished') this.playOutWithAi();
    if (this.engine) await this.saveOnce();
    await this.claim?.release();
  }

  /** The ticker's step: the room's own clock (its timers), then the game. */
  tickNow(): void {
    this.clock.tick();
    this.tick();
  }

  /** Plays the game seconds owed since the last tick, then sends one patch. */
  tick(now: number = this.clock.currentTime): void {
    const elapsed = now - this.lastTickAt;
    this.lastTickAt = now;
    this.deps.onTick?.(elapsed);
    if (this.engine.status !== 'playing') {
      this.owedMs = 0;
      // A friendly's stop counts down, and ends by itself when its time is up.
      if (this.headToHead && this.engine.status !== 'finished') {
        this.headToHead.tick(now);
        this.broadcastPatch();
      }
      return;
    }
    this.owedMs += elapsed;
    const events = this.scratch;
    events.length = 0;
    let steps = 0;
    while (this.owedMs >= this.deps.tickMs && this.engine.status === 'playing' && steps < MAX_CATCH_UP_STEPS) {
      stepInto(this.engine, MATCH_RULES, this.rng, events);
      this.owedMs -= this.deps.tickMs;
      steps += 1;
    }
    // Stepping may have ended the period or the game (the engine mutates the status).
    const status = this.engine.status as MatchStatus;
    if (status !== 'playing') this.owedMs = 0;
    // Quiet seconds change only what the viewer runs by itself (the clock) or sees at a glance
    // (energy, minutes): they are sent with the next event, status change or resync.
    const resync = this.engine.elapsed - this.syncedElapsed >= LIVE_CLOCK_RESYNC_SECONDS;
    if (steps > 0 && (events.length > 0 || status !== 'playing' || resync)) this.sync(events, status !== 'playing');
    if (status === 'break') {
      if (this.headToHead) this.headToHead.breakStarted(now);
      else this.scheduleBreakEnd();
    }
    if (status === 'finished') void this.saveOnce();
    else if (status === 'break' || this.snapshots.due(this.engine.elapsed)) this.snapshot();
  }

  /** Keeps the match resumable as it is now (crash recovery). */
  private snapshot(): void {
    // Without a store (tests) nothing is copied at all.
    if (!this.snapshots.enabled) return;
    this.snapshots.keep(this.engine, [...this.state.flow], [...this.state.winChance]);
  }

  /** Settles once the snapshots asked for so far are written (tests). */
  snapshotsWritten(): Promise<void> {
    return this.snapshots.flushed();
  }

  /** A Live Centre match plays on after its break's pause; a career match waits for its manager's Continue. */
  private scheduleBreakEnd(): void {
    const exhibition = this.deps.exhibition;
    if (!exhibition || this.breakTimer) return;
    const pause = breakPauseMs(this.engine, exhibition);
    this.breakTimer = this.clock.setTimeout(() => {
      this.breakTimer = null;
      startNextPeriod(this.engine, MATCH_RULES);
      this.snapshots.record(this.engine, { type: 'continue' });
      this.owedMs = 0;
      this.lastTickAt = this.clock.currentTime;
      this.sync([]);
    }, pause);
  }

  private spectatorCap(): number {
    return this.deps.exhibition?.maxSpectators ?? this.deps.headToHead?.maxSpectators ?? MAX_SPECTATORS;
  }

  /** The rooms live in this process (the room bench reads their odds). */
  static rooms(): IterableIterator<MatchRoom> {
    return MatchRoom.live.values();
  }

  /** Live figures for the Live Centre's listing (in-process): score, period, clock and who is watching. */
  static snapshot(matchId: string): LiveRoomSnapshot | null {
    const room = MatchRoom.live.get(matchId);
    if (!room?.engine) return null;
    return liveFigures(room.engine, room.state.periodLabel, room.clients.filter((c) => c.userData?.seat !== 'manager').length);
  }

  private seatFor(pass: LivePass): Seat {
    return seatFor(pass, this.coaches);
  }

  /** The passes of every connection (but `except`'s), every admitted pass not yet joined and every held seat. */
  private passes(except?: string): LivePass[] {
    const connected = this.clients.filter((client) => client.sessionId !== except).map((client) => client.auth);
    return [...connected.filter((pass): pass is LivePass => pass !== undefined), ...this.seats.pending(performance.now())];
  }

  /** Why this pass may not have one more seat here (beside connection `except`, the one asking), or null. */
  private refusal(pass: LivePass, except?: string): string | null {
    return seatRefusal(this.passes(except), pass, this.coaches, this.spectatorCap());
  }

  /** Connections and reserved seats: what the caps count (tests read it). */
  seatsTaken(): number {
    return this.passes().length;
  }

  private seatCoach(client: MatchClient, side: Side): void {
    this.abandonTimers[side]?.clear();
    delete this.abandonTimers[side];
    // A second tab or a reload takes the seat over; the older connection becomes a viewer.
    const returning = this.coachSessions[side] === undefined;
    this.coachSessions[side] = client.sessionId;
    // Every coach is here.
    this.state.managerConnected = [...new Set(this.coaches.values())].every((s) => this.coachSessions[s] !== undefined);
    if (returning) this.headToHead?.coachBack(side, this.clock.currentTime);
    this.broadcastPatch();
  }

  private refuse(client: MatchClient, type: string, message: string): void {
    const body: LiveError = { type, message };
    client.send(LIVE_ERROR_MESSAGE, body);
  }

  /** Spends one message of the client's budget; over it, the message is dropped without a reply. */
  private withinBudget(client: MatchClient): boolean {
    const data = client.userData;
    if (!data || data.flooded) return false;
    const verdict = data.budget.take(performance.now());
    if (verdict === 'flood') {
      data.flooded = true;
      console.warn('[game-server] match', this.setup.matchId, 'disconnecting a flooding client of user', client.auth?.userId);
      client.leave(FLOOD_CLOSE_CODE, 'Too many messages');
    }
    return verdict === 'accept';
  }

  private handle(client: MatchClient, type: LiveMessageType | FriendlyMessageType, message: unknown): void {
    // Before anything else, validation included: a flood costs a counter, nothing more.
    if (!this.withinBudget(client)) return;
    const side = client.userData?.seat === 'manager' ? client.userData.side : null;
    // Only a coach's seat has a side (seatFor): a career match's manager, a friendly's two.
    if (!side) return this.refuse(client, type, 'Spectators cannot control the match');
    // A second tab of the coach takes the seat by acting.
    if (client.sessionId !== this.coachSessions[side]) this.seatCoach(client, side);
    const parsed = parseMessage(type, message);
    if (!parsed.ok) return this.refuse(client, type, parsed.error);
    const headToHead = this.headToHead;
    const refusal = headToHead ? HeadToHead.refusal(type) : null;
    if (refusal) return this.refuse(client, type, refusal);
    if (!parsed.command) {
      // Ready to play on: a friendly's own, no command of the match.
      const error = headToHead ? headToHead.readyToPlay(side, this.clock.currentTime) : 'Not in this match';
      if (error) return this.refuse(client, type, error);
      return void this.broadcastPatch();
    }
    const result = this.command(parsed.command, side);
    if (!result.ok) return this.refuse(client, type, result.error);
    if (type === 'timeout' && headToHead) {
      headToHead.timeoutCalled(side, this.clock.currentTime);
      this.broadcastPatch();
    }
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
    if (!wasPlaying && this.engine.status === 'playing') {
      this.owedMs = 0;
      this.lastTickAt = this.clock.currentTime;
    }
    this.sync(result.events);
    // Every command is kept: a crash never undoes what the manager decided.
    this.snapshot();
    return result;
  }

  private sync(events: readonly MatchEvent[], full = true): void {
    this.syncedElapsed = this.engine.elapsed;
    syncFromEngine(
      this.state,
      this.engine,
      events,
      this.engine.events.length - events.length + 1,
      full,
      (event) => this.commentator.narrate(event).text,
    );
    // A minute ended or the score changed: the odds now.
    this.odds.update(this.engine);
    this.headToHead?.publish(this.clock.currentTime);
    this.broadcastPatch();
  }

  /** The AI coaches both sides to the final buzzer at once, every step logged (a friendly's replay plays it the same way). */
  private playOutWithAi(): void {
    playOutLogged(this.engine, this.rng, (command, side) => this.snapshots.record(this.engine, command, side));
  }

  /** Nobody came back: the AI coaches the rest at once, and the result is saved. */
  private async finishByAi(): Promise<void> {
    if (this.engine.status !== 'finished') {
      const before = this.engine.events.length;
      this.playOutWithAi();
      this.sync(this.engine.events.slice(before));
    }
    await this.saveOnce();
    this.disposeWhenDone();
  }

  /**
   * Exactly one save per room, however many ends race (final buzzer, leave,
   * dispose): retried a bounded number of times, then given up for good.
   */
  private saveOnce(): Promise<SaveOutcome> {
    this.saving ??= saveWithRetries(
      async () => {
        this.engine.rng = this.rng.state();
        await this.deps.saveResult(
          this.setup.matchId,
          this.engine,
          this.snapshots.matchRecord(this.engine, [...this.state.flow], [...this.state.winChance]),
        );
      },
      { attempts: SAVE_ATTEMPTS, firstDelayMs: this.deps.saveRetryFirstMs ?? SAVE_RETRY_FIRST_MS },
      (error, attempt, final) => {
        // Logged once, when the room gives up; a retry that then succeeds is no news.
        if (final)
          console.error(
            `[game-server] match ${this.setup.matchId}: result not saved after ${attempt} attempt(s), closing the room:`,
            error,
          );
      },
    ).then((outcome) => {
      if (outcome === 'saved') {
        void this.snapshots.clear();
        this.state.resultSaved = true;
        this.broadcastPatch();
        this.disposeWhenDone();
      } else {
        this.giveUp();
      }
      return outcome;
    });
    return this.saving;
  }

  /**
   * The result will never be saved: clients see `resultFailed` in one last
   * patch, then everyone is disconnected and the room disposes (its intervals
   * and timers go with it). Already disposing (shutdown): nothing more to do.
   */
  private giveUp(): void {
    this.state.resultFailed = true;
    this.broadcastPatch();
    void this.disconnect();
  }

  private disposeWhenDone(): void {
    if (!this.state.resultSaved) return;
    this.autoDispose = true;
    if (this.clients.length === 0) void this.disconnect();
  }
}
