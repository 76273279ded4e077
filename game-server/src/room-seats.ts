/**
 * Who sits where in a match room, and the caps on seats: a coach's seat for a
 * coach's own pass (not asking to watch), the coaches being whoever the room's
 * kind says commands a side; a spectator's for everyone else; at most
 * MAX_CONNECTIONS_PER_USER seats per user and the room's spectator cap,
 * counting held and admitted seats too.
 */
import type { MatchState, Side } from '@hardwood/shared';
import { addressSeatRefusal } from './address-seats.js';
import { MAX_CONNECTIONS_PER_USER } from './limits.js';
import type { LivePass, LiveRoomSnapshot } from './room-options.js';

export type Seat = 'manager' | 'spectator';

/** The room's coaches: user id to the side he commands (its kind's `commanders`). */
export type Coaches = ReadonlyMap<string, Side>;

export function seatFor(pass: LivePass, coaches: Coaches): Seat {
  return pass.role === 'manager' && coaches.has(pass.userId) && !pass.spectate ? 'manager' : 'spectator';
}

/** Why `pass` may not have one more seat beside `taken` (every connection's and reserved seat's pass), or null. */
export function seatRefusal(taken: readonly LivePass[], pass: LivePass, coaches: Coaches, spectatorCap: number): string | null {
  const byAddress = addressSeatRefusal(taken, pass);
  if (byAddress) return byAddress;
  if (taken.filter((p) => p.userId === pass.userId).length >= MAX_CONNECTIONS_PER_USER)
    return `You already have this match open ${MAX_CONNECTIONS_PER_USER} times; close one first`;
  if (seatFor(pass, coaches) === 'spectator' && taken.filter((p) => seatFor(p, coaches) === 'spectator').length >= spectatorCap)
    return 'This match has all the spectators it can take';
  return null;
}

/** Two passes count the same against the caps when they say the same. */
const samePass = (a: LivePass, b: LivePass) =>
  a.userId === b.userId && a.matchId === b.matchId && a.role === b.role && a.spectate === b.spectate;

/**
 * The seats a room's caps count beside its connections, kept by the room
 * itself through Colyseus's public hooks: passes its matchmaking check
 * admitted that have not joined yet (until their seat reservation would
 * have expired), and the seats held for dropped clients while they may
 * reconnect.
 */
export class SeatLedger {
  /** How long an admitted pass counts without joining (the room's seat reservation time). */
  admittedForMs = 15_000;
  private admitted: { pass: LivePass; at: number }[] = [];
  private readonly held = new Map<string, LivePass>();

  admit(pass: LivePass, now: number): void {
    this.admitted.push({ pass, at: now });
  }

  /** An admitted pass joined: it counts as a connection from now on. */
  joined(pass: LivePass): void {
    const index = this.admitted.findIndex((entry) => samePass(entry.pass, pass));
    if (index !== -1) this.admitted.splice(index, 1);
  }

  /** Holds `sessionId`'s seat for as long as its reconnection is pending. */
  async holding<T>(sessionId: string, pass: LivePass | undefined, reconnection: PromiseLike<T>): Promise<T> {
    if (pass) this.held.set(sessionId, pass);
    try {
      return await reconnection;
    } finally {
      this.held.delete(sessionId);
    }
  }

  /** Admitted passes still within their reservation time, and held seats. */
  pending(now: number): LivePass[] {
    this.admitted = this.admitted.filter((entry) => now - entry.at < this.admittedForMs);
    return [...this.admitted.map((entry) => entry.pass), ...this.held.values()];
  }
}

/** A live room's figures for the Live Centre's listing: score, period, clock and who is watching. */
export function liveFigures(engine: MatchState, periodLabel: string, spectators: number): LiveRoomSnapshot {
  return {
    homeScore: engine.score.home,
    awayScore: engine.score.away,
    quarter: engine.period,
    periodLabel,
    clock: Math.max(0, engine.clock),
    status: engine.status,
    spectators,
  };
}
