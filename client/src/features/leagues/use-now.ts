/** The time now, read again every second while `ticking`: what a countdown shows. */
import { useEffect, useState } from 'react';

const TICK_MS = 1000;

export function useNow(ticking = true): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!ticking) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}
