/**
 * A replay's timeline: the whole game as a bar with its key moments marked,
 * dragged by a mouse, a finger or a pen anywhere along it (a tap jumps
 * there), and moved by keys (arrows five seconds, Page Up and Page Down a
 * minute, Home and End the ends). Underneath it is a native range input
 * (the slider a screen reader and a test see, named "Timeline", its value
 * said as "Q3 4:12"); the bar above takes the pointer, which a native
 * range's thumb does poorly on a phone.
 */
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { KeyMoment, KeyMomentKind } from '@hardwood/shared';
import { cx } from '../../components/ui';

/** Seconds a key moves the timeline. */
export const TIMELINE_STEP_SECONDS = 5;
export const TIMELINE_PAGE_SECONDS = 60;

export const MOMENT_COLOUR: Record<KeyMomentKind, string> = {
  'lead-change': 'bg-sky-400',
  run: 'bg-amber-400',
  'big-shot': 'bg-red-400',
  decision: 'bg-emerald-400',
};

/** Where a key sends the timeline from `value`, or null for a key it does not take. */
export function keySeek(key: string, value: number, max: number): number | null {
  const moves: Record<string, number> = {
    ArrowLeft: value - TIMELINE_STEP_SECONDS,
    ArrowDown: value - TIMELINE_STEP_SECONDS,
    ArrowRight: value + TIMELINE_STEP_SECONDS,
    ArrowUp: value + TIMELINE_STEP_SECONDS,
    PageUp: value + TIMELINE_PAGE_SECONDS,
    PageDown: value - TIMELINE_PAGE_SECONDS,
    Home: 0,
    End: max,
  };
  const to = moves[key];
  return to === undefined ? null : Math.max(0, Math.min(max, to));
}

export function TimelineSlider({
  value,
  max,
  valueText,
  moments,
  onSeek,
  onScrub,
}: {
  /** The game second shown. */
  value: number;
  max: number;
  /** The value in words ("Q3 4:12"). */
  valueText: string;
  moments: readonly KeyMoment[];
  onSeek: (second: number) => void;
  /** A drag starts (true) or ends (false). */
  onScrub?: (scrubbing: boolean) => void;
}) {
  const track = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const dragging = useRef(false);
  const share = (t: number) => `${max > 0 ? (Math.max(0, Math.min(max, t)) / max) * 100 : 0}%`;

  const secondAt = (clientX: number) => {
    const rect = track.current?.getBoundingClientRect();
    if (!rect || rect.width <= 0) return value;
    return Math.round(Math.max(0, Math.min(1, (clientX - rect.left) / rect.width)) * max);
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    e.preventDefault();
    dragging.current = true;
    onScrub?.(true);
    e.currentTarget.setPointerCapture?.(e.pointerId);
    input.current?.focus({ preventScroll: true });
    onSeek(secondAt(e.clientX));
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) onSeek(secondAt(e.clientX));
  };
  const onPointerEnd = (e: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    dragging.current = false;
    onScrub?.(false);
    if (e.currentTarget.hasPointerCapture?.(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const to = keySeek(e.key, value, max);
    if (to === null) return;
    e.preventDefault();
    onSeek(to);
  };

  return (
    <div
      ref={track}
      className="relative h-11 cursor-pointer touch-none select-none rounded-lg focus-within:ring-2 focus-within:ring-court-400"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      data-testid="timeline"
    >
      <div className="absolute inset-x-0 top-1/2 h-2 -translate-y-1/2 overflow-hidden rounded-full bg-slate-700">
        <div className="h-full bg-court-500" style={{ width: share(value) }} />
      </div>
      {/* The key moments, drawn; the list beside the player names them and jumps to them. */}
      <div aria-hidden="true">
        {moments.map((m, i) => (
          <span
            key={`${m.t}-${m.kind}-${i}`}
            className={cx('absolute top-1.5 h-2.5 w-0.5 -translate-x-1/2 rounded-full', MOMENT_COLOUR[m.kind])}
            style={{ left: share(m.t) }}
            data-testid="timeline-marker"
          />
        ))}
      </div>
      <span
        aria-hidden="true"
        className="absolute top-1/2 h-5 w-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-slate-950 bg-court-400 shadow"
        style={{ left: share(value) }}
      />
      <input
        ref={input}
        type="range"
        min={0}
        max={max}
        step={1}
        value={value}
        onChange={(e) => onSeek(Number(e.currentTarget.value))}
        onKeyDown={onKeyDown}
        aria-label="Timeline"
        aria-valuetext={valueText}
        className="pointer-events-none absolute inset-0 h-full w-full opacity-0"
        data-testid="replay-position"
      />
    </div>
  );
}
