/**
 * The Finances tab's wage card: the season's wage bill against the board's
 * wage limit (a bar, and the limit with its parts as the server computes
 * it), what the club expects to earn (gates, TV, sponsors)
 * and spend besides wages, and how many contracts end each season.
 */
import { errorMessage } from '../../lib/api';
import { formatEuros, wageLimitFormula, type WageSummary } from '@hardwood/shared';
import { Card, cx, ErrorNote, Loading } from '../../components/ui';
import { useWageSummary } from './contract-queries';

export function WageSummaryCard() {
  const summary = useWageSummary();
  return (
    <Card className="space-y-3 p-3" aria-labelledby="wage-card-title" role="region">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p id="wage-card-title" className="text-sm font-semibold">
          Wages
        </p>
        {summary.data ? <span className="text-xs text-slate-400">{summary.data.seasonName}</span> : null}
      </div>
      {summary.isLoading ? <Loading text="Loading wages..." className="min-h-20" /> : null}
      {summary.isError ? <ErrorNote>{errorMessage(summary.error, 'Failed to fetch the wage summary')}</ErrorNote> : null}
      {summary.data ? <WageSummaryBody summary={summary.data} /> : null}
    </Card>
  );
}

function WageSummaryBody({ summary }: { summary: WageSummary }) {
  const { wageBill, wageBudget, room, limit, projectedIncome, runningCosts, expiries } = summary;
  const share = wageBudget > 0 ? Math.round((wageBill / wageBudget) * 100) : 100;
  const over = wageBill > wageBudget;
  const incomeShare = projectedIncome.total > 0 ? Math.round((wageBill / projectedIncome.total) * 100) : 0;
  const left = projectedIncome.total - wageBill - runningCosts;
  const income = [
    { label: 'Gates', value: projectedIncome.gates },
    { label: 'TV', value: projectedIncome.tv },
    { label: 'Sponsors', value: projectedIncome.sponsors },
  ];
  return (
    <>
      <div className="space-y-1 text-sm">
        <div className="flex flex-wrap justify-between gap-x-3">
          <span className="text-slate-300">Wage bill</span>
          <span className="tabular-nums" data-testid="wage-bill">
            <strong className={over ? 'text-red-300' : 'text-slate-50'}>{formatEuros(wageBill)}</strong> of {formatEuros(wageBudget)}
          </span>
        </div>
        <div
          role="meter"
          aria-label="Wage bill against the wage budget"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.min(100, share)}
          aria-valuetext={`${share}% of the wage budget`}
          className="h-3 w-full overflow-hidden rounded-full bg-slate-800"
        >
          <div
            className={cx('h-full rounded-full', over ? 'bg-red-500' : share >= 90 ? 'bg-amber-400' : 'bg-emerald-500')}
            style={{ width: `${Math.min(100, share)}%` }}
          />
        </div>
        <p className="text-xs text-slate-400" data-testid="wage-room">
          {over ? `${formatEuros(wageBill - wageBudget)} over the wage limit` : `${formatEuros(room)} of room`} · wages take {incomeShare}%
          of projected income.
        </p>
        <p className="text-xs text-slate-400" data-testid="wage-limit">
          Wage limit: {wageLimitFormula(limit)}. Spending reserves above {formatEuros(limit.reservesFloor)} lowers it by{' '}
          {Math.round(limit.reservesShare * 100)}% of the amount spent.
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        {income.map((row) => (
          <div key={row.label} className="flex justify-between gap-2 sm:block">
            <dt className="text-xs text-slate-400">{row.label}</dt>
            <dd className="tabular-nums text-emerald-300">{formatEuros(row.value)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-2 sm:block">
          <dt className="text-xs text-slate-400">Projected income</dt>
          <dd className="font-semibold tabular-nums text-emerald-300" data-testid="projected-income">
            {formatEuros(projectedIncome.total)}
          </dd>
        </div>
        <div className="flex justify-between gap-2 sm:block">
          <dt className="text-xs text-slate-400">Running costs</dt>
          <dd className="tabular-nums text-red-300">{formatEuros(runningCosts)}</dd>
        </div>
        <div className="flex justify-between gap-2 sm:block">
          <dt className="text-xs text-slate-400">Left after wages and costs</dt>
          <dd className={cx('font-semibold tabular-nums', left >= 0 ? 'text-emerald-300' : 'text-red-300')}>{formatEuros(left)}</dd>
        </div>
      </dl>
      <div>
        <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-400">Contracts ending</p>
        {expiries.length === 0 ? (
          <p className="text-sm text-slate-400">No contracts on the books.</p>
        ) : (
          <ul className="divide-y divide-slate-800 text-sm" aria-label="Contracts ending by season">
            {expiries.map((e) => (
              <li key={e.season} className="flex justify-between gap-3 py-1">
                <span>{e.seasonName}</span>
                <span className="tabular-nums text-slate-300">
                  {e.players} {e.players === 1 ? 'player' : 'players'} · {formatEuros(e.seasonWage)} a season
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
