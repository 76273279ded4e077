/** A polite live region for screen readers: the score, the period and the latest play, throttled (announcer.ts). */
import { useEffect, useRef, useState } from 'react';
import type { LiveEventView, LiveMatchView } from '@hardwood/shared';
import { ANNOUNCE_EVERY_MS, announcement, heardOf, type Heard } from './announcer';

export function LiveAnnouncer({ view, feed }: { view: LiveMatchView; feed: readonly LiveEventView[] }) {
  const [message, setMessage] = useState('');
  const heard = useRef<Heard | null>(null);
  const lastSaid = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = feed[0];

  useEffect(() => {
    const say = () => {
      timer.current = null;
      const text = announcement(heard.current, view, latest);
      heard.current = heardOf(view, latest);
      if (!text) return;
      lastSaid.current = Date.now();
      setMessage(text);
    };
    const wait = ANNOUNCE_EVERY_MS - (Date.now() - lastSaid.current);
    if (timer.current) clearTimeout(timer.current);
    // The newest state wins: a change inside the quiet period is said when it ends.
    if (wait <= 0) say();
    else timer.current = setTimeout(say, wait);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [view, latest]);

  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="live-announcer">
      {message}
    </p>
  );
}
