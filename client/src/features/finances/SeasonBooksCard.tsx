/**
 * The season's books by matchday: income against wages and other costs as
 * bars, and the budget after each matchday as a line on its own axis (plain
 * SVG, drawn at the card's real width so its labels stay readable on a
 * phone), with the same figures as a table for those who would rather read.
 */
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { formatEuros, formatShortMoney, ROUTES, type SeasonBooks } from '@hardwood/shared';
import { Card, ErrorNote, Loading } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteQuery } from '../../lib/contract';
import { booksScales, booksSummary, labelEvery } from './books-logic';

const HEIGHT = 220;
const MARGIN = { top: 12, right: 44, bottom: 22, left: 44 };
/** Before the card is measured (and in tests): a phone's width. */
const FALLBACK_WIDTH = 340;

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

export function SeasonBooksCard({ className }: { className?: string }) {
  const books = useRouteQuery(ROUTES.books.seasonBooks, {});
  return (
    <Card className={className} role="region" aria-labelledby="books-title">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <p id="books-title" className="text-sm font-semibold">
          Income against wages by matchday
        </p>
        {books.data ? <span className="text-xs text-slate-400">{books.data.seasonName}</span> : null}
      </div>
      {books.isLoading ? <Loading text="Loading the season's books..." /> : null}
      {books.isError ? <ErrorNote>{errorMessage(books.error, "Failed to fetch the season's books")}</ErrorNote> : null}
      {books.data && books.data.rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-400">
          No matchday booked yet this season. The season started with {formatEuros(books.data.startBudget)}.
        </p>
      ) : null}
      {books.data && books.data.rows.length > 0 ? <BooksChart books={books.data} /> : null}
    </Card>
  );
}

const LEGEND = [
  { label: 'Income', swatch: 'h-3 bg-emerald-500' },
  { label: 'Wages', swatch: 'h-3 bg-red-500' },
  { label: 'Other costs', swatch: 'h-3 bg-orange-400' },
  { label: 'Budget after the matchday', swatch: 'h-0.5 bg-sky-400' },
];

function BooksChart({ books }: { books: SeasonBooks }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const titleId = useId();
  const descId = useId();
  const { rows, startBudget, totals } = books;
  const { flowMax, budgetMin, budgetMax } = booksScales(rows, startBudget);
  const plotW = Math.max(60, width - MARGIN.left - MARGIN.right);
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const slot = plotW / rows.length;
  const barW = Math.max(1, Math.min(14, slot * 0.36));
  const yFlow = (v: number) => MARGIN.top + plotH - (Math.max(0, v) / flowMax) * plotH;
  const yBudget = (v: number) => MARGIN.top + plotH - ((v - budgetMin) / (budgetMax - budgetMin)) * plotH;
  const centre = (i: number) => MARGIN.left + slot * (i + 0.5);
  const every = labelEvery(rows.length, plotW, 22);
  const line = [
    `M${MARGIN.left},${yBudget(startBudget).toFixed(1)}`,
    ...rows.map((r, i) => `L${centre(i).toFixed(1)},${yBudget(r.budget).toFixed(1)}`),
  ].join(' ');
  const flowTicks = [0, flowMax / 2, flowMax];

  return (
    <div className="space-y-2">
      <div ref={ref} className="w-full">
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          className="block max-w-full text-[11px]"
          data-testid="books-chart"
        >
          <title id={titleId}>Income, wages and other costs by matchday, with the budget after each</title>
          <desc id={descId}>{booksSummary(rows, totals, startBudget, formatEuros)}</desc>
          {flowTicks.map((t) => (
            <g key={t}>
              <line x1={MARGIN.left} x2={MARGIN.left + plotW} y1={yFlow(t)} y2={yFlow(t)} className="stroke-slate-800" />
              <text x={MARGIN.left - 4} y={yFlow(t) + 4} textAnchor="end" className="fill-slate-400">
                {formatShortMoney(t)}
              </text>
            </g>
          ))}
          {[budgetMin, budgetMax].map((b) => (
            <text key={b} x={MARGIN.left + plotW + 4} y={yBudget(b) + 4} className="fill-sky-300">
              {formatShortMoney(b)}
            </text>
          ))}
          {rows.map((r, i) => {
            const x = centre(i);
            const wagesTop = yFlow(r.wages);
            const costsTop = yFlow(r.wages + r.otherCosts);
            return (
              <g key={r.matchday}>
                <title>
                  {`Matchday ${r.matchday}: income ${formatEuros(r.income)}, wages ${formatEuros(r.wages)}, other costs ${formatEuros(r.otherCosts)}, budget ${formatEuros(r.budget)}`}
                </title>
                <rect
                  x={x - barW - 0.5}
                  y={yFlow(r.income)}
                  width={barW}
                  height={yFlow(0) - yFlow(r.income)}
                  className="fill-emerald-500"
                />
                <rect x={x + 0.5} y={wagesTop} width={barW} height={yFlow(0) - wagesTop} className="fill-red-500" />
                <rect x={x + 0.5} y={costsTop} width={barW} height={wagesTop - costsTop} className="fill-orange-400" />
                {i % every === 0 || i === rows.length - 1 ? (
                  <text x={x} y={HEIGHT - 6} textAnchor="middle" className="fill-slate-500">
                    {r.matchday}
                  </text>
                ) : null}
              </g>
            );
          })}
          <path d={line} fill="none" strokeWidth={2} className="stroke-sky-400" />
          {rows.map((r, i) => (
            <circle key={r.matchday} cx={centre(i)} cy={yBudget(r.budget)} r={2.5} className="fill-sky-400" />
          ))}
        </svg>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-400" aria-label="Legend">
        {LEGEND.map((l) => (
          <li key={l.label} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`inline-block w-3 rounded-sm ${l.swatch}`} />
            {l.label}
          </li>
        ))}
      </ul>
      <details className="text-sm">
        <summary className="cursor-pointer text-slate-300">Show the books as a table</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-right text-xs tabular-nums">
            <caption className="sr-only">The season&apos;s books by matchday</caption>
            <thead className="text-slate-400">
              <tr>
                <th scope="col" className="py-1 text-left font-semibold">
                  Matchday
                </th>
                <th scope="col">Income</th>
                <th scope="col">Wages</th>
                <th scope="col">Other costs</th>
                <th scope="col">Net</th>
                <th scope="col">Budget</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.matchday} className="border-t border-slate-800" data-testid="books-row">
                  <th scope="row" className="py-1 text-left font-normal">
                    {r.matchday}
                  </th>
                  <td className="text-emerald-300">{formatEuros(r.income)}</td>
                  <td className="text-red-300">{formatEuros(r.wages)}</td>
                  <td className="text-orange-300">{formatEuros(r.otherCosts)}</td>
                  <td className={r.net >= 0 ? 'text-emerald-300' : 'text-red-300'}>{formatEuros(r.net)}</td>
                  <td>{formatEuros(r.budget)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-slate-700 font-semibold">
              <tr>
                <th scope="row" className="py-1 text-left">
                  Season
                </th>
                <td>{formatEuros(totals.income)}</td>
                <td>{formatEuros(totals.wages)}</td>
                <td>{formatEuros(totals.otherCosts)}</td>
                <td>{formatEuros(totals.net)}</td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      </details>
    </div>
  );
}
