/**
 * The process's room ticker: every room stepped once a period, the rooms
 * spread evenly over the period's slices, a failing room not stopping the
 * others, and no timer left once the last room goes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoomTicker, type Tickable } from '../src/room-ticker.js';

afterEach(() => {
  vi.useRealTimers();
});

function counting(): Tickable & { ticks: number[] } {
  const room = {
    ticks: [] as number[],
    tickNow: () => room.ticks.push(performance.now()),
  };
  return room;
}

describe('the room ticker', () => {
  it('steps every room once a period, spread over ten slices of the period', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const ticker = new RoomTicker(100);
    const rooms = Array.from({ length: 25 }, counting);
    const stops = rooms.map((room) => ticker.add(room));
    expect(ticker.load()).toEqual([3, 3, 3, 3, 3, 2, 2, 2, 2, 2]);
    vi.advanceTimersByTime(1000);
    for (const room of rooms) expect(room.ticks).toHaveLength(10);
    // A room's ticks come a period apart; the slices' ticks a tenth of a period apart.
    for (const room of rooms)
      for (let i = 1; i < room.ticks.length; i += 1) expect((room.ticks[i] ?? 0) - (room.ticks[i - 1] ?? 0)).toBe(100);
    const firstTicks = [...new Set(rooms.map((room) => room.ticks[0]))].sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(firstTicks).toHaveLength(10);
    expect((firstTicks[1] ?? 0) - (firstTicks[0] ?? 0)).toBe(10);
    // A room taken off is not stepped again; the last one off leaves no timer behind.
    stops[0]?.();
    vi.advanceTimersByTime(500);
    expect(rooms[0]?.ticks).toHaveLength(10);
    expect(rooms[1]?.ticks).toHaveLength(15);
    for (const stop of stops) stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps stepping the other rooms of a slice when one throws', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ticker = new RoomTicker(10);
    const good = counting();
    ticker.add({
      tickNow: () => {
        throw new Error('broken room');
      },
    });
    ticker.add(good);
    // A 10 ms period is two 5 ms slices; both rooms are in different slices or the same one, and the good one still ticks.
    vi.advanceTimersByTime(100);
    expect(good.ticks).toHaveLength(10);
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it('starts afresh after a stall instead of firing the missed slices in a burst', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    // The process's clock as the ticker reads it: a stall makes it jump with no timer run in between.
    let stalled = 0;
    const ticker = new RoomTicker(100, () => performance.now() + stalled);
    const room = counting();
    ticker.add(room);
    vi.advanceTimersByTime(100);
    expect(room.ticks).toHaveLength(1);
    stalled = 1000;
    vi.advanceTimersByTime(300);
    // About one tick a period from where it stands, not the ten missed ones at once.
    expect(room.ticks.length).toBeLessThanOrEqual(5);
  });
});
