/**
 * Crash recovery inside one process: a live room keeps its
 * match's start once and its progress (seconds played, what was done to it)
 * every few game seconds, at every manager command and at every break; a room
 * created again for the match replays it to where it was (RNG state included)
 * and plays exactly the game it would have played; the record goes once the
 * result is saved. The multi-process test kills a
 * real process; this one checks the room's side of it.
 */
import { matchMaker, Server } from '@colyseus/core';
import type { ColyseusTestServer } from '@colyseus/testing';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildCatalogue, catalogueTeam, LIVE_SNAPSHOT_SECONDS, QUARTER_SECONDS, QUARTERS, type MatchState } from '@hardwood/shared';
import {
  careerKind,
  defineMatchRoom,
  liveCentreKind,
  LiveTokenSigner,
  MatchRoom,
  type LiveMatchDeps,
  type LiveProgress,
  type LiveSnapshotStore,
} from '../src/index.js';
import type { MatchRoomState } from '../src/state.js';
import { openAsManager, serve } from './serve.js';

const catalogue = buildCatalogue();
const tokens = new LiveTokenSigner();
const SECRET = 'programme-secret';
const saves = new Map<string, MatchState>();

/** The store's records, as the API keeps them: a start per match, its newest progress, older ones ignored, none without a start. */
class MemorySnapshots implements LiveSnapshotStore {
  readonly starts = new Map<string, string>();
  readonly kept = new Map<string, { elapsed: number; progress: string }>();
  writes = 0;
  async begin(matchId: string, start: string) {
    this.starts.set(matchId, start);
    this.kept.delete(matchId);
  }
  async save(matchId: string, elapsed: number, progress: string) {
    if (!this.starts.has(matchId)) return;
    this.writes += 1;
    if ((this.kept.get(matchId)?.elapsed ?? -1) <= elapsed) this.kept.set(matchId, { elapsed, progress });
  }
  async load(matchId: string) {
    const start = this.starts.get(matchId);
    return start === undefined ? null : { start, progress: this.kept.get(matchId)?.progress ?? null };
  }
  async clear(matchId: string) {
    this.starts.delete(matchId);
    this.kept.delete(matchId);
  }
  progress(matchId: string): LiveProgress | null {
    const json = this.kept.get(matchId)?.progress;
    return json ? (JSON.parse(json) as LiveProgress) : null;
  }
  /** The record of `from` as another match's (same seed): what a new room finds after a crash. */
  copy(from: string, to: string, progress?: string) {
    this.starts.set(to, this.starts.get(from) as string);
    const kept = this.kept.get(from);
    if (kept) this.kept.set(to, { elapsed: kept.elapsed, progress: progress ?? kept.progress });
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
    kind: exhibition ? liveCentreKind({ secret: SECRET, quarterBreakMs: 20, halfTimeMs: 40, maxSpectators: 3 }) : careerKind(),
    loadMatch: async (matchId) => ({
      matchId,
      managedSide: exhibition ? null : 'home',
      home: catalogueTeam(catalogue, 401),
      away: catalogueTeam(catalogue, 402),
      seed: matchId.startsWith('other-seed') ? 99 : 11,
      matchday: 1,
      round: 1,
    }),
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
const boxScore = (state: MatchState) =>
  [...state.home.players, ...state.away.players].map(
    (p) => `${p.id}:${p.stats.points}/${p.stats.rebounds}/${p.stats.assists}/${p.stats.fouls}`,
  );
const wait = (condition: () => boolean, timeout = 20_000) => vi.waitFor(() => expect(condition()).toBe(true), { timeout, interval: 5 });

describe('crash-recovery snapshots', () => {
  it('a match resumed from its record plays exactly the game it would have played, and its record goes with the result', async () => {
    // The game as played without a crash.
    await startExhibition('reference');
    await wait(() => saves.has('reference'));
    const reference = saves.get('reference') as MatchState;
    expect(snapshots.writes).toBeGreaterThan((QUARTERS * QUARTER_SECONDS) / LIVE_SNAPSHOT_SECONDS / 2);
    await wait(() => !snapshots.kept.has('reference') && !snapshots.starts.has('reference'));

    // The same match in a process that "dies" in the second quarter: its record is all that is left.
    await startExhibition('crashed');
    await wait(() => (snapshots.kept.get('crashed')?.elapsed ?? 0) >= 900);
    const start = JSON.parse(snapshots.starts.get('crashed') as string) as MatchState;
    expect(start.elapsed).toBe(0);
    expect(start.events).toEqual([]);
    expect(start.rng.length).toBeGreaterThan(0);
    const progress = snapshots.progress('crashed') as LiveProgress;
    // A few hundred bytes rewritten, not the whole match: the breaks so far are its log.
    expect((snapshots.kept.get('crashed')?.progress ?? '').length).toBeLessThan(1_000);
    expect(progress.log.map((entry) => entry.command.type)).toEqual(['continue']);
    expect(progress.flow.length).toBe(Math.floor(progress.elapsed / 60));

    // A new room for it (another match id, same seed) starts where the record stopped...
    snapshots.copy('crashed', 'resumed');
    const resumed = await startExhibition('resumed');
    expect(resumed.state.homeScore).toBe(progress.score.home);
    expect(resumed.state.awayScore).toBe(progress.score.away);
    expect(resumed.state.clock).toBeGreaterThan(0);
    expect([...resumed.state.flow]).toEqual(progress.flow);
    // ...and ends exactly as the uncrashed game did.
    await wait(() => saves.has('resumed'));
    const after = saves.get('resumed') as MatchState;
    expect(after.score).toEqual(reference.score);
    expect(after.events.length).toBe(reference.events.length);
    expect(boxScore(after)).toEqual(boxScore(reference));
  }, 60_000);

  it("keeps a career match's every manager command, and resumes it paused for the manager's return", async () => {
    const token = tokens.sign({ userId: 'u1', matchId: 'career-1', role: 'manager' });
    const { client, room } = await openAsManager(colyseus, token, 'snap-career', 'career-1');
    client.send('play', {});
    await wait(() => room.state.status === 'playing');
    await room.snapshotsWritten();
    expect(snapshots.progress('career-1')?.log).toEqual([{ t: 0, side: 'home', command: { type: 'play' } }]);
    // Manual ticks from the room's own clock, which moves only when the room ticks.
    let now = room.clock.currentTime;
    for (let i = 0; i < 30; i += 1) room.tick((now += 100));
    client.send('pause', {});
    await wait(() => room.state.status === 'paused');
    const outId = room.state.home.onCourt[0] as string;
    const inId = room.state.home.players.find((p) => p.slot === '' && !p.injured)?.id as string;
    client.send('substitute', { outId, inId });
    await wait(() => room.state.home.onCourt.includes(inId));
    client.send('tactics', { pace: 'fast', offense: 'inside', defense: 'zone' });
    client.send('play', {});
    await wait(() => snapshots.progress('career-1')?.log.length === 5);
    const kept = snapshots.progress('career-1') as LiveProgress;
    expect(kept.log.map((entry) => [entry.t, entry.command.type])).toEqual([
      [0, 'play'],
      [30, 'pause'],
      [30, 'substitute'],
      [30, 'tactics'],
      [30, 'play'],
    ]);
    // What a client is sent never holds the RNG state.
    const start = JSON.parse(snapshots.starts.get('career-1') as string) as MatchState;
    expect(JSON.stringify(room.state.toJSON())).not.toContain(JSON.stringify(start.rng));

    // The process "dies": a new room for the match (the test's store still has its record) resumes paused where it was.
    snapshots.copy('career-1', 'career-2');
    const again = await openAsManager(
      colyseus,
      tokens.sign({ userId: 'u1', matchId: 'career-2', role: 'manager' }),
      'snap-career',
      'career-2',
    );
    expect(again.room.state.status).toBe('paused');
    expect(again.client.state.homeScore).toBe(kept.score.home);
    expect(again.client.state.awayScore).toBe(kept.score.away);
    expect(again.client.state.home.pace).toBe('fast');
    expect([...again.room.state.home.onCourt]).toContain(inId);
    expect(kept.elapsed).toBe(30);
    expect(QUARTER_SECONDS - again.room.state.clock).toBe(30);
  }, 30_000);

  it("ignores another game's record (another seed), a broken one, or one that does not replay to its score, and starts from the seed", async () => {
    // A record to play with: a career match at its second 50.
    const { client, room } = await openAsManager(
      colyseus,
      tokens.sign({ userId: 'u3', matchId: 'career-3', role: 'manager' }),
      'snap-career',
      'career-3',
    );
    client.send('play', {});
    await wait(() => room.state.status === 'playing');
    let now = room.clock.currentTime;
    for (let i = 0; i < 50; i += 1) room.tick((now += 100));
    client.send('pause', {});
    await wait(() => snapshots.progress('career-3')?.elapsed === 50 && snapshots.progress('career-3')?.log.length === 2);
    const start = snapshots.starts.get('career-3') as string;
    const progress = snapshots.kept.get('career-3')?.progress as string;
    const record = (matchId: string, startJson: string, progressJson: string) => {
      snapshots.starts.set(matchId, startJson);
      snapshots.kept.set(matchId, { elapsed: 50, progress: progressJson });
    };
    record('other-seed-1', start, progress);
    record('broken', '{"state":', progress);
    record('tampered', start, JSON.stringify({ ...(JSON.parse(progress) as LiveProgress), score: { home: 99, away: 0 } }));
    record('untouched', start, progress);
    // A Live Centre room plays 25 game seconds in 50 ms here: a match from the seed is still near the start of its first quarter.
    for (const matchId of ['other-seed-1', 'broken', 'tampered']) {
      const room = await startExhibition(matchId);
      expect(room.state.quarter, matchId).toBe(1);
      expect(room.state.clock, matchId).toBeGreaterThan(QUARTER_SECONDS - 25);
    }
    // The same record untouched resumes at its second 50.
    const resumed = await startExhibition('untouched');
    expect(resumed.state.clock).toBeLessThanOrEqual(QUARTER_SECONDS - 50);
  });
});
