/**
 * A match room's connections and their messages: what the room keeps of
 * each connection, the message budget every message spends first (a flood
 * costs a counter, nothing more), and what a coach's message does. A
 * spectator's messages are all refused; a coach commands only his own side.
 */
import { performance } from 'node:perf_hooks';
import type { Client } from '@colyseus/core';
import { LIVE_ERROR_MESSAGE, type FriendlyMessageType, type LiveError, type LiveMessageType, type Side } from '@hardwood/shared';
import type { CoachedRoom, CoachSeats } from './coach-seats.js';
import type { HeadToHead } from './head-to-head.js';
import type { RoomKind } from './kinds/index.js';
import { FLOOD_CLOSE_CODE } from './limits.js';
import type { MessageBudget } from './message-budget.js';
import { parseMessage, type LivePass } from './room-options.js';
import type { Seat } from './room-seats.js';

/** Per connection, kept across a reconnection (Colyseus copies userData over). */
export interface ClientData {
  seat: Seat;
  /** A coach's side; null for a spectator. */
  side: Side | null;
  /** The user's budget, shared by all their connections: rejoining or reconnecting never refills it. */
  budget: MessageBudget;
  /** Disconnected for flooding: its remaining messages are ignored. */
  flooded: boolean;
}

export type MatchClient = Client<{ userData: ClientData; auth: LivePass }>;

/** A new connection: its messages count again, against the same budget (refilled only by time). */
export function reconnected(client: MatchClient): void {
  const data = client.userData;
  if (data) client.userData = { ...data, flooded: false };
}

function refuse(client: MatchClient, type: string, message: string): void {
  const body: LiveError = { type, message };
  client.send(LIVE_ERROR_MESSAGE, body);
}

export class ClientMessages {
  constructor(
    private readonly matchId: string,
    private readonly room: CoachedRoom,
    private readonly coachSeats: CoachSeats,
    /** The room's kind: which of a coach's messages it refuses. */
    private readonly kind: RoomKind,
    /** The stops, timeouts and coaches' comings and goings of a room that runs its stops; null in other rooms. */
    private readonly headToHead: HeadToHead | null,
  ) {}

  handle(client: MatchClient, type: LiveMessageType | FriendlyMessageType, message: unknown): void {
    // Before anything else, validation included: a flood costs a counter, nothing more.
    if (!this.withinBudget(client)) return;
    const side = client.userData?.seat === 'manager' ? client.userData.side : null;
    // Only a coach's seat has a side (seatFor): one of the kind's commanders.
    if (!side) return refuse(client, type, 'Spectators cannot control the match');
    // A second tab of the coach takes the seat by acting.
    if (!this.coachSeats.holds(side, client.sessionId)) this.coachSeats.seat(side, client.sessionId);
    const parsed = parseMessage(type, message);
    if (!parsed.ok) return refuse(client, type, parsed.error);
    const refusal = this.kind.refusal(type);
    if (refusal) return refuse(client, type, refusal);
    const headToHead = this.headToHead;
    if (!parsed.command) {
      // Ready to play on: the stops' own, no command of the match.
      const error = headToHead ? headToHead.readyToPlay(side, this.room.clock.currentTime) : 'Not in this match';
      if (error) return refuse(client, type, error);
      return void this.room.broadcastPatch();
    }
    const result = this.room.managerCommand(parsed.command, side);
    if (!result.ok) return refuse(client, type, result.error);
    if (type === 'timeout' && headToHead) {
      headToHead.timeoutCalled(side, this.room.clock.currentTime);
      this.room.broadcastPatch();
    }
  }

  /** Spends one message of the client's budget; over it, the message is dropped without a reply. */
  private withinBudget(client: MatchClient): boolean {
    const data = client.userData;
    if (!data || data.flooded) return false;
    const verdict = data.budget.take(performance.now());
    if (verdict === 'flood') {
      data.flooded = true;
      console.warn('[game-server] match', this.matchId, 'disconnecting a flooding client of user', client.auth?.userId);
      client.leave(FLOOD_CLOSE_CODE, 'Too many messages');
    }
    return verdict === 'accept';
  }
}
