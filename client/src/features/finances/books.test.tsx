import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatEuros, routeUrl, ROUTES } from '@hardwood/shared';
import { seasonBooks, wageSummary } from '../../test/economy-fixtures';
import { team } from '../../test/fixtures';
import { fakeApi, renderWithClient } from '../../test/render';
import { booksScales, booksSummary, labelEvery, niceCeil } from './books-logic';
import { typeLabel } from './finance-logic';
import { FinancesTab } from './FinancesTab';

describe('season books logic', () => {
  it('rounds an axis top up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 7, 320_000, 410_000, 1_000_000, 1_000_001].map(niceCeil)).toEqual([1, 10, 500_000, 500_000, 1_000_000, 2_000_000]);
  });

  it("scales the bars to the biggest matchday and the line to the season's budgets", () => {
    expect(booksScales(seasonBooks.rows, seasonBooks.startBudget)).toEqual({
      flowMax: 500_000,
      budgetMin: 4_945_000,
      budgetMax: 5_080_000,
    });
    // A season without movement still gets a band to draw in.
    expect(booksScales([], 1_000_000)).toEqual({ flowMax: 1, budgetMin: 900_000, budgetMax: 1_100_000 });
  });

  it('labels every matchday when there is room, fewer on a phone', () => {
    expect(labelEvery(22, 600, 22)).toBe(1);
    expect(labelEvery(22, 250, 22)).toBe(2);
    expect(labelEvery(34, 250, 22)).toBe(3);
  });

  it('sums the season up in one sentence', () => {
    expect(booksSummary(seasonBooks.rows, seasonBooks.totals, seasonBooks.startBudget, formatEuros)).toBe(
      'Over 3 matchdays: income €730,000, wages €455,000, other costs €245,000, net €30,000. The budget went from €5,000,000 to €5,030,000.',
    );
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

describe('finances tab books and wages', () => {
  it('charts income against wages with the budget line, readable as a table, beside the wage card', async () => {
    fakeApi({
      [routeUrl(ROUTES.teams.myTeam, {})]: team('t1', 'Hoops', true),
      [routeUrl(ROUTES.money.transactions, {})]: [],
      [routeUrl(ROUTES.books.seasonBooks, {})]: seasonBooks,
      [routeUrl(ROUTES.contracts.summary, {})]: wageSummary,
    });
    renderWithClient(<FinancesTab />);
    const chart = await screen.findByRole('img', { name: /Income, wages and other costs by matchday/ });
    expect(chart).toHaveAccessibleName(expect.stringContaining('The budget went from €5,000,000 to €5,030,000.'));
    // Two bars and a stacked cost per matchday, a point of the budget line each.
    expect(chart.querySelectorAll('rect')).toHaveLength(9);
    expect(chart.querySelectorAll('circle')).toHaveLength(3);
    fireEvent.click(screen.getByText('Show the books as a table'));
    const rows = screen.getAllByTestId('books-row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['€110,000', '€150,000', '€95,000', '-€135,000', '€4,945,000']);
    expect(await screen.findByTestId('wage-bill')).toHaveTextContent('€3,300,000 of €4,400,000');
  });

  it('says when no matchday is booked yet', async () => {
    fakeApi({
      [routeUrl(ROUTES.teams.myTeam, {})]: team('t1', 'Hoops', true),
      [routeUrl(ROUTES.money.transactions, {})]: [],
      [routeUrl(ROUTES.books.seasonBooks, {})]: { ...seasonBooks, rows: [], totals: { income: 0, wages: 0, otherCosts: 0, net: 0 } },
    });
    renderWithClient(<FinancesTab />);
    expect(await screen.findByText('No matchday booked yet this season. The season started with €5,000,000.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Income, wages/ })).toBeNull();
  });
});
