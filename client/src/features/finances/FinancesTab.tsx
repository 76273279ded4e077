/**
 * The Finance panel: four cards (all-time, from the ledger), one season's
 * budget with its projected end and its books by matchday (a season
 * selector when the career has several), the wage card, the transaction
 * history a page at a time with its filters, and three tips.
 */
import { useId, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { formatEuros, MIN_RESERVE_TIP_EUROS, ROUTES } from '@hardwood/shared';
import { Card, cx, ErrorNote, Loading } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteQuery } from '../../lib/contract';
import { useMyTeam } from '../../lib/queries';
import { WageSummaryCard } from '../contracts';
import { BudgetCard } from './BudgetCard';
import { SeasonBooksCard, useSeasonBooks } from './SeasonBooksCard';
import { TransactionHistory, type PeriodFilter } from './TransactionHistory';

const TIPS = [
  `Keep at least ${formatEuros(MIN_RESERVE_TIP_EUROS)} in reserve for salaries and emergencies.`,
  'Home games pay: a winning run and famous visitors fill the arena.',
  'Sell players you do not play: their salaries weigh every matchday.',
];

export function FinancesTab() {
  const team = useMyTeam();
  const [booksSeason, setBooksSeason] = useState<number | undefined>(undefined);
  const [historySeason, setHistorySeason] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [period, setPeriod] = useState<PeriodFilter>('All Time');
  const ledger = useRouteQuery(ROUTES.money.ledger, {}, { query: { page, season: historySeason }, placeholderData: keepPreviousData });
  const books = useSeasonBooks(booksSeason);
  const seasonSelectId = useId();
  const allTime = ledger.data?.allTime;
  const cards = [
    { label: 'Current Budget', value: team.data?.budget ?? 0 },
    { label: 'Total Income', value: allTime?.income ?? 0 },
    { label: 'Total Expenses', value: allTime?.expenses ?? 0 },
    { label: 'Net Profit', value: allTime?.net ?? 0 },
  ];
  const seasons = books.data?.seasons ?? [];
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
      {seasons.length > 1 ? (
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor={seasonSelectId} className="text-slate-400">
            Charts for season
          </label>
          <select
            id={seasonSelectId}
            value={booksSeason ?? books.data?.season ?? ''}
            onChange={(e) => setBooksSeason(Number(e.target.value))}
            className="rounded-md border border-slate-700 bg-slate-900 px-2 py-1"
          >
            {seasons.map((s) => (
              <option key={s.season} value={s.season}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="grid gap-3 md:grid-cols-2 [&>*]:min-w-0">
        <BudgetCard season={booksSeason} className="p-3" />
        <SeasonBooksCard season={booksSeason} className="p-3" />
      </div>
      <WageSummaryCard />
      {ledger.isLoading ? <Loading text="Loading transactions..." /> : null}
      {ledger.isError ? <ErrorNote>{errorMessage(ledger.error, 'Failed to fetch transactions')}</ErrorNote> : null}
      <TransactionHistory
        ledger={ledger.data}
        fetching={ledger.isPlaceholderData}
        season={historySeason}
        onSeason={(s) => {
          setHistorySeason(s);
          setPage(1);
        }}
        page={page}
        onPage={setPage}
        period={period}
        onPeriod={setPeriod}
      />
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
