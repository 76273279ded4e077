/**
 * The Colyseus game server, attached to the same HTTP server as the API so the
 * whole game is served on one port. The API injects what rooms need.
 */
import type { Server as HttpServer } from 'node:http';
import { LocalPresence, matchMaker, Server, type Presence } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { LIVE_CENTRE_ROOM_NAME, LIVE_ROOM_NAME } from '@hardwood/shared';
import type { LiveMatchDeps } from './deps.js';
import { MAX_MESSAGE_BYTES } from './limits.js';
import { routeMatchmaking } from './matchmake-http.js';
import { SpreadHeartbeatTransport } from './transport.js';
import { MatchRoom } from './match-room.js';
import { claimKey } from './match-claim.js';
import type { LivePass, LiveRoomSnapshot } from './room-options.js';

export type { ExhibitionRules, HeadToHeadRules, LiveMatchDeps, LiveMatchSetup, LiveProgress, LiveSnapshotStore } from './deps.js';
export { careerKind, friendlyKind, leagueKind, liveCentreKind, type LeagueRules, type RoomKind, type RoomKindName } from './kinds/index.js';
export { MatchRefused, ResultNotSavable } from './deps.js';
export { MATCHMAKE_BODY_LIMIT_BYTES } from './limits.js';
export { SpreadHeartbeatTransport } from './transport.js';
export { MatchRoom } from './match-room.js';
export type { LivePass, LiveRoomSnapshot } from './room-options.js';
export { LiveTokenSigner, LIVE_TOKEN_TTL_MS, type LiveTokenClaims } from './token.js';
export { SEATS_PER_ADDRESS_MESSAGE } from './address-seats.js';

/** Closes the live matches a manager is playing (their career was abandoned); answers how many. */
export function closeLiveMatchesOf(userId: string): number {
  return MatchRoom.closeMatchesOf(userId);
}

/** A live room's score, period, clock and spectators in this process (the Live Centre's listing), or null. */
export function liveRoomSnapshot(matchId: string): LiveRoomSnapshot | null {
  return MatchRoom.snapshot(matchId);
}

/**
 * Whether a room plays the match now, in this process or (with Redis) in
 * any: a live room keeps its match's claim renewed, and a dead process's
 * claims run out within their lifetime, so a match the claim does not name
 * is one a server may open again (it resumes from its snapshot). Listings
 * are not asked: a killed process leaves its listings behind.
 */
export async function isMatchPlaying(matchId: string): Promise<boolean> {
  if (MatchRoom.snapshot(matchId) !== null) return true;
  const presence = matchMaker.presence as Presence | undefined;
  if (!presence || presence instanceof LocalPresence) return false;
  return presence.exists(claimKey(matchId));
}

/** Creates a room in this process (the Live Centre's programme starts its matches so). */
export async function createLiveRoom(roomName: string, options: Record<string, unknown>): Promise<void> {
  // In this process, whatever the load of others (with Redis the matchmaker would pick the least busy
  // process): the programme reads its rooms' live figures in-process, and only this process knows its secret.
  await matchMaker.handleCreateRoom(roomName, options);
}

/** Registers the match room with its dependencies bound (never taken from client options). */
export function defineMatchRoom(gameServer: Server, deps: LiveMatchDeps, roomName: string = LIVE_ROOM_NAME): void {
  class BoundMatchRoom extends MatchRoom {
    protected override deps = deps;

    /** Matchmaking (join, create, joinOrCreate): no valid token for the named match, no seat. */
    static override async onAuth(_bearer: string, options: unknown): Promise<LivePass> {
      return MatchRoom.admit(deps, options, roomName);
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
 * Several game-server processes: they share Redis for presence
 * (IPC, locks, match claims) and the room listings, and each has its own
 * public address (`host:port`, or `host/path` behind a reverse proxy) where
 * clients open their WebSocket to the room's owner.
 */
export interface ScaleOut {
  redisUrl: string;
  publicAddress?: string;
}

export function attachGameServer(httpServer: HttpServer, deps?: LiveMatchDeps, liveCentreDeps?: LiveMatchDeps, scale?: ScaleOut): Server {
  const transport = new SpreadHeartbeatTransport({ server: httpServer, maxPayload: MAX_MESSAGE_BYTES });
  // HTTP matchmaking only under /matchmake/, with a capped body (see matchmake-http.ts). The API
  // listens on the HTTP server itself, so Colyseus's own router (bound by its `listen`) never is.
  routeMatchmaking(httpServer, transport);
  const gameServer = new Server({
    transport,
    // The API owns process signals and shuts the game server down itself.
    gracefullyShutdown: false,
    // Without Redis: Colyseus's in-process presence and driver, as always.
    ...(scale
      ? {
          presence: new RedisPresence(scale.redisUrl),
          driver: new RedisDriver(scale.redisUrl),
          ...(scale.publicAddress ? { publicAddress: scale.publicAddress } : {}),
        }
      : {}),
  });
  // Once listening, the matchmaker takes requests (what Colyseus's own `listen` does): with several
  // processes this one joins the others (IPC channel, health checks, room counts for picking where
  // rooms are created); alone it only marks itself ready.
  ready = new Promise((resolve, reject) =>
    httpServer.once('listening', () => {
      matchMaker.accept(!scale).then(resolve, reject);
    }),
  );
  if (deps) defineMatchRoom(gameServer, deps);
  if (liveCentreDeps) defineMatchRoom(gameServer, liveCentreDeps, LIVE_CENTRE_ROOM_NAME);
  return gameServer;
}
