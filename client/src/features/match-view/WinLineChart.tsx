/**
 * The decision review's chart, drawn as plain SVG from d3 scales and a line
 * path like the finances charts (and loaded like them, only when shown): the
 * manager's win probability through the game, minute by minute, with a dot
 * for each decision at its second, coloured by its mark. A dot jumps the
 * replay there; the list under the chart does the same for a keyboard.
 */
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import { QUARTER_SECONDS, QUARTERS, type ReviewedDecision } from '@hardwood/shared';
import { decisionStamp, MARK_FILL, MARK_LABEL, winLineAt } from './decision-review';

/** Before the card is measured (and in tests): a phone's width less its padding. */
const FALLBACK_WIDTH = 340;
const HEIGHT = 180;
const MARGIN = { top: 10, right: 10, bottom: 24, left: 42 };
const AXIS = { stroke: '#64748b', fontSize: 11 };
const GRID = '#1e293b';

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

export function WinLineChart({
  winLine,
  decisions,
  onJump,
}: {
  winLine: readonly number[];
  decisions: readonly ReviewedDecision[];
  onJump: (second: number) => void;
}) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const chart = useMemo(() => {
    const minutes = Math.max(1, winLine.length - 1);
    const x = scaleLinear()
      .domain([0, minutes])
      .range([MARGIN.left, width - MARGIN.right]);
    const y = scaleLinear()
      .domain([0, 100])
      .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
    const path = line<number>()
      .x((_, i) => x(i))
      .y((v) => y(v))(winLine as number[]);
    // The quarters' ends, and overtime's, as minute lines.
    const periods: number[] = [];
    for (let m = QUARTER_SECONDS / 60; m < minutes; m += QUARTER_SECONDS / 60) if (periods.length < QUARTERS - 1) periods.push(m);
    return { x, y, path, periods, minutes };
  }, [winLine, width]);
  const { x, y } = chart;
  return (
    <div ref={ref} className="relative w-full min-w-0 overflow-hidden" data-testid="win-line-chart">
      <svg width={width} height={HEIGHT} aria-hidden="true" focusable="false" className="block">
        {[0, 25, 50, 75, 100].map((v) => (
          <g key={v}>
            <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(v)} y2={y(v)} stroke={v === 50 ? AXIS.stroke : GRID} />
            <text x={MARGIN.left - 6} y={y(v)} dy="0.32em" textAnchor="end" fontSize={AXIS.fontSize} fill={AXIS.stroke}>
              {v}%
            </text>
          </g>
        ))}
        {chart.periods.map((m) => (
          <line key={m} x1={x(m)} x2={x(m)} y1={MARGIN.top} y2={HEIGHT - MARGIN.bottom} stroke={GRID} strokeDasharray="3 3" />
        ))}
        <text x={(MARGIN.left + width - MARGIN.right) / 2} y={HEIGHT - 4} textAnchor="middle" fontSize={AXIS.fontSize} fill={AXIS.stroke}>
          Game minute
        </text>
        {chart.path ? <path d={chart.path} fill="none" stroke="#f97316" strokeWidth={2} strokeLinejoin="round" /> : null}
        {decisions.map((d, i) => (
          <circle
            key={`${d.t}-${i}`}
            cx={x(Math.min(chart.minutes, d.t / 60))}
            cy={y(winLineAt(winLine, d.t))}
            r={5}
            fill={MARK_FILL[d.mark]}
            stroke="#020617"
            strokeWidth={1.5}
            className="cursor-pointer"
            onClick={() => onJump(d.t)}
            data-testid="decision-dot"
            data-mark={d.mark}
          >
            <title>{`${decisionStamp(d)} · ${MARK_LABEL[d.mark]}: ${d.lines.join('; ')}`}</title>
          </circle>
        ))}
      </svg>
    </div>
  );
}
