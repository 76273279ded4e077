/**
 * A league match between two managers (kinds/league.ts): the server opens it
 * at its tip-off and it starts whoever is there, an absent manager's side is
 * coached by his plan (else the AI), a manager who comes takes his side over,
 * and the result is saved with its record, told as unattended when a coach
 * was away.
 */
import { matchMaker, Server } from '@colyseus/core';
import type { ColyseusTestServer } from '@colyseus/testing';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildCatalogue,
  catalogueTeam,
  LIVE_ERROR_MESSAGE,
  MATCH_RULES,
  replayMatch,
  type GamePlan,
  type LiveError,
  type MatchRecord,
  type MatchState,
} from '@hardwood/shared';
import { defineMatchRoom, leagueKind, LiveTokenSigner, type LiveMatchDeps } from '../src/index.js';
import type { MatchRoom } from '../src/match-room.js';
import type { MatchRoomState } from '../src/state.js';
import { serve } from './serve.js';

const catalogue = buildCatalogue();
const tokens = new LiveTokenSigner();
const SECRET = 'calendar-secret';
const coachToken = (userId: string, matchId: string) => tokens.sign({ userId, matchId, role: 'manager' });
const saves = new Map<string, { state: MatchState; record: MatchRecord | undefined }>();
const unattended: string[] = [];

/** Slows the pace all game: its line shows the plan coached. */
const PLAN: GamePlan = {
  rotation: { restBelowEnergy: 60, returnAtEnergy: 80, minutes: {}, closers: [], closeFromSeconds: 0 },
  rules: [{ id: 'slow-all-game', when: {}, then: [{ type: 'tactics', pace: 'slow' }] }],
  timeouts: { afterOpponentRun: null, keepForLastSeconds: 0 },
};

/** A game second every 2 ms; short stops. */
function deps(): LiveMatchDeps {
  return {
    tokens,
    tickMs: 2,
    reconnectSeconds: 120,
    kind: leagueKind({
      secret: SECRET,
      stops: { timeoutMs: 200, quarterBreakMs: 100, halfTimeMs: 100, tipOffMs: 300, returnMs: 50, maxSpectators: 3 },
    }),
    loadMatch: async (matchId) => ({
      matchId,
      managedSide: null,
      coaches: { home: 'ua', away: 'ub' },
      home: catalogueTeam(catalogue, 401),
      away: catalogueTeam(catalogue, 402),
      seed: 13,
      matchday: 4,
      round: 4,
      // The away manager has a plan; the home manager none.
      plans: { away: PLAN },
    }),
    saveResult: async (matchId, state, record) => {
      saves.set(matchId, { state: structuredClone(state), record });
    },
    resultSavedUnattended: (matchId) => void unattended.push(matchId),
  };
}

let colyseus: ColyseusTestServer;
beforeAll(async () => {
  const gameServer = new Server({ transport: new WebSocketTransport(), gracefullyShutdown: false });
  defineMatchRoom(gameServer, deps(), 'league');
  colyseus = await serve(gameServer, 6);
});
afterEach(async () => {
  await colyseus.cleanup();
  await new Promise((resolve) => setTimeout(resolve, 50));
});
afterAll(async () => colyseus.shutdown());

type LiveRoom = MatchRoom & { state: MatchRoomState };
const until = (condition: () => boolean, timeout = 10_000) =>
  vi.waitFor(
    () => {
      if (!condition()) throw new Error('not yet');
    },
    { timeout, interval: 5 },
  );

describe('a league room between two managers', () => {
  it('is opened by the server only: a coach can neither create it nor join it before its tip-off', async () => {
    await expect(colyseus.sdk.joinOrCreate('league', { matchId: 'l0', token: coachToken('ua', 'l0') })).rejects.toThrow(
      'This match is not live',
    );
    await expect(matchMaker.createRoom('league', { matchId: 'l0', programme: 'guessed' })).rejects.toThrow('This match is not live');
  });

  it('tips off as it opens with nobody there, the absent sides coached by plan or AI, and a coach who comes takes his side', async () => {
    const listing = await matchMaker.createRoom('league', { matchId: 'l1', programme: SECRET });
    const room = colyseus.getRoomById(listing.roomId) as unknown as LiveRoom;
    // Nobody is waited for, and nobody there has to get ready: it tips off as it opens, the away manager's plan
    // coaching his side and the AI the home side (its manager has no plan).
    expect(room.state.status).toBe('playing');
    expect(room.state.away.coachedBy).toBe('plan');
    expect(room.state.home.coachedBy).toBe('ai');
    expect(room.state.headToHead?.stop).toBe('');

    const home = await colyseus.sdk.join<MatchRoomState>('league', { matchId: 'l1', token: coachToken('ua', 'l1') });
    home.onMessage('feed', () => undefined);
    await until(() => home.state.home.coachedBy === 'manager' && home.state.headToHead?.homeConnected === true);
    expect(home.state.home.managed).toBe(true);
    expect(home.state.away.coachedBy).toBe('plan');
    const refused = new Promise<LiveError>((resolve) => home.onMessage(LIVE_ERROR_MESSAGE, (message: LiveError) => resolve(message)));
    home.send('pause');
    expect(await refused).toEqual({ type: 'pause', message: 'There is no pause in a league match: call a timeout instead' });

    // The breaks end by themselves; the home coach stays to the end, the away one never came.
    await until(() => saves.has('l1'), 30_000);
    const { state, record } = saves.get('l1') as { state: MatchState; record: MatchRecord };
    expect(state.status).toBe('finished');
    expect(state.events.some((e) => e.type === 'plan' && e.side === 'away' && e.note === 'plan: slowing the pace')).toBe(true);
    // The home side went to the AI at the tip-off and back to its coach when he came; the plan kept the away side.
    expect(record.log.filter((e) => e.command.type === 'handover').map((e) => [e.side, e.command])).toEqual([
      ['home', { type: 'handover', to: 'ai' }],
      ['home', { type: 'handover', to: 'manager' }],
    ]);
    const replayed = replayMatch(JSON.parse(record.start) as MatchState, record.log, record.elapsed, MATCH_RULES);
    expect(replayed?.score).toEqual(state.score);
    // A coach was away at the end: his matchday is the API's to process.
    await until(() => unattended.includes('l1'));
  }, 40_000);
});
