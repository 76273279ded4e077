/**
 * The budget over one season: the line from the season's start through
 * every booked matchday, on euro and matchday axes, and for the season
 * being played a dashed projection to its last matchday, with how it is
 * projected said under the chart.
 */
import { lazy, Suspense, useId } from 'react';
import { formatEuros, type SeasonBooks } from '@hardwood/shared';
import { Card, ErrorNote, Loading } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { budgetSummary, projectionCaption } from './books-logic';
import { useSeasonBooks } from './SeasonBooksCard';

const BudgetLineChart = lazy(() => import('./FinanceCharts').then((m) => ({ default: m.BudgetLineChart })));

/** Why a season has no dashed projection. */
function noProjection(books: SeasonBooks): string {
  if (!books.current) return 'A finished season: no projection.';
  return books.rows.length === 0 ? 'No projection yet: no matchday booked.' : 'No projection: every matchday is booked.';
}

export function BudgetCard({ season, className }: { season?: number; className?: string }) {
  const books = useSeasonBooks(season);
  const titleId = useId();
  const descId = useId();
  const caption = books.data ? projectionCaption(books.data, formatEuros) : null;
  return (
    <Card className={className} role="region" aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-1 text-sm font-semibold">
        Budget over the season{books.data ? `, ${books.data.seasonName}` : ''}
      </h2>
      {books.isLoading ? <Loading text="Loading the season's books..." /> : null}
      {books.isError ? <ErrorNote>{errorMessage(books.error, "Failed to fetch the season's books")}</ErrorNote> : null}
      {books.data ? (
        <figure className="space-y-1">
          <div role="img" aria-labelledby={titleId} aria-describedby={descId}>
            <p id={descId} className="sr-only">
              {budgetSummary(books.data, formatEuros)}
            </p>
            <Suspense fallback={<Loading text="Loading the chart..." />}>
              <BudgetLineChart books={books.data} />
            </Suspense>
          </div>
          <figcaption className="text-xs text-slate-400" data-testid="budget-projection">
            {caption ?? noProjection(books.data)}
          </figcaption>
        </figure>
      ) : null}
    </Card>
  );
}
