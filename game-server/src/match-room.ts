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
 * Every kind of match plays in this one room; what differs between them
 * (who may create and join it, who commands which side, how the clock starts
 * and stops, who coaches an absent side, the record, where the result goes)
 * is asked of its kind (`deps.kind`, kinds/): a career match, a Live Centre
 * exhibition, a friendly, a league match between managers. Every room sends
 * a joining client the whole feed so far, holds a dropped spectator's seat
 * for a reconnect, and patches only when a viewer would see a change (the
 * clock runs on clients).
 *
 * The room keeps the connections, the seats and the result; the game itself
 * is in live-match.ts (its clock in game-stepper.ts), the coaches' seats in
 * coach-seats.ts, the clients' messages in match-client.ts and the one save
 * in result-saver.ts.
 */
import { performance } from 'node:perf_hooks';
import { CloseCode, ErrorCode, matchMaker, Room, ServerError } from '@colyseus/core';
import {
  FRIENDLY_MESSAGE_SCHEMAS,
  LIVE_FEED_MESSAGE,
  LIVE_MESSAGE_SCHEMAS,
  rngFromState,
  type CommandResult,
  type FriendlyMessageType,
  type LiveMessageType,
  type ManagerCommand,
  type MatchState,
  type Rng,
  type Side,
} from '@hardwood/shared';
import { CoachSeats } from './coach-seats.js';
import { MatchRefused, type LiveMatchDeps, type LiveMatchSetup } from './deps.js';
import { FeedHistory } from './feed-history.js';
import { coachedSides } from './kinds/index.js';
import { MAX_CONNECTIONS_PER_USER, SAVE_ATTEMPTS, SAVE_RETRY_FIRST_MS, SPECTATOR_RECONNECT_SECONDS } from './limits.js';
import { LiveMatch } from './live-match.js';
import { MATCH_CLAIM_RENEW_MS, MatchClaim } from './match-claim.js';
import { ClientMessages, reconnected, type MatchClient } from './match-client.js';
import { UserBudgets } from './message-budget.js';
import { roomCoaching } from './room-coaching.js';
import { ResultSave, type SaveOutcome } from './result-saver.js';
import { INVALID_TOKEN, passFromOptions, WRONG_ROOM, type LivePass, type LiveRoomSnapshot } from './room-options.js';
import { liveFigures, SeatLedger, seatFor, seatRefusal, type Coaches } from './room-seats.js';
import { RoomSnapshots, startingEngine, type StoredMatch } from './room-snapshots.js';
import { roomTicker, type Tickable } from './room-ticker.js';
import { MatchRoomState } from './state.js';

/** The longest delay a Node timer takes (about 24.8 days): a timestep that never comes due in a match. */
const NEVER_MS = 2_147_483_647;

export class MatchRoom extends Room<{ state: MatchRoomState; metadata: { matchId: string }; client: MatchClient }> implements Tickable {
  /** The room of each match in this process: `create` must not start a second one, and `admit` counts its seats. */
  private static readonly live = new Map<string, MatchRoom>();

  /**
   * The matchmaking check (the bound class's static onAuth): runs before any
   * room is created or seat reserved, so an HTTP call without a valid token
   * for the match it names gets nothing. Refuses with a message the client
   * sees; the pass becomes `client.auth`. `roomName`: the kind of room asked
   * for (career, friendly, Live Centre), which the match must be played in.
   */
  static async admit(deps: LiveMatchDeps, options: unknown, roomName: string): Promise<LivePass> {
    const pass = passFromOptions(deps, options);
    // A room only the server creates (a Live Centre match) is only ever joined: not live here (nor in another process), nothing to join.
    if (
      !deps.kind.createdByClients &&
      !MatchRoom.live.has(pass.matchId) &&
      (await matchMaker.query({ name: roomName, matchId: pass.matchId })).length === 0
    )
      throw new ServerError(ErrorCode.APPLICATION_ERROR, 'This match is not live');
    // Counted and recorded in one synchronous step (no await between): concurrent joins cannot all pass the caps.
    const room = MatchRoom.live.get(pass.matchId);
    // Every kind of room shares the token signer and this map: a pass shown to another kind (a friendly's to the
    // career room) would otherwise be counted in its match's room for a seat reservation's time, though the
    // matchmaker never seats it there, and refuse the coach's own next tab.
    if (room && room.roomName !== roomName) throw new ServerError(ErrorCode.AUTH_FAILED, WRONG_ROOM);
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
      // A kind that needs nothing of the career once it has started (a friendly) plays on.
      if (!room.deps.kind.closesWithCareer || !room.coaches.has(userId) || room.state?.resultSaved) continue;
      room.resultSave.forgo();
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
  /** Who coaches which side (the kind's commanders): the career manager, a friendly's two managers, nobody in the Live Centre. */
  private coaches: Coaches = new Map();
  /** The game: its ticks, commands, synced state, stops and breaks. */
  private match!: LiveMatch;
  /** Which connection holds each coached side's seat, and the holds on an away coach's. */
  private coachSeats!: CoachSeats;
  /** The one save of the result. */
  private resultSave!: ResultSave;
  /** One message budget per user in this room, for as long as the room lives (a handful of entries: the per-user and spectator caps bound who is here). */
  private readonly budgets = new UserBudgets();
  /** The whole feed for late joiners, narrated on demand. */
  private history!: FeedHistory;
  private stopTicking: () => void = () => undefined;
  /** Crash recovery: this room's claim on its match across processes, and its snapshots. */
  private claim: MatchClaim | null = null;
  private snapshots!: RoomSnapshots;
  /** Passes admitted but not yet joined, and dropped clients' held seats: what the caps count beside the connections. */
  private readonly seats = new SeatLedger();

  override async onCreate(options: unknown): Promise<void> {
    // Refusals are ServerErrors: Colyseus logs any other error of onCreate with its stack, as a fault.
    const refuse = (message: string) => new ServerError(ErrorCode.APPLICATION_ERROR, message);
    const kind = this.deps.kind;
    const { matchId, userId } = kind.creatorOf(options, this.deps.tokens);

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
    this.resultSave = this.createResultSave();
    this.coaches = kind.commanders(this.setup, userId);
    // A match whose process died resumes from its last snapshot; otherwise it starts from its seed.
    const coached = coachedSides(this.coaches);
    const { engine, restored } = startingEngine(this.setup, stored, { coached, tipsOffAtOnce: kind.tipOff === 'at-once' });
    this.engine = engine;
    this.snapshots = new RoomSnapshots(this.deps.snapshots, matchId, engine, restored, {
      keepRecord: kind.keepsRecord,
      ...(stored ? { resumedStart: stored.start } : {}),
    });
    this.rng = rngFromState(this.engine.rng);
    this.history = new FeedHistory(this.engine);
    this.state = MatchRoomState.from(
      this.engine,
      { matchId: this.setup.matchId, matchday: this.setup.matchday, round: this.setup.round, tickMs: this.deps.tickMs },
      restored ?? undefined,
    );
    const coaching = roomCoaching(this.engine, this.setup, coached, restored !== null);
    this.match = new LiveMatch(
      this.engine,
      this.rng,
      this.state,
      this.snapshots,
      this.deps,
      this,
      coaching,
      () => void this.resultSave.once(),
    );
    const headToHead = this.match.headToHead;
    this.coachSeats = new CoachSeats(this, this.coaches, kind.absentCoach, headToHead, this.deps.reconnectSeconds * 1000, {
      sync: () => this.match.sync([]),
      finishByAi: () => this.finishByAi(),
      playOnByPlan: (side) => this.match.playOnByPlan(side),
      coachBack: (side) => this.match.coachReturned(side),
    });
    this.coachSeats.opening();
    if (restored?.state.status === 'break') this.match.scheduleBreakEnd();
    this.clock.setInterval(() => this.claim?.renew(), MATCH_CLAIM_RENEW_MS);
    // Only listings read the metadata; the room runs the same whether or not presence has stored it yet.
    void this.setMetadata({ matchId: this.setup.matchId });
    this.maxClients = kind.maxSpectators + MAX_CONNECTIONS_PER_USER;
    // The room lives until its result is saved, whoever is connected.
    this.autoDispose = false;
    // An admitted pass that never joins stops counting when its seat reservation would have expired.
    this.seats.admittedForMs = this.seatReservationTimeout * 1000;
    this.match.startClock(this.clock.currentTime);
    // Stepped by the process's ticker with the other rooms of its period, not by a timer of its own (room-ticker.ts).
    const ticker = this.deps.ticker ?? roomTicker(this.deps.simulationIntervalMs ?? this.deps.tickMs);
    this.stopTicking = ticker.add(this);
    // A timestep that never comes due: Colyseus treats the room as one that ticks its own clock (the ticker
    // does, in tickNow). Without one, it would tick the clock in every broadcastPatch (running a timer's
    // handler again from its own patch) and, with the patch rate null, from a 60 Hz interval for the room's life.
    this.setTimestep(() => undefined, NEVER_MS);
    // One patch per tick, sent at the end of the tick (after the timestep, for the reason above).
    this.setPatchRate(null);

    const messages = new ClientMessages(this.setup.matchId, this, this.coachSeats, kind, headToHead);
    // Timeouts and "ready" are the stops' (a room with two coaches).
    const types = [...Object.keys(LIVE_MESSAGE_SCHEMAS), ...(headToHead ? Object.keys(FRIENDLY_MESSAGE_SCHEMAS) : [])];
    for (const type of types as (LiveMessageType | FriendlyMessageType)[])
      this.onMessage(type, (client, message: unknown) => messages.handle(client, type, message));
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
    const seat = seatFor(pass, this.coaches);
    const side = seat === 'manager' ? (this.coaches.get(pass.userId) ?? null) : null;
    client.userData = { seat, side, budget: this.budgets.of(pass.userId, performance.now()), flooded: false };
    if (side) this.coachSeats.seat(side, client.sessionId);
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
    if (!side || !this.coachSeats.vacate(side, client.sessionId)) return this.holdSpectatorSeat(client, consented);
    if (this.engine.status === 'finished') return this.disposeWhenDone();
    // The clock stops while a coach is away (a friendly's, within his budget of holds); the AI takes over if nobody returns.
    this.coachSeats.away(side, consented);
    if (consented) return;
    try {
      const back = await this.seats.holding(client.sessionId, client.auth, this.allowReconnection(client, this.deps.reconnectSeconds));
      reconnected(back);
      this.coachSeats.seat(side, back.sessionId);
      back.send(LIVE_FEED_MESSAGE, this.history.all());
    } catch {
      // Not back in time: the abandon timer hands the side to the AI.
    }
  }

  /** A spectator who dropped (not one who left) gets a short while to reconnect to the same seat. */
  private async holdSpectatorSeat(client: MatchClient, consented: boolean): Promise<void> {
    // A flooder was put out on purpose: no seat is held for it.
    if (consented || client.userData?.flooded || this.state.resultSaved || this.state.resultFailed) return;
    try {
      const back = await this.seats.holding(client.sessionId, client.auth, this.allowReconnection(client, SPECTATOR_RECONNECT_SECONDS));
      reconnected(back);
      // What happened while away may have left the synced feed's window: the whole feed again (viewers merge by seq).
      back.send(LIVE_FEED_MESSAGE, this.history.all());
    } catch {
      // Gone: the seat is free again.
    }
  }

  override async onDispose(): Promise<void> {
    this.stopTicking();
    this.coachSeats?.dispose();
    this.match?.dispose();
    if (this.setup && MatchRoom.live.get(this.setup.matchId) === this) MatchRoom.live.delete(this.setup.matchId);
    // Disposed early (shutdown): nobody coaches any more, so the AI plays it out and it is saved.
    // A save already settled (saved or given up) is not tried again.
    if (this.engine && this.engine.status !== 'finished') this.match.playOut(false);
    if (this.engine) await this.resultSave.once();
    await this.claim?.release();
  }

  /** The ticker's step: the room's own clock (its timers), then the game. */
  tickNow(): void {
    this.clock.tick();
    this.tick();
  }

  /** Plays the game seconds owed since the last tick, then sends one patch. */
  tick(now: number = this.clock.currentTime): void {
    this.match.tick(now);
  }

  /** Settles once the snapshots asked for so far are written (tests). */
  snapshotsWritten(): Promise<void> {
    return this.snapshots.flushed();
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

  /** The passes of every connection (but `except`'s), every admitted pass not yet joined and every held seat. */
  private passes(except?: string): LivePass[] {
    const connected = this.clients.filter((client) => client.sessionId !== except).map((client) => client.auth);
    return [...connected.filter((pass): pass is LivePass => pass !== undefined), ...this.seats.pending(performance.now())];
  }

  /** Why this pass may not have one more seat here (beside connection `except`, the one asking), or null. */
  private refusal(pass: LivePass, except?: string): string | null {
    return seatRefusal(this.passes(except), pass, this.coaches, this.deps.kind.maxSpectators);
  }

  /** Connections and reserved seats: what the caps count (tests read it). */
  seatsTaken(): number {
    return this.passes().length;
  }

  /** Applies a command to the match and logs it (live-match.ts): a coach's, or the room's own when no side is given. */
  command(command: ManagerCommand, side?: Side): CommandResult {
    return this.match.command(command, side);
  }

  /** A coach's own command, from his message (an overrule of his plan included). */
  managerCommand(command: ManagerCommand, side: Side): CommandResult {
    return this.match.managerCommand(command, side);
  }

  /** Nobody came back: his plan, else the AI, coaches the rest at once, and the result is saved. */
  private async finishByAi(): Promise<void> {
    this.match.playOut(true);
    await this.resultSave.once();
    this.disposeWhenDone();
  }

  /** The room's one save of its result: a saved result ends the room once everyone has gone; one that cannot be saved ends it now. */
  private createResultSave(): ResultSave {
    const policy = { attempts: SAVE_ATTEMPTS, firstDelayMs: this.deps.saveRetryFirstMs ?? SAVE_RETRY_FIRST_MS };
    const save = async () => {
      this.engine.rng = this.rng.state();
      const record = this.snapshots.matchRecord(this.engine, [...this.state.flow], [...this.state.winChance]);
      await this.deps.saveResult(this.setup.matchId, this.engine, record);
    };
    return new ResultSave(this.setup.matchId, policy, save, (outcome: SaveOutcome) => {
      if (outcome === 'saved') {
        void this.snapshots.clear();
        // Where the result goes beyond the save is the kind's (a career match ended with its manager away is his matchday to process).
        this.deps.kind.resultSaved(this.deps, this.setup, this.state.managerConnected);
        this.state.resultSaved = true;
        this.broadcastPatch();
        this.disposeWhenDone();
      } else {
        this.giveUp();
      }
    });
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
