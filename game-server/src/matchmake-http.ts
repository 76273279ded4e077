/**
 * The Colyseus matchmaking endpoint over plain HTTP, in place of the router
 * @colyseus/core binds when its own `Server.listen()` runs (the API owns the
 * HTTP server and listens itself, so Colyseus binds nothing here). That router
 * takes every request of the server and reads a matchmaking body of any size;
 * here only paths under `/matchmake/` reach Colyseus (everything else goes to
 * the HTTP server's own listeners, the API), the body is capped before it is
 * buffered, and every refusal is a 4xx JSON `{message}`. Answers from Colyseus
 * keep the shape @colyseus/sdk reads: 200 with the seat reservation, or a
 * refusal status with `{code, error}` (Colyseus's own router answers its
 * error code, 520-526, as the HTTP status; here a 4xx says it is the client's).
 */
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import { createAuthContext, ErrorCode, matchMaker, type Transport } from '@colyseus/core';
import getRawBody from 'raw-body';
import { MATCHMAKE_BODY_LIMIT_BYTES } from './limits.js';

/** @colyseus/sdk posts to `<endpoint>/matchmake/<method>/<roomName or roomId>`. */
const MATCHMAKE_PREFIX = `/${matchMaker.controller.matchmakeRoute}/`;
/** The characters Colyseus allows in a method, room name or room id. */
const ROUTE_SEGMENT = /^[A-Za-z0-9_-]+$/;
const ALLOWED_METHODS = 'OPTIONS, POST';

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;
type ResponseHeaders = Record<string, string>;

/** True for the paths Colyseus serves; the query string never counts. */
export function isMatchmakePath(url: string): boolean {
  return pathOf(url).startsWith(MATCHMAKE_PREFIX);
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** `/matchmake/<method>/<room>` with a method Colyseus exposes, or null. */
function parseRoute(url: string): { method: string; roomName: string } | null {
  const [method, roomName, ...rest] = pathOf(url).slice(MATCHMAKE_PREFIX.length).split('/');
  if (!method || !roomName || rest.length > 0) return null;
  if (!ROUTE_SEGMENT.test(method) || !ROUTE_SEGMENT.test(roomName)) return null;
  if (!matchMaker.controller.exposedMethods.includes(method)) return null;
  return { method, roomName };
}

/**
 * Puts the matchmaking route in front of the server's request listeners, the
 * way @colyseus/core does, but routed and bounded as described above.
 */
export function routeMatchmaking(server: HttpServer, transport: Transport): void {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (isMatchmakePath(req.url ?? '/')) {
      handleMatchmake(req, res, transport).catch((error: unknown) => {
        // Colyseus's own failures are answered inside; this is a bug of ours.
        console.error('[game-server] matchmaking request failed', error);
        send(res, 500, {}, { message: 'Internal server error' });
      });
      return;
    }
    for (const listener of listeners) listener.call(server, req, res);
  });
}

/** Request headers as one string each (a repeated header joined, as the Fetch API does). */
function singleValued(headers: IncomingMessage['headers']): Record<string, string | undefined> {
  const single: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(headers)) single[name] = Array.isArray(value) ? value.join(', ') : value;
  return single;
}

/** A matchmaking refusal's HTTP status: the client's doing, so a 4xx (Colyseus's code stays in the body). */
function refusalStatus(code: unknown): number {
  switch (code) {
    case ErrorCode.AUTH_FAILED:
      return 403;
    case ErrorCode.MATCHMAKE_NO_HANDLER:
    case ErrorCode.MATCHMAKE_INVALID_ROOM_ID:
      return 404;
    case ErrorCode.MATCHMAKE_INVALID_CRITERIA:
    case ErrorCode.INVALID_PAYLOAD:
      return 400;
    default:
      // The room refused (full, not live, already played, a cap): the request was fine, the room's state says no.
      return 409;
  }
}

function send(res: ServerResponse, status: number, headers: ResponseHeaders, body: unknown, closeConnection = false): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json',
    // A refused body is left unread: closing spares reading the rest of it to keep the connection alive.
    ...(closeConnection ? { Connection: 'close' } : {}),
  });
  res.end(JSON.stringify(body));
}

/** Why raw-body refused the body, as an HTTP status and message; null when the client is gone. */
function bodyRefusal(error: unknown): { status: number; message: string } | null {
  const type = typeof error === 'object' && error !== null && 'type' in error ? error.type : undefined;
  switch (type) {
    case 'entity.too.large':
      return { status: 413, message: `The request body is over ${MATCHMAKE_BODY_LIMIT_BYTES} bytes` };
    case 'request.size.invalid':
      return { status: 400, message: 'The request body does not match its Content-Length' };
    case 'request.aborted':
      return null;
    default:
      return { status: 400, message: 'The request body could not be read' };
  }
}

function isJsonContentType(header: string | undefined): boolean {
  return header === undefined || /^application\/json\s*(;|$)/i.test(header);
}

async function handleMatchmake(req: IncomingMessage, res: ServerResponse, transport: Transport): Promise<void> {
  const auth = createAuthContext({ headers: singleValued(req.headers), remoteAddress: req.socket.remoteAddress, req });
  const cors: ResponseHeaders = { ...matchMaker.controller.DEFAULT_CORS_HEADERS, ...matchMaker.controller.getCorsHeaders(auth.headers) };
  if (matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN) {
    send(res, 503, cors, { message: 'The game server is shutting down' }, true);
    return;
  }
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors);
    res.end();
    return;
  }
  const route = parseRoute(req.url ?? '/');
  if (!route) {
    send(res, 404, cors, { message: 'Not found' }, true);
    return;
  }
  if (req.method !== 'POST') {
    send(res, 405, { ...cors, Allow: ALLOWED_METHODS }, { message: `Use POST for ${MATCHMAKE_PREFIX}` }, true);
    return;
  }
  const encoding = req.headers['content-encoding'];
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity') {
    send(res, 415, cors, { message: `Unsupported Content-Encoding "${encoding}"` }, true);
    return;
  }
  if (!isJsonContentType(req.headers['content-type'])) {
    send(res, 415, cors, { message: 'Send the join options as application/json' }, true);
    return;
  }

  let text: string;
  try {
    // A declared Content-Length over the limit is refused before reading; a
    // chunked body is counted as it arrives and dropped past the limit.
    text = await getRawBody(req, { limit: MATCHMAKE_BODY_LIMIT_BYTES, length: req.headers['content-length'], encoding: 'utf8' });
  } catch (error) {
    const refusal = bodyRefusal(error);
    if (refusal) send(res, refusal.status, cors, { message: refusal.message }, true);
    else res.destroy();
    return;
  }
  let options: unknown;
  try {
    options = JSON.parse(text);
  } catch {
    send(res, 400, cors, { message: 'Malformed JSON body' });
    return;
  }
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    send(res, 400, cors, { message: 'The join options must be a JSON object' });
    return;
  }

  try {
    const reservation: Record<string, unknown> = await matchMaker.controller.invokeMethod(route.method, route.roomName, options, auth);
    if (transport.protocol !== undefined) reservation.protocol = transport.protocol;
    send(res, 200, cors, reservation);
  } catch (error) {
    // invokeMethod wraps every failure as a ServerError; @colyseus/sdk reads a refusal's message from `error` (or `message`).
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
    const message = error instanceof Error ? error.message : String(error);
    send(res, refusalStatus(code), cors, { code, error: message, message });
  }
}
