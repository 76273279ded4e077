/**
 * The Finance panel: four cards, the season's books by matchday (income
 * against wages, with the budget line) beside the wage card, the budget over
 * the season and income against expenses by category (plain SVG), the
 * transaction history with its filter buttons (highlight only, as the spec
 * says) and three tips.
 */
import { useState } from 'react';
import { formatEuros, formatMillions, MIN_RESERVE_TIP_EUROS, ROUTES } from '@hardwood/shared';
import { Card, cx, EmptyState, ErrorNote, Loading } from '../../components/ui';
import { useRouteQuery } from '../../lib/contract';
import { useDashboard, useMyTeam } from '../../lib/queries';
import { WageSummaryCard } from '../contracts';
import { SeasonBooksCard } from './SeasonBooksCard';
import { budgetByMatchday, byCategory, totals, typeLabel } from './finance-logic';

const FILTERS = ['All Time', 'Recent', 'Latest'] as const;
const TIPS = [
  `Keep at least ${formatEuros(MIN_RESERVE_TIP_EUROS)} in reserve for salaries and emergencies.`,
  'Home games pay: a winning run and famous visitors fill the arena.',
  'Sell players you do not play: their salaries weigh every matchday.',
];

function BudgetChart({ points }: { points: Array<{ matchday: number; budget: number }> }) {
  const width = 600;
  const height = 160;
  const values = points.map((p) => p.budget);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const x = (i: number) => (points.length > 1 ? (i / (points.length - 1)) * (width - 20) + 10 : width / 2);
  const y = (v: number) => height - 10 - ((v - min) / span) * (height - 20);
  const d = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.budget).toFixed(1)}`).join(' ');
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="budget-chart-title budget-chart-desc" className="h-40 w-full">
      <title id="budget-chart-title">Budget over the season</title>
      <desc id="budget-chart-desc">{points.map((p) => `after matchday ${p.matchday}: ${formatMillions(p.budget)}`).join('; ')}</desc>
      <path d={d} fill="none" stroke="currentColor" strokeWidth={2.5} className="text-court-400" />
      {points.map((p, i) => (
        <circle key={p.matchday} cx={x(i)} cy={y(p.budget)} r={3} className="fill-court-400" />
      ))}
    </svg>
  );
}

function CategoryBars({ rows }: { rows: Array<{ type: string; income: number; expenses: number }> }) {
  const top = Math.max(1, ...rows.map((r) => Math.max(r.income, r.expenses)));
  return (
    <ul className="space-y-2" aria-label="Income and expenses by category">
      {rows.map((r) => (
        <li key={r.type} className="text-xs">
          <div className="flex justify-between text-slate-300">
            <span>{typeLabel(r.type)}</span>
            <span className="tabular-nums">
              {r.income > 0 ? <span className="text-emerald-300">+{formatEuros(r.income)}</span> : null}{' '}
              {r.expenses > 0 ? <span className="text-red-300">−{formatEuros(r.expenses)}</span> : null}
            </span>
          </div>
          <div className="mt-1 flex h-2 gap-1">
            <div className="rounded bg-emerald-500" style={{ width: `${(r.income / top) * 50}%` }} />
            <div className="rounded bg-red-500" style={{ width: `${(r.expenses / top) * 50}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function FinancesTab() {
  const team = useMyTeam();
  const dashboard = useDashboard();
  const transactions = useRouteQuery(ROUTES.money.transactions, {});
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('All Time');
  const list = transactions.data ?? [];
  const sums = totals(list);
  const cards = [
    { label: 'Current Budget', value: team.data?.budget ?? 0 },
    { label: 'Total Income', value: sums.income },
    { label: 'Total Expenses', value: sums.expenses },
    { label: 'Net Profit', value: sums.net },
  ];
  return (
    <section aria-labelledby="finances-title" className="space-y-4">
      <h1 id="finances-title" className="text-2xl font-bold">
        Finances
      </h1>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {cards.map((c) => (
          <Card key={c.label} className="p-3">
            <p className="text-xs text-slate-400">{c.label}</p>
            <p
              className={cx(
                'text-lg font-black tabular-nums',
                c.label === 'Net Profit' ? (c.value >= 0 ? 'text-emerald-300' : 'text-red-300') : '',
              )}
              data-testid={`finance-${c.label}`}
            >
              {formatEuros(c.value)}
            </p>
          </Card>
        ))}
      </div>
      <div className="grid gap-3 lg:grid-cols-3">
        <SeasonBooksCard className="p-3 lg:col-span-2" />
        <WageSummaryCard />
      </div>
      {transactions.isLoading ? <Loading text="Loading transactions..." /> : null}
      {transactions.isError ? <ErrorNote>Failed to fetch transactions</ErrorNote> : null}
      {list.length > 0 && team.data ? (
        <div className="grid gap-3 md:grid-cols-2">
          <Card className="p-3">
            <p className="mb-1 text-sm font-semibold">Budget over the season</p>
            <BudgetChart points={budgetByMatchday(team.data.budget, list, dashboard.data?.currentMatchday ?? 0)} />
          </Card>
          <Card className="p-3">
            <p className="mb-2 text-sm font-semibold">Income and expenses by category</p>
            <CategoryBars rows={byCategory(list)} />
          </Card>
        </div>
      ) : null}
      <Card className="p-3">
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold">Transaction History</p>
          <div role="group" aria-label="Period" className="flex gap-1">
            {FILTERS.map((f) => (
              <button
                key={f}
                type="button"
                aria-pressed={filter === f}
                onClick={() => setFilter(f)}
                className={cx(
                  'rounded-full px-3 py-1 text-xs font-semibold',
                  filter === f ? 'bg-court-500 text-slate-950' : 'bg-slate-800 text-slate-300',
                )}
              >
                {f}
              </button>
            ))}
          </div>
        </div>
        {transactions.data && list.length === 0 ? <EmptyState title="No transactions yet" /> : null}
        <ul className="divide-y divide-slate-800" aria-label="Transactions">
          {list.map((t) => (
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
      </Card>
      <Card className="p-3">
        <p className="mb-1 font-semibold">Tips</p>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-300">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
