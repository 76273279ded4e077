/**
 * One live match (issue 5). The room creates the engine state from the store
 * (through injected deps), steps it one game second per tick of the room
 * clock, applies the manager's validated commands, and records the result
 * once at the end. Spectators watch; every message of theirs is refused.
 *
 * The game clock follows elapsed room time, not a tick count: a late tick
 * plays the seconds it owes, so a busy process slows nothing down on screen.
 */
import { Room, type Client } from '@colyseus/core';
import {
  applyCommand,
  createMatch,
  LIVE_ERROR_MESSAGE,
  LIVE_MESSAGE_SCHEMAS,
  liveJoinOptionsSchema,
  MATCH_RULES,
  rngFromState,
  simulateToEnd,
  stepInto,
  type LiveError,
  type LiveMessagePayload,
  type LiveMessageType,
  type ManagerCommand,
  type MatchEvent,
  type MatchState,
  type MatchStatus,
  type Rng,
  type Side,
} from '@hardwood/shared';
import type { LiveMatchDeps, LiveMatchSetup } from './deps.js';
import { MatchRoomState, syncFromEngine } from './state.js';
import type { LiveTokenClaims } from './token.js';

/** At most this many owed seconds are played in one tick; beyond it the process is overloaded and the match slows. */
const MAX_CATCH_UP_STEPS = 20;

interface Seat {
  role: 'manager' | 'spectator';
  userId: string;
}

/** A validated room message as the engine's manager command. */
function toCommand<T extends LiveMessageType>(type: T, payload: LiveMessagePayload<T>): ManagerCommand {
  if (type === 'substitute') {
    const { outId, inId } = payload as LiveMessagePayload<'substitute'>;
    return { type: 'substitute', outId, inId };
  }
  if (type === 'tactics') return { type: 'tactics', tactics: payload as LiveMessagePayload<'tactics'> };
  return { type: type as 'play' | 'pause' | 'continue' };
}

export class MatchRoom extends Room<MatchRoomState> {
  /** Matches with a room in this process: `create` must not start a second one beside `joinOrCreate`'s. */
  private static readonly live = new Set<string>();

  /** Set by `attachGameServer` through a subclass; never from client options. */
  protected deps!: LiveMatchDeps;
  private engine!: MatchState;
  private rng!: Rng;
  private setup!: LiveMatchSetup;
  private managerId = '';
  private managerSessionId: string | null = null;
  private owedMs = 0;
  private lastTickAt = 0;
  private seq = 0;
  private saving: Promise<void> | null = null;
  private abandonTimer: { clear(): void } | null = null;
  private readonly scratch: MatchEvent[] = [];

  override async onCreate(options: unknown): Promise<void> {
    const parsed = liveJoinOptionsSchema.safeParse(options);
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Invalid match options');
    const claims = this.deps.tokens.verify(parsed.data.token);
    if (!claims || claims.matchId !== parsed.data.matchId) throw new Error('Your live token is invalid or has expired');
    if (claims.role !== 'manager' || parsed.data.spectate) throw new Error('This match is not being played live right now');

    if (MatchRoom.live.has(parsed.data.matchId)) throw new Error('This match is already being played');
    MatchRoom.live.add(parsed.data.matchId);
    try {
      this.setup = await this.deps.loadMatch(parsed.data.matchId, claims.userId);
    } catch (error) {
      MatchRoom.live.delete(parsed.data.matchId);
      throw error;
    }
    this.managerId = claims.userId;
    const managed = (side: Side) => side === this.setup.managedSide;
    this.engine = createMatch({ ...this.setup.home, managed: managed('home') }, { ...this.setup.away, managed: managed('away') }, { recordEvents: true }, this.setup.seed);
    this.rng = rngFromState(this.engine.rng);
    this.state = MatchRoomState.from(this.engine, { matchId: this.setup.matchId, matchday: this.setup.matchday, round: this.setup.round });
    this.setMetadata({ matchId: this.setup.matchId });
    // The room lives until its result is saved, whoever is connected.
    this.autoDispose = false;
    // One patch per tick, sent at the end of the tick.
    this.setPatchRate(null);
    this.lastTickAt = this.clock.currentTime;
    this.setSimulationInterval(() => this.tick(), this.deps.simulationIntervalMs ?? this.deps.tickMs);

    for (const type of Object.keys(LIVE_MESSAGE_SCHEMAS) as LiveMessageType[]) {
      this.onMessage(type, (client, message: unknown) => this.handle(client, type, message));
    }
  }

  override onAuth(_client: Client, options: unknown): Seat {
    const parsed = liveJoinOptionsSchema.safeParse(options);
    const claims: LiveTokenClaims | null = parsed.success ? this.deps.tokens.verify(parsed.data.token) : null;
    if (!claims || claims.matchId !== this.setup.matchId) throw new Error('Your live token is invalid or has expired');
    const manager = claims.role === 'manager' && claims.userId === this.managerId && !parsed.data?.spectate;
    return { role: manager ? 'manager' : 'spectator', userId: claims.userId };
  }

  override onJoin(client: Client, _options: unknown, seat: Seat): void {
    if (seat.role === 'manager') this.seatManager(client);
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    if (client.sessionId !== this.managerSessionId) return;
    this.managerSessionId = null;
    this.state.managerConnected = false;
    if (this.engine.status === 'finished') return this.disposeWhenDone();
    // The clock stops while the manager is away; the AI takes over if nobody returns.
    if (this.engine.status === 'playing') this.engine.status = 'paused';
    this.sync([]);
    this.abandonTimer?.clear();
    this.abandonTimer = this.clock.setTimeout(() => void this.finishByAi(), this.deps.reconnectSeconds * 1000);
    if (consented) return;
    try {
      const back = await this.allowReconnection(client, this.deps.reconnectSeconds);
      this.seatManager(back);
    } catch {
      // Not back in time: the abandon timer finishes the match.
    }
  }

  override async onDispose(): Promise<void> {
    this.abandonTimer?.clear();
    if (this.setup) MatchRoom.live.delete(this.setup.matchId);
    // Disposed early (shutdown): nobody coaches any more, so the AI plays it out and it is saved.
    if (this.engine && this.engine.status !== 'finished') this.playOutWithAi();
    if (this.engine) await this.saveOnce();
  }

  /** Plays the game seconds owed since the last tick, then sends one patch. */
  tick(now: number = this.clock.currentTime): void {
    const elapsed = now - this.lastTickAt;
    this.lastTickAt = now;
    this.deps.onTick?.(elapsed);
    if (this.engine.status !== 'playing') {
      this.owedMs = 0;
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
    // Ticks sync lightly (clock, the tens on court); commands and events sync everything.
    if (steps > 0) this.sync(events, status !== 'playing');
    if (status === 'finished') void this.saveOnce();
  }

  private seatManager(client: Client): void {
    this.abandonTimer?.clear();
    this.abandonTimer = null;
    // A second tab or a reload takes the seat over; the older connection becomes a viewer.
    this.managerSessionId = client.sessionId;
    this.state.managerConnected = true;
    this.broadcastPatch();
  }

  private refuse(client: Client, type: string, message: string): void {
    const body: LiveError = { type, message };
    client.send(LIVE_ERROR_MESSAGE, body);
  }

  private handle(client: Client, type: LiveMessageType, message: unknown): void {
    // The seat comes from the token checked in onAuth; a message may beat onJoin, so seat the manager here too.
    const seat = client.auth as Seat | undefined;
    if (seat?.role !== 'manager') return this.refuse(client, type, 'Spectators cannot control the match');
    if (client.sessionId !== this.managerSessionId) this.seatManager(client);
    const parsed = LIVE_MESSAGE_SCHEMAS[type].safeParse(message ?? undefined);
    if (!parsed.success) return this.refuse(client, type, parsed.error.issues[0]?.message ?? `Invalid ${type} message`);
    const command = toCommand(type, parsed.data);
    const wasPlaying = this.engine.status === 'playing';
    const result = applyCommand(this.engine, this.setup.managedSide, command, MATCH_RULES);
    if (!result.ok) return this.refuse(client, type, result.error);
    // The clock restarts now: time spent stopped is not owed.
    if (!wasPlaying && this.engine.status === 'playing') {
      this.owedMs = 0;
      this.lastTickAt = this.clock.currentTime;
    }
    this.sync(result.events);
  }

  private sync(events: readonly MatchEvent[], full = true): void {
    syncFromEngine(this.state, this.engine, events, () => ++this.seq, full);
    this.broadcastPatch();
  }

  private playOutWithAi(): void {
    this.engine.home.managed = false;
    this.engine.away.managed = false;
    this.engine.rng = this.rng.state();
    simulateToEnd(this.engine);
    this.rng = rngFromState(this.engine.rng);
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

  /** Exactly one save per room, however many ends race (final buzzer, leave, dispose). */
  private saveOnce(): Promise<void> {
    this.saving ??= (async () => {
      this.engine.rng = this.rng.state();
      await this.deps.saveResult(this.setup.matchId, this.engine);
      this.state.resultSaved = true;
      this.broadcastPatch();
      this.disposeWhenDone();
    })().catch((error: unknown) => {
      // Let a later end (dispose, another tick) try again.
      this.saving = null;
      console.error('[game-server] saving match', this.setup.matchId, 'failed:', error);
    });
    return this.saving;
  }

  private disposeWhenDone(): void {
    if (!this.state.resultSaved) return;
    this.autoDispose = true;
    if (this.clients.length === 0) void this.disconnect();
  }
}
