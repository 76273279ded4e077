/** The dashboard's finance summary: budget, income, expenses and net from the club's transactions, and the way to the Finances tab. */
import { formatEuros, ROUTES } from '@hardwood/shared';
import { Button, Card, CardTitle, cx, ErrorNote } from '../../components/ui';
import { useRouteQuery } from '../../lib/contract';
import { useMyTeam } from '../../lib/queries';
import { totals } from '../finances/finance-logic';

export function FinancePanel({ onOpenFinances }: { onOpenFinances: () => void }) {
  const team = useMyTeam();
  const transactions = useRouteQuery(ROUTES.money.transactions, {});
  const sums = totals(transactions.data ?? []);
  const known = transactions.data !== undefined;
  const rows = [
    { label: 'Budget', value: team.data?.budget, tone: '' },
    { label: 'Income', value: known ? sums.income : undefined, tone: 'text-emerald-300' },
    { label: 'Expenses', value: known ? sums.expenses : undefined, tone: 'text-red-300' },
    { label: 'Net', value: known ? sums.net : undefined, tone: sums.net >= 0 ? 'text-emerald-300' : 'text-red-300' },
  ];
  return (
    <Card aria-labelledby="finance-panel-title" role="region" data-testid="dashboard-finances">
      <div className="flex items-center justify-between gap-2">
        <CardTitle>
          <span id="finance-panel-title">Finances</span>
        </CardTitle>
        <Button variant="secondary" size="sm" onClick={onOpenFinances}>
          View Finances
        </Button>
      </div>
      {transactions.isError ? <ErrorNote>Failed to fetch transactions</ErrorNote> : null}
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {rows.map((r) => (
          <div key={r.label}>
            <dt className="text-xs text-slate-400">{r.label}</dt>
            <dd className={cx('text-lg font-black tabular-nums', r.tone)} data-testid={`dashboard-finance-${r.label}`}>
              {r.value === undefined ? '—' : formatEuros(r.value)}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
