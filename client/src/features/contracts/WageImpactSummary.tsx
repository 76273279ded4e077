/**
 * What a deal costs: the fee once, his wage each season, and the club's
 * wage bill against the board's limit before and after him (a bar). The
 * limit after the deal is shown with its parts, as the server computes it:
 * the fee leaves the bank first and lowers the reserves part.
 */
import { formatEuros, wageLimitFormula, type ContractTerms } from '@hardwood/shared';
import { cx } from '../../components/ui';
import { seasons, wageImpact } from './contract-logic';

export function WageImpactSummary({ terms, fee, length }: { terms: ContractTerms; fee: number | null; length: number }) {
  const impact = wageImpact(terms, fee ?? 0);
  const limitAfter = impact.limit.total;
  const nowPct = limitAfter > 0 ? Math.min(100, (terms.wageBill / limitAfter) * 100) : 100;
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
          <span>Wage bill after this deal</span>
          <span className="tabular-nums">
            <strong className={cx(impact.over ? 'text-red-300' : 'text-slate-50')}>{formatEuros(impact.billAfter)}</strong> of{' '}
            {formatEuros(limitAfter)}
          </span>
        </div>
        {/* The bill today in grey, what he adds in the court colour (red past the limit). */}
        <div
          role="meter"
          aria-label="Wage bill against the wage limit after this deal"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={afterPct}
          aria-valuetext={`${impact.shareOfBudget}% of the wage limit`}
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
            ? `${formatEuros(-impact.roomAfter)} over the wage limit after this deal`
            : `Room left after this deal (fee and wage): ${formatEuros(impact.roomAfter)}`}{' '}
          (now {formatEuros(terms.room)})
        </p>
        <p className="text-xs text-slate-400" data-testid="wage-limit-after">
          Wage limit after the fee: {wageLimitFormula(impact.limit)}
          {impact.limitDrop > 0 ? ` (the fee takes ${formatEuros(impact.limitDrop)} off it)` : ''}.
        </p>
      </div>
      {impact.refusal ? (
        <p role="alert" className="rounded-lg border border-red-800 bg-red-950/60 p-3 text-sm text-red-200">
          {impact.refusal}
        </p>
      ) : null}
    </div>
  );
}
