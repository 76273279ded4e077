/**
 * A team's name on the scoreboard. A phone's column is narrow, so the name
 * may take a second line rather than being cut on one with room left below;
 * only when two lines cannot hold it does the club's short name stand in
 * (the one the standings use on phones). Measured after layout, before the
 * paint, and again whenever the column's width changes.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { cx } from '../../components/ui';
import { shortTeamName } from '../../lib/team-names';

/** Whether the element's content spills out of its box (more lines than it shows, or a word wider than it). */
const overflows = (el: HTMLElement) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1;

export function TeamName({ name, className, testId }: { name: string; className?: string; testId: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [short, setShort] = useState(false);
  const [width, setWidth] = useState(0);

  // A new name or a new width: try the full name first, then settle (both renders happen before the paint).
  useLayoutEffect(() => setShort(false), [name, width]);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && !short && overflows(el)) setShort(true);
  });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const shown = short ? shortTeamName(name) : name;
  return (
    <p
      ref={ref}
      // Two lines at most, whole words only; the clamp is a last resort for a short name that still will not fit.
      className={cx('line-clamp-2 break-normal font-semibold leading-tight', className)}
      title={shown === name ? undefined : name}
      data-testid={testId}
    >
      {shown}
    </p>
  );
}
