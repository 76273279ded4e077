/**
 * The room benchmark's client side, in its own process: one colyseus.js
 * client per room, joined as the manager, then `play`. Reports the bytes it
 * received per second to the parent.
 */
import { Client, type Room } from 'colyseus.js';

interface Start {
  endpoint: string;
  rooms: Array<{ matchId: string; token: string }>;
}

type SocketOf = { transport: { ws: { addEventListener(type: 'message', listener: (event: { data: ArrayBuffer | string }) => void): void } } };

let received = 0;
const rooms: Room[] = [];

process.on('message', async (message: { type: 'start'; start: Start } | { type: 'measure' } | { type: 'stop' }) => {
  if (message.type === 'start') {
    const client = new Client(message.start.endpoint);
    // Join in small batches: a burst of hundreds of seat reservations at once measures the matchmaker, not the rooms.
    for (let i = 0; i < message.start.rooms.length; i += 25) {
      const batch = message.start.rooms.slice(i, i + 25);
      const joined = await Promise.all(batch.map(({ matchId, token }) => client.joinOrCreate('match', { matchId, token })));
      for (const room of joined) {
        (room.connection as unknown as SocketOf).transport.ws.addEventListener('message', (event) => {
          received += typeof event.data === 'string' ? event.data.length : event.data.byteLength;
        });
        room.send('play');
        rooms.push(room);
      }
    }
    process.send?.({ type: 'joined', count: rooms.length });
  } else if (message.type === 'measure') {
    const from = received;
    const at = performance.now();
    setTimeout(() => process.send?.({ type: 'bytes', bytes: received - from, ms: performance.now() - at, rooms: rooms.length }), 10_000);
  } else {
    await Promise.all(rooms.map((r) => r.leave(true).catch(() => undefined)));
    process.exit(0);
  }
});
