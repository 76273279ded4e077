/** The academy's Recruit: its price on the button, and a confirmation before anything is sent. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACADEMY_TYPES, formatEuros, wageLimit, wageLimitAfterSpend, type AcademySlot } from '@hardwood/shared';
import { wageSummary } from '../../test/economy-fixtures';
import { academySlot, compactAcademy } from '../../test/academy-fixtures';
import { fakeApi, renderWithClient } from '../../test/render';
import { AcademyTab } from './AcademyTab';

const slot = (id: string, position: AcademySlot['position'], playerId: string | null) => academySlot(id, position, playerId, 0);
const academy = compactAcademy(0);

describe('AcademyTab recruiting', () => {
  it('shows what Recruit costs and asks before recruiting: Cancel sends nothing, Confirm recruits for the slot', async () => {
    const { calls } = fakeApi({
      '/api/youth-academy': academy,
      '/api/youth-academy/slots': [slot('s3', 'SF', null)],
      '/api/youth-academy/player-stats': [],
      'POST /api/youth-academy/recruit': { message: 'Kid y9 joins the academy.', slot: slot('s3', 'SF', 'y9') },
    });
    renderWithClient(<AcademyTab />);
    const recruitButton = await screen.findByRole('button', { name: 'Recruit · Free' });
    const recruits = () => calls.filter((c) => c.method === 'POST' && c.url === '/api/youth-academy/recruit');

    fireEvent.click(recruitButton);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Recruit a SF?')).toBeInTheDocument();
    expect(within(dialog).getByText(/Recruiting is free.*Releasing him later costs €25,000/)).toBeInTheDocument();
    expect(recruits()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(recruits()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Recruit · Free' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm & Recruit' }));
    await waitFor(() => expect(recruits()).toHaveLength(1));
    expect(recruits()[0]?.body).toEqual({ position: 'SF' });
    expect(await screen.findByText('Player Recruited!')).toBeInTheDocument();
  });

  it('says what founding takes off the wage limit before the money goes', async () => {
    const limit = wageLimit({ projectedIncome: 5_600_000, cash: 8_000_000 });
    const { calls } = fakeApi({
      '/api/youth-academy': null,
      '/api/youth-academy/slots': [],
      '/api/contracts/summary': { ...wageSummary, limit },
    });
    renderWithClient(<AcademyTab />);
    const cost = ACADEMY_TYPES.compact.cost;
    const { after, lowersBy } = wageLimitAfterSpend(limit, cost);
    expect(lowersBy).toBe(Math.round(cost * limit.reservesShare));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/contracts/summary')).toBe(true));
    const choose = (await screen.findAllByRole('button', { name: /Create/ }))[0] as HTMLElement;
    fireEvent.click(choose);
    const dialog = await screen.findByRole('dialog', { name: /Create a compact academy\?/ });
    expect(dialog).toHaveTextContent(`It lowers the board's wage limit by ${formatEuros(lowersBy)}, to ${formatEuros(after.total)}.`);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
