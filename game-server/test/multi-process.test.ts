/**
 * Scale-out and crash recovery across processes: a Redis server
 * (Debian's redis-server, started here on a free port) and two game-server
 * processes, each with Redis presence and driver and its own public address.
 * Clients asking either process reach the one room of their match on its
 * owner; killing the owner mid-match and starting it again resumes the match
 * from its last snapshot, and exactly one result is saved.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, type Room } from '@colyseus/sdk';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVE_SNAPSHOT_SECONDS, QUARTER_SECONDS, QUARTERS } from '@hardwood/shared';
import type { LiveProgress } from '../src/index.js';
import { LiveTokenSigner } from '../src/index.js';
import type { MatchRoomState } from '../src/state.js';
import { keys } from './multi-process/keys.js';
import { freePort, hasRedis, startRedisServer, waitForLine } from './multi-process/redis-server.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const TOKEN_SECRET = 'multi-process-test-secret-0123456789';
const tokens = new LiveTokenSigner(Buffer.from(TOKEN_SECRET));
let redisUrl = '';
let redisServer: ChildProcess | null = null;
let redis: Redis;
const processes = new Map<number, ChildProcess>();

async function startGameProcess(port: number): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'multi-process', 'game-process.ts')], {
    cwd: path.resolve(here, '..'),
    env: { ...process.env, PORT: String(port), REDIS_URL: redisUrl, TOKEN_SECRET, MATCH_TICK_MS: '10', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  processes.set(port, child);
  await waitForLine(child, new RegExp(`ready ${port}`), `game process on ${port}`);
}

function kill(port: number): Promise<void> {
  const child = processes.get(port);
  processes.delete(port);
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function joinRetrying(port: number, options: Record<string, unknown>): Promise<Room<MatchRoomState>> {
  const until = Date.now() + 30_000;
  for (;;) {
    try {
      return await join(port, 'joinOrCreate', options);
    } catch (error) {
      if (!/already being played/.test(String(error)) || Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

let ports: [number, number] = [0, 0];

beforeAll(async () => {
  if (!hasRedis) return;
  ({ url: redisUrl, server: redisServer } = await startRedisServer());
  redis = new Redis(redisUrl);
  ports = [await freePort(), await freePort()];
  await Promise.all(ports.map((port) => startGameProcess(port)));
  // Two processes loading the game at once on a busy machine take a while.
}, 150_000);

afterAll(async () => {
  await Promise.all([...processes.keys()].map((port) => kill(port)));
  redis?.disconnect();
  redisServer?.kill('SIGKILL');
});

const endpoint = (port: number) => `ws://127.0.0.1:${port}`;
const managerPass = (matchId: string, userId: string) => tokens.sign({ userId, matchId, role: 'manager' });
const stateOf = (room: Room<MatchRoomState>) => room.state;

/** A seat through the process on `port`; the whole-feed message is taken (and ignored). */
async function join(port: number, how: 'join' | 'joinOrCreate', options: Record<string, unknown>): Promise<Room<MatchRoomState>> {
  const room = await new Client(endpoint(port))[how]<MatchRoomState>('match', options);
  room.onMessage('feed', () => undefined);
  return room;
}

describe.skipIf(!hasRedis)('two game-server processes over Redis', () => {
  let owner: Room<MatchRoomState>;
  let ownerPort = 0;
  let managerId = '';

  it('makes exactly one room per match for 20 clients asking both processes for 4 matches', async () => {
    const matches = ['mp-1', 'mp-2', 'mp-3', 'mp-4'];
    const joins = Array.from({ length: 20 }, (_, i) => {
      const matchId = matches[i % 4] as string;
      const port = ports[i % 2] as number;
      return join(port, 'joinOrCreate', { matchId, token: managerPass(matchId, `user-${i}`) }).then((room) => ({
        room,
        matchId,
        port,
        userId: `user-${i}`,
      }));
    });
    const joined = await Promise.all(joins);
    for (const matchId of matches) {
      const rooms = new Set(joined.filter((j) => j.matchId === matchId).map((j) => j.room.roomId));
      expect(rooms.size, matchId).toBe(1);
      expect(Number(await redis.get(keys.created(matchId))), `${matchId} created`).toBe(1);
    }
    // Four listings, each with its owner's public address; half the clients asked the other process and were sent there.
    const listings = Object.values(await redis.hgetall('roomcaches')).map(
      (json) => JSON.parse(json) as { processId: string; publicAddress: string },
    );
    expect(listings).toHaveLength(4);
    for (const listing of listings) expect(ports.map((p) => `127.0.0.1:${p}`)).toContain(listing.publicAddress);
    expect(
      joined.filter((j) => !listings.some((l) => l.publicAddress === `127.0.0.1:${j.port}` && JSON.stringify(l).includes(j.room.roomId)))
        .length,
    ).toBeGreaterThan(0);
    await vi.waitFor(() => expect(joined.every((j) => stateOf(j.room).matchId === j.matchId)).toBe(true));

    // mp-1's creator is its manager: the others leave; it plays on in the next test.
    const first = joined.filter((j) => j.matchId === 'mp-1');
    const managerOfMp1 = await vi.waitFor(() => {
      const found = first.find((j) => stateOf(j.room).managerConnected && j.room.state);
      if (!found) throw new Error('no manager yet');
      return found;
    });
    for (const j of joined) if (j !== managerOfMp1 && j.matchId === 'mp-1') await j.room.leave(true);
    owner = managerOfMp1.room;
    managerId = managerOfMp1.userId;
    const listing = listings.find((l) => JSON.stringify(l).includes(owner.roomId));
    ownerPort = Number(listing?.publicAddress.split(':')[1]);
    expect(ports).toContain(ownerPort);
  }, 40_000);

  it('lets a spectator through the other process watch, and resumes the match from its snapshot when its process dies', async () => {
    const otherPort = ports.find((p) => p !== ownerPort) as number;
    const spectator = await join(otherPort, 'join', {
      matchId: 'mp-1',
      token: tokens.sign({ userId: 'fan', matchId: 'mp-1', role: 'spectator' }),
      spectate: true,
    });
    expect(spectator.roomId).toBe(owner.roomId);

    // Play to the second quarter (10 ms a game second), continuing at breaks.
    owner.onStateChange((state) => {
      if (state.status === 'break') owner.send('continue', {});
    });
    owner.send('play', {});
    await vi.waitFor(() => expect(stateOf(spectator).quarter).toBeGreaterThanOrEqual(2), { timeout: 30_000 });
    const seen = stateOf(spectator).homeScore + stateOf(spectator).awayScore;
    expect(seen).toBeGreaterThan(0);
    await vi.waitFor(async () => expect(await redis.get(keys.progress('mp-1'))).toBeTruthy());

    // The owner dies without a word (no dispose, no save)...
    const seenAt = (stateOf(spectator).quarter - 1) * QUARTER_SECONDS + (QUARTER_SECONDS - stateOf(spectator).clock);
    await kill(ownerPort);
    const stored = JSON.parse((await redis.get(keys.progress('mp-1'))) as string) as { elapsed: number; progress: string };
    const snapshot = JSON.parse(stored.progress) as LiveProgress;
    expect(await redis.get(keys.start('mp-1'))).toBeTruthy();
    expect(snapshot.elapsed).toBeGreaterThanOrEqual(QUARTER_SECONDS);
    // At most about a snapshot's interval of play is lost (what the spectator last saw may itself lag a little).
    expect(snapshot.elapsed, `progress at ${snapshot.elapsed} s, the spectator saw ${seenAt} s`).toBeGreaterThanOrEqual(
      seenAt - 2 * LIVE_SNAPSHOT_SECONDS,
    );
    expect(await redis.get(keys.result('mp-1'))).toBeNull();
    // ...and comes back (a new process id on the same address).
    await startGameProcess(ownerPort);

    // The manager reconnects through either process: the match resumes where its snapshot left it, paused.
    // As the client's seat recovery does, a refusal is asked again: the dead owner's claim may not have run out
    // yet, or Colyseus may have sent a second create of the match to the other process (colyseus#978), which
    // loses the claim to the first while the first's room is what the next ask finds.
    const back = await joinRetrying(otherPort, { matchId: 'mp-1', token: managerPass('mp-1', managerId) });
    // Paused where it was, or at the break it was at when the process died (progress is written at every break).
    await vi.waitFor(() => expect(['paused', 'break']).toContain(stateOf(back).status));
    expect(stateOf(back).homeScore).toBe(snapshot.score.home);
    expect(stateOf(back).awayScore).toBe(snapshot.score.away);
    expect(stateOf(back).flow.length).toBe(snapshot.flow.length);
    expect(Number(await redis.get(keys.created('mp-1')))).toBe(2);

    back.onStateChange((state) => {
      if (state.status === 'break') back.send('continue', {});
    });
    if (stateOf(back).status === 'break') back.send('continue', {});
    else back.send('play', {});
    await vi.waitFor(async () => expect(await redis.get(keys.result('mp-1'))).toBeTruthy(), { timeout: 60_000, interval: 200 });
    const result = JSON.parse((await redis.get(keys.result('mp-1'))) as string) as {
      score: { home: number; away: number };
      elapsed: number;
    };
    expect(result.score.home).not.toBe(result.score.away);
    expect(result.elapsed).toBeGreaterThanOrEqual(QUARTERS * QUARTER_SECONDS);
    // One result, saved by one room, and the record gone with it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(Number(await redis.get(keys.saveCalls('mp-1')))).toBe(1);
    await vi.waitFor(async () => expect(await redis.get(keys.start('mp-1'))).toBeNull());
    expect(await redis.get(keys.progress('mp-1'))).toBeNull();
  }, 120_000);
});
