/**
 * The score-flow chart's geometry: the margin (home minus away)
 * at the end of each game minute as an SVG line with the areas above and
 * below zero, quarter lines every 10 minutes, the scale symmetric around
 * zero so a lead reads the same either way.
 */
export interface FlowGeometry {
  line: string;
  homeArea: string;
  awayArea: string;
  /** x of each quarter's end within the drawn minutes. */
  quarters: number[];
  /** The largest lead shown, for the axis label. */
  scale: number;
  biggest: { home: number; away: number };
}

/** Minutes of regulation (4 x 10); overtime extends the axis. */
const REGULATION_MINUTES = 40;

export function flowGeometry(flow: readonly number[], width: number, height: number): FlowGeometry {
  const minutes = Math.max(REGULATION_MINUTES, flow.length);
  const biggest = { home: Math.max(0, ...flow), away: Math.max(0, ...flow.map((m) => -m)) };
  const scale = Math.max(5, biggest.home, biggest.away);
  const x = (minute: number) => Math.round((minute / minutes) * width * 10) / 10;
  const y = (margin: number) => Math.round((height / 2 - (margin / scale) * (height / 2)) * 10) / 10;
  const points = [[0, 0], ...flow.map((m, i) => [i + 1, m])] as Array<[number, number]>;
  const line = points.map(([m, v], i) => `${i === 0 ? 'M' : 'L'}${x(m)},${y(v)}`).join(' ');
  const last = points[points.length - 1] ?? [0, 0];
  const base = `L${x(last[0])},${y(0)} Z`;
  // The same outline clipped in the component: above zero is the home side's colour, below the away side's.
  const area = `${line} ${base}`;
  return {
    line,
    homeArea: area,
    awayArea: area,
    quarters: [10, 20, 30, 40].filter((q) => q < minutes).map(x),
    scale,
    biggest,
  };
}

/**
 * The win-probability line on the same axes: the home side's
 * chance in percent at minute i (i = 0 is the tip-off), 100% at the top, 50%
 * on the zero line, 0% at the bottom. Empty until the first forecast.
 */
export function chanceLine(chances: readonly number[], minutesShown: number, width: number, height: number): string {
  const minutes = Math.max(REGULATION_MINUTES, minutesShown);
  const x = (minute: number) => Math.round((minute / minutes) * width * 10) / 10;
  const y = (percent: number) => Math.round((height - (Math.max(0, Math.min(100, percent)) / 100) * height) * 10) / 10;
  return chances.map((c, i) => `${i === 0 ? 'M' : 'L'}${x(i)},${y(c)}`).join(' ');
}

/**
 * The chance said in words for the chart's label and the screen reader: the
 * odds now (refreshed at every score change) when the room sends them, else
 * the line's last minute.
 */
export function chanceSummary(chances: readonly number[], home: string, away: string, now?: number): string | null {
  const last = chances.length > 0 ? (now ?? chances[chances.length - 1]) : undefined;
  if (last === undefined) return null;
  return last >= 50 ? `${home} ${last}% to win` : `${away} ${100 - last}% to win`;
}
