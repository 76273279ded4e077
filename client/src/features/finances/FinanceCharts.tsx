/**
 * The finances page's two charts, drawn as plain SVG from d3 scales and line paths (loaded with the
 * page's charts only when shown, so they stay out of the first download): the budget over one
 * season with its projected end, and the running income against wages and other costs by
 * matchday. Each is drawn at its card's measured width so it stays readable on a phone, with euro
 * and matchday axes and a tooltip for the matchday under the pointer or finger; its title and
 * summary live with the card, so the SVG itself is hidden from screen readers.
 */
import { useEffect, useMemo, useRef, useState, type PointerEvent, type ReactNode, type RefObject } from 'react';
import { scaleBand, scaleLinear, type ScaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import { formatEuros, type SeasonBooks } from '@hardwood/shared';
import { bandTicks, euroTicks, matchdayTicks, nearestIndex, spread } from './chart-scales';
import { budgetSeries, compactEuros, type BudgetPoint } from './books-logic';

/** Before the card is measured (and in tests): a phone's width less its padding. */
const FALLBACK_WIDTH = 340;
const HEIGHT = 220;
/** Room around the plot: the euro labels on the left, the matchday labels and the axis title below. */
const MARGIN = { top: 10, right: 14, bottom: 40, left: 52 };
const AXIS = { stroke: '#64748b', fontSize: 11 };
const COLOURS = { income: '#10b981', wages: '#ef4444', other: '#fb923c', budget: '#38bdf8', grid: '#1e293b', cursor: '#334155' };
const PROJECTION_DASH = '6 4';

/** The element's width in CSS pixels, following resizes. */
function useWidth<T extends HTMLElement>(): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const w = entries[0]?.contentRect.width;
      if (w && w > 0) setWidth(Math.round(w));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** The index of the data point nearest the pointer, null once it leaves; taps set it too. */
function useHover(centres: readonly number[]) {
  const [hover, setHover] = useState<number | null>(null);
  const onPointer = (e: PointerEvent<SVGSVGElement>) =>
    setHover(nearestIndex(centres, e.clientX - e.currentTarget.getBoundingClientRect().left));
  return { hover, handlers: { onPointerMove: onPointer, onPointerDown: onPointer, onPointerLeave: () => setHover(null) } };
}

/** The euro axis: a grid line and a label per tick. */
function EuroAxis({ y, ticks, width }: { y: ScaleLinear<number, number>; ticks: readonly number[]; width: number }) {
  return (
    <g data-axis="y" fontSize={AXIS.fontSize} fill={AXIS.stroke}>
      {ticks.map((t) => (
        <g key={t}>
          <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(t)} y2={y(t)} stroke={COLOURS.grid} />
          <text x={MARGIN.left - 6} y={y(t)} dy="0.32em" textAnchor="end">
            {compactEuros(t)}
          </text>
        </g>
      ))}
      <line x1={MARGIN.left} x2={MARGIN.left} y1={MARGIN.top} y2={HEIGHT - MARGIN.bottom} stroke={AXIS.stroke} />
    </g>
  );
}

/** The matchday axis: its line, a label under each tick at `at(tick)`, and its title. */
function MatchdayAxis({ ticks, at, width }: { ticks: readonly number[]; at: (m: number) => number; width: number }) {
  const base = HEIGHT - MARGIN.bottom;
  return (
    <>
      <g data-axis="x" fontSize={AXIS.fontSize} fill={AXIS.stroke} textAnchor="middle">
        <line x1={MARGIN.left} x2={width - MARGIN.right} y1={base} y2={base} stroke={AXIS.stroke} />
        {ticks.map((t) => (
          <g key={t}>
            <line x1={at(t)} x2={at(t)} y1={base} y2={base + 5} stroke={AXIS.stroke} />
            <text x={at(t)} y={base + 8} dy="0.71em">
              {t}
            </text>
          </g>
        ))}
      </g>
      <text
        data-axis-label="x"
        x={(MARGIN.left + width - MARGIN.right) / 2}
        y={HEIGHT - 4}
        textAnchor="middle"
        fontSize={AXIS.fontSize}
        fill={AXIS.stroke}
      >
        Matchday
      </text>
    </>
  );
}

/** The figures of the hovered matchday, beside the pointer and kept inside the card. */
function Tooltip({ x, width, matchday, items }: { x: number; width: number; matchday: number; items: Array<[string, number]> }) {
  const onRight = x < width / 2;
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute top-1 whitespace-nowrap rounded border border-slate-700 bg-slate-900 px-2 py-1 text-xs shadow-lg"
      style={{ left: onRight ? x + 10 : x - 10, transform: onRight ? undefined : 'translateX(-100%)' }}
    >
      <p className="text-slate-300">Matchday {matchday}</p>
      {items.map(([name, value]) => (
        <p key={name} className="tabular-nums">
          {name}: {formatEuros(value)}
        </p>
      ))}
    </div>
  );
}

/** The chart's SVG (hidden from screen readers: the card's summary says it in words) and its tooltip. */
function ChartFrame({
  width,
  children,
  tooltip,
  handlers,
}: {
  width: number;
  children: ReactNode;
  tooltip: ReactNode;
  handlers: ReturnType<typeof useHover>['handlers'];
}) {
  return (
    <>
      <svg width={width} height={HEIGHT} aria-hidden="true" focusable="false" className="block touch-pan-y" {...handlers}>
        {children}
      </svg>
      {tooltip}
    </>
  );
}

const hasBudget = (p: BudgetPoint): p is BudgetPoint & { budget: number } => p.budget !== undefined;
const hasProjection = (p: BudgetPoint): p is BudgetPoint & { projected: number } => p.projected !== undefined;

/** The budget after each matchday, from the season's start, and the dashed projection to its last matchday. */
export function BudgetLineChart({ books }: { books: SeasonBooks }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const points = useMemo(() => budgetSeries(books), [books]);
  const chart = useMemo(() => {
    const last = Math.max(1, books.totalMatchdays);
    const x = scaleLinear()
      .domain([0, last])
      .range([MARGIN.left, width - MARGIN.right]);
    const values = points.flatMap((p) => [p.budget, p.projected]).filter((v): v is number => v !== undefined);
    const y = scaleLinear()
      .domain(spread(values))
      .range([HEIGHT - MARGIN.bottom, MARGIN.top])
      .nice(5);
    const booked = points.filter(hasBudget);
    const projected = points.filter(hasProjection);
    const budgetPath = line<(typeof booked)[number]>()
      .x((p) => x(p.matchday))
      .y((p) => y(p.budget))(booked);
    const projectedPath =
      projected.length > 1
        ? line<(typeof projected)[number]>()
            .x((p) => x(p.matchday))
            .y((p) => y(p.projected))(projected)
        : null;
    return { x, y, booked, budgetPath, projectedPath, xTicks: matchdayTicks(x, last), yTicks: euroTicks(y) };
  }, [points, books.totalMatchdays, width]);
  const { x, y } = chart;
  const { hover, handlers } = useHover(useMemo(() => points.map((p) => x(p.matchday)), [points, x]));
  const hovered = hover === null ? undefined : points[hover];
  const tooltip = hovered ? (
    <Tooltip
      x={x(hovered.matchday)}
      width={width}
      matchday={hovered.matchday}
      items={[
        ...(hovered.budget !== undefined ? [['Budget', hovered.budget] as [string, number]] : []),
        ...(hovered.projected !== undefined ? [['Projected', hovered.projected] as [string, number]] : []),
      ]}
    />
  ) : null;
  return (
    <div ref={ref} className="relative w-full min-w-0 overflow-hidden" data-testid="budget-chart">
      <ChartFrame width={width} tooltip={tooltip} handlers={handlers}>
        <EuroAxis y={y} ticks={chart.yTicks} width={width} />
        <MatchdayAxis ticks={chart.xTicks} at={x} width={width} />
        {hovered ? (
          <line x1={x(hovered.matchday)} x2={x(hovered.matchday)} y1={MARGIN.top} y2={HEIGHT - MARGIN.bottom} stroke={COLOURS.cursor} />
        ) : null}
        {chart.budgetPath ? (
          <path data-series="budget" d={chart.budgetPath} fill="none" stroke={COLOURS.budget} strokeWidth={2} strokeLinejoin="round" />
        ) : null}
        {chart.projectedPath ? (
          <path
            data-series="projected"
            d={chart.projectedPath}
            fill="none"
            stroke={COLOURS.budget}
            strokeWidth={2}
            strokeDasharray={PROJECTION_DASH}
          />
        ) : null}
        {chart.booked.map((p) => (
          <circle key={p.matchday} cx={x(p.matchday)} cy={y(p.budget)} r={hovered?.matchday === p.matchday ? 4 : 2} fill={COLOURS.budget} />
        ))}
      </ChartFrame>
    </div>
  );
}

/** Income against wages and other costs (stacked) by matchday; transfers are listed apart, so they do not set the scale. */
export function MatchdayFlowChart({ books }: { books: SeasonBooks }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const { rows } = books;
  const chart = useMemo(() => {
    const x = scaleBand<number>()
      .domain(rows.map((r) => r.matchday))
      .range([MARGIN.left, width - MARGIN.right])
      .paddingInner(0.2)
      .paddingOuter(0.1);
    // Income and the costs stacked beside it, a hair apart, within each matchday's band.
    const pair = scaleBand<'income' | 'costs'>().domain(['income', 'costs']).range([0, x.bandwidth()]).paddingInner(0.08);
    const values = rows.flatMap((r) => [r.income, r.wages + r.otherCosts, r.wages, r.otherCosts]);
    const y = scaleLinear()
      .domain([Math.min(0, ...values), Math.max(1, ...values)])
      .range([HEIGHT - MARGIN.bottom, MARGIN.top])
      .nice(5);
    return { x, pair, y, xTicks: bandTicks(x), yTicks: euroTicks(y) };
  }, [rows, width]);
  const { x, pair, y } = chart;
  const centre = (m: number) => (x(m) ?? 0) + x.bandwidth() / 2;
  const { hover, handlers } = useHover(useMemo(() => rows.map((r) => (x(r.matchday) ?? 0) + x.bandwidth() / 2), [rows, x]));
  const hovered = hover === null ? undefined : rows[hover];
  /** A bar from value `a` to value `b` (either order) at `left`, `w` wide. */
  const bar = (key: string, left: number, w: number, a: number, b: number, fill: string) => (
    <rect
      key={key}
      data-series={key.split('-')[0]}
      x={left}
      width={w}
      y={Math.min(y(a), y(b))}
      height={Math.abs(y(a) - y(b))}
      fill={fill}
    />
  );
  const tooltip = hovered ? (
    <Tooltip
      x={centre(hovered.matchday)}
      width={width}
      matchday={hovered.matchday}
      items={[
        ['Income', hovered.income],
        ['Wages', hovered.wages],
        ['Other costs', hovered.otherCosts],
      ]}
    />
  ) : null;
  return (
    <div ref={ref} className="relative w-full min-w-0 overflow-hidden" data-testid="books-chart">
      <ChartFrame width={width} tooltip={tooltip} handlers={handlers}>
        <EuroAxis y={y} ticks={chart.yTicks} width={width} />
        {hovered ? (
          <rect
            x={(x(hovered.matchday) ?? 0) - (x.step() - x.bandwidth()) / 2}
            width={x.step()}
            y={MARGIN.top}
            height={HEIGHT - MARGIN.bottom - MARGIN.top}
            fill={COLOURS.cursor}
            opacity={0.5}
          />
        ) : null}
        <MatchdayAxis ticks={chart.xTicks} at={centre} width={width} />
        {rows.map((r) => {
          const left = x(r.matchday) ?? 0;
          const inc = left + (pair('income') ?? 0);
          const cost = left + (pair('costs') ?? 0);
          const w = pair.bandwidth();
          return (
            <g key={r.matchday}>
              {bar(`income-${r.matchday}`, inc, w, 0, r.income, COLOURS.income)}
              {bar(`wages-${r.matchday}`, cost, w, 0, r.wages, COLOURS.wages)}
              {bar(`other-${r.matchday}`, cost, w, r.wages, r.wages + r.otherCosts, COLOURS.other)}
            </g>
          );
        })}
        <line data-zero-line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(0)} y2={y(0)} stroke={AXIS.stroke} />
      </ChartFrame>
    </div>
  );
}
