/** Which ticks the finance charts print, and which matchday a pointer is over, without React. */
import type { ScaleBand, ScaleLinear } from 'd3-scale';
import { compactEuros } from './books-logic';

/** Room an axis label needs beside its neighbour, in CSS pixels (11 px digits plus a gap). */
const TICK_GAP_PX = 24;
/** Width of one 11 px digit of a tick label, to tell whether matchday labels would touch. */
const DIGIT_PX = 7;

/**
 * Up to `count` round euro ticks whose compact labels all differ: a narrow budget range would
 * otherwise print the same "€5.0M" on several ticks, so fewer ticks are taken until each reads apart.
 */
export function euroTicks(y: ScaleLinear<number, number>, count = 5): number[] {
  for (let n = count; n >= 2; n -= 1) {
    const ticks = y.ticks(n);
    if (ticks.length > 1 && new Set(ticks.map(compactEuros)).size === ticks.length) return ticks;
  }
  const [lo = 0, hi = 0] = y.domain();
  return lo === hi ? [lo] : [lo, hi];
}

/**
 * Whole matchdays from 0 to the season's last at round steps that fit the width, the last always
 * shown (the season's end is where the projection lands); a round tick crowding it gives way.
 */
export function matchdayTicks(x: ScaleLinear<number, number>, lastMatchday: number): number[] {
  const [from = 0, to = 0] = x.range();
  const count = Math.max(2, Math.floor(Math.abs(to - from) / 48));
  const round = x.ticks(count).filter((t) => Number.isInteger(t) && t <= lastMatchday);
  const kept = round.filter((t) => t === lastMatchday || Math.abs(x(t) - x(lastMatchday)) >= TICK_GAP_PX);
  return kept.includes(lastMatchday) ? kept : [...kept, lastMatchday];
}

/**
 * The booked matchdays to label under the bars: the first, the last, and every k-th between where
 * the labels fit side by side; one crowding the last gives way to it.
 */
export function bandTicks(x: ScaleBand<number>): number[] {
  const days = x.domain();
  const widest = Math.max(1, ...days.map((d) => String(d).length));
  const every = Math.max(1, Math.ceil((widest * DIGIT_PX + 8) / Math.max(1, x.step())));
  const lastIndex = days.length - 1;
  const shown = days.filter((_, i) => i % every === 0 && (i === 0 || i === lastIndex || lastIndex - i >= every));
  const last = days[lastIndex];
  return last === undefined || shown.includes(last) ? shown : [...shown, last];
}

/** The index of the centre nearest the pointer's x, or null when there is none. */
export function nearestIndex(centres: readonly number[], pointerX: number): number | null {
  let best: number | null = null;
  let bestDistance = Infinity;
  centres.forEach((c, i) => {
    const d = Math.abs(c - pointerX);
    if (d < bestDistance) {
      best = i;
      bestDistance = d;
    }
  });
  return best;
}

/** The smallest and largest of the values, widened when they are equal so a flat line still has a scale. */
export function spread(values: readonly number[]): [number, number] {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) return [0, 1];
  if (lo !== hi) return [lo, hi];
  const pad = Math.max(Math.abs(lo) * 0.05, 1_000);
  return [lo - pad, hi + pad];
}
