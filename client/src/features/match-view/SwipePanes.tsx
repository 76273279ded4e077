/**
 * Panes side by side that a phone swipes between (the feed and the
 * match tabs under the court). Native horizontal scrolling with CSS scroll
 * snap does the swiping (momentum, rubber-banding, no gesture library); the
 * pills above say which pane shows and move to another on a tap or with the
 * arrow keys (a tablist, as for screen readers and keyboards).
 */
import { useCallback, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface Pane {
  id: string;
  label: string;
  content: ReactNode;
}

export function SwipePanes({ panes, label }: { panes: readonly Pane[]; label: string }) {
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);

  const show = useCallback((index: number) => {
    const el = track.current;
    if (el && typeof el.scrollTo === 'function') el.scrollTo({ left: index * el.clientWidth, behavior: 'smooth' });
    setActive(index);
  }, []);

  // The pane most in view is the active one (a swipe ends snapped on one).
  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    const index = Math.round(el.scrollLeft / el.clientWidth);
    if (index !== active) setActive(Math.max(0, Math.min(panes.length - 1, index)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (active + step + panes.length) % panes.length;
    show(next);
    document.getElementById(`${panes[next]?.id}-tab`)?.focus();
  };

  return (
    <section aria-label={label} data-testid="swipe-panes">
      <div role="tablist" aria-label={label} className="mb-2 flex justify-center gap-2" onKeyDown={onKeyDown}>
        {panes.map((pane, i) => (
          <button
            key={pane.id}
            id={`${pane.id}-tab`}
            type="button"
            role="tab"
            aria-selected={i === active}
            aria-controls={`${pane.id}-pane`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => show(i)}
            className={`rounded-full px-3 py-1 text-xs font-semibold transition-colors ${i === active ? 'bg-court-500 text-slate-950' : 'bg-slate-800 text-slate-300 hover:bg-slate-700'}`}
          >
            {pane.label}
          </button>
        ))}
      </div>
      <div
        ref={track}
        onScroll={onScroll}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none]"
      >
        {panes.map((pane) => (
          <div
            key={pane.id}
            id={`${pane.id}-pane`}
            role="tabpanel"
            aria-labelledby={`${pane.id}-tab`}
            className="w-full shrink-0 snap-start snap-always px-0.5"
          >
            {pane.content}
          </div>
        ))}
      </div>
      <p className="mt-1 text-center text-[11px] text-slate-500" aria-hidden>
        Swipe for {panes[(active + 1) % panes.length]?.label.toLowerCase()}
      </p>
    </section>
  );
}
