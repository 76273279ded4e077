/**
 * The development chart's geometry: a bar a season, its parts stacked from
 * the zero line (gains up, losses down), on a scale that fits the largest
 * stack either way; and the text that goes with it.
 */
import { DEVELOPMENT_PARTS, developmentLine, type PlayerProfile } from '@hardwood/shared';
import { shortSeason } from './overall-chart';

export type DevelopmentSeasonLine = PlayerProfile['development'][number];
export type DevelopmentPart = (typeof DEVELOPMENT_PARTS)[number];

export const PART_NAMES: Record<DevelopmentPart, string> = { age: 'Age', minutes: 'Minutes', training: 'Training', draw: 'Draw' };

export interface BarSegment {
  part: DevelopmentPart;
  value: number;
  y: number;
  height: number;
}

export interface DevelopmentBar {
  season: number;
  x: number;
  width: number;
  label: string;
  change: number;
  segments: BarSegment[];
}

export interface DevelopmentGeometry {
  bars: DevelopmentBar[];
  zeroY: number;
  /** The scale's largest value either side of zero, in overall points. */
  span: number;
}

const MARGIN = { left: 8, right: 8, top: 12, bottom: 16 };
/** A bar's share of its season's slot. */
const BAR_SHARE = 0.5;

export function developmentGeometry(lines: readonly DevelopmentSeasonLine[], width: number, height: number): DevelopmentGeometry {
  const stack = (l: DevelopmentSeasonLine, sign: 1 | -1) =>
    DEVELOPMENT_PARTS.reduce((total, part) => total + (Math.sign(l[part]) === sign ? Math.abs(l[part]) : 0), 0);
  const up = Math.max(1, ...lines.map((l) => stack(l, 1)));
  const down = Math.max(1, ...lines.map((l) => stack(l, -1)));
  const inner = { w: width - MARGIN.left - MARGIN.right, h: height - MARGIN.top - MARGIN.bottom };
  const scale = inner.h / (up + down);
  const zeroY = MARGIN.top + up * scale;
  const slot = inner.w / Math.max(1, lines.length);
  const round = (v: number) => Math.round(v * 10) / 10;
  const bars = lines.map((l, i) => {
    let above = zeroY;
    let below = zeroY;
    const segments: BarSegment[] = [];
    for (const part of DEVELOPMENT_PARTS) {
      const value = l[part];
      if (value === 0) continue;
      const h = Math.abs(value) * scale;
      if (value > 0) {
        above -= h;
        segments.push({ part, value, y: round(above), height: round(h) });
      } else {
        segments.push({ part, value, y: round(below), height: round(h) });
        below += h;
      }
    }
    return {
      season: l.season,
      x: round(MARGIN.left + slot * i + (slot * (1 - BAR_SHARE)) / 2),
      width: round(slot * BAR_SHARE),
      label: l.current ? 'Now' : shortSeason(l.seasonName),
      change: l.to - l.from,
      segments,
    };
  });
  return { bars, zeroY: round(zeroY), span: Math.max(up, down) };
}

/** "2025-26: +4: age 21 +3, minutes +2, draw −1" (so far, for the current season). */
export function seasonLineText(l: DevelopmentSeasonLine): string {
  const line = developmentLine(l.ageAtSeason, { age: l.age, minutes: l.minutes, training: l.training, draw: l.draw });
  return `${l.seasonName}${l.current ? ' (so far)' : ''}: ${line}`;
}

/** The chart's summary for a screen reader: each season's line. */
export function developmentSummary(lines: readonly DevelopmentSeasonLine[]): string {
  return `Development by season: ${lines.map(seasonLineText).join('; ')}`;
}
