/**
 * The room under abuse, over real WebSockets with the store faked:
 * no seat without a valid token, caps per user and on spectators, a message
 * budget per client, and a room whose result cannot be saved disposes.
 */
import { matchMaker, Server } from '@colyseus/core';
import type { ColyseusTestServer } from '@colyseus/testing';
import { WebSocketTransport } from '@colyseus/ws-transport';
import type { Room as ClientRoom } from '@colyseus/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildCatalogue, catalogueTeam, LIVE_ERROR_MESSAGE, type MatchState } from '@hardwood/shared';
import { careerKind, defineMatchRoom, friendlyKind, LiveTokenSigner, ResultNotSavable, type LiveMatchDeps } from '../src/index.js';
import {
  FLOOD_CLOSE_CODE,
  MAX_CONNECTIONS_PER_USER,
  MAX_SPECTATORS,
  MESSAGE_BURST,
  MESSAGE_RATE_PER_SECOND,
  SAVE_ATTEMPTS,
} from '../src/limits.js';
import { MessageBudget } from '../src/message-budget.js';
import { WRONG_ROOM } from '../src/room-options.js';
import type { MatchRoomState } from '../src/state.js';
import { openAsManager, serve } from './serve.js';

const catalogue = buildCatalogue();
const tokens = new LiveTokenSigner();
const managerToken = (matchId = 'm1', userId = 'u1') => tokens.sign({ userId, matchId, role: 'manager' });
const spectatorToken = (matchId = 'm1', userId = 'fan') => tokens.sign({ userId, matchId, role: 'spectator' });

/** What each room name's fake store does with a result. */
type SaveBehaviour = (attempt: number) => void;
const saveCalls = new Map<string, number>();
const saved: string[] = [];
let ticks = 0;

/** A friendly's room beside the career one, as in production: one token signer for both, told apart by the room. */
function friendlyDeps(): LiveMatchDeps {
  return {
    ...deps(() => undefined, false),
    kind: friendlyKind({
      timeoutMs: 30_000,
      quarterBreakMs: 30_000,
      halfTimeMs: 60_000,
      tipOffMs: 60_000,
      returnMs: 10_000,
      maxSpectators: 3,
    }),
    loadMatch: async (matchId) => ({
      matchId,
      managedSide: null,
      coaches: { home: 'ua', away: 'ub' },
      home: catalogueTeam(catalogue, 401),
      away: catalogueTeam(catalogue, 402),
      seed: 7,
      matchday: 0,
      round: 0,
    }),
  };
}

function deps(save: SaveBehaviour, fast: boolean): LiveMatchDeps {
  return {
    tokens,
    // Manual ticks (the interval never fires) for the admission tests; real 5 ms ticks for the saving ones.
    tickMs: fast ? 5 : 100,
    simulationIntervalMs: fast ? 5 : 1_000_000,
    // A manager who leaves hands the match to the AI after 50 ms in the saving tests; the admission tests hold
    // the seat long enough for a reconnect on a loaded machine.
    reconnectSeconds: fast ? 0.05 : 10,
    saveRetryFirstMs: 10,
    onTick: () => (ticks += 1),
    kind: careerKind(),
    loadMatch: async (matchId) => ({
      matchId,
      managedSide: 'home',
      home: catalogueTeam(catalogue, 401),
      away: catalogueTeam(catalogue, 402),
      seed: 7,
      matchday: 1,
      round: 1,
    }),
    saveResult: async (matchId: string, _state: MatchState) => {
      const attempt = (saveCalls.get(matchId) ?? 0) + 1;
      saveCalls.set(matchId, attempt);
      save(attempt);
      saved.push(matchId);
    },
  };
}

let colyseus: ColyseusTestServer;
beforeAll(async () => {
  const gameServer = new Server({ transport: new WebSocketTransport(), gracefullyShutdown: false });
  defineMatchRoom(
    gameServer,
    deps(() => undefined, false),
    'match',
  );
  defineMatchRoom(
    gameServer,
    deps(() => {
      throw new ResultNotSavable('live match vanished');
    }, true),
    'orphan',
  );
  defineMatchRoom(
    gameServer,
    deps(() => {
      throw new Error('store unavailable');
    }, true),
    'store-down',
  );
  defineMatchRoom(
    gameServer,
    deps((attempt) => {
      if (attempt < SAVE_ATTEMPTS) throw new Error('This matchday is currently being processed');
    }, true),
    'busy-then-free',
  );
  defineMatchRoom(gameServer, friendlyDeps(), 'friendly');
  colyseus = await serve(gameServer, 1);
});
afterEach(async () => {
  await colyseus.cleanup();
  await new Promise((resolve) => setTimeout(resolve, 50));
  saveCalls.clear();
  saved.length = 0;
});
afterAll(async () => colyseus.shutdown());

const open = (roomName = 'match', matchId = 'm1') => openAsManager(colyseus, managerToken(matchId), roomName, matchId);

function watch(userId: string, matchId = 'm1', roomName = 'match') {
  return colyseus.sdk.joinOrCreate<MatchRoomState>(roomName, { matchId, token: spectatorToken(matchId, userId) });
}

/** Counts the error replies a client receives, and when it was closed with which code. */
function track(client: ClientRoom) {
  const seen = { errors: 0, leftWith: null as number | null };
  client.onMessage(LIVE_ERROR_MESSAGE, () => (seen.errors += 1));
  client.onLeave((code) => (seen.leftWith = code));
  return seen;
}

describe('reserving a seat', () => {
  it('needs a valid token for the named match, and a refused call reserves nothing', async () => {
    const { room } = await open();
    expect(room.seatsTaken()).toBe(1);
    const otherKey = new LiveTokenSigner().sign({ userId: 'fan', matchId: 'm1', role: 'spectator' });
    const expired = tokens.sign({ userId: 'fan', matchId: 'm1', role: 'spectator' }, Date.now() - 10 * 60_000);
    const refused: Array<[Promise<unknown>, RegExp]> = [
      [colyseus.sdk.join('match', { matchId: 'm1' }), /live token is required/],
      [colyseus.sdk.joinOrCreate('match', { matchId: 'm1', token: 'forged.token' }), /invalid or has expired/],
      [colyseus.sdk.join('match', { matchId: 'm1', token: otherKey }), /invalid or has expired/],
      [colyseus.sdk.join('match', { matchId: 'm1', token: expired }), /invalid or has expired/],
      // A token for another match cannot name this one to get in.
      [colyseus.sdk.join('match', { matchId: 'm1', token: spectatorToken('m2') }), /invalid or has expired/],
      // Knowing the room id is not enough either.
      [colyseus.sdk.joinById(room.roomId, { matchId: 'm1' }), /live token is required/],
      // A valid pass for another match: the room itself turns the join down.
      [colyseus.sdk.joinById(room.roomId, { matchId: 'm2', token: spectatorToken('m2') }), /invalid or has expired/],
    ];
    for (const [call, message] of refused) await expect(call).rejects.toThrow(message);
    expect(room.seatsTaken()).toBe(1);
    expect(room.clients.length).toBe(1);
    expect((await matchMaker.query({ roomId: room.roomId }))[0]?.clients).toBe(1);

    const fan = await watch('fan');
    expect(fan.roomId).toBe(room.roomId);
    expect(room.seatsTaken()).toBe(2);
  });

  it('caps the connections of one user, and frees the slot when one leaves', async () => {
    const { room } = await open();
    const fans: ClientRoom[] = [];
    for (let i = 0; i < MAX_CONNECTIONS_PER_USER; i += 1) fans.push(await watch('fan'));
    await expect(watch('fan')).rejects.toThrow(`You already have this match open ${MAX_CONNECTIONS_PER_USER} times`);
    // The manager's other tabs count against the manager alone.
    for (let i = 1; i < MAX_CONNECTIONS_PER_USER; i += 1)
      await colyseus.sdk.joinOrCreate('match', { matchId: 'm1', token: managerToken() });
    await expect(colyseus.sdk.joinOrCreate('match', { matchId: 'm1', token: managerToken() })).rejects.toThrow(
      /already have this match open/,
    );
    expect(room.seatsTaken()).toBe(2 * MAX_CONNECTIONS_PER_USER);

    await fans[0]?.leave(true);
    await vi.waitFor(() => expect(room.seatsTaken()).toBe(2 * MAX_CONNECTIONS_PER_USER - 1));
    await watch('fan');
    expect(room.seatsTaken()).toBe(2 * MAX_CONNECTIONS_PER_USER);
  });

  it("refuses a pass shown to another kind of room, and it holds no seat in its own room's caps", async () => {
    // A friendly coach's pass shown to the career room: refused, and his own room keeps no phantom seat for it.
    const friendly = await openAsManager(colyseus, managerToken('f1', 'ua'), 'friendly', 'f1');
    const friendlyPass = { matchId: 'f1', token: managerToken('f1', 'ua') };
    await expect(colyseus.sdk.join('match', friendlyPass)).rejects.toThrow();
    await expect(colyseus.sdk.joinOrCreate('match', friendlyPass)).rejects.toThrow();
    expect(friendly.room.seatsTaken()).toBe(1);
    for (let i = 1; i < MAX_CONNECTIONS_PER_USER; i += 1) {
      const tab = await colyseus.sdk.joinOrCreate('friendly', friendlyPass);
      expect(tab.roomId).toBe(friendly.room.roomId);
    }
    // Told why, before any cap is counted.
    await expect(colyseus.sdk.join('match', friendlyPass)).rejects.toThrow(WRONG_ROOM);

    // And the other way round: a career manager's pass shown to the friendly room.
    const career = await open();
    const careerPass = { matchId: 'm1', token: managerToken() };
    await expect(colyseus.sdk.join('friendly', careerPass)).rejects.toThrow();
    await expect(colyseus.sdk.joinOrCreate('friendly', careerPass)).rejects.toThrow();
    expect(career.room.seatsTaken()).toBe(1);
    for (let i = 1; i < MAX_CONNECTIONS_PER_USER; i += 1) await colyseus.sdk.joinOrCreate('match', careerPass);
    expect(career.room.seatsTaken()).toBe(MAX_CONNECTIONS_PER_USER);
  });

  it('caps spectators, and a full room still seats its manager', async () => {
    const { client, room } = await open();
    await Promise.all(Array.from({ length: MAX_SPECTATORS }, (_, i) => watch(`fan${i}`)));
    await expect(watch('one-too-many')).rejects.toThrow('This match has all the spectators it can take');
    expect(room.seatsTaken()).toBe(MAX_SPECTATORS + 1);
    const tab = await colyseus.sdk.joinOrCreate<MatchRoomState>('match', { matchId: 'm1', token: managerToken() });
    expect(tab.roomId).toBe(client.roomId);
  });
});

describe('message budget', () => {
  it('drops a spectator’s flood without a reply each, then disconnects it', async () => {
    const { client } = await open();
    const fan = await watch('fan');
    const seen = track(fan);
    for (let i = 0; i < 500; i += 1) fan.send('play');
    await vi.waitFor(() => expect(seen.leftWith).toBe(FLOOD_CLOSE_CODE));
    // The burst, plus what refilled while the flood was arriving.
    expect(seen.errors).toBeGreaterThanOrEqual(MESSAGE_BURST);
    expect(seen.errors).toBeLessThanOrEqual(MESSAGE_BURST + 3);
    // The manager is untouched.
    client.send('play');
    await vi.waitFor(() => expect(client.state.status).toBe('playing'));
  });

  it('keeps a user’s budget across rejoins: a flood gets no fresh burst by reconnecting', async () => {
    await open();
    const first = track(await watch('fan'));
    const flood = async (room: ClientRoom, seen: { leftWith: number | null }) => {
      for (let i = 0; i < 500; i += 1) room.send('play');
      await vi.waitFor(() => expect(seen.leftWith).toBe(FLOOD_CLOSE_CODE));
    };
    const fan = await watch('fan');
    const seen = track(fan);
    await flood(fan, seen);
    expect(seen.errors).toBeGreaterThanOrEqual(MESSAGE_BURST);
    // Back at once with the same token, twice: only what time refilled is answered (its rate over the time
    // the rejoin took, which a loaded machine stretches), never another burst.
    for (let round = 0; round < 2; round += 1) {
      const floodedAt = performance.now();
      const again = await watch('fan');
      const more = track(again);
      await flood(again, more);
      const refilled = ((performance.now() - floodedAt) / 1000) * MESSAGE_RATE_PER_SECOND;
      expect(more.errors).toBeLessThanOrEqual(Math.min(MESSAGE_BURST - 1, Math.ceil(refilled) + 1));
    }
    expect(first.errors).toBe(0);
  });

  it('handles at most the bucket of a manager’s flood', async () => {
    const { client } = await open();
    const seen = track(client);
    // Every one of these is refused by validation, so each handled one answers an error.
    for (let i = 0; i < 500; i += 1) client.send('tactics', { pace: 'warp' });
    await vi.waitFor(() => expect(seen.leftWith).toBe(FLOOD_CLOSE_CODE));
    expect(seen.errors).toBeGreaterThanOrEqual(MESSAGE_BURST);
    expect(seen.errors).toBeLessThanOrEqual(MESSAGE_BURST + 3);
    // Back on the held seat: the same budget, so the first command waits for the bucket to refill one message.
    const back = await colyseus.sdk.reconnect<MatchRoomState>(client.reconnectionToken);
    await new Promise((resolve) => setTimeout(resolve, 2_000 / MESSAGE_RATE_PER_SECOND));
    back.send('play');
    await vi.waitFor(() => expect(back.state.status).toBe('playing'));
  });

  it('lets a normal pace through', async () => {
    await open();
    const fan = await watch('fan');
    const seen = track(fan);
    for (let i = 0; i < MESSAGE_BURST; i += 1) fan.send('pause');
    await vi.waitFor(() => expect(seen.errors).toBe(MESSAGE_BURST));
    expect(seen.leftWith).toBeNull();
  });

  it('refills at the rate, and calls a sustained flood a flood (unit)', () => {
    const budget = new MessageBudget(0, { ratePerSecond: 10, burst: 20, floodExcess: 100 });
    const verdicts = Array.from({ length: 25 }, () => budget.take(0));
    expect(verdicts.filter((v) => v === 'accept')).toHaveLength(20);
    expect(verdicts.slice(20)).toEqual(['drop', 'drop', 'drop', 'drop', 'drop']);
    // One second later: 10 more.
    expect(Array.from({ length: 12 }, () => budget.take(1000)).filter((v) => v === 'accept')).toHaveLength(10);
    let verdict = budget.take(1000);
    for (let i = 0; i < 200 && verdict !== 'flood'; i += 1) verdict = budget.take(1000);
    expect(verdict).toBe('flood');
  });
});

describe('a result that cannot be saved', () => {
  /** The manager starts, then leaves; the AI finishes at once, the spectator stays to see the end. */
  async function playAndLeave(roomName: string) {
    const { client, room } = await open(roomName);
    const fan = await watch('fan', 'm1', roomName);
    const seen = track(fan);
    let lastState = { resultSaved: false, resultFailed: false, status: '' };
    fan.onStateChange((state) => (lastState = { resultSaved: state.resultSaved, resultFailed: state.resultFailed, status: state.status }));
    client.send('play');
    await vi.waitFor(() => expect(fan.state.status).toBe('playing'));
    await client.leave(true);
    return { room, roomId: room.roomId, seen, last: () => lastState };
  }

  it('disposes at once when the match is gone: the orphaned room disposes', async () => {
    const { roomId, seen, last } = await playAndLeave('orphan');
    await vi.waitFor(() => expect(matchMaker.getLocalRoomById(roomId)).toBeUndefined(), { timeout: 3000 });
    // The spectator was told, then closed (its last frames may still be arriving when the server is done).
    await vi.waitFor(() => expect(seen.leftWith).not.toBeNull());
    expect(last()).toEqual({ resultSaved: false, resultFailed: true, status: 'finished' });
    expect(saveCalls.get('m1')).toBe(1);
    // Its interval is gone with it, and a new room may start for the match.
    const after = ticks;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ticks).toBe(after);
    expect(saveCalls.get('m1')).toBe(1);
    const again = await open('orphan');
    expect(again.room.roomId).not.toBe(roomId);
  });

  it('gives up after the bounded retries when the store keeps failing', async () => {
    const { roomId, seen, last } = await playAndLeave('store-down');
    await vi.waitFor(() => expect(matchMaker.getLocalRoomById(roomId)).toBeUndefined(), { timeout: 3000 });
    await vi.waitFor(() => expect(seen.leftWith).not.toBeNull());
    expect(saveCalls.get('m1')).toBe(SAVE_ATTEMPTS);
    expect(last().resultFailed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Disposal did not try again.
    expect(saveCalls.get('m1')).toBe(SAVE_ATTEMPTS);
  });

  it('saves once when a passing failure clears within the retries', async () => {
    const { room, last } = await playAndLeave('busy-then-free');
    await vi.waitFor(() => expect(last().resultSaved).toBe(true), { timeout: 3000 });
    expect(saved).toEqual(['m1']);
    expect(saveCalls.get('m1')).toBe(SAVE_ATTEMPTS);
    expect(last().resultFailed).toBe(false);
    // Saved and a spectator still watching: the room stays until they leave.
    expect(matchMaker.getLocalRoomById(room.roomId)).toBeDefined();
  });
});
