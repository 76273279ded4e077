import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatEuros, routeUrl, ROUTES, type LedgerPage, type Transaction } from '@hardwood/shared';
import { seasonBooks, wageSummary } from '../../test/economy-fixtures';
import { team } from '../../test/fixtures';
import { fakeApi, renderWithClient } from '../../test/render';
import { booksSummary, budgetSeries, compactEuros, projectionCaption, transferMatchdays } from './books-logic';
import { typeLabel } from './finance-logic';
import { FinancesTab } from './FinancesTab';

const line = (i: number): Transaction => ({
  id: `t${i}`,
  type: 'match_revenue',
  description: `Gate receipts ${i}`,
  amount: 10_000 + i,
  createdAt: '2026-01-01T00:00:00Z',
  season: 1,
  matchday: 1,
});
/** Page `page` of a 45-line history, 20 a page. */
const ledgerPage = (page: number, season: number | null = null): LedgerPage => ({
  rows: Array.from({ length: page < 3 ? 20 : 5 }, (_, i) => line((page - 1) * 20 + i)),
  page,
  pageCount: 3,
  limit: 20,
  total: 45,
  season,
  seasons: [
    { season: 2, name: '2026-27' },
    { season: 1, name: '2025-26' },
  ],
  allTime: { income: 900_000, expenses: 400_000, net: 500_000 },
});
const ledgerUrl = (query: { page: number; season?: number }) => routeUrl(ROUTES.money.ledger, {}, query);

function api(extra: Record<string, unknown> = {}) {
  return fakeApi({
    [routeUrl(ROUTES.teams.myTeam, {})]: team('t1', 'Hoops', true),
    [ledgerUrl({ page: 1 })]: ledgerPage(1),
    [ledgerUrl({ page: 2 })]: ledgerPage(2),
    [ledgerUrl({ page: 3 })]: ledgerPage(3),
    [routeUrl(ROUTES.books.seasonBooks, {})]: seasonBooks,
    [routeUrl(ROUTES.contracts.summary, {})]: wageSummary,
    ...extra,
  });
}

/** The tick labels a player reads along a chart's axis: the SVG text of that axis. */
const tickLabels = (chart: HTMLElement, axis: 'x' | 'y') =>
  [...chart.querySelectorAll(`svg [data-axis="${axis}"] text`)].map((t) => t.textContent);

describe('season books logic', () => {
  it('labels euros compactly for an axis', () => {
    expect([0, 45_000, 1_234_567, -320_000].map(compactEuros)).toEqual(['€0', '€45K', '€1.2M', '-€320K']);
  });

  it('draws the budget from the season start and joins the projection to the last booked matchday', () => {
    expect(budgetSeries(seasonBooks)).toEqual([
      { matchday: 0, budget: 5_000_000 },
      { matchday: 1, budget: 5_080_000 },
      { matchday: 2, budget: 6_945_000 },
      { matchday: 3, budget: 7_030_000, projected: 7_030_000 },
      { matchday: 30, projected: 7_300_000 },
    ]);
    expect(projectionCaption(seasonBooks, formatEuros)).toBe(
      'Dashed: projected end-of-season budget €7,300,000. The average net of the 3 matchdays booked so far without transfers ' +
        '(€10,000 a matchday), carried over the 27 matchdays left.',
    );
    expect(budgetSeries({ ...seasonBooks, projection: null }).some((p) => p.projected !== undefined)).toBe(false);
  });

  it('sums the season up in one sentence, transfers apart', () => {
    expect(booksSummary(seasonBooks.rows, seasonBooks.totals, seasonBooks.startBudget, formatEuros)).toBe(
      'Over 3 matchdays: income €730,000, wages €455,000, other costs €245,000. Transfers, shown apart: €2,000,000 in, €0 out. ' +
        'The budget went from €5,000,000 to €7,030,000.',
    );
    expect(transferMatchdays(seasonBooks.rows).map((r) => r.matchday)).toEqual([2]);
  });

  it("names the world economy's transactions", () => {
    expect(['tv_rights', 'sponsor_income', 'running_costs', 'prize_money', 'severance', 'matchday_accounts'].map(typeLabel)).toEqual([
      'TV Rights',
      'Sponsor Income',
      'Running Costs',
      'Prize Money',
      'Severance Pay',
      'Matchday Accounts',
    ]);
  });
});

describe('finances tab charts', () => {
  // The charts load lazily: load the module once up front, not inside a test's time.
  beforeAll(() => import('./FinanceCharts'), 30_000);

  it('charts the budget on euro and matchday axes with a dashed projection to the season end, explained', async () => {
    api();
    renderWithClient(<FinancesTab />);
    // Role queries walk the whole chart: wait for the chart by its test id, then ask for the role once.
    const chart = await screen.findByTestId('budget-chart', {}, { timeout: 4000 });
    const figure = screen.getByRole('img', { name: 'Budget over the season, 2025-26' });
    expect(figure).toContainElement(chart);
    expect(figure).toHaveAccessibleDescription(expect.stringContaining('Projected after matchday 30: €7,300,000.'));
    await waitFor(() => expect(tickLabels(chart, 'x')).toContain('30'));
    expect(tickLabels(chart, 'x')).toContain('0');
    expect(tickLabels(chart, 'y').length).toBeGreaterThan(1);
    expect(tickLabels(chart, 'y').every((t) => /^-?€[\d.]+[KM]?$/.test(t ?? ''))).toBe(true);
    expect([...chart.querySelectorAll('svg text')].map((l) => l.textContent)).toContain('Matchday');
    // The projection is its own dashed line, the only dashed stroke in the chart.
    expect(chart.querySelectorAll('svg path[stroke-dasharray="6 4"]')).toHaveLength(1);
    expect(chart.querySelectorAll('svg [stroke-dasharray]')).toHaveLength(1);
    expect(screen.getByTestId('budget-projection')).toHaveTextContent('Dashed: projected end-of-season budget €7,300,000.');
  }, 15_000);

  it('keeps a transfer out of the matchday bars and lists it apart, readable as a table', async () => {
    api();
    renderWithClient(<FinancesTab />);
    const chart = await screen.findByTestId('books-chart', {}, { timeout: 4000 });
    const figure = screen.getByRole('img', { name: 'Income, wages and other costs by matchday, 2025-26' });
    expect(figure).toContainElement(chart);
    expect(figure).toHaveAccessibleDescription(expect.stringContaining('Transfers, shown apart: €2,000,000 in'));
    await waitFor(() => expect(tickLabels(chart, 'y').length).toBeGreaterThan(1));
    // The €2M sale does not set the scale: the top tick stays near the biggest running matchday (€320K).
    const top = tickLabels(chart, 'y').at(-1) ?? '';
    expect(top).toMatch(/K$/);
    expect(tickLabels(chart, 'x')).toEqual(expect.arrayContaining(['1', '3']));
    expect(within(screen.getByTestId('season-transfers')).getByText('+€2,000,000 in')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Show the books as a table'));
    const rows = screen.getAllByTestId('books-row');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['€110,000', '€150,000', '€95,000', '€2,000,000', '€1,865,000', '€6,945,000']);
    expect(await screen.findByTestId('wage-bill')).toHaveTextContent('€3,300,000 of €4,400,000');
  }, 15_000);

  it('shows one season at a time, chosen from the seasons of the career', async () => {
    const twoSeasons = {
      ...seasonBooks,
      seasons: [{ season: 2, name: '2026-27' }, ...seasonBooks.seasons],
      season: 2,
      seasonName: '2026-27',
    };
    const past = { ...seasonBooks, seasons: twoSeasons.seasons, current: false, projection: null };
    const { calls } = api({
      [routeUrl(ROUTES.books.seasonBooks, {})]: twoSeasons,
      [routeUrl(ROUTES.books.seasonBooks, {}, { season: 1 })]: past,
    });
    renderWithClient(<FinancesTab />);
    await screen.findByRole('img', { name: 'Budget over the season, 2026-27' });
    await userEvent.selectOptions(screen.getByLabelText('Charts for season'), '1');
    await screen.findByRole('img', { name: 'Budget over the season, 2025-26' });
    expect(calls.some((c) => c.url === '/api/finances/season?season=1')).toBe(true);
    expect(screen.getByTestId('budget-projection')).toHaveTextContent('A finished season: no projection.');
  }, 15_000);

  it('says when no matchday is booked yet', async () => {
    api({ [routeUrl(ROUTES.books.seasonBooks, {})]: { ...seasonBooks, rows: [], projection: null } });
    renderWithClient(<FinancesTab />);
    expect(await screen.findByText('No matchday booked yet this season. The season started with €5,000,000.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Income, wages/ })).toBeNull();
  });
});

describe('finances tab transaction history', () => {
  it('pages the history from the server with Page N of M, previous and next, by keyboard too', async () => {
    const { calls } = api();
    renderWithClient(<FinancesTab />);
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(await screen.findAllByTestId('transaction')).toHaveLength(20);
    expect(screen.getByTestId('finance-Total Income')).toHaveTextContent('€900,000');
    const nav = screen.getByRole('navigation', { name: 'Transaction pages' });
    const previous = within(nav).getByRole('button', { name: 'Previous' });
    const next = within(nav).getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();
    next.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('transaction')[0]).toHaveTextContent('Gate receipts 20'));
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('transaction')).toHaveLength(5));
    expect(next).toBeDisabled();
    fireEvent.click(previous);
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/finances/ledger')).map((c) => c.url)).toEqual(
      expect.arrayContaining(['/api/finances/ledger?page=1', '/api/finances/ledger?page=2', '/api/finances/ledger?page=3']),
    );
  });

  it('filters the history by season from the first page', async () => {
    const { calls } = api({ [ledgerUrl({ page: 1, season: 1 })]: { ...ledgerPage(1, 1), total: 20, pageCount: 1 } });
    renderWithClient(<FinancesTab />);
    await screen.findByText('Page 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    await userEvent.selectOptions(screen.getByLabelText('Season'), '1');
    expect(await screen.findByText('Page 1 of 1')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/finances/ledger?page=1&season=1')).toBe(true);
  });

  it('says so when there are no transactions', async () => {
    api({ [ledgerUrl({ page: 1 })]: { ...ledgerPage(1), rows: [], total: 0, pageCount: 1 } });
    renderWithClient(<FinancesTab />);
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Transaction pages' })).toBeNull();
  });
});
