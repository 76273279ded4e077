/**
 * Boots a test game server on a port of its own per vitest worker:
 * `@colyseus/testing`'s `boot(server)` always listens on one fixed port, so
 * two test files running in parallel would collide.
 */
import type { Server } from '@colyseus/core';
import { ColyseusTestServer } from '@colyseus/testing';

const BASE_PORT = 2610;

export async function serve(gameServer: Server, offset = 0): Promise<ColyseusTestServer> {
  const worker = Number(process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? 0);
  await gameServer.listen(BASE_PORT + worker * 10 + offset);
  return new ColyseusTestServer(gameServer);
}
