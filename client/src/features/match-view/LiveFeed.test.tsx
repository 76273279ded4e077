import { act, fireEvent, render, screen } from '@testing-library/react';
import { LazyMotion, domAnimation } from 'framer-motion';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEventView } from '@hardwood/shared';
import { LiveFeed, SHOT_SUSPENSE_MS } from './LiveFeed';

const ev = (seq: number, type: string, text: string): LiveEventView => ({ seq, type, side: 'home', text, period: 1, clock: 600 - seq });
const feedOf = (...events: LiveEventView[]) => (
  <LazyMotion features={domAnimation}>
    <LiveFeed feed={[...events].sort((a, b) => b.seq - a.seq)} />
  </LazyMotion>
);

describe('the live feed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tells what was there at once, and keeps a new shot in the air for a moment before its outcome', () => {
    const first = ev(1, 'two_made', 'Pérez scores two (2 pts)');
    const { rerender } = render(feedOf(first));
    expect(screen.getByTestId('latest-event').textContent).toBe('Pérez scores two (2 pts)');
    rerender(feedOf(first, ev(2, 'three_made', 'Ricci hits a three! (3 pts)')));
    expect(screen.getByTestId('latest-event').textContent).toMatch(/shot is up/);
    act(() => {
      vi.advanceTimersByTime(SHOT_SUSPENSE_MS);
    });
    expect(screen.getByTestId('latest-event').textContent).toBe('Ricci hits a three! (3 pts)');
    // Not a shot: no suspense.
    rerender(feedOf(first, ev(2, 'three_made', 'Ricci hits a three! (3 pts)'), ev(3, 'rebound', 'Ricci grabs a rebound')));
    expect(screen.getByTestId('latest-event').textContent).toBe('Ricci grabs a rebound');
  });

  it("says a live shot's chance and its factors in words from the room's short form", () => {
    render(feedOf({ ...ev(1, 'three_made', 'Ricci hits a three! (3 pts)'), chance: 0.41, why: 'T72:6,g65:-4,r58:-3' }));
    act(() => {
      vi.advanceTimersByTime(SHOT_SUSPENSE_MS);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Why?' }));
    const text = document.body.textContent ?? '';
    expect(text).toContain('41% chance');
    expect(text).toContain('good shooter, three-point 72');
    expect(text).toContain('guarded, defence 65');
    expect(text).toContain('tired, 58 energy');
  });

  it('stamps every line with its period and clock', () => {
    render(feedOf(ev(1, 'two_made', 'Pérez scores two'), { ...ev(2, 'rebound', 'Ricci grabs a rebound'), period: 3, clock: 252 }));
    expect(screen.getByTestId('latest-stamp').textContent).toBe('Q3 4:12');
    expect(screen.getByTestId('feed').querySelector('li')?.textContent).toBe('Q1 9:59 Pérez scores two');
    render(feedOf({ ...ev(3, 'foul', 'Foul on Levi'), period: 5, clock: 9 }));
    expect(screen.getAllByTestId('latest-stamp')[1]?.textContent).toBe('1st OT 0:09');
  });
});
