/**
 * The room benchmark's client side, in its own process: @colyseus/sdk clients
 * joining as the bench says (a manager who presses play, or spectators),
 * reporting the bytes they received per second and the gaps between patches.
 */
import { Client, type Room } from '@colyseus/sdk';

export interface Seat {
  roomName: string;
  matchId: string;
  token: string;
  /** A manager joins or creates and presses play; a spectator only joins. */
  manager: boolean;
}

type SocketOf = {
  transport: { ws: { addEventListener(type: 'message', listener: (event: { data: ArrayBuffer | string }) => void): void } };
};

let received = 0;
let messages = 0;
const rooms: Room[] = [];

type ParentMessage = { type: 'start'; endpoint: string; seats: Seat[] } | { type: 'measure' } | { type: 'stop' };

// A failed join rejects unhandled, which ends this child process: the bench then reports the missing clients.
process.on('message', (message: ParentMessage) => void onParentMessage(message));

async function onParentMessage(message: ParentMessage): Promise<void> {
  if (message.type === 'start') {
    const client = new Client(message.endpoint);
    // Join in small batches: a burst of hundreds of seat reservations at once measures the matchmaker, not the rooms.
    for (let i = 0; i < message.seats.length; i += 25) {
      const batch = message.seats.slice(i, i + 25);
      const joined = await Promise.all(
        batch.map(async ({ roomName, matchId, token, manager }) => {
          const room = manager
            ? await client.joinOrCreate(roomName, { matchId, token })
            : await client.join(roomName, { matchId, token, spectate: true });
          room.onMessage('*', () => undefined);
          if (manager) room.send('play');
          return room;
        }),
      );
      for (const room of joined) {
        (room.connection as unknown as SocketOf).transport.ws.addEventListener('message', (event) => {
          received += typeof event.data === 'string' ? event.data.length : event.data.byteLength;
          messages += 1;
        });
        rooms.push(room);
      }
    }
    process.send?.({ type: 'joined', count: rooms.length });
  } else if (message.type === 'measure') {
    const from = received;
    const fromMessages = messages;
    const at = performance.now();
    setTimeout(
      () => process.send?.({ type: 'bytes', bytes: received - from, messages: messages - fromMessages, ms: performance.now() - at }),
      10_000,
    );
  } else {
    await Promise.all(rooms.map((r) => r.leave(true).catch(() => undefined)));
    process.exit(0);
  }
}
