/**
 * The running game clock. Rooms send the clock only on events,
 * status changes and a resync every few game seconds, so the viewer counts it
 * down itself. Only this small component re-renders a few times a second; the
 * dialog around it renders when the room sends something.
 */
import { useEffect, useState } from 'react';
import { displayedClock, LIVE_CLOCK_RESYNC_SECONDS, TICK_MS } from '@hardwood/shared';
import { formatClock, nextClockAnchor } from './live-logic';

/** Often enough that a game second (100 ms of room time) never shows late by much, rarely enough to stay cheap. */
const REDRAW_MS = 200;

export interface GameClockProps {
  /** Seconds left in the period, as the room (or the listing) last sent them. */
  clock: number;
  /** The room's status: the clock runs only while it is 'playing'. */
  status: string;
  quarter: number;
  /** Room milliseconds per game second. */
  tickMs?: number | undefined;
  /** How far past the last value it may run before waiting for the next one (game seconds). */
  resyncSeconds?: number;
  className?: string;
  testId?: string;
}

export function GameClock({
  clock,
  status,
  quarter,
  tickMs = TICK_MS,
  resyncSeconds = LIVE_CLOCK_RESYNC_SECONDS,
  className,
  testId,
}: GameClockProps) {
  const [anchor, setAnchor] = useState(() => nextClockAnchor(null, { clock, status, quarter }, Date.now()));
  const [, setFrame] = useState(0);
  // A changed value restarts the count from now (React's "adjust state while rendering" pattern: no extra paint with the old anchor).
  const current = nextClockAnchor(anchor, { clock, status, quarter }, Date.now());
  if (current !== anchor) setAnchor(current);

  const running = status === 'playing' && tickMs > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setFrame((n) => n + 1), REDRAW_MS);
    return () => clearInterval(timer);
  }, [running]);

  const seconds = displayedClock({ clock: current.clock, status: current.status }, current.receivedAtMs, Date.now(), tickMs, resyncSeconds);
  return (
    <span className={className} data-testid={testId}>
      {formatClock(seconds)}
    </span>
  );
}
