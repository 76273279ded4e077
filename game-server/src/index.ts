/**
 * The Colyseus game server, attached to the same HTTP server as the API so the
 * whole game is served on one port. The API injects what rooms need.
 */
import type { Server as HttpServer } from 'node:http';
import { Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { LIVE_ROOM_NAME } from '@hardwood/shared';
import type { LiveMatchDeps } from './deps.js';
import { MatchRoom } from './match-room.js';

export type { LiveMatchDeps, LiveMatchSetup } from './deps.js';
export { MatchRoom } from './match-room.js';
export { LiveTokenSigner, LIVE_TOKEN_TTL_MS, type LiveTokenClaims } from './token.js';

/** Registers the match room with its dependencies bound (never taken from client options). */
export function defineMatchRoom(gameServer: Server, deps: LiveMatchDeps, roomName: string = LIVE_ROOM_NAME): void {
  class BoundMatchRoom extends MatchRoom {
    protected override deps = deps;
  }
  gameServer.define(roomName, BoundMatchRoom).filterBy(['matchId']);
}

export function attachGameServer(httpServer: HttpServer, deps?: LiveMatchDeps): Server {
  const gameServer = new Server({
    transport: new WebSocketTransport({ server: httpServer }),
    // The API owns process signals and shuts the game server down itself.
    gracefullyShutdown: false,
  });
  if (deps) defineMatchRoom(gameServer, deps);
  return gameServer;
}
