/**
 * Who coaches a manager's side in his room: his plan when he has left it
 * (its lines in the feed, its commands in the match's log, which replays to
 * the saved score), nobody but him while he is there with autopilot off (no
 * AI behind his back), the AI after the idle minutes he chose, his plan when
 * he asked for it until a command of his own overrules it, and the autopilot
 * message validated like every other.
 */
import { Server } from '@colyseus/core';
import type { ColyseusTestServer } from '@colyseus/testing';
import { WebSocketTransport } from '@colyseus/ws-transport';
import type { Room as ClientRoom } from '@colyseus/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildCatalogue,
  catalogueTeam,
  LIVE_ERROR_MESSAGE,
  MATCH_RULES,
  replayMatch,
  type Autopilot,
  type GamePlan,
  type LiveError,
  type MatchRecord,
  type MatchState,
} from '@hardwood/shared';
import { careerKind, defineMatchRoom, friendlyKind, LiveTokenSigner, type LiveMatchDeps, type MatchRoom } from '../src/index.js';
import type { MatchRoomState } from '../src/state.js';
import { openAsManager, serve } from './serve.js';

const catalogue = buildCatalogue();
const tokens = new LiveTokenSigner();
const saves = new Map<string, { state: MatchState; record: MatchRecord | undefined }>();

/** Slows the pace all game, zone when ahead, and rests a player under 60 energy until he is back at 80. */
const PLAN: GamePlan = {
  rotation: { restBelowEnergy: 60, returnAtEnergy: 80, minutes: {}, closers: [], closeFromSeconds: 0 },
  rules: [
    { id: 'slow-all-game', when: {}, then: [{ type: 'tactics', pace: 'slow' }] },
    { id: 'zone-when-ahead', when: { leadAtLeast: 1 }, then: [{ type: 'tactics', defense: 'zone' }] },
  ],
  timeouts: { afterOpponentRun: null, keepForLastSeconds: 0 },
};
/** What each match id's manager chose: his plan and his autopilot. */
const CHOICES: Record<string, { plan?: GamePlan; autopilot?: Autopilot }> = {
  'plan-left': { plan: PLAN },
  'off-idle': { plan: PLAN },
  'ai-after': { autopilot: { mode: 'ai-after', idleMinutes: 2 } },
  'plan-mode': { plan: PLAN, autopilot: { mode: 'plan', idleMinutes: null } },
  'plan-leave': { plan: PLAN, autopilot: { mode: 'plan', idleMinutes: null } },
  message: {},
};

function deps(tickMs: number, reconnectSeconds: number, simulationIntervalMs?: number): LiveMatchDeps {
  return {
    tokens,
    tickMs,
    reconnectSeconds,
    kind: careerKind(),
    ...(simulationIntervalMs ? { simulationIntervalMs } : {}),
    loadMatch: async (matchId) => {
      const choice = CHOICES[matchId] ?? {};
      return {
        matchId,
        managedSide: 'home',
        home: catalogueTeam(catalogue, 401),
        away: catalogueTeam(catalogue, 402),
        seed: 21,
        matchday: 1,
        round: 1,
        ...(choice.plan ? { plans: { home: choice.plan } } : {}),
        ...(choice.autopilot ? { autopilot: { home: choice.autopilot } } : {}),
      };
    },
    saveResult: async (matchId, state, record) => {
      saves.set(matchId, { state: structuredClone(state), record });
    },
  };
}

/** A friendly whose away coach has a plan: a game second every 2 ms, a one-second seat for a dropped coach. */
function friendlyDeps(): LiveMatchDeps {
  return {
    ...deps(2, 1),
    kind: friendlyKind({ timeoutMs: 400, quarterBreakMs: 150, halfTimeMs: 150, tipOffMs: 30_000, returnMs: 100, maxSpectators: 3 }),
    loadMatch: async (matchId) => ({
      matchId,
      managedSide: null,
      coaches: { home: 'ua', away: 'ub' },
      home: catalogueTeam(catalogue, 401),
      away: catalogueTeam(catalogue, 402),
      seed: 5,
      matchday: 0,
      round: 0,
      plans: { away: PLAN },
    }),
  };
}

let colyseus: ColyseusTestServer;
beforeAll(async () => {
  const gameServer = new Server({ transport: new WebSocketTransport(), gracefullyShutdown: false });
  // Manual ticks: tests call room.tick(now).
  defineMatchRoom(gameServer, deps(100, 120, 1_000_000), 'auto-manual');
  // Real ticks and a one-second seat: a manager who leaves is gone a second later.
  defineMatchRoom(gameServer, deps(5, 1), 'auto-fast');
  defineMatchRoom(gameServer, friendlyDeps(), 'auto-friendly');
  colyseus = await serve(gameServer, 9);
});
afterEach(async () => {
  await colyseus.cleanup();
  await new Promise((resolve) => setTimeout(resolve, 50));
});
afterAll(async () => colyseus.shutdown());

type LiveRoom = MatchRoom & { state: MatchRoomState };
const open = (roomName: string, matchId: string) =>
  openAsManager(colyseus, tokens.sign({ userId: 'u1', matchId, role: 'manager' }), roomName, matchId) as Promise<{
    client: ClientRoom<MatchRoomState>;
    room: LiveRoom;
  }>;
const until = (condition: () => boolean, timeout = 5_000) =>
  vi.waitFor(
    () => {
      if (!condition()) throw new Error('not yet');
    },
    { timeout, interval: 5 },
  );
const nextError = (client: ClientRoom): Promise<LiveError> =>
  new Promise((resolve) => client.onMessage(LIVE_ERROR_MESSAGE, (message: LiveError) => resolve(message)));

/** The room time of each room's last manual tick: the next ones count on from it. */
const lastTick = new WeakMap<LiveRoom, number>();

/** Plays game seconds through the room's own ticks (2 s of game a tick), continuing each break. */
function advance(room: LiveRoom, seconds: number): void {
  let now = Math.max(room.clock.currentTime, lastTick.get(room) ?? 0);
  for (let left = seconds; left > 0; left -= 2) {
    if (room.engine.status === 'break') room.command({ type: 'continue' });
    now += 200;
    room.tick(now);
  }
  lastTick.set(room, now);
}

/** The home side's coaching the engine recorded: substitutions and tactics changes (not the forced change for a foul-out or an injury). */
const homeCoaching = (engine: MatchState) =>
  engine.events.filter(
    (e) => e.side === 'home' && (e.type === 'tactics' || (e.type === 'substitution' && e.reason !== 'injury' && e.reason !== 'fouled-out')),
  );

describe('who coaches the manager’s side', () => {
  it('plays a match its manager left by his plan: its lines in the feed, its commands logged, the log replays to the score', async () => {
    const { client, room } = await open('auto-fast', 'plan-left');
    client.send('play');
    await until(() => client.state.status === 'playing');
    await client.leave(true);
    await until(() => saves.has('plan-left'), 20_000);
    const { state, record } = saves.get('plan-left') as { state: MatchState; record: MatchRecord };
    expect(state.status).toBe('finished');
    // Never handed to the AI: the plan coached it.
    expect(record.log.some((e) => e.command.type === 'handover')).toBe(false);
    expect(state.home.managed).toBe(true);
    const lines = state.events.filter((e) => e.type === 'plan' && e.side === 'home').map((e) => e.note);
    expect(lines).toContain('plan: slowing the pace');
    expect(lines.some((line) => line?.startsWith('plan: ahead by'))).toBe(true);
    const planned = record.log.filter((e) => e.side === 'home').map((e) => e.command.type);
    expect(planned).toContain('announce');
    expect(planned).toContain('substitute');
    expect(planned).toContain('tactics');
    // The AI's own substitutions (for fatigue or fouls) never came for the home side.
    expect(
      state.events.some((e) => e.side === 'home' && e.type === 'substitution' && (e.reason === 'fatigue' || e.reason === 'fouls')),
    ).toBe(false);
    const replayed = replayMatch(JSON.parse(record.start) as MatchState, record.log, record.elapsed, MATCH_RULES);
    expect(replayed?.score).toEqual(state.score);
    expect(replayed?.events.filter((e) => e.type === 'plan').length).toBe(lines.length);
    expect(room.engine.status).toBe('finished');
  }, 30_000);

  it('plays on at its pace, breaks and all, when the manager left it to his plan and went', async () => {
    const { client, room } = await open('auto-fast', 'plan-leave');
    client.send('play');
    await until(() => client.state.status === 'playing');
    const leftAt = room.engine.elapsed;
    await client.leave(true);
    // Not held for him (no pause), not played out at once: game seconds keep coming at the room's pace.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(['playing', 'break']).toContain(room.engine.status);
    expect(room.engine.elapsed).toBeGreaterThan(leftAt);
    expect(room.state.home.coachedBy).toBe('plan');
    await until(() => saves.has('plan-leave'), 30_000);
    const { state, record } = saves.get('plan-leave') as { state: MatchState; record: MatchRecord };
    expect(state.status).toBe('finished');
    expect(record.log.some((e) => e.command.type === 'handover')).toBe(false);
    // The only stops are the plan's own, for its substitutions: each pause is played on at the same game second.
    for (const [i, entry] of record.log.entries())
      if (entry.command.type === 'pause') expect(record.log.slice(i).find((e) => e.command.type === 'play')?.t).toBe(entry.t);
    // Every break ended by itself: the room continued it, nobody was there to.
    expect(record.log.filter((e) => e.command.type === 'continue').length).toBeGreaterThanOrEqual(3);
    const replayed = replayMatch(JSON.parse(record.start) as MatchState, record.log, record.elapsed, MATCH_RULES);
    expect(replayed?.score).toEqual(state.score);
  }, 40_000);

  it('coaches a friendly side by its plan once its coach is gone, never handing it to the AI', async () => {
    const join = (userId: string) =>
      colyseus.sdk.joinOrCreate<MatchRoomState>('auto-friendly', {
        matchId: 'friendly',
        token: tokens.sign({ userId, matchId: 'friendly', role: 'manager' }),
      });
    const a = await join('ua');
    const b = await join('ub');
    for (const c of [a, b]) c.onMessage('feed', () => undefined);
    await until(() => a.state.headToHead?.awayConnected === true);
    a.send('ready');
    b.send('ready');
    await until(() => a.state.status === 'playing');
    b.connection.close(4010, 'network drop');
    await until(() => a.state.away.coachedBy === 'plan', 10_000);
    expect(a.state.away.managed).toBe(true);
    expect(a.state.home.coachedBy).toBe('manager');
    await until(() => saves.has('friendly'), 30_000);
    const { state, record } = saves.get('friendly') as { state: MatchState; record: MatchRecord };
    expect(record.log.some((e) => e.command.type === 'handover')).toBe(false);
    expect(state.events.some((e) => e.type === 'plan' && e.side === 'away' && e.note === 'plan: slowing the pace')).toBe(true);
    expect(record.log.some((e) => e.side === 'away' && e.command.type === 'substitute')).toBe(true);
    const replayed = replayMatch(JSON.parse(record.start) as MatchState, record.log, record.elapsed, MATCH_RULES);
    expect(replayed?.score).toEqual(state.score);
  }, 40_000);

  it('leaves a present manager with autopilot off his side, however long he gives no command', async () => {
    const { client, room } = await open('auto-manual', 'off-idle');
    client.send('play');
    await until(() => client.state.status === 'playing');
    advance(room, 1_200);
    await until(() => room.engine.elapsed >= 1_190);
    expect(room.engine.home.managed).toBe(true);
    await until(() => client.state.home.coachedBy === 'manager');
    expect(client.state.home.autopilot).toBe('off');
    // Neither the AI nor his plan (he is here, and did not ask for it) coached his side.
    expect(homeCoaching(room.engine)).toEqual([]);
    expect(room.engine.events.some((e) => e.type === 'plan')).toBe(false);
  });

  it('hands an idle manager’s side to the AI after the idle minutes he chose, and says so', async () => {
    const { client, room } = await open('auto-manual', 'ai-after');
    client.send('play');
    await until(() => client.state.status === 'playing');
    expect(client.state.home.autopilot).toBe('ai-after');
    expect(client.state.home.autopilotIdleMinutes).toBe(2);
    advance(room, 60);
    await until(() => room.engine.elapsed >= 58);
    expect(client.state.home.coachedBy).toBe('manager');
    advance(room, 1_140);
    await until(() => client.state.home.coachedBy === 'ai');
    // The same game seconds as the manager with autopilot off: here the AI substituted for him.
    expect(homeCoaching(room.engine).some((e) => e.type === 'substitution' && e.t >= 120)).toBe(true);
  });

  it('coaches a present manager’s side by his plan when he asks for it, until a command of his own overrules it', async () => {
    const { client, room } = await open('auto-manual', 'plan-mode');
    client.send('play');
    await until(() => client.state.status === 'playing');
    advance(room, 10);
    await until(() => client.state.home.coachedBy === 'plan' && client.state.home.pace === 'slow');
    expect(room.engine.events.some((e) => e.type === 'plan' && e.note === 'plan: slowing the pace')).toBe(true);
    expect(client.state.events.some((e) => e.type === 'plan' && e.text === 'plan: slowing the pace')).toBe(true);

    client.send('tactics', { pace: 'fast', offense: 'balanced', defense: 'man-to-man' });
    await until(() => client.state.home.coachedBy === 'manager');
    expect(client.state.home.autopilot).toBe('off');
    advance(room, 120);
    await until(() => room.engine.elapsed >= 128);
    expect(room.engine.home.tactics.pace).toBe('fast');
  });

  it('takes the autopilot message from the side’s coach only when it is valid', async () => {
    const { client, room } = await open('auto-manual', 'message');
    // Shown from the first patch: the manager coaches his side, the AI the other.
    expect(client.state.home.coachedBy).toBe('manager');
    expect(client.state.away.coachedBy).toBe('ai');
    const missing = nextError(client);
    client.send('autopilot', { mode: 'ai-after', idleMinutes: null });
    expect((await missing).type).toBe('autopilot');
    const bogus = nextError(client);
    client.send('autopilot', { mode: 'whenever', idleMinutes: null });
    expect((await bogus).type).toBe('autopilot');
    expect(client.state.home.autopilot).toBe('off');

    client.send('autopilot', { mode: 'ai-after', idleMinutes: 3 });
    await until(() => client.state.home.autopilot === 'ai-after');
    expect(client.state.home.autopilotIdleMinutes).toBe(3);
    expect(room.engine.home.idleHandover).toBe(180);
  });
});
