/**
 * A replay's clock: the game seconds played so far, advanced by animation
 * frames at 1x (the live pace), 4x or 16x, stopped at the end; a seek goes
 * anywhere in the game at once.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { periodClockAt, periodLabel, TICK_MS } from '@hardwood/shared';
import { formatClock } from '../live/live-logic';

export const REPLAY_SPEEDS = [1, 4, 16] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

/** A game second as the scoreboard says it: "Q3 4:12". */
export function secondStamp(t: number): string {
  const { period, clock } = periodClockAt(t);
  return `${periodLabel(period)} ${formatClock(clock)}`;
}

export function useReplayClock(length: number, speed: ReplaySpeed) {
  const [at, setAt] = useState(0);
  const [playing, setPlaying] = useState(false);
  const frame = useRef(0);
  useEffect(() => {
    if (!playing) return;
    let last = performance.now();
    const step = (now: number) => {
      const elapsedMs = now - last;
      last = now;
      setAt((current) => Math.min(length, current + (elapsedMs * speed) / TICK_MS));
      frame.current = requestAnimationFrame(step);
    };
    frame.current = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame.current);
  }, [playing, speed, length]);
  useEffect(() => {
    if (at >= length) setPlaying(false);
  }, [at, length]);
  const seek = useCallback((second: number) => setAt(Math.max(0, Math.min(length, Math.round(second)))), [length]);
  return { at, seek, playing, setPlaying };
}
