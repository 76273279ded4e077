/**
 * Getting a dropped seat back: the held seat first, then
 * fresh passes, which after a server crash land in a room resumed from its
 * snapshot; a pass the API refuses (the match is over) ends the attempts.
 */
import type { Client, Room } from '@colyseus/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { CAREER_SEAT_RETRY_MS, recoverSeat, type LiveSeat } from './live-connection';

const room = (id: string) => ({ roomId: id, reconnectionToken: `${id}:token`, reconnection: { enabled: true } }) as unknown as Room;

function lostSeat(reconnect: () => Promise<Room>): LiveSeat {
  return { room: room('old'), client: { reconnect: vi.fn(reconnect) } as unknown as Client, role: 'manager' };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('recoverSeat', () => {
  it('takes the held seat back when the room is still there', async () => {
    const lost = lostSeat(async () => room('old'));
    const fresh = vi.fn(async () => lost);
    const outcome = recoverSeat(lost, fresh, () => false, CAREER_SEAT_RETRY_MS);
    await vi.advanceTimersByTimeAsync(1_000);
    const back = (await outcome) as LiveSeat;
    expect(back.room.roomId).toBe('old');
    // The seat recovered is ours to recover again: the SDK's own automatic reconnection stays off.
    expect(back.room.reconnection.enabled).toBe(false);
    expect(fresh).not.toHaveBeenCalled();
  });

  it('asks for a fresh seat once the room is gone (its process died) and keeps asking until the match is back', async () => {
    const lost = lostSeat(async () => Promise.reject(new Error('room "old" has been disposed')));
    let calls = 0;
    const fresh = vi.fn(async (): Promise<LiveSeat> => {
      calls += 1;
      // The dead process's claim has not run out yet: the first tries fail.
      if (calls < 3) throw new Error('This match is already being played');
      return { ...lost, room: room('resumed') };
    });
    const outcome = recoverSeat(lost, fresh, () => false, CAREER_SEAT_RETRY_MS);
    await vi.advanceTimersByTimeAsync(CAREER_SEAT_RETRY_MS + 10_000);
    expect(((await outcome) as LiveSeat).room.roomId).toBe('resumed');
    expect(fresh).toHaveBeenCalledTimes(3);
  });

  it('stops at once when the API refuses a pass (the match is over), and gives up in the end', async () => {
    const lost = lostSeat(async () => Promise.reject(new Error('gone')));
    const over = recoverSeat(
      lost,
      async () => Promise.reject(new ApiError(409, 'This match has been played')),
      () => false,
      CAREER_SEAT_RETRY_MS,
    );
    // The held seat is tried with backing off (0.5, 1, 2, 4 s), then one fresh pass is enough.
    await vi.advanceTimersByTimeAsync(CAREER_SEAT_RETRY_MS + 4_000);
    expect(await over).toBe('not-live');

    const never = recoverSeat(
      lost,
      async () => Promise.reject(new Error('network down')),
      () => false,
      CAREER_SEAT_RETRY_MS,
    );
    await vi.advanceTimersByTimeAsync(CAREER_SEAT_RETRY_MS + 60_000);
    expect(await never).toBeNull();
  });
});
