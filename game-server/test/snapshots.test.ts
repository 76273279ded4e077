/**
 * Crash recovery inside one process (issue 17): a live room keeps its match
 * in the store every few game seconds, at every manager command and at every
 * break; a room created again for the match resumes from that snapshot (RNG
 * state included) and plays exactly the game it would have played; the
 * snapshot goes once the result is saved. The multi-process test kills a
 * real process; this one checks the room's side of it.
 */
import { matchMaker, Server } from '@colyseus/core';
import type { ColyseusTestServer } from '@colyseus/testing';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildCatalogue, catalogueTeam, LIVE_SNAPSHOT_SECONDS, QUARTER_SECONDS, QUARTERS, type MatchState } from '@hardwood/shared';
import { defineMatchRoom, LiveTokenSigner, MatchRoom, type LiveMatchDeps, type LiveSnapshot, type LiveSnapshotStore } from '../src/index.js';
import type { MatchRoomState } from '../src/state.js';
import { openAsManager, serve } from './serve.js';

const catalogue = buildCatalogue();
const tokens = new LiveTokenSigner();
const SECRET = 'programme-secret';
const saves = new Map<string, MatchState>();

/** The store's snapshots, as the API keeps them: the newest per match, older ones ignored. */
class MemorySnapshots implements LiveSnapshotStore {
  readonly kept = new Map<string, { elapsed: number; json: string }>();
  writes = 0;
  async save(matchId: string, elapsed: number, json: string) {
    this.writes += 1;
    if ((this.kept.get(matchId)?.elapsed ?? -1) <= elapsed) this.kept.set(matchId, { elapsed, json });
  }
  async load(matchId: string) {
    return this.kept.get(matchId)?.json ?? null;
  }
  async clear(matchId: string) {
    this.kept.delete(matchId);
  }
  parsed(matchId: string): LiveSnapshot | null {
    const json = this.kept.get(matchId)?.json;
    return json ? (JSON.parse(json) as LiveSnapshot) : null;
  }
}
const snapshots = new MemorySnapshots();

function deps(tickMs: number, exhibition: boolean, simulationIntervalMs?: number): LiveMatchDeps {
  return {
    tokens,
    tickMs,
    reconnectSeconds: 60,
    snapshots,
    ...(simulationIntervalMs ? { simulationIntervalMs } : {}),
    ...(exhibition ? { exhibition: { secret: SECRET, quarterBreakMs: 20, halfTimeMs: 40, maxSpectators: 3 } } : {}),
    loadMatch: async (matchId) => ({ matchId, managedSide: exhibition ? null : 'home', home: catalogueTeam(catalogue, 401), away: catalogueTeam(catalogue, 402), seed: matchId.startsWith('other-seed') ? 99 : 11, matchday: 1, round: 1 }),
    saveResult: async (matchId, state) => {
      saves.set(matchId, structuredClone(state));
    },
  };
}

let colyseus: ColyseusTestServer;
beforeAll(async () => {
  const gameServer = new Server({ transport: new WebSocketTransport(), gracefullyShutdown: false });
  defineMatchRoom(gameServer, deps(2, true), 'snap-exhibition');
  defineMatchRoom(gameServer, deps(100, false, 1_000_000), 'snap-career');
  colyseus = await serve(gameServer, 7);
});
afterEach(async () => {
  await colyseus.cleanup();
  await new Promise((resolve) => setTimeout(resolve, 50));
});
afterAll(async () => colyseus.shutdown());

type LiveRoom = MatchRoom & { state: MatchRoomState };
async function startExhibition(matchId: string): Promise<LiveRoom> {
  const listing = await matchMaker.createRoom('snap-exhibition', { matchId, programme: SECRET });
  return colyseus.getRoomById(listing.roomId) as unknown as LiveRoom;
}
const boxScore = (state: MatchState) => [...state.home.players, ...state.away.players].map((p) => `${p.id}:${p.stats.points}/${p.stats.rebounds}/${p.stats.assists}/${p.stats.fouls}`);
const wait = (condition: () => boolean, timeout = 20_000) => vi.waitFor(() => expect(condition()).toBe(true), { timeout, interval: 5 });

describe('crash-recovery snapshots', () => {
  it('a match resumed from a mid-game snapshot plays exactly the game it would have played, and its snapshot goes with the result', async () => {
    // The game as played without a crash.
    await startExhibition('reference');
    await wait(() => saves.has('reference'));
    const reference = saves.get('reference') as MatchState;
    expect(snapshots.writes).toBeGreaterThan((QUARTERS * QUARTER_SECONDS) / LIVE_SNAPSHOT_SECONDS / 2);
    await wait(() => !snapshots.kept.has('reference'));

    // The same match in a process that "dies" in the second quarter: its last snapshot is all that is left.
    await startExhibition('crashed');
    await wait(() => (snapshots.kept.get('crashed')?.elapsed ?? 0) >= 900);
    const json = snapshots.kept.get('crashed')?.json as string;
    const taken = JSON.parse(json) as LiveSnapshot;
    expect(taken.state.rng.length).toBeGreaterThan(0);
    expect(taken.flow.length).toBe(Math.floor(taken.state.elapsed / 60));

    // A new room for it (another match id, same seed) starts where the snapshot stopped...
    snapshots.kept.set('resumed', { elapsed: taken.state.elapsed, json });
    const resumed = await startExhibition('resumed');
    expect(resumed.state.homeScore).toBe(taken.state.score.home);
    expect(resumed.state.awayScore).toBe(taken.state.score.away);
    expect([...resumed.state.flow]).toEqual(taken.flow);
    // ...and ends exactly as the uncrashed game did.
    await wait(() => saves.has('resumed'));
    const after = saves.get('resumed') as MatchState;
    expect(after.score).toEqual(reference.score);
    expect(after.events.length).toBe(reference.events.length);
    expect(boxScore(after)).toEqual(boxScore(reference));
  }, 60_000);

  it("keeps a career match at every manager command, and resumes it paused for the manager's return", async () => {
    const token = tokens.sign({ userId: 'u1', matchId: 'career-1', role: 'manager' });
    const { client, room } = await openAsManager(colyseus, token, 'snap-career', 'career-1');
    client.send('play', {});
    await wait(() => room.state.status === 'playing');
    await room.snapshotsWritten();
    expect(snapshots.parsed('career-1')?.state.status).toBe('playing');
    let now = Date.now();
    for (let i = 0; i < 30; i += 1) room.tick((now += 100));
    client.send('tactics', { pace: 'fast', offense: 'inside', defense: 'zone' });
    await wait(() => snapshots.parsed('career-1')?.state.home.tactics.pace === 'fast');
    const kept = snapshots.parsed('career-1') as LiveSnapshot;
    expect(kept.state.elapsed).toBe(30);
    // What a client is sent never holds the RNG state.
    expect(JSON.stringify(room.state.toJSON())).not.toContain(JSON.stringify(kept.state.rng));

    // The process "dies": a new room for the match (the test's store still has the snapshot) resumes paused at second 30.
    snapshots.kept.set('career-2', { elapsed: 30, json: JSON.stringify(kept) });
    const again = await openAsManager(colyseus, tokens.sign({ userId: 'u1', matchId: 'career-2', role: 'manager' }), 'snap-career', 'career-2');
    expect(again.room.state.status).toBe('paused');
    expect(again.client.state.homeScore).toBe(kept.state.score.home);
    expect(again.client.state.home.pace).toBe('fast');
  }, 30_000);

  it("ignores a snapshot of another game (another seed) or a broken one, and starts from the seed", async () => {
    const foreign = { state: { version: 1, seed: 11, rng: [1, 2, 3, 4], status: 'playing', elapsed: 500 }, flow: [], winChance: [] };
    snapshots.kept.set('other-seed-1', { elapsed: 500, json: JSON.stringify(foreign) });
    snapshots.kept.set('broken', { elapsed: 500, json: '{"state":' });
    for (const matchId of ['other-seed-1', 'broken']) {
      const room = await startExhibition(matchId);
      expect(room.state.homeScore + room.state.awayScore).toBeLessThan(10);
      expect(room.state.flow.length).toBeLessThan(2);
    }
  });
});
