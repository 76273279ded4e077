/**
 * The Colyseus game server, attached to the same HTTP server as the API so the
 * whole game is served on one port. The API injects what rooms need.
 */
import type { Server as HttpServer } from 'node:http';
import { matchMaker, Server } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { LIVE_CENTRE_ROOM_NAME, LIVE_ROOM_NAME } from '@hardwood/shared';
import type { LiveMatchDeps } from './deps.js';
import { MAX_MESSAGE_BYTES } from './limits.js';
import { GuardedServer } from './matchmake-http.js';
import { SpreadHeartbeatTransport } from './transport.js';
import { MatchRoom } from './match-room.js';
import { installSchemaChangeReuse } from './schema-change-reuse.js';
import type { LiveRoomSnapshot } from './room-options.js';

export type { ExhibitionRules, LiveMatchDeps, LiveMatchSetup, LiveProgress, LiveSnapshotStore } from './deps.js';
export { MatchRefused, ResultNotSavable } from './deps.js';
export { MATCHMAKE_BODY_LIMIT_BYTES } from './limits.js';
export { SpreadHeartbeatTransport } from './transport.js';
export { ForecastPool, FORECAST_SIMS } from './forecast.js';
export { MatchRoom } from './match-room.js';
export type { LivePass, LiveRoomSnapshot } from './room-options.js';
export { LiveTokenSigner, LIVE_TOKEN_TTL_MS, type LiveTokenClaims } from './token.js';

/** Closes the live matches a manager is playing (their career was abandoned); answers how many. */
export function closeLiveMatchesOf(userId: string): number {
  return MatchRoom.closeMatchesOf(userId);
}

/** A live room's score, period, clock and spectators in this process (the Live Centre's listing), or null. */
export function liveRoomSnapshot(matchId: string): LiveRoomSnapshot | null {
  return MatchRoom.snapshot(matchId);
}

/** Creates a room in this process (the Live Centre's programme starts its matches so). */
export async function createLiveRoom(roomName: string, options: Record<string, unknown>): Promise<void> {
  // In this process, whatever the load of others (with Redis the matchmaker would pick the least busy
  // process): the programme reads its rooms' live figures in-process, and only this process knows its secret.
  await matchMaker.handleCreateRoom(roomName, options);
}

/** Registers the match room with its dependencies bound (never taken from client options). */
export function defineMatchRoom(gameServer: Server, deps: LiveMatchDeps, roomName: string = LIVE_ROOM_NAME): void {
  // Before any room's state is encoded: patches without promoted garbage (see schema-change-reuse.ts).
  installSchemaChangeReuse();
  class BoundMatchRoom extends MatchRoom {
    protected override deps = deps;

    /** Matchmaking (join, create, joinOrCreate): no valid token for the named match, no seat. */
    static override async onAuth(_bearer: string, options: unknown): Promise<unknown> {
      return MatchRoom.admit(deps, options);
    }
  }
  gameServer.define(roomName, BoundMatchRoom).filterBy(['matchId']);
}

let ready: Promise<void> = Promise.resolve();

/** Settles once the game server takes matchmaking requests from other processes too (at once without Redis). */
export function gameServerReady(): Promise<void> {
  return ready;
}

/**
 * Several game-server processes (issue 17): they share Redis for presence
 * (IPC, locks, match claims) and the room listings, and each has its own
 * public address (`host:port`, or `host/path` behind a reverse proxy) where
 * clients open their WebSocket to the room's owner.
 */
export interface ScaleOut {
  redisUrl: string;
  publicAddress?: string;
}

export function attachGameServer(httpServer: HttpServer, deps?: LiveMatchDeps, liveCentreDeps?: LiveMatchDeps, scale?: ScaleOut): Server {
  // HTTP matchmaking only under /matchmake/, with a capped body (see matchmake-http.ts).
  const gameServer = new GuardedServer({
    transport: new SpreadHeartbeatTransport({ server: httpServer, maxPayload: MAX_MESSAGE_BYTES }),
    // The API owns process signals and shuts the game server down itself.
    gracefullyShutdown: false,
    // Without Redis: Colyseus's in-process presence and driver, as always.
    ...(scale ? { presence: new RedisPresence(scale.redisUrl), driver: new RedisDriver(scale.redisUrl), ...(scale.publicAddress ? { publicAddress: scale.publicAddress } : {}) } : {}),
  });
  // Several processes: once listening, this one joins the others (IPC channel, health checks, room
  // counts for picking where rooms are created). One process needs none of it and never calls it.
  ready = scale ? new Promise((resolve, reject) => httpServer.once('listening', () => {
          matchMaker.accept().then(resolve, reject);
        })) : Promise.resolve();
  if (deps) defineMatchRoom(gameServer, deps);
  if (liveCentreDeps) defineMatchRoom(gameServer, liveCentreDeps, LIVE_CENTRE_ROOM_NAME);
  return gameServer;
}
