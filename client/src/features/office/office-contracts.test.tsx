import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blocksLivePlay, OFFICE_MATTER_LABELS, routeUrl, ROUTES, seasonWage, type OfficeNotification } from '@hardwood/shared';
import { player } from '../../test/fixtures';
import { fakeApi, renderWithClient } from '../../test/render';
import { OfficeTab } from './OfficeTab';
import { officeTabOf } from './office-gate';
import { mattersOfTab } from './office-logic';

const matter = (id: string, notificationType: OfficeNotification['notificationType']): OfficeNotification => ({
  id,
  title: `Matter ${id}`,
  notificationType,
  relatedId: `r${id}`,
});

describe('the office Contracts tab', () => {
  it('reads the expiring-contract matters, which inform without holding live play', () => {
    const pending = [matter('1', 'salary_due'), matter('2', 'contract_expiring')];
    expect(mattersOfTab('contracts', pending).map((m) => m.id)).toEqual(['2']);
    expect(officeTabOf('contract_expiring')).toBe('contracts');
    expect(blocksLivePlay('contract_expiring')).toBe(false);
  });

  it('counts its matters on its tab, marks them read when opened and lists the contracts', async () => {
    const expiring = player('e1', 'PF', 71, { name: 'Ending Ed', contractEndsSeason: 1 });
    const { calls } = fakeApi({
      [routeUrl(ROUTES.office.notifications, {})]: [
        matter('1', 'salary_due'),
        matter('2', 'contract_expiring'),
        matter('3', 'contract_expiring'),
      ],
      [`POST ${routeUrl(ROUTES.office.markRead, {})}`]: { success: true },
      [routeUrl(ROUTES.contracts.expiring, {})]: {
        season: 1,
        seasonName: '2025-26',
        currentMatchday: 15,
        noticeFromMatchday: 15,
        contracts: [{ player: expiring, ask: 9_000, askSeasonWage: seasonWage(9_000), status: 'open', agreed: null, message: '' }],
      },
    });
    renderWithClient(<OfficeTab />);
    const tab = await screen.findByRole('tab', { name: new RegExp(`^${OFFICE_MATTER_LABELS.contract_expiring}`) });
    await waitFor(() => expect(tab).toHaveTextContent(`${OFFICE_MATTER_LABELS.contract_expiring}2`));
    fireEvent.click(tab);
    expect(await screen.findByTestId('expiring-contract')).toHaveTextContent('Ending Ed');
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual(
        expect.arrayContaining([
          { notificationType: 'contract_expiring', relatedId: 'r2' },
          { notificationType: 'contract_expiring', relatedId: 'r3' },
        ]),
      ),
    );
    expect(within(screen.getByRole('tablist', { name: 'Office' })).getAllByRole('tab')).toHaveLength(6);
  });
});
