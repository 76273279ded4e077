/**
 * The spread heartbeat: every connection is still pinged once per
 * interval and an unresponsive one is cut off after the retries, but the
 * pings go out a slice every 100 ms instead of all in one sweep.
 */
import { createServer, type Server as HttpServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { checkHeartbeatHook, SpreadHeartbeatTransport } from '../src/transport.js';

type Raw = WebSocket & { pingCount: number };

/** Only the heartbeat: connections are kept as they are (no rooms, no seats). */
class HeartbeatOnly extends SpreadHeartbeatTransport {
  protected override async onConnection(raw: Raw): Promise<void> {
    raw.pingCount = 0;
    raw.on('pong', () => (raw.pingCount = 0));
  }
}

const INTERVAL_MS = 300;
let http: HttpServer;
let url = '';
beforeAll(async () => {
  http = createServer();
  const transport = new HeartbeatOnly({ server: http, pingInterval: INTERVAL_MS, pingMaxRetries: 2 });
  await new Promise<void>((resolve) => transport.listen(0, undefined, undefined, resolve));
  const address = http.address();
  url = `ws://localhost:${typeof address === 'object' && address ? address.port : 0}`;
});
// A failed test leaves its sockets open: close them too, or the server never finishes closing.
afterAll(
  () =>
    new Promise<void>((resolve) => {
      http.closeAllConnections();
      http.close(() => resolve());
    }),
);

const open = (options: WebSocket.ClientOptions = {}) =>
  new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(url, options);
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });

describe('the spread heartbeat', () => {
  it('pings each connection about once an interval, a slice at a time', async () => {
    const sockets = await Promise.all(Array.from({ length: 30 }, () => open()));
    const pings: number[][] = sockets.map(() => []);
    sockets.forEach((socket, i) => socket.on('ping', () => pings[i]?.push(performance.now())));
    await new Promise((resolve) => setTimeout(resolve, 4 * INTERVAL_MS + 50));
    for (const times of pings) expect(times.length).toBeGreaterThanOrEqual(3);
    for (const times of pings) expect(times.length).toBeLessThanOrEqual(5);
    // Never everyone at once: a 100 ms slice pings at most a third of the 30 (interval / slice = 3 slices).
    const all = pings.flat().sort((a, b) => a - b);
    let most = 0;
    for (const t of all) most = Math.max(most, all.filter((u) => u >= t && u < t + 50).length);
    expect(most).toBeLessThanOrEqual(10);
    for (const socket of sockets) socket.close();
  });

  it('terminates a connection that never answers, after the retries', async () => {
    const silent = await open({ autoPong: false });
    const closed = new Promise<number>((resolve) => silent.once('close', () => resolve(performance.now())));
    const at = performance.now();
    const when = await closed;
    // Pinged unanswered twice (a round can start up to one interval after it connected), then cut off; generous for a busy machine.
    expect(when - at).toBeGreaterThanOrEqual(2 * INTERVAL_MS - 50);
    expect(when - at).toBeLessThan(12 * INTERVAL_MS);
  });
});

describe('the heartbeat hook check', () => {
  it('passes over the installed @colyseus/ws-transport and fails at start over one without the hook', () => {
    expect(() => checkHeartbeatHook()).not.toThrow();
    expect(() => checkHeartbeatHook({})).toThrow(/no longer has autoTerminateUnresponsiveClients/);
    expect(() => checkHeartbeatHook({ autoTerminateUnresponsiveClients: () => undefined })).toThrow(/adapt SpreadHeartbeatTransport/);
  });
});
