import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatEuros } from '@hardwood/shared';
import { team } from '../../test/fixtures';
import { fakeApi, renderWithClient } from '../../test/render';
import { DashboardTab } from './DashboardTab';

describe('the dashboard finance panel', () => {
  it('shows budget, income, expenses and net from the transactions, and opens the Finances tab', async () => {
    fakeApi({
      '/api/user/team': { ...team('me', 'Lions', true), budget: 4_250_000 },
      '/api/transactions': [
        { id: 't1', type: 'match_revenue', description: 'Gate receipts', amount: 300_000, createdAt: '2026-01-01T00:00:00Z' },
        { id: 't2', type: 'sponsorship', description: 'Acme', amount: 50_000, createdAt: '2026-01-02T00:00:00Z' },
        { id: 't3', type: 'salary', description: 'Salaries', amount: -420_000, createdAt: '2026-01-03T00:00:00Z' },
      ],
    });
    const onOpenFinances = vi.fn();
    renderWithClient(<DashboardTab onOpenSchedule={() => undefined} onOpenRoster={() => undefined} onOpenFinances={onOpenFinances} />);
    const panel = await screen.findByRole('region', { name: 'Finances' });
    expect(await within(panel).findByText(formatEuros(350_000))).toBeInTheDocument();
    expect(within(panel).getByTestId('dashboard-finance-Budget')).toHaveTextContent(formatEuros(4_250_000));
    expect(within(panel).getByTestId('dashboard-finance-Expenses')).toHaveTextContent(formatEuros(420_000));
    expect(within(panel).getByTestId('dashboard-finance-Net')).toHaveTextContent(formatEuros(-70_000));
    fireEvent.click(within(panel).getByRole('button', { name: 'View Finances' }));
    expect(onOpenFinances).toHaveBeenCalled();
  });
});
