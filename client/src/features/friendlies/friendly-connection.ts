/**
 * A seat in a friendly's room: a coach's pass (his side; after a reload the
 * seat saved for the match comes back first), or a spectator's, public, as
 * in the Live Centre (`join` only: a coach's pass starts the room).
 */
import { Client } from '@colyseus/sdk';
import { ROUTES } from '@hardwood/shared';
import { callRoute } from '../../lib/contract';
import { forgetSeat, ownRecovery, savedSeat, type LiveSeat } from '../live/live-connection';

export async function connectFriendly(key: string, asCoach: boolean): Promise<LiveSeat> {
  if (!asCoach) {
    const pass = await callRoute(ROUTES.friendlies.watch, { key });
    const client = new Client(pass.endpoint);
    const room = ownRecovery(await client.join(pass.roomName, { matchId: key, token: pass.token, spectate: true }));
    return { room, client, role: pass.role };
  }
  const saved = savedSeat(key);
  const pass = await callRoute(ROUTES.friendlies.token, { key });
  const client = new Client(pass.endpoint);
  if (saved) {
    try {
      return { room: ownRecovery(await client.reconnect(saved)), client, role: pass.role };
    } catch {
      forgetSeat(key);
    }
  }
  const room = ownRecovery(await client.joinOrCreate(pass.roomName, { matchId: key, token: pass.token }));
  return { room, client, role: pass.role };
}
