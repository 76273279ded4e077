/**
 * Colyseus's WebSocket transport with its heartbeat spread out (issue 15).
 * The stock transport pings every connection in one sweep every 3 s: with
 * thousands of spectators that sweep is one long stall (the room benchmark
 * measured ~150 ms at 5,000 connections, every room's tick late at once).
 * Here the same heartbeat (ping, count the unanswered, terminate after the
 * retries) walks through the connections a slice every 100 ms, so each is
 * still pinged once per interval and no tick waits for all of them.
 */
import { WebSocketTransport } from '@colyseus/ws-transport';

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
