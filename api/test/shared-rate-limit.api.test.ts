/**
 * Rate limits shared by every API process: with Redis configured,
 * two apps (as two processes behind a proxy) count one visitor's failed
 * sign-ins together, so alternating between them buys no extra attempts;
 * and the settings several processes need are checked at start.
 */
import type { ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LiveTokenSigner } from '@hardwood/game-server';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRedis, startRedisServer } from '../../game-server/test/multi-process/redis-server.js';
import { createApp } from '../src/routes/app.js';
import { redisRateStores } from '../src/routes/auth/shared-rate-store.js';
import { assertStartupConfig, LIVE_TOKEN_SECRET_MESSAGE, liveTokenSecret, scaleOut } from '../src/infra/config/config.js';
import { connectStore, disconnectStore } from '../src/infra/store/connect.js';

const ACCOUNT_LIMIT = 3;
let redisServer: ChildProcess | null = null;
let redis: Redis | null = null;
const servers: Server[] = [];
const urls: string[] = [];

beforeAll(async () => {
  if (!hasRedis) return;
  await connectStore('nedb://memory');
  const started = await startRedisServer();
  redisServer = started.server;
  redis = new Redis(started.url);
  for (let i = 0; i < 2; i += 1) {
    const { app } = createApp({
      clientDir: '/nonexistent',
      rateStores: redisRateStores(redis),
      env: { LOGIN_RATE_LIMIT: String(ACCOUNT_LIMIT) },
    });
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    urls.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  }
}, 30_000);

afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  redis?.disconnect();
  redisServer?.kill('SIGKILL');
  await disconnectStore();
});

const login = (url: string) =>
  fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-horse-battery' }),
  });

describe.skipIf(!hasRedis)('sign-in limits over two processes', () => {
  it("count one visitor's failed attempts together, whichever process answers", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= ACCOUNT_LIMIT; i += 1) statuses.push((await login(urls[i % 2] as string)).status);
    // Each process alone would have allowed three: together they refuse the fourth.
    expect(statuses).toEqual([...Array<number>(ACCOUNT_LIMIT).fill(401), 429]);
    expect((await login(urls[0] as string)).status).toBe(429);
    expect(await redis?.keys('hw:rate:login-account:*')).toHaveLength(1);
  });
});

describe('settings for several processes', () => {
  it('refuse to start with REDIS_URL but no shared live-token secret, and share the one given', () => {
    expect(() => assertStartupConfig({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(LIVE_TOKEN_SECRET_MESSAGE);
    expect(() => assertStartupConfig({ REDIS_URL: 'redis://127.0.0.1:6379', LIVE_TOKEN_SECRET: 'short' })).toThrow(
      LIVE_TOKEN_SECRET_MESSAGE,
    );
    const env = { REDIS_URL: 'redis://127.0.0.1:6379', LIVE_TOKEN_SECRET: 'a'.repeat(40), PUBLIC_ADDRESS: 'game.example/p1' };
    expect(() => assertStartupConfig(env)).not.toThrow();
    // Two processes with the same secret accept each other's tokens.
    const secret = liveTokenSecret(env) as Buffer;
    const token = new LiveTokenSigner(secret).sign({ userId: 'u', matchId: 'm', role: 'manager' });
    expect(new LiveTokenSigner(liveTokenSecret(env) as Buffer).verify(token)?.matchId).toBe('m');
    expect(scaleOut(env)).toEqual({ redisUrl: env.REDIS_URL, publicAddress: 'game.example/p1' });
    // One process: a random secret of its own, nothing shared.
    expect(liveTokenSecret({})).toBeNull();
    expect(scaleOut({})).toBeNull();
  });
});
