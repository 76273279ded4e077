/**
 * Boots a test game server on a port of its own per vitest worker:
 * `@colyseus/testing`'s `boot(server)` always listens on one fixed port, so
 * two test files running in parallel would collide.
 */
import type { Server } from '@colyseus/core';
import { ColyseusTestServer } from '@colyseus/testing';
import { expect, vi } from 'vitest';
import type { MatchRoom } from '../src/match-room.js';
import type { MatchRoomState } from '../src/state.js';

const BASE_PORT = 2610;

export async function serve(gameServer: Server, offset = 0): Promise<ColyseusTestServer> {
  const worker = Number(process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? 0);
  await gameServer.listen(BASE_PORT + worker * 10 + offset);
  return new ColyseusTestServer(gameServer);
}

/** Joins (or creates) a match room as its manager and waits for the first state: the client and the server's room. */
export async function openAsManager(colyseus: ColyseusTestServer, token: string, roomName = 'match', matchId = 'm1') {
  const client = await colyseus.sdk.joinOrCreate<MatchRoomState>(roomName, { matchId, token });
  const room = colyseus.getRoomById(client.roomId) as unknown as MatchRoom & { state: MatchRoomState };
  await vi.waitFor(() => expect(client.state.status).toBeTruthy());
  return { client, room };
}
