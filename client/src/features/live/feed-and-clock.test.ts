import { describe, expect, it } from 'vitest';
import type { LiveEventView } from '@hardwood/shared';
import { mergeFeed, nextClockAnchor, reconnectDelayMs } from './live-logic';

const event = (seq: number): LiveEventView => ({ seq, type: 'score', side: 'home', text: `event ${seq}`, period: 1, clock: 600 - seq });
const seqs = (feed: readonly LiveEventView[]) => feed.map((e) => e.seq);

describe('the viewer feed', () => {
  it('joins the history sent on join with the state latest events, newest first, once each', () => {
    const history = [1, 2, 3, 4, 5].map(event);
    const fromHistory = mergeFeed([], history);
    expect(seqs(fromHistory)).toEqual([5, 4, 3, 2, 1]);
    // The state's window overlaps the history and goes past it.
    expect(seqs(mergeFeed(fromHistory, [4, 5, 6, 7].map(event)))).toEqual([7, 6, 5, 4, 3, 2, 1]);
  });

  it('keeps events that have left the state window, whichever arrives first', () => {
    // The first patch can arrive before the history message.
    const fromState = mergeFeed([], [8, 9, 10].map(event));
    const withHistory = mergeFeed(fromState, [1, 2, 3, 4, 5, 6, 7, 8].map(event));
    expect(seqs(withHistory)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    const later = mergeFeed(withHistory, [11, 12].map(event));
    expect(seqs(later).slice(0, 3)).toEqual([12, 11, 10]);
    expect(later).toHaveLength(12);
  });

  it('answers the same array when nothing is new, so nothing re-renders', () => {
    const feed = mergeFeed([], [1, 2, 3].map(event));
    expect(mergeFeed(feed, [2, 3].map(event))).toBe(feed);
    expect(mergeFeed(feed, [])).toBe(feed);
  });
});

describe('the running clock anchor', () => {
  it('restarts from the moment a changed clock, status or period arrives, and only then', () => {
    const first = nextClockAnchor(null, { clock: 600, status: 'playing', quarter: 1 }, 1_000);
    expect(first).toEqual({ clock: 600, status: 'playing', quarter: 1, receivedAtMs: 1_000 });
    // A patch for a score, same clock: the count goes on from the first arrival.
    expect(nextClockAnchor(first, { clock: 600, status: 'playing', quarter: 1 }, 1_500)).toBe(first);
    expect(nextClockAnchor(first, { clock: 590, status: 'playing', quarter: 1 }, 2_000).receivedAtMs).toBe(2_000);
    expect(nextClockAnchor(first, { clock: 600, status: 'paused', quarter: 1 }, 2_000).status).toBe('paused');
    expect(nextClockAnchor(first, { clock: 600, status: 'playing', quarter: 2 }, 2_000).quarter).toBe(2);
  });
});

describe('reconnection', () => {
  it('backs off from half a second, doubling, to at most four', () => {
    expect([0, 1, 2, 3, 4, 10].map(reconnectDelayMs)).toEqual([500, 1_000, 2_000, 4_000, 4_000, 4_000]);
  });
});
