/**
 * The Live Centre's rooms: AI against AI, created by the server's
 * programme only, joined by spectators who get the whole feed, reconnect by
 * themselves, and are sent a patch only when something they see changes.
 */
import { matchMaker, Server } from '@colyseus/core';
import type { ColyseusTestServer } from '@colyseus/testing';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildCatalogue,
  catalogueTeam,
  LIVE_CENTRE_ROOM_NAME,
  WIN_MODEL,
  winModelChance,
  LIVE_CLOCK_RESYNC_SECONDS,
  LIVE_ERROR_MESSAGE,
  LIVE_FEED_MESSAGE,
  type LiveError,
  type LiveEventView,
  type MatchState,
} from '@hardwood/shared';
import { defineMatchRoom, liveCentreKind, LiveTokenSigner, MatchRoom, type LiveMatchDeps } from '../src/index.js';
import type { MatchRoomState } from '../src/state.js';
import { serve } from './serve.js';

const catalogue = buildCatalogue();
const tokens = new LiveTokenSigner();
const SECRET = 'programme-secret';
const saves: Array<{ matchId: string; state: MatchState }> = [];
/** The rooms' forecast: the fitted model, unless a test watches what it is asked. */
let forecastSpy: NonNullable<LiveMatchDeps['forecast']> = (input) => winModelChance(input, WIN_MODEL);
const watch = (matchId: string, userId = 'guest:1') => tokens.sign({ userId, matchId, role: 'spectator' });

function deps(tickMs: number, simulationIntervalMs?: number): LiveMatchDeps {
  return {
    tokens,
    tickMs,
    reconnectSeconds: 1,
    ...(simulationIntervalMs ? { simulationIntervalMs } : {}),
    kind: liveCentreKind({ secret: SECRET, quarterBreakMs: 30, halfTimeMs: 60, maxSpectators: 3 }),
    forecast: (input) => forecastSpy(input),
    loadMatch: async (matchId) => ({
      matchId,
      managedSide: null,
      home: catalogueTeam(catalogue, 401),
      away: catalogueTeam(catalogue, 402),
      seed: 7,
      matchday: 1,
      round: 1,
    }),
    saveResult: vi.fn(async (matchId: string, state: MatchState) => {
      saves.push({ matchId, state: structuredClone(state) });
    }),
  };
}

let colyseus: ColyseusTestServer;
beforeAll(async () => {
  const gameServer = new Server({ transport: new WebSocketTransport(), gracefullyShutdown: false });
  // Manual ticks (the interval never fires on its own) and real 2 ms ticks.
  defineMatchRoom(gameServer, deps(100, 1_000_000), LIVE_CENTRE_ROOM_NAME);
  defineMatchRoom(gameServer, deps(2), 'live-centre-fast');
  colyseus = await serve(gameServer, 5);
});
afterEach(async () => {
  await colyseus.cleanup();
  await new Promise((resolve) => setTimeout(resolve, 50));
  saves.length = 0;
});
afterAll(async () => colyseus.shutdown());

async function start(matchId: string, roomName: string = LIVE_CENTRE_ROOM_NAME) {
  const listing = await matchMaker.createRoom(roomName, { matchId, programme: SECRET });
  return colyseus.getRoomById(listing.roomId) as unknown as MatchRoom & { state: MatchRoomState };
}

async function join(matchId: string, roomName: string = LIVE_CENTRE_ROOM_NAME, userId?: string) {
  const client = await colyseus.sdk.join<MatchRoomState>(roomName, { matchId, token: watch(matchId, userId), spectate: true });
  const feed = new Promise<LiveEventView[]>((resolve) => client.onMessage(LIVE_FEED_MESSAGE, (events: LiveEventView[]) => resolve(events)));
  await vi.waitFor(() => expect(client.state.status).toBeTruthy());
  return { client, feed };
}

const newestSeq = (state: MatchRoomState) => Math.max(0, ...[...state.events].map((e) => e.seq));

function until(condition: () => boolean, timeout = 5_000): Promise<void> {
  return vi.waitFor(
    () => {
      if (!condition()) throw new Error('not yet');
    },
    { timeout },
  );
}

describe('Live Centre rooms', () => {
  it('are created only by the programme: a client can neither create one nor join one that is not live', async () => {
    await expect(colyseus.sdk.create(LIVE_CENTRE_ROOM_NAME, { matchId: 'x1', token: watch('x1') })).rejects.toThrow(
      'This match is not live',
    );
    await expect(colyseus.sdk.joinOrCreate(LIVE_CENTRE_ROOM_NAME, { matchId: 'x1', token: watch('x1') })).rejects.toThrow(
      'This match is not live',
    );
    await expect(matchMaker.createRoom(LIVE_CENTRE_ROOM_NAME, { matchId: 'x1', programme: 'guessed' })).rejects.toThrow(
      'This match is not live',
    );
    await start('x1');
    await expect(colyseus.sdk.join(LIVE_CENTRE_ROOM_NAME, { matchId: 'x1', token: 'forged.token' })).rejects.toThrow(
      /invalid or has expired/,
    );
    const { client } = await join('x1');
    expect(client.state.status).toBe('playing');
    expect(client.state.home.managed).toBe(false);
    expect(client.state.away.managed).toBe(false);
    // Spectators' messages are all refused.
    const refusals: LiveError[] = [];
    client.onMessage(LIVE_ERROR_MESSAGE, (e: LiveError) => refusals.push(e));
    const messages = {
      play: undefined,
      pause: undefined,
      continue: undefined,
      substitute: { outId: 'a', inId: 'b' },
      tactics: { pace: 'fast', offense: 'inside', defense: 'zone' },
    } as const;
    for (const [type, payload] of Object.entries(messages)) client.send(type, payload);
    await until(() => refusals.length === Object.keys(messages).length);
    expect(refusals.map((e) => e.type).sort()).toEqual(Object.keys(messages).sort());
    for (const e of refusals) expect(e.message).toBe('Spectators cannot control the match');
    // The cap: three spectators, the fourth is refused.
    await join('x1', LIVE_CENTRE_ROOM_NAME, 'guest:2');
    await join('x1', LIVE_CENTRE_ROOM_NAME, 'guest:3');
    await expect(join('x1', LIVE_CENTRE_ROOM_NAME, 'guest:4')).rejects.toThrow('This match has all the spectators it can take');
  });

  it('send a late joiner the whole feed so far, numbered like the synced feed', async () => {
    const room = await start('x2');
    const t0 = room.clock.currentTime;
    for (let ms = 100; ms <= 300_000 && room.state.quarter < 2; ms += 100) room.tick(t0 + ms);
    const { client, feed } = await join('x2');
    const history = await feed;
    expect(history.length).toBeGreaterThan(20);
    expect(history.map((e) => e.seq)).toEqual(history.map((_, i) => i + 1));
    // The synced feed's latest events are the history's last ones, word for word.
    const synced = [...client.state.events].map((e) => ({ seq: e.seq, text: e.text }));
    for (const e of synced) expect(history.find((h) => h.seq === e.seq)?.text).toBe(e.text);
    expect(history.some((e) => /\(\d+ pts\)/.test(e.text))).toBe(true);
    // Field goals carry their spot and zone for the court view (threes beyond the arc); other events none.
    const shots = history.filter((e) => /^(two|three)_(made|missed)$/.test(e.type));
    expect(shots.length).toBeGreaterThan(5);
    for (const e of shots) {
      expect(e.zone).toMatch(/^(paint|mid-range|corner-three|above-the-break-three)$/);
      expect(e.x).toBeGreaterThanOrEqual(0);
      expect(e.x).toBeLessThanOrEqual(150);
      expect(e.y).toBeGreaterThanOrEqual(0);
      expect(e.y).toBeLessThanOrEqual(140);
      expect(e.type.startsWith('three')).toBe(/three/.test(e.zone ?? ''));
      expect(e.playerId).not.toBe('');
    }
    for (const e of history.filter((h) => h.type === 'rebound')) expect(e.zone).toBe('');
    // The contesting defender is on the wire too: a player of the other side, only on field goals.
    const sideOf = (id: string) =>
      [...client.state.home.players].some((p) => p.id === id)
        ? 'home'
        : [...client.state.away.players].some((p) => p.id === id)
          ? 'away'
          : null;
    const contested = shots.filter((e) => e.defenderId);
    expect(contested.length).toBeGreaterThan(shots.length / 2);
    for (const e of contested) expect(sideOf(e.defenderId ?? '')).toBe(e.side === 'home' ? 'away' : 'home');
    expect(history.filter((h) => !/^(two|three)_(made|missed)$/.test(h.type) && h.defenderId)).toEqual([]);
  });

  it('send a patch only when something a viewer sees changes: quiet seconds wait for the resync', async () => {
    const room = await start('x3');
    const { client } = await join('x3');
    let patches = 0;
    client.onStateChange(() => (patches += 1));
    const t0 = room.clock.currentTime;
    let eventful = 0;
    const seconds = 300;
    for (let s = 1; s <= seconds; s += 1) {
      const before = newestSeq(room.state);
      room.tick(t0 + s * 100);
      await new Promise((resolve) => setImmediate(resolve));
      if (newestSeq(room.state) !== before) eventful += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    // At most one patch per eventful second plus one per resync (and a couple for joining), far below one a second.
    expect(patches).toBeLessThanOrEqual(eventful + Math.ceil(seconds / LIVE_CLOCK_RESYNC_SECONDS) + 2);
    expect(patches).toBeLessThan(seconds / 2);
  });

  it('play through their breaks by themselves to a saved result, and a dropped spectator reconnects', async () => {
    await start('x4', 'live-centre-fast');
    const { client } = await join('x4', 'live-centre-fast');
    await until(() => client.state.quarter >= 2, 20_000);
    // The connection drops (not a leave): the seat is held and @colyseus/sdk's reconnect takes it back.
    const token = client.reconnectionToken;
    (client.connection as unknown as { transport: { ws: { close(code?: number): void } } }).transport.ws.close(4999);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const back = await colyseus.sdk.reconnect<MatchRoomState>(token);
    await until(() => back.state.resultSaved, 30_000);
    expect(back.state.status).toBe('finished');
    const saved = saves.filter((s) => s.matchId === 'x4');
    expect(saved).toHaveLength(1);
    expect(back.state.homeScore).not.toBe(back.state.awayScore);
    // The odds: one per game minute (the tip-off's first), in percent, and the final odds settled; nothing of the RNG on the wire.
    const chances = [...back.state.winChance];
    expect(chances).toHaveLength(back.state.flow.length + 1);
    expect(back.state.winChanceNow).toBe(back.state.homeScore > back.state.awayScore ? 100 : 0);
    for (const c of chances) expect(c).toBeGreaterThanOrEqual(0);
    for (const c of chances) expect(c).toBeLessThanOrEqual(100);
    expect(JSON.stringify(back.state.toJSON())).not.toMatch(/"rng"|"seed"/);
    // Events sync only the players they name: the synced box score still equals the engine's, line by line.
    const engine = saved[0]?.state;
    for (const side of ['home', 'away'] as const) {
      const synced = new Map([...back.state[side].players].map((p) => [p.id, p]));
      for (const p of engine?.[side].players ?? []) {
        const line = synced.get(p.id);
        for (const key of [
          'points',
          'rebounds',
          'assists',
          'steals',
          'blocks',
          'turnovers',
          'fouls',
          'fieldGoals',
          'fieldGoalAttempts',
          'threePointers',
          'freeThrowAttempts',
        ] as const)
          expect(line?.[key], `${p.name} ${key}`).toBe(p.stats[key]);
        expect(line?.fouledOut).toBe(p.fouledOut);
      }
    }
  }, 60_000);
});

describe('win probability', () => {
  it('comes from the fitted model once every game minute and at every score change, from a state without RNG state', async () => {
    const asked: Array<{ keys: string[]; p: number }> = [];
    forecastSpy = (input) => {
      const p = winModelChance(input, WIN_MODEL);
      asked.push({ keys: Object.keys(input), p });
      return p;
    };
    const room = await start('x6');
    // Nobody watches: the line is kept all the same, so a late joiner sees it whole.
    const t0 = room.clock.currentTime;
    const seconds = 300;
    let scoreChanges = 0;
    for (let s = 1; s <= seconds; s += 1) {
      const before = room.state.homeScore + room.state.awayScore;
      room.tick(t0 + s * 100);
      if (room.state.homeScore + room.state.awayScore !== before) scoreChanges += 1;
    }
    // Every game minute synced has its odds (the tip-off's first), index = minute.
    expect(room.state.flow.length).toBeGreaterThanOrEqual(4);
    expect([...room.state.winChance]).toHaveLength(room.state.flow.length + 1);
    // Asked at the tip-off, at each minute's end and at each score change (a change at a minute's end is one ask): no more.
    expect(asked.length).toBeGreaterThanOrEqual(1 + scoreChanges);
    expect(asked.length).toBeLessThanOrEqual(1 + scoreChanges + 5);
    for (const a of asked) expect(a.keys.filter((k) => k === 'rng' || k === 'seed' || k === 'events')).toEqual([]);
    // The odds now are the newest answer, the line's points the answers at the minutes' ends.
    expect(room.state.winChanceNow).toBe(Math.round((asked.at(-1)?.p ?? 0) * 100));
    for (const c of room.state.winChance) expect(asked.map((a) => Math.round(a.p * 100))).toContain(c);
  });
});
