/**
 * Getting a seat in a live room (README "Live matches"). A career match: a
 * token from the live token route, then join or create (only the manager's token
 * creates), and after a reload the saved reconnection token resumes the
 * manager's seat. A Live Centre match: a public token, then `join`
 * only, since the server's programme creates those rooms; a spectator who
 * drops gets his held seat back for a while, then a fresh pass.
 */
import { Client, type Room } from '@colyseus/sdk';
import { LEAGUE_ROOM_NAME, ROUTES, type LiveTokenResponse, type Side } from '@hardwood/shared';
import { ApiError } from '../../lib/api';
import { callRoute } from '../../lib/contract';
import { reconnectDelayMs } from './live-logic';

export type LiveRole = LiveTokenResponse['role'];
export interface LiveSeat {
  room: Room;
  client: Client;
  role: LiveRole;
  /** The room the pass is for (a league match plays in the league room, with a coach on each side). */
  roomName?: LiveTokenResponse['roomName'];
  /** A league match's coach: the side he commands. */
  side?: Side;
}

const reconnectKey = (matchId: string) => `hardwood.live.${matchId}`;

/**
 * The SDK's own automatic reconnection is turned off: a dropped seat comes
 * back through `recoverSeat`, which also falls back to a fresh pass when the
 * room's process died (the SDK only retries the held seat), and the room's
 * `onLeave` then reports every drop at once, as the live view expects.
 */
export function ownRecovery<R extends Room>(room: R): R {
  room.reconnection.enabled = false;
  return room;
}

/** The manager's seat survives a reload: the room holds it for a while. */
export const rememberSeat = (matchId: string, room: Room) => sessionStorage.setItem(reconnectKey(matchId), room.reconnectionToken);
export const forgetSeat = (matchId: string) => sessionStorage.removeItem(reconnectKey(matchId));
/** The seat saved for a match (a reload rejoins it), or null. */
export const savedSeat = (matchId: string) => sessionStorage.getItem(reconnectKey(matchId));

export async function connectCareerMatch(matchId: string, spectate: boolean): Promise<LiveSeat> {
  const saved = savedSeat(matchId);
  const pass = await callRoute(ROUTES.live.token, {}, { matchId, ...(spectate ? { spectate: true } : {}) });
  const client = new Client(pass.endpoint);
  const seat = { client, role: pass.role, roomName: pass.roomName, ...(pass.side ? { side: pass.side } : {}) };
  if (saved && pass.role === 'manager') {
    try {
      return { ...seat, room: ownRecovery(await client.reconnect(saved)) };
    } catch {
      forgetSeat(matchId);
    }
  }
  const options = { matchId, token: pass.token, ...(pass.role === 'spectator' ? { spectate: true } : {}) };
  // A league match's room is opened by the server's calendar at its tip-off: a client only ever joins it.
  const room = ownRecovery(
    pass.roomName === LEAGUE_ROOM_NAME ? await client.join(pass.roomName, options) : await client.joinOrCreate(pass.roomName, options),
  );
  return { ...seat, room };
}

export async function connectLiveCentreMatch(matchId: string): Promise<LiveSeat> {
  const pass = await callRoute(ROUTES.liveCentre.token, {}, { matchId });
  const client = new Client(pass.endpoint);
  const room = ownRecovery(await client.join(pass.roomName, { matchId, token: pass.token, spectate: true }));
  return { room, client, role: pass.role };
}

/** The API's answer for a match that is not live (finished, not started, or unknown). */
export const isNotLive = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Closed on purpose (ours or the room's, e.g. disposed after the final): nothing to reconnect. */
export const isDeliberateClose = (code: number) => code === 1000 || code === 4000;

/** How long the server holds a dropped spectator's seat (game-server SPECTATOR_RECONNECT_SECONDS). */
export const SEAT_HELD_MS = 20_000;
/** After the held seat, fresh passes are tried this long before giving up (a dead process's claim on its matches runs out in 6 s). */
const FRESH_JOIN_MS = 30_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A career manager's held seat is tried this long before a fresh seat: after a crash the room is gone at once. */
export const CAREER_SEAT_RETRY_MS = 5_000;

/** What a fresh pass answers when the match cannot be joined any more (over, not live, not yours): no point retrying. */
const isFinalRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * A dropped seat back in: the held seat first (backing off), then fresh
 * passes. A Live Centre spectator's seat is held 20 s; a career manager's
 * two minutes, but when the room's process died it is gone, and a
 * fresh pass lets another process (or the same one restarted) resume the
 * match from its snapshot. Answers the new seat, 'not-live' when the API
 * refuses a pass (the match is over or not live), or null when cancelled or
 * out of time.
 */
export async function recoverSeat(
  lost: LiveSeat,
  fresh: () => Promise<LiveSeat>,
  cancelled: () => boolean,
  heldMs: number,
): Promise<LiveSeat | 'not-live' | null> {
  const heldUntil = Date.now() + heldMs;
  for (let attempt = 0; Date.now() < heldUntil; attempt += 1) {
    await sleep(reconnectDelayMs(attempt));
    if (cancelled()) return null;
    try {
      const room = ownRecovery(await lost.client.reconnect(lost.room.reconnectionToken));
      return { ...lost, room };
    } catch {
      // The network may still be down, or the seat is gone: try again until the hold ends.
    }
  }
  const giveUpAt = Date.now() + FRESH_JOIN_MS;
  for (let attempt = 0; Date.now() < giveUpAt; attempt += 1) {
    if (cancelled()) return null;
    try {
      return await fresh();
    } catch (error) {
      if (isFinalRefusal(error)) return 'not-live';
    }
    await sleep(reconnectDelayMs(attempt));
  }
  return null;
}
