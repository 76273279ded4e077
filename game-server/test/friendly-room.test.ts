/**
 * The match room as a friendly (`deps.headToHead`) over real WebSockets,
 * the store faked: two coaches, each commanding only his side; no pause,
 * timeouts counted and held; the room's own tip-off and breaks; a dropped
 * coach's seat held, then his side to the AI; one save, with a record that
 * replays to the result; both coaches and a spectator sent the same state.
 */
import { Server } from '@colyseus/core';
import type { ColyseusTestServer } from '@colyseus/testing';
import { WebSocketTransport } from '@colyseus/ws-transport';
import type { Room as ClientRoom } from '@colyseus/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildCatalogue,
  catalogueTeam,
  FRIENDLY,
  LIVE_ERROR_MESSAGE,
  replayTimeline,
  type LiveError,
  type MatchRecord,
  type MatchState,
} from '@hardwood/shared';
import {
  defineMatchRoom,
  friendlyKind,
  LiveTokenSigner,
  MatchRefused,
  type LiveMatchDeps,
  type LiveProgress,
  type LiveSnapshotStore,
} from '../src/index.js';
import { RECONNECT_HOLDS_PER_GAME } from '../src/limits.js';
import type { MatchRoom } from '../src/match-room.js';
import type { MatchRoomState } from '../src/state.js';
import { serve } from './serve.js';

const catalogue = buildCatalogue();
const tokens = new LiveTokenSigner();
const coachToken = (userId: string, matchId = 'f1') => tokens.sign({ userId, matchId, role: 'manager' });
const saves: Array<{ matchId: string; state: MatchState; record: MatchRecord | undefined }> = [];
/** Room milliseconds per game second: a whole game in about five seconds. */
const TICK_MS = 2;
const STOPS = { timeoutMs: 400, quarterBreakMs: 150, halfTimeMs: 150, tipOffMs: 30_000, returnMs: 100, maxSpectators: 3 };

/** The crash-recovery records, as the API keeps them (a start, the newest progress). */
const records = new Map<string, { start: string; progress: string | null; elapsed: number }>();
const store: LiveSnapshotStore = {
  begin: async (matchId, start) => void records.set(matchId, { start, progress: null, elapsed: -1 }),
  save: async (matchId, elapsed, progress) => {
    const kept = records.get(matchId);
    if (kept && kept.elapsed <= elapsed) records.set(matchId, { ...kept, progress, elapsed });
  },
  load: async (matchId) => records.get(matchId) ?? null,
  clear: async (matchId) => void records.delete(matchId),
};

function deps(reconnectSeconds: number, snapshots?: LiveSnapshotStore, rules: Partial<LiveMatchDeps> = {}): LiveMatchDeps {
  return {
    tokens,
    ...(snapshots ? { snapshots } : {}),
    tickMs: TICK_MS,
    reconnectSeconds,
    kind: friendlyKind(STOPS),
    ...rules,
    loadMatch: async (matchId, userId) => {
      if (userId !== 'ua' && userId !== 'ub') throw new MatchRefused('This friendly is not yours to coach');
      return {
        matchId,
        managedSide: null,
        coaches: { home: 'ua', away: 'ub' },
        home: catalogueTeam(catalogue, 401),
        away: catalogueTeam(catalogue, 402),
        seed: 5,
        matchday: 0,
        round: 0,
      };
    },
    saveResult: async (matchId, state, record) => {
      saves.push({ matchId, state: structuredClone(state), record: structuredClone(record) });
    },
  };
}

let colyseus: ColyseusTestServer;
beforeAll(async () => {
  const gameServer = new Server({ transport: new WebSocketTransport(), gracefullyShutdown: false });
  defineMatchRoom(gameServer, deps(120), 'friendly');
  // A one-second seat for a dropped coach.
  defineMatchRoom(gameServer, deps(1), 'friendly-short');
  // Crash recovery: the records kept in a store.
  defineMatchRoom(gameServer, deps(120, store), 'friendly-store');
  // A coach's return stops the clock 30 s unless both coaches say they are ready; a game second every 5 ms.
  defineMatchRoom(gameServer, deps(120, undefined, { tickMs: 5, kind: friendlyKind({ ...STOPS, returnMs: 30_000 }) }), 'friendly-holds');
  colyseus = await serve(gameServer, 3);
});
afterEach(async () => {
  await colyseus.cleanup();
  await new Promise((resolve) => setTimeout(resolve, 50));
  saves.length = 0;
});
afterAll(async () => colyseus.shutdown());

type Client = ClientRoom<MatchRoomState>;

async function coaches(roomName = 'friendly', matchId = 'f1'): Promise<{ a: Client; b: Client }> {
  const a = await colyseus.sdk.joinOrCreate<MatchRoomState>(roomName, { matchId, token: coachToken('ua', matchId) });
  const b = await colyseus.sdk.joinOrCreate<MatchRoomState>(roomName, { matchId, token: coachToken('ub', matchId) });
  for (const c of [a, b]) c.onMessage('feed', () => undefined);
  await until(() => b.state.headToHead?.awayConnected === true && a.state.headToHead?.awayConnected === true);
  return { a, b };
}

function until(condition: () => boolean, timeout = 10_000): Promise<void> {
  return vi.waitFor(
    () => {
      if (!condition()) throw new Error('not yet');
    },
    { timeout, interval: 5 },
  );
}

/** The next refusal the client receives. */
function refusal(client: Client, type: string, payload?: unknown): Promise<LiveError> {
  const next = new Promise<LiveError>((resolve) => client.onMessage(LIVE_ERROR_MESSAGE, (message: LiveError) => resolve(message)));
  client.send(type, payload);
  return next;
}

/** A player of `side` on court and one on the bench who can come in. */
function swap(state: MatchRoomState, side: 'home' | 'away') {
  const team = state[side];
  const outId = team.onCourt[0] as string;
  const inId = team.players.find((p) => p.slot === '' && !p.injured && !p.fouledOut)?.id as string;
  return { outId, inId };
}

describe('a friendly room', () => {
  it('gives each coach his side only, and no pause: tactics and substitutions checked by side', async () => {
    const { a, b } = await coaches();
    expect(a.state.status).toBe('not_started');
    expect(a.state.home.managed && a.state.away.managed).toBe(true);
    expect(a.state.headToHead).toMatchObject({ stop: 'tip-off', homeConnected: true, awayConnected: true, homeTimeoutsLeft: 2 });
    expect(a.state.managerConnected).toBe(true);

    // Away's players are not home's coach's to move.
    const away = swap(a.state, 'away');
    expect(await refusal(a, 'substitute', away)).toEqual({ type: 'substitute', message: 'Player is not available in this match' });
    const home = swap(a.state, 'home');
    a.send('substitute', home);
    await until(() => b.state.home.onCourt[0] === home.inId);
    b.send('tactics', { pace: 'fast', offense: 'perimeter', defense: 'zone' });
    await until(() => a.state.away.pace === 'fast');
    expect(a.state.home.pace).toBe('moderate');

    expect(await refusal(a, 'pause')).toEqual({ type: 'pause', message: 'There is no pause in a friendly: call a timeout instead' });
    expect((await refusal(b, 'play')).message).toMatch(/starts again by itself/);
    expect((await refusal(b, 'timeout')).message).toMatch(/clock is already stopped/);
    const fan = await colyseus.sdk.join<MatchRoomState>('friendly', {
      matchId: 'f1',
      token: tokens.sign({ userId: 'fan', matchId: 'f1', role: 'spectator' }),
    });
    fan.onMessage('feed', () => undefined);
    expect(await refusal(fan, 'timeout')).toEqual({ type: 'timeout', message: 'Spectators cannot control the match' });
    expect(await refusal(fan, 'ready')).toEqual({ type: 'ready', message: 'Spectators cannot control the match' });
    expect(a.state.status).toBe('not_started');
  });

  it('tips off once both coaches are ready, counts timeouts, holds the clock for them, and refuses a third in a half', async () => {
    const { a, b } = await coaches('friendly', 'f2');
    a.send('ready');
    await until(() => b.state.headToHead?.homeReady === true);
    // One coach ready is not enough: the tip-off waits (30 s here) for the other.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(a.state.status).toBe('not_started');
    b.send('ready');
    await until(() => a.state.status === 'playing');

    a.send('timeout');
    await until(() => b.state.status === 'paused');
    expect(b.state.headToHead).toMatchObject({ stop: 'timeout', stopSide: 'home', homeTimeoutsLeft: 1, awayTimeoutsLeft: 2 });
    const clock = b.state.clock;
    // The other coach substitutes at the stop; the clock stays where it stopped.
    const subs = swap(b.state, 'away');
    b.send('substitute', subs);
    await until(() => a.state.away.onCourt[0] === subs.inId);
    expect(a.state.clock).toBe(clock);
    // The timeout runs out by itself.
    await until(() => a.state.status === 'playing');

    a.send('timeout');
    await until(() => a.state.headToHead?.homeTimeoutsLeft === 0);
    await until(() => a.state.status === 'playing');
    expect(a.state.quarter).toBeLessThanOrEqual(2);
    expect(await refusal(a, 'timeout')).toEqual({
      type: 'timeout',
      message: `No timeouts left this half (${FRIENDLY.timeoutsPerHalf} a half)`,
    });
    // The breaks run out by themselves; the second half brings two timeouts again.
    await until(() => a.state.quarter === 3, 15_000);
    expect(a.state.headToHead?.homeTimeoutsLeft).toBe(2);
  });

  it("holds a dropped coach's seat, then the AI coaches his side; one save whose record replays to the result", async () => {
    const { a, b } = await coaches('friendly-short', 'f3');
    const fan = await colyseus.sdk.join<MatchRoomState>('friendly-short', {
      matchId: 'f3',
      token: tokens.sign({ userId: 'fan', matchId: 'f3', role: 'spectator' }),
    });
    fan.onMessage('feed', () => undefined);
    a.send('ready');
    b.send('ready');
    await until(() => a.state.status === 'playing');
    await until(() => a.state.clock < 560);

    b.connection.close(4010, 'network drop');
    await until(() => a.state.status === 'paused');
    expect(a.state.headToHead).toMatchObject({ stop: 'coach-away', stopSide: 'away', awayConnected: false });
    expect(a.state.managerConnected).toBe(false);
    // Nobody came back: the AI coaches away, and the game goes on (after a moment) without a click from anyone.
    await until(() => a.state.away.managed === false, 5_000);
    await until(() => a.state.status === 'playing');
    expect(a.state.home.managed).toBe(true);
    await until(() => a.state.resultSaved, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 100));

    // Both viewers were sent the same match.
    const seen = (c: Client) => JSON.stringify(c.state.toJSON());
    expect(seen(fan)).toBe(seen(a));
    expect(saves).toHaveLength(1);
    const saved = saves[0];
    expect(saved?.state.score).toEqual({ home: a.state.homeScore, away: a.state.awayScore });
    const record = saved?.record as MatchRecord;
    expect(record.log.filter((e) => e.command.type === 'handover')).toEqual([
      expect.objectContaining({ side: 'away', command: { type: 'handover', to: 'ai' } }),
    ]);
    const timeline = replayTimeline('f3', record, saved?.state.score ?? { home: -1, away: -1 });
    expect(timeline?.final).toEqual(saved?.state.score);
    expect(timeline?.length).toBe(saved?.state.elapsed);
  }, 40_000);

  it("bounds a coach's holds: past his budget the AI takes his side while he is away, and the clock runs on", async () => {
    const matchId = 'f6';
    const both = await coaches('friendly-holds', matchId);
    const a = both.a;
    let b = both.b;
    const room = colyseus.getRoomById(a.roomId) as unknown as MatchRoom;
    const rejoin = async () => {
      b = await colyseus.sdk.joinOrCreate<MatchRoomState>('friendly-holds', { matchId, token: coachToken('ub', matchId) });
      b.onMessage('feed', () => undefined);
      await until(() => a.state.headToHead?.awayConnected === true);
    };
    /** Game seconds the room plays in `ms` of real time (a game second every 5 ms at full pace). */
    const played = async (ms: number) => {
      const from = room.engine.elapsed;
      await new Promise((resolve) => setTimeout(resolve, ms));
      return room.engine.elapsed - from;
    };
    a.send('ready');
    b.send('ready');
    await until(() => a.state.status === 'playing');

    for (let hold = 0; hold < RECONNECT_HOLDS_PER_GAME; hold += 1) {
      await b.leave();
      // Within his budget the clock waits for him, and again when he is back, until both coaches are ready.
      await until(() => a.state.headToHead?.stop === 'coach-away');
      await rejoin();
      expect(a.state.status).not.toBe('playing');
      a.send('ready');
      b.send('ready');
      await until(() => a.state.status === 'playing');
    }

    // Once more: past his budget, the AI coaches his side at once and the clock runs on without him.
    await b.leave();
    expect(await played(500)).toBeGreaterThan(40);
    expect(a.state.away.managed).toBe(false);
    expect(a.state.headToHead?.awayConnected).toBe(false);
    // He may come back and coach his side again, but his return does not stop the clock (nobody says ready here).
    await rejoin();
    await until(() => a.state.away.managed === true);
    expect(await played(500)).toBeGreaterThan(40);
    expect(a.state.home.managed).toBe(true);
  });

  it('resumes after a crash from its records, timeouts counted, and its record still replays from the tip-off', async () => {
    const { a, b } = await coaches('friendly-store', 'f4');
    a.send('ready');
    b.send('ready');
    await until(() => a.state.status === 'playing');
    await until(() => a.state.clock < 500);
    a.send('timeout');
    await until(() => a.state.headToHead?.stop === 'timeout');
    const kept = records.get('f4');
    const progress = JSON.parse(kept?.progress ?? 'null') as LiveProgress;
    expect(progress.log.map((e) => e.command.type)).toEqual(['play', 'timeout']);

    // The process "dies": a new room for the match (another id, the same seed and record) resumes it.
    records.set('f5', { ...(kept as { start: string; progress: string; elapsed: number }) });
    const again = await coaches('friendly-store', 'f5');
    expect(again.a.state).toMatchObject({ status: 'paused', homeScore: progress.score.home, awayScore: progress.score.away });
    expect(again.a.state.headToHead?.homeTimeoutsLeft).toBe(1);
    again.a.send('ready');
    again.b.send('ready');
    await until(() => again.a.state.resultSaved, 30_000);
    const saved = saves.find((save) => save.matchId === 'f5');
    const record = saved?.record as MatchRecord;
    expect(record.start).toBe(kept?.start);
    expect(record.log.slice(0, 2).map((e) => e.command.type)).toEqual(['play', 'timeout']);
    expect(replayTimeline('f5', record, saved?.state.score ?? { home: -1, away: -1 })?.final).toEqual(saved?.state.score);
    // The record goes once the result is saved.
    await until(() => !records.has('f5'));
  }, 40_000);
});
