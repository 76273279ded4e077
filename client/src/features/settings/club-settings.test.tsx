import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeUrl, ROUTES } from '@hardwood/shared';
import { fakeApi, renderWithClient } from '../../test/render';
import { AUTO_PAY_LABEL, ClubSettings } from './ClubSettings';

describe('the club settings', () => {
  it('shows auto-pay off by default and toggles it on through the settings route', async () => {
    let saved = { autoPaySalaries: false };
    const url = routeUrl(ROUTES.office.managerSettings, {});
    const { calls } = fakeApi({
      [url]: () => saved,
      [`PUT ${url}`]: (body: unknown) => {
        saved = body as typeof saved;
        return saved;
      },
    });
    renderWithClient(<ClubSettings />);
    const box = await screen.findByRole('checkbox', { name: new RegExp(AUTO_PAY_LABEL) });
    expect(box).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(box);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ autoPaySalaries: true }]));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: new RegExp(AUTO_PAY_LABEL) })).toHaveAttribute('aria-checked', 'true'));
    expect(await screen.findByText('Settings Updated')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(AUTO_PAY_LABEL) }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ autoPaySalaries: false }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: new RegExp(AUTO_PAY_LABEL) })).toHaveAttribute('aria-checked', 'false'),
    );
  });
});
