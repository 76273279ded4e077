/**
 * Colyseus's WebSocket transport with its heartbeat spread out.
 * The stock transport pings every connection in one sweep every 3 s: with
 * thousands of spectators that sweep is one long stall (the room benchmark
 * measured ~150 ms at 5,000 connections, every room's tick late at once).
 * Here the same heartbeat (ping, count the unanswered, terminate after the
 * retries) walks through the connections a slice every 100 ms, so each is
 * still pinged once per interval and no tick waits for all of them.
 *
 * @colyseus/ws-transport has no option for this, so this is the one
 * override of a Colyseus internal left (the protected
 * `autoTerminateUnresponsiveClients`, see the README): checked when the
 * transport is built, so an upgrade that renames or drops it fails at start
 * instead of silently going back to the one-sweep heartbeat.
 */
import { WebSocketTransport } from '@colyseus/ws-transport';

type TransportOptions = ConstructorParameters<typeof WebSocketTransport>[0];

/** The overridden method must still be the transport's own, with the signature this override answers. */
export function checkHeartbeatHook(prototype: object = WebSocketTransport.prototype): void {
  const hook: unknown = Reflect.get(prototype, 'autoTerminateUnresponsiveClients');
  if (typeof hook !== 'function' || hook.length !== 2) {
    throw new Error(
      '@colyseus/ws-transport no longer has autoTerminateUnresponsiveClients(pingInterval, pingMaxRetries): adapt SpreadHeartbeatTransport (game-server/src/transport.ts) before upgrading',
    );
  }
}

/** How often a slice of the connections is pinged. */
const PING_SLICE_MS = 100;

interface HeartbeatSocket {
  readyState: number;
  pingCount: number;
  ping(data?: unknown, mask?: boolean, callback?: (error?: Error) => void): void;
  terminate(): void;
}

const OPEN = 1;
const noop = () => undefined;

export class SpreadHeartbeatTransport extends WebSocketTransport {
  constructor(options?: TransportOptions) {
    checkHeartbeatHook();
    super(options);
  }

  protected override autoTerminateUnresponsiveClients(pingInterval: number, pingMaxRetries: number): void {
    const slices = Math.max(1, Math.round(pingInterval / PING_SLICE_MS));
    let round: HeartbeatSocket[] = [];
    let share = 0;
    let slice = 0;
    this.pingInterval = setInterval(() => {
      // A round starts once an interval and takes the connections of the moment (one who left meanwhile is skipped),
      // spread evenly over the interval's slices.
      if (slice % slices === 0) {
        round = [...this.wss.clients] as unknown as HeartbeatSocket[];
        share = Math.ceil(round.length / slices);
      }
      slice += 1;
      for (let i = 0; i < share && round.length > 0; i += 1) {
        const socket = round.pop() as HeartbeatSocket;
        if (socket.readyState !== OPEN) continue;
        if (socket.pingCount >= pingMaxRetries) {
          socket.terminate();
          continue;
        }
        socket.pingCount += 1;
        socket.ping(noop);
      }
    }, PING_SLICE_MS);
    this.pingInterval.unref();
  }
}
