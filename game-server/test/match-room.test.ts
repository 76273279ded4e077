/**
 * The match room over real WebSockets (@colyseus/testing), with the store
 * faked: creation and token rules, ticks, commands, periods, the one save,
 * reconnection, spectators.
 */
import { Server } from '@colyseus/core';
import type { ColyseusTestServer } from '@colyseus/testing';
import { WebSocketTransport } from '@colyseus/ws-transport';
import type { Room as ClientRoom } from '@colyseus/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildCatalogue,
  catalogueTeam,
  createMatch,
  LIVE_CLOCK_RESYNC_SECONDS,
  LIVE_ERROR_MESSAGE,
  simulateToEnd,
  type LiveError,
  type MatchState,
} from '@hardwood/shared';
import {
  careerKind,
  defineMatchRoom,
  LiveTokenSigner,
  MatchRefused,
  MatchRoom,
  type LiveMatchDeps,
  type LiveMatchSetup,
} from '../src/index.js';
import type { MatchRoomState } from '../src/state.js';
import { openAsManager, serve } from './serve.js';

const catalogue = buildCatalogue();
const tokens = new LiveTokenSigner();
const managerToken = (matchId = 'm1', userId = 'u1') => tokens.sign({ userId, matchId, role: 'manager' });
const spectatorToken = (matchId = 'm1') => tokens.sign({ userId: 'fan', matchId, role: 'spectator' });
/** A seed whose game, coached like the room coaches it, goes to overtime. */
let overtimeSeed = 0;
let seed = 1;
const saves: Array<{ matchId: string; state: MatchState }> = [];

function setup(matchId: string): LiveMatchSetup {
  return {
    matchId,
    managedSide: 'home',
    home: catalogueTeam(catalogue, 401),
    away: catalogueTeam(catalogue, 402),
    seed,
    matchday: 1,
    round: 1,
  };
}

function deps(tickMs: number, reconnectSeconds: number, simulationIntervalMs?: number): LiveMatchDeps {
  return {
    tokens,
    tickMs,
    reconnectSeconds,
    kind: careerKind(),
    ...(simulationIntervalMs ? { simulationIntervalMs } : {}),
    loadMatch: async (matchId, userId) => {
      if (userId !== 'u1') throw new MatchRefused('Only your own next match can be played live');
      return setup(matchId);
    },
    saveResult: vi.fn(async (matchId: string, state: MatchState) => {
      saves.push({ matchId, state: structuredClone(state) });
    }),
  };
}

let colyseus: ColyseusTestServer;
beforeAll(async () => {
  const gameServer = new Server({ transport: new WebSocketTransport(), gracefullyShutdown: false });
  // Manual ticks: the interval never fires on its own; tests call room.tick(now).
  defineMatchRoom(gameServer, deps(100, 120, 1_000_000), 'match');
  // Real ticks every 5 ms and a one-second seat, for reconnection and abandonment.
  defineMatchRoom(gameServer, deps(5, 1), 'match-fast');
  colyseus = await serve(gameServer, 0);
  for (let s = 1; s < 400 && !overtimeSeed; s += 1) {
    const state = createMatch(
      { ...catalogueTeam(catalogue, 401), managed: true },
      catalogueTeam(catalogue, 402),
      { recordEvents: false },
      s,
    );
    // The room's default autopilot: the AI never coaches the manager's side for him.
    state.home.idleHandover = null;
    if (simulateToEnd(state).period > 4) overtimeSeed = s;
  }
});
afterEach(async () => {
  await colyseus.cleanup();
  // Rooms disposed by the cleanup save their results: let them land first.
  await new Promise((resolve) => setTimeout(resolve, 50));
  saves.length = 0;
  seed = 1;
});
afterAll(async () => colyseus.shutdown());

const open = (roomName = 'match', matchId = 'm1') => openAsManager(colyseus, managerToken(matchId), roomName, matchId);

/** Waits for the client's synced state to satisfy a condition. */
function until(condition: () => boolean): Promise<void> {
  return vi.waitFor(() => {
    if (!condition()) throw new Error('not yet');
  });
}

function nextError(client: ClientRoom): Promise<LiveError> {
  return new Promise((resolve) => client.onMessage(LIVE_ERROR_MESSAGE, (message: LiveError) => resolve(message)));
}

/** Plays `seconds` game seconds through the room's own tick, 2 s of room time per call. */
function advance(room: MatchRoom, seconds: number, from: number): number {
  let now = from;
  for (let left = seconds; left > 0; left -= 20) {
    now += Math.min(20, left) * 100;
    room.tick(now);
  }
  return now;
}

describe('creating and joining', () => {
  it('needs a valid manager token for the match, and the store to allow it', async () => {
    await expect(colyseus.sdk.joinOrCreate('match', { matchId: 'm1' })).rejects.toThrow(/token/i);
    await expect(colyseus.sdk.joinOrCreate('match', { matchId: 'm1', token: 'forged.token' })).rejects.toThrow(/invalid or has expired/);
    await expect(
      colyseus.sdk.joinOrCreate('match', {
        matchId: 'm1',
        token: new LiveTokenSigner().sign({ userId: 'u1', matchId: 'm1', role: 'manager' }),
      }),
    ).rejects.toThrow(/invalid or has expired/);
    await expect(colyseus.sdk.joinOrCreate('match', { matchId: 'm1', token: managerToken('m2') })).rejects.toThrow(
      /invalid or has expired/,
    );
    await expect(colyseus.sdk.joinOrCreate('match', { matchId: 'm1', token: spectatorToken() })).rejects.toThrow(/not being played live/);
    await expect(colyseus.sdk.joinOrCreate('match', { matchId: 'm1', token: managerToken('m1', 'u2') })).rejects.toThrow(
      'Only your own next match can be played live',
    );
    const expired = tokens.sign({ userId: 'u1', matchId: 'm1', role: 'manager' }, Date.now() - 10 * 60_000);
    await expect(colyseus.sdk.joinOrCreate('match', { matchId: 'm1', token: expired })).rejects.toThrow(/invalid or has expired/);

    const { client } = await open();
    // A second room for the same match is refused; joinOrCreate joins the one that exists.
    await expect(colyseus.sdk.create('match', { matchId: 'm1', token: managerToken() })).rejects.toThrow(
      'This match is already being played',
    );
    expect(client.state.status).toBe('not_started');
    expect(client.state.clock).toBe(600);
    expect(client.state.quarter).toBe(1);
    expect(client.state.home.onCourt.length).toBe(5);
    expect(client.state.away.onCourt.length).toBe(5);
    expect(client.state.home.managed).toBe(true);
    expect(client.state.away.managed).toBe(false);
    expect(client.state.managerConnected).toBe(true);
  });
});

describe('playing', () => {
  it("runs no timer of its own besides the room's ticks (its clock moves only when it ticks)", async () => {
    const { room } = await open();
    const before = room.clock.currentTime;
    // With the patch rate set before the timestep, Colyseus would tick this clock 60 times a second for the room's life.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(room.clock.currentTime).toBe(before);
  });

  it('advances the clock one game second per tick, catching up late ticks', async () => {
    const { client, room } = await open();
    client.send('play');
    await until(() => client.state.status === 'playing');
    const t0 = room.clock.currentTime;
    const engineClock = () => MatchRoom.snapshot(room.state.matchId)?.clock;
    room.tick(t0 + 100);
    expect(engineClock()).toBe(599);
    room.tick(t0 + 350); // 250 ms late: two seconds owed, 50 ms carried
    expect(engineClock()).toBe(597);
    room.tick(t0 + 400);
    expect(engineClock()).toBe(596);
    // The clock goes out with an event, a status change or every LIVE_CLOCK_RESYNC_SECONDS; the viewer runs it in between from tickMs.
    expect(client.state.tickMs).toBe(100);
    for (let ms = 500; ms <= 2_000; ms += 100) {
      room.tick(t0 + ms);
      expect(room.state.clock - (engineClock() ?? 0)).toBeLessThan(LIVE_CLOCK_RESYNC_SECONDS);
    }
    await until(() => client.state.clock === room.state.clock);
    // Play on until someone scores: the feed's made shots carry the scorer's running total (shared engine/commentary.ts).
    let ms = 500;
    for (; !room.state.events.some((e) => /_made$/.test(e.type)) && ms < 120_000; ms += 100) room.tick(t0 + ms);
    await until(() => client.state.events.some((e) => /_made$/.test(e.type)));
    const made = client.state.events.filter((e) => /_made$/.test(e.type));
    for (const e of made) expect(e.text).toMatch(/\(\d+ pts?\)/);
    // The score flow: one margin per finished game minute, the last one the score's margin at that minute.
    while (room.state.flow.length < 2 && room.state.status === 'playing') room.tick(t0 + (ms += 100));
    expect(room.state.flow.length).toBe(2);
    expect(Math.floor((600 - room.state.clock) / 60)).toBe(2);
    await until(() => client.state.flow.length === 2);
    expect([...client.state.flow].every((m) => Math.abs(m) <= client.state.homeScore + client.state.awayScore)).toBe(true);
  });

  it('substitutes only while the clock is stopped, and changes tactics', async () => {
    const { client, room } = await open();
    const starter = client.state.home.onCourt[0] as string;
    const bench = client.state.home.players.find((p) => p.slot === '')?.id as string;
    client.send('play');
    await until(() => client.state.status === 'playing');
    const refused = nextError(client);
    client.send('substitute', { outId: starter, inId: bench });
    expect(await refused).toEqual({ type: 'substitute', message: 'Substitutions are allowed only while the clock is stopped' });
    client.send('pause');
    await until(() => client.state.status === 'paused');
    client.send('substitute', { outId: starter, inId: bench });
    await until(() => client.state.home.onCourt[0] === bench);
    expect(client.state.home.players.find((p) => p.id === starter)?.slot).toBe('');
    expect([...client.state.events].sort((a, b) => a.seq - b.seq).at(-1)?.type).toBe('substitution');

    const invalid = nextError(client);
    client.send('tactics', { pace: 'warp', offense: 'inside', defense: 'zone' });
    expect((await invalid).type).toBe('tactics');
    client.send('tactics', { pace: 'fast', offense: 'inside', defense: 'full-court-press' });
    await until(() => client.state.home.pace === 'fast');
    expect([client.state.home.pace, client.state.home.offense, client.state.home.defense]).toEqual(['fast', 'inside', 'full-court-press']);
    expect(room.state.home.pace).toBe('fast');
  });

  it('takes late-game instructions through the engine, which refuses those that make no sense', async () => {
    const { client } = await open();
    const invalid = nextError(client);
    client.send('instruction', { instruction: 'press-harder', on: true });
    expect((await invalid).type).toBe('instruction');
    const refused = nextError(client);
    client.send('instruction', { instruction: 'foul', on: true });
    expect(await refused).toEqual({ type: 'instruction', message: 'The game is level: fouling would only give them free throws' });
    // Calling one off is always allowed, and the feed says so.
    client.send('instruction', { instruction: 'rest', on: false });
    await until(() => [...client.state.events].some((e) => e.type === 'instruction'));
    expect([...client.state.events].find((e) => e.type === 'instruction')?.text).toBe(`${client.state.home.name} bring the starters back`);
  });

  it('breaks after each quarter until continued, and plays overtime to a winner; saves once', async () => {
    seed = overtimeSeed;
    const { client, room } = await open();
    expect(overtimeSeed).toBeGreaterThan(0);
    client.send('play');
    await until(() => client.state.status === 'playing');
    let now = room.clock.currentTime;
    for (let quarter = 1; quarter <= 3; quarter += 1) {
      advance(room, 600, now);
      await until(() => client.state.status === 'break');
      expect(client.state.clock).toBe(0);
      const refused = nextError(client);
      client.send('play');
      expect((await refused).message).toMatch(/Continue/);
      client.send('continue');
      await until(() => client.state.quarter === quarter + 1 && client.state.status === 'playing');
      now = room.clock.currentTime;
    }
    now = advance(room, 600, now);
    await until(() => client.state.status === 'break'); // level after four: overtime next
    expect(client.state.homeScore).toBe(client.state.awayScore);
    client.send('continue');
    await until(() => client.state.periodLabel === '1st OT');
    expect(client.state.clock).toBe(300);
    for (let guard = 0; guard < 10 && client.state.status !== 'finished'; guard += 1) {
      now = advance(room, 300, room.clock.currentTime);
      await until(() => client.state.status !== 'playing');
      if (client.state.status === 'break') {
        const period = client.state.quarter;
        client.send('continue');
        await until(() => client.state.quarter === period + 1);
      }
    }
    expect(client.state.status).toBe('finished');
    expect(client.state.homeScore).not.toBe(client.state.awayScore);
    await vi.waitFor(() => expect(client.state.resultSaved).toBe(true));
    // Everything that could save again: more ticks, the manager leaving, disposal.
    room.tick(now + 10_000);
    await client.leave(true);
    await vi.waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.state.score).toEqual({ home: client.state.homeScore, away: client.state.awayScore });
    expect(saves[0]?.state.seed).toBe(overtimeSeed);
  });
});

describe('connections', () => {
  it('pauses when the manager drops and resumes the same state on reconnect', async () => {
    const { client } = await open('match-fast');
    client.send('play');
    await vi.waitFor(() => expect(client.state.clock).toBeLessThan(590));
    const token = client.reconnectionToken;
    client.connection.close(4010, 'network drop');
    const server = colyseus.getRoomById(client.roomId) as unknown as { state: MatchRoomState };
    await vi.waitFor(() => expect(server.state.status).toBe('paused'));
    const frozen = { clock: server.state.clock, home: server.state.homeScore, away: server.state.awayScore };
    const back = await colyseus.sdk.reconnect<MatchRoomState>(token);
    await vi.waitFor(() => expect(back.state.managerConnected).toBe(true));
    expect(back.state.status).toBe('paused');
    expect({ clock: back.state.clock, home: back.state.homeScore, away: back.state.awayScore }).toEqual(frozen);
    expect(back.state.managerConnected).toBe(true);
    back.send('play');
    await vi.waitFor(() => expect(back.state.clock).toBeLessThan(frozen.clock));
  });

  it('lets the AI finish and saves when the manager does not come back', async () => {
    const { client } = await open('match-fast', 'm7');
    client.send('play');
    await until(() => client.state.status === 'playing');
    await client.leave(true);
    await vi.waitFor(() => expect(saves.map((s) => s.matchId)).toEqual(['m7']), { timeout: 5000 });
    expect(saves[0]?.state.status).toBe('finished');
  });

  it('lets anyone with a spectator token watch, and refuses all their messages', async () => {
    const { client } = await open();
    const fan = await colyseus.sdk.joinOrCreate<MatchRoomState>('match', { matchId: 'm1', token: spectatorToken() });
    expect(fan.roomId).toBe(client.roomId);
    await vi.waitFor(() => expect(fan.state.status).toBe('not_started'));
    for (const type of ['play', 'pause', 'continue', 'tactics', 'substitute']) {
      const refused = nextError(fan);
      fan.send(type, type === 'tactics' ? { pace: 'fast', offense: 'inside', defense: 'zone' } : undefined);
      expect(await refused).toEqual({ type, message: 'Spectators cannot control the match' });
    }
    expect(client.state.status).toBe('not_started');
    expect(client.state.home.pace).toBe('moderate');
  });
});
