import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GameClock } from './GameClock';

describe('GameClock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('counts down by itself while the match plays, up to the next resync', () => {
    render(<GameClock clock={600} status="playing" quarter={1} tickMs={100} resyncSeconds={10} testId="clock" />);
    expect(screen.getByTestId('clock')).toHaveTextContent('10:00');
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(screen.getByTestId('clock')).toHaveTextContent('9:54');
    // Past the resync window it waits for the room rather than run ahead (10 + 1 seconds at most).
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(screen.getByTestId('clock')).toHaveTextContent('9:49');
  });

  it('counts from the moment a new value arrives, and stands still while the match does not play', () => {
    const { rerender } = render(<GameClock clock={600} status="playing" quarter={1} tickMs={100} testId="clock" />);
    act(() => {
      vi.advanceTimersByTime(800);
    });
    rerender(<GameClock clock={590} status="playing" quarter={1} tickMs={100} testId="clock" />);
    expect(screen.getByTestId('clock')).toHaveTextContent('9:50');
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(screen.getByTestId('clock')).toHaveTextContent('9:46');
    rerender(<GameClock clock={585} status="paused" quarter={1} tickMs={100} testId="clock" />);
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(screen.getByTestId('clock')).toHaveTextContent('9:45');
  });
});
