/**
 * Who sits where in a match room, and the caps on seats (issue 18): the
 * manager's seat for the manager's own pass (not asking to watch), a
 * spectator's for everyone else; at most MAX_CONNECTIONS_PER_USER seats per
 * user and the room's spectator cap, counting held and reserved seats too.
 */
import type { MatchState } from '@hardwood/shared';
import { addressSeatRefusal } from './address-seats.js';
import { MAX_CONNECTIONS_PER_USER } from './limits.js';
import type { LivePass, LiveRoomSnapshot } from './room-options.js';

export type Seat = 'manager' | 'spectator';

export function seatFor(pass: LivePass, managerId: string): Seat {
  return pass.role === 'manager' && pass.userId === managerId && !pass.spectate ? 'manager' : 'spectator';
}

/** Why `pass` may not have one more seat beside `taken` (every connection's and reserved seat's pass), or null. */
export function seatRefusal(taken: readonly LivePass[], pass: LivePass, managerId: string, spectatorCap: number): string | null {
  const byAddress = addressSeatRefusal(taken, pass);
  if (byAddress) return byAddress;
  if (taken.filter((p) => p.userId === pass.userId).length >= MAX_CONNECTIONS_PER_USER) return `You already have this match open ${MAX_CONNECTIONS_PER_USER} times; close one first`;
  if (seatFor(pass, managerId) === 'spectator' && taken.filter((p) => seatFor(p, managerId) === 'spectator').length >= spectatorCap) return 'This match has all the spectators it can take';
  return null;
}

/** A live room's figures for the Live Centre's listing: score, period, clock and who is watching. */
export function liveFigures(engine: MatchState, periodLabel: string, spectators: number): LiveRoomSnapshot {
  return { homeScore: engine.score.home, awayScore: engine.score.away, quarter: engine.period, periodLabel, clock: Math.max(0, engine.clock), status: engine.status, spectators };
}
