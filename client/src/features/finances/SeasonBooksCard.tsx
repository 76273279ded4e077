/**
 * One season's books by matchday: the running income against wages and
 * other costs as bars, the season's transfers (fees and severance) listed
 * apart so that one big deal does not flatten every other matchday, and the
 * same figures as a table for those who would rather read.
 */
import { lazy, Suspense, useId } from 'react';
import { formatEuros, ROUTES, type SeasonBooks } from '@hardwood/shared';
import { Card, ErrorNote, Loading } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteQuery } from '../../lib/contract';
import { booksSummary, transferMatchdays } from './books-logic';

const MatchdayFlowChart = lazy(() => import('./FinanceCharts').then((m) => ({ default: m.MatchdayFlowChart })));

/** The books of `season` (the one being played when undefined). */
export function useSeasonBooks(season: number | undefined) {
  return useRouteQuery(ROUTES.books.seasonBooks, {}, { query: { season } });
}

export function SeasonBooksCard({ season, className }: { season?: number; className?: string }) {
  const books = useSeasonBooks(season);
  const titleId = useId();
  return (
    <Card className={className} role="region" aria-labelledby={titleId}>
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-sm font-semibold">
          Income against wages by matchday
        </h2>
        {books.data ? <span className="text-xs text-slate-400">{books.data.seasonName}</span> : null}
      </div>
      {books.isLoading ? <Loading text="Loading the season's books..." /> : null}
      {books.isError ? <ErrorNote>{errorMessage(books.error, "Failed to fetch the season's books")}</ErrorNote> : null}
      {books.data && books.data.rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-400">
          No matchday booked yet this season. The season started with {formatEuros(books.data.startBudget)}.
        </p>
      ) : null}
      {books.data && books.data.rows.length > 0 ? <BooksBody books={books.data} /> : null}
    </Card>
  );
}

const LEGEND = [
  { label: 'Income', swatch: 'bg-emerald-500' },
  { label: 'Wages', swatch: 'bg-red-500' },
  { label: 'Other costs', swatch: 'bg-orange-400' },
];

function BooksBody({ books }: { books: SeasonBooks }) {
  const chartTitleId = useId();
  const descId = useId();
  const { rows, startBudget, totals } = books;
  const transfers = transferMatchdays(rows);
  return (
    <div className="space-y-2">
      <div role="img" aria-labelledby={chartTitleId} aria-describedby={descId}>
        <p id={chartTitleId} className="sr-only">
          Income, wages and other costs by matchday, {books.seasonName}
        </p>
        <p id={descId} className="sr-only">
          {booksSummary(rows, totals, startBudget, formatEuros)}
        </p>
        <Suspense fallback={<Loading text="Loading the chart..." />}>
          <MatchdayFlowChart books={books} />
        </Suspense>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-400" aria-label="Legend">
        {LEGEND.map((l) => (
          <li key={l.label} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`inline-block h-3 w-3 rounded-sm ${l.swatch}`} />
            {l.label}
          </li>
        ))}
      </ul>
      <div className="text-xs" data-testid="season-transfers">
        <p className="font-semibold text-slate-300">Transfers and releases (not in the bars)</p>
        {transfers.length === 0 ? (
          <p className="text-slate-400">None this season.</p>
        ) : (
          <ul className="mt-1 space-y-0.5 tabular-nums">
            {transfers.map((r) => (
              <li key={r.matchday} className="flex flex-wrap justify-between gap-2">
                <span className="text-slate-400">Matchday {r.matchday}</span>
                <span>
                  {r.transfersIn > 0 ? <span className="text-emerald-300">+{formatEuros(r.transfersIn)} in</span> : null}
                  {r.transfersIn > 0 && r.transfersOut > 0 ? ' · ' : null}
                  {r.transfersOut > 0 ? <span className="text-red-300">−{formatEuros(r.transfersOut)} out</span> : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
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
                <th scope="col">Transfers</th>
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
                  <td>{formatEuros(r.transfersIn - r.transfersOut)}</td>
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
                <td>{formatEuros(totals.transfersIn - totals.transfersOut)}</td>
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
