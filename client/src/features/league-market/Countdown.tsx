/** A live countdown to a deadline on the server's clock; it says when the deadline has passed, once. */
import { useEffect, useRef, useState } from 'react';
import { cx } from '../../components/ui';
import { countdownText, inExtensionWindow } from './market-clock';

export function Countdown({ deadline, offsetMs, onPassed }: { deadline: string; offsetMs: number; onPassed?: () => void }) {
  const end = Date.parse(deadline);
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  const told = useRef(false);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + offsetMs), 1000);
    return () => clearInterval(timer);
  }, [offsetMs]);
  const left = end - now;
  useEffect(() => {
    told.current = false;
  }, [deadline]);
  useEffect(() => {
    if (left <= 0 && !told.current) {
      told.current = true;
      onPassed?.();
    }
  }, [left, onPassed]);
  // A timer's text changes every second: screen readers read it when asked (role timer), not on every tick.
  return (
    <time
      role="timer"
      dateTime={deadline}
      aria-label={left > 0 ? `Ends in ${countdownText(left)}` : 'Bidding has closed'}
      className={cx('tabular-nums', inExtensionWindow(left) ? 'font-semibold text-amber-300' : 'text-slate-200')}
    >
      {countdownText(left)}
    </time>
  );
}
