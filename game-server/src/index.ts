/**
 * The Colyseus game server, attached to the same HTTP server as the API so the
 * whole game is served on one port. Match rooms are registered here.
 */
import type { Server as HttpServer } from 'node:http';
import { Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';

export function attachGameServer(httpServer: HttpServer): Server {
  const gameServer = new Server({
    transport: new WebSocketTransport({ server: httpServer }),
    // The API owns process signals and shuts the game server down itself.
    gracefullyShutdown: false,
  });
  return gameServer;
}
