/**
 * What a signing costs: the fee once, his wage each season, and the club's
 * wage bill against the board's limit before and after him (a bar), with
 * the server's reason when the wages alone would see it refused.
 */
import { formatEuros, type ContractTerms } from '@hardwood/shared';
import { cx } from '../../components/ui';
import { seasons, wageImpact } from './contract-logic';

export function WageImpactSummary({ terms, fee, length }: { terms: ContractTerms; fee: number | null; length: number }) {
  const impact = wageImpact(terms);
  const nowPct = terms.wageBudget > 0 ? Math.min(100, (terms.wageBill / terms.wageBudget) * 100) : 100;
  const afterPct = Math.min(100, impact.shareOfBudget);
  return (
    <div className="space-y-3" data-testid="wage-impact">
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-lg bg-slate-950/60 p-3">
          <dt className="text-xs text-slate-400">Fee</dt>
          <dd className="font-semibold tabular-nums">{fee === null ? '—' : formatEuros(fee)}</dd>
        </div>
        <div className="rounded-lg bg-slate-950/60 p-3">
          <dt className="text-xs text-slate-400">Wage a season</dt>
          <dd className="font-semibold tabular-nums" data-testid="yearly-wage">
            {formatEuros(terms.seasonWage)}
          </dd>
          <dd className="text-xs text-slate-400">
            {formatEuros(terms.seasonWage * length)} over {seasons(length)}
          </dd>
        </div>
      </dl>
      <div className="space-y-1 text-sm">
        <div className="flex flex-wrap justify-between gap-x-3 text-slate-300">
          <span>Wage bill after signing</span>
          <span className="tabular-nums">
            <strong className={cx(impact.over ? 'text-red-300' : 'text-slate-50')}>{formatEuros(impact.billAfter)}</strong> of{' '}
            {formatEuros(terms.wageBudget)}
          </span>
        </div>
        {/* The bill today in grey, what he adds in the court colour (red past the limit). */}
        <div
          role="meter"
          aria-label="Wage bill against the wage budget after signing"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={afterPct}
          aria-valuetext={`${impact.shareOfBudget}% of the wage budget`}
          className="flex h-2.5 w-full overflow-hidden rounded-full bg-slate-800"
        >
          <div className="h-full bg-slate-500" style={{ width: `${nowPct}%` }} />
          <div
            className={cx('h-full', impact.over ? 'bg-red-500' : 'bg-court-500')}
            style={{ width: `${Math.max(0, afterPct - nowPct)}%` }}
          />
        </div>
        <p className={cx('text-xs', impact.over ? 'text-red-300' : 'text-slate-400')} data-testid="wage-room">
          {impact.over
            ? `${formatEuros(-impact.roomAfter)} over the wage budget`
            : `Room left under the wage budget: ${formatEuros(impact.roomAfter)}`}{' '}
          (now {formatEuros(terms.room)})
        </p>
      </div>
      {terms.refusal ? (
        <p role="alert" className="rounded-lg border border-red-800 bg-red-950/60 p-3 text-sm text-red-200">
          {terms.refusal}
        </p>
      ) : null}
    </div>
  );
}
