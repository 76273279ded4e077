/**
 * A league round over two game-server processes and Redis: at the tip-off
 * each process opens its share of the round's rooms (the league room kind,
 * which only the server opens); one process is killed mid-round; the other
 * takes its matches up once their claims run out, each resuming from its
 * snapshot; every match ends and is saved once, and the round is processed
 * once (the store's claim, here Redis's SET NX, as the API's calendar
 * claims a round with one guarded update).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QUARTER_SECONDS, QUARTERS } from '@hardwood/shared';
import { keys } from './multi-process/keys.js';
import { freePort, hasRedis, startRedisServer, waitForLine } from './multi-process/redis-server.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROUND = ['lg-1', 'lg-2', 'lg-3', 'lg-4'];
let redisUrl = '';
let redisServer: ChildProcess | null = null;
let redis: Redis;
const processes = new Map<number, ChildProcess>();

async function startLeagueProcess(port: number, share: number): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'multi-process', 'league-process.ts')], {
    cwd: path.resolve(here, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      REDIS_URL: redisUrl,
      TOKEN_SECRET: 'league-multi-process-secret-0123456789',
      LEAGUE_SECRET: 'league-calendar-secret',
      MATCH_TICK_MS: '8',
      ROUND: ROUND.join(','),
      SHARE: String(share),
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  processes.set(port, child);
  await waitForLine(child, new RegExp(`ready ${port}`), `league process on ${port}`);
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

/** The stand-in calendar's processing: once every match has its result, the first to claim the round processes it. */
async function processRoundIfOver(): Promise<void> {
  const results = await Promise.all(ROUND.map((m) => redis.exists(keys.result(m))));
  if (results.some((r) => r === 0)) return;
  await redis.incr(keys.roundProcessCalls);
  await redis.set(keys.roundProcessed, 'done', 'NX');
}

let ports: [number, number] = [0, 0];

beforeAll(async () => {
  if (!hasRedis) return;
  ({ url: redisUrl, server: redisServer } = await startRedisServer());
  redis = new Redis(redisUrl);
  ports = [await freePort(), await freePort()];
  await Promise.all(ports.map((port, share) => startLeagueProcess(port, share)));
}, 150_000);

afterAll(async () => {
  await Promise.all([...processes.keys()].map((port) => kill(port)));
  redis?.disconnect();
  redisServer?.kill('SIGKILL');
});

describe.skipIf(!hasRedis)('a league round over two processes', () => {
  it('spreads its rooms, survives a process killed mid-round, ends every match once and is processed once', async () => {
    const [first, second] = ports;
    // Each process opened its share at the tip-off: the round is spread over both.
    await vi.waitFor(
      async () => {
        const where = await Promise.all(ROUND.map((m) => redis.smembers(keys.openedOn(m))));
        expect(where.every((w) => w.length === 1)).toBe(true);
        expect(new Set(where.flat())).toEqual(new Set([String(first), String(second)]));
      },
      { timeout: 30_000, interval: 100 },
    );
    const onFirst: string[] = [];
    for (const m of ROUND) if ((await redis.smembers(keys.openedOn(m))).includes(String(first))) onFirst.push(m);
    expect(onFirst.length).toBeGreaterThan(0);

    // Mid-round (every match into its second quarter, with a snapshot), the first process dies without a word.
    await vi.waitFor(
      async () => {
        for (const m of onFirst) {
          const stored = await redis.get(keys.progress(m));
          expect(stored && (JSON.parse(stored) as { elapsed: number }).elapsed).toBeGreaterThanOrEqual(QUARTER_SECONDS);
        }
      },
      { timeout: 60_000, interval: 100 },
    );
    await kill(first);
    for (const m of onFirst) expect(await redis.get(keys.result(m))).toBeNull();

    // The survivor takes them up (their claims run out) and every match ends; the round is processed once.
    const ticker = setInterval(() => void processRoundIfOver(), 200);
    try {
      await vi.waitFor(
        async () => expect((await Promise.all(ROUND.map((m) => redis.exists(keys.result(m))))).every((r) => r === 1)).toBe(true),
        { timeout: 90_000, interval: 200 },
      );
      await vi.waitFor(async () => expect(await redis.get(keys.roundProcessed)).toBe('done'), { timeout: 5_000 });
    } finally {
      clearInterval(ticker);
    }
    for (const m of ROUND) {
      expect(Number(await redis.get(keys.saveCalls(m))), `${m} saved`).toBe(1);
      const result = JSON.parse((await redis.get(keys.result(m))) as string) as { elapsed: number };
      expect(result.elapsed).toBeGreaterThanOrEqual(QUARTERS * QUARTER_SECONDS);
    }
    for (const m of onFirst) {
      // Opened again on the survivor, from its snapshot (a second setup load), not replayed from the tip-off by a new room twice.
      expect(await redis.smembers(keys.openedOn(m))).toEqual(expect.arrayContaining([String(first), String(second)]));
      expect(Number(await redis.get(keys.created(m)))).toBe(2);
    }
    expect(await redis.get(keys.roundProcessed)).toBe('done');
  }, 180_000);
});
