/** The overall-by-season chart's geometry: seasons spread across, overall up the side on a scale of tens around the values. */
import type { PlayerProfile } from '@hardwood/shared';

export interface ChartPoint {
  season: number;
  x: number;
  y: number;
  overall: number;
  current: boolean;
  /** The season's short name ("25-26"), "Now" for the current one. */
  label: string;
}

export interface ChartGeometry {
  points: ChartPoint[];
  path: string;
  gridlines: Array<{ value: number; y: number }>;
  left: number;
  right: number;
}

const MARGIN = { left: 22, right: 14, top: 16, bottom: 16 };

/** "2025-26" reads "25-26" under its dot. */
export const shortSeason = (name: string) => name.replace(/^\d\d(\d\d-\d\d)$/, '$1');

export function chartGeometry(ratings: PlayerProfile['ratings'], width: number, height: number): ChartGeometry {
  const values = ratings.map((r) => r.overall);
  const low = Math.max(0, Math.floor((Math.min(...values) - 3) / 10) * 10);
  const high = Math.min(100, Math.ceil((Math.max(...values) + 3) / 10) * 10);
  const span = Math.max(10, high - low);
  const inner = { w: width - MARGIN.left - MARGIN.right, h: height - MARGIN.top - MARGIN.bottom };
  const x = (i: number) =>
    Math.round((MARGIN.left + (ratings.length === 1 ? inner.w / 2 : (i / (ratings.length - 1)) * inner.w)) * 10) / 10;
  const y = (v: number) => Math.round((MARGIN.top + (1 - (v - low) / span) * inner.h) * 10) / 10;
  const points = ratings.map((r, i) => ({
    season: r.season,
    x: x(i),
    y: y(r.overall),
    overall: r.overall,
    current: r.current,
    label: r.current ? 'Now' : shortSeason(r.seasonName),
  }));
  const gridlines: Array<{ value: number; y: number }> = [];
  for (let v = low; v <= low + span; v += 10) gridlines.push({ value: v, y: y(v) });
  return {
    points,
    path: points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join(' '),
    gridlines,
    left: MARGIN.left,
    right: MARGIN.right,
  };
}
