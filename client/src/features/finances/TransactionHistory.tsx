/**
 * The transaction history a page at a time, from the server: a season
 * filter, the spec's period buttons (they only change the highlight), the
 * page's lines and "Page N of M" with previous and next buttons.
 */
import { useId } from 'react';
import { formatEuros, type LedgerPage } from '@hardwood/shared';
import { Card, cx, EmptyState } from '../../components/ui';
import { typeLabel } from './finance-logic';

export const PERIOD_FILTERS = ['All Time', 'Recent', 'Latest'] as const;
export type PeriodFilter = (typeof PERIOD_FILTERS)[number];

export interface TransactionHistoryProps {
  ledger: LedgerPage | undefined;
  /** The page's lines are being fetched (the previous page stays shown meanwhile). */
  fetching: boolean;
  season: number | undefined;
  onSeason: (season: number | undefined) => void;
  page: number;
  onPage: (page: number) => void;
  period: PeriodFilter;
  onPeriod: (period: PeriodFilter) => void;
}

export function TransactionHistory({ ledger, fetching, season, onSeason, page, onPage, period, onPeriod }: TransactionHistoryProps) {
  const titleId = useId();
  const seasonId = useId();
  const pageCount = ledger?.pageCount ?? 1;
  const rows = ledger?.rows ?? [];
  return (
    <Card className="p-3" role="region" aria-labelledby={titleId}>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="font-semibold">
          Transaction History
        </h2>
        <div role="group" aria-label="Period" className="flex gap-1">
          {PERIOD_FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={period === f}
              onClick={() => onPeriod(f)}
              className={cx(
                'rounded-full px-3 py-1 text-xs font-semibold',
                period === f ? 'bg-court-500 text-slate-950' : 'bg-slate-800 text-slate-300',
              )}
            >
              {f}
            </button>
          ))}
        </div>
      </div>
      <div className="mb-2 flex flex-wrap items-center gap-2 text-sm">
        <label htmlFor={seasonId} className="text-slate-400">
          Season
        </label>
        <select
          id={seasonId}
          value={season ?? ''}
          onChange={(e) => onSeason(e.target.value === '' ? undefined : Number(e.target.value))}
          className="rounded-md border border-slate-700 bg-slate-900 px-2 py-1"
        >
          <option value="">All seasons</option>
          {(ledger?.seasons ?? []).map((s) => (
            <option key={s.season} value={s.season}>
              {s.name}
            </option>
          ))}
        </select>
        {ledger ? (
          <span className="text-xs text-slate-400">
            {ledger.total} {ledger.total === 1 ? 'line' : 'lines'}
          </span>
        ) : null}
      </div>
      {ledger && ledger.total === 0 ? <EmptyState title="No transactions yet" /> : null}
      <ul className={cx('divide-y divide-slate-800', fetching && 'opacity-60')} aria-label="Transactions" aria-busy={fetching}>
        {rows.map((t) => (
          <li key={t.id} className="flex items-center justify-between gap-3 py-2 text-sm" data-testid="transaction">
            <div className="min-w-0">
              <p className="truncate">{t.description}</p>
              <p className="text-xs text-slate-400">
                {typeLabel(t.type)}
                {t.matchday !== undefined ? ` · matchday ${t.matchday}` : ''}
              </p>
            </div>
            <span className={cx('shrink-0 font-semibold tabular-nums', t.amount >= 0 ? 'text-emerald-300' : 'text-red-300')}>
              {t.amount >= 0 ? '+' : '−'}
              {formatEuros(Math.abs(t.amount))}
            </span>
          </li>
        ))}
      </ul>
      {ledger && ledger.total > 0 ? (
        <nav aria-label="Transaction pages" className="mt-3 flex items-center justify-between gap-2 text-sm">
          <button
            type="button"
            onClick={() => onPage(page - 1)}
            disabled={page <= 1}
            className="rounded-md bg-slate-800 px-3 py-1.5 font-semibold disabled:opacity-40"
          >
            Previous
          </button>
          <p aria-live="polite" data-testid="ledger-page">
            Page {page} of {pageCount}
          </p>
          <button
            type="button"
            onClick={() => onPage(page + 1)}
            disabled={page >= pageCount}
            className="rounded-md bg-slate-800 px-3 py-1.5 font-semibold disabled:opacity-40"
          >
            Next
          </button>
        </nav>
      ) : null}
    </Card>
  );
}
