/** Founding a league: the form's own checks, the request it sends with the calendar it computes, and the server's refusal. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Country, SetupTeam } from '@hardwood/shared';
import { fakeApi, renderWithClient, type FakeRoute } from '../../test/render';
import { detail } from './league-fixtures';
import { LeaguesPage } from './LeaguesPage';

const ITALY: Country = {
  id: 'it',
  name: 'Italy',
  flag: '🇮🇹',
  code: 'it',
  leagues: [
    { id: 1, name: 'Serie A', clubs: 12 },
    { id: 2, name: 'Serie A2', clubs: 16 },
  ],
};
const setupTeam = (id: number, name: string, leagueId: number, squadStrength: number): SetupTeam => ({
  id,
  name,
  city: name,
  leagueId,
  league: leagueId === 1 ? 'Serie A' : 'Serie A2',
  budget: 5_000_000,
  reputation: 3,
  squadStrength,
  strengthRank: 1,
  boardExpectation: 'Playoffs',
});

function api(found: FakeRoute = detail({ id: 'w9', name: 'Friends League', member: true })) {
  return fakeApi({
    'GET /api/leagues': { leagues: [] },
    '/api/setup/countries': [ITALY],
    '/api/setup/teams/it': [setupTeam(7, 'Roma', 1, 70.5), setupTeam(8, 'Olimpia', 1, 74.2), setupTeam(20, 'Udine', 2, 65)],
    'POST /api/leagues': found,
  });
}
const posts = (calls: ReturnType<typeof fakeApi>['calls']) => calls.filter((c) => c.method === 'POST');

async function openForm() {
  renderWithClient(<LeaguesPage />);
  fireEvent.click((await screen.findAllByRole('button', { name: 'Found a league' }))[0] as HTMLElement);
  const form = await screen.findByRole('form', { name: 'Found a league' });
  await within(form).findByRole('option', { name: /Italy · Serie A \(12 clubs\)/ });
  return form;
}

async function fillClub(form: HTMLElement) {
  fireEvent.change(within(form).getByLabelText('Country'), { target: { value: 'it' } });
  // The top division's clubs only, strongest first.
  await within(form).findByRole('option', { name: 'Olimpia · strength 74.2' });
  expect(within(form).queryByRole('option', { name: /Udine/ })).not.toBeInTheDocument();
  expect(
    within(within(form).getByLabelText('Your club'))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Choose your club', 'Olimpia · strength 74.2', 'Roma · strength 70.5']);
  fireEvent.change(within(form).getByLabelText('Your club'), { target: { value: '7' } });
}

beforeEach(() => {
  // Only the date is fixed: the page's own timers and the fake API run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 10, 15, 0, 0));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.history.pushState(null, '', '/');
});

describe('founding a league', () => {
  it('refuses a name too short before sending anything, with the server’s own words', async () => {
    const { calls } = api();
    const form = await openForm();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: ' AB ' } });
    await fillClub(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Found the league' }));
    expect(await within(form).findByText("A league's name has at least 3 characters")).toHaveAttribute('role', 'alert');
    expect(within(form).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(posts(calls)).toHaveLength(0);
  });

  it('asks for the country, then the club, before sending', async () => {
    const { calls } = api();
    const form = await openForm();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Friends League' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Found the league' }));
    expect(await within(form).findByText('Pick the country whose top division the league plays')).toHaveAttribute('role', 'alert');
    fireEvent.change(within(form).getByLabelText('Country'), { target: { value: 'it' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Found the league' }));
    expect(await within(form).findByText('Pick the club you will manage')).toHaveAttribute('role', 'alert');
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends the league with its calendar from “Every day at 20:00” in the browser’s time zone, then opens its page', async () => {
    const { calls } = api();
    const form = await openForm();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: '  Friends League ' } });
    await fillClub(form);
    fireEvent.click(within(form).getByRole('radio', { name: /Invite only/ }));
    expect(within(form).getByLabelText('Tip-off time')).toHaveValue('20:00');
    fireEvent.click(within(form).getByRole('button', { name: 'Found the league' }));

    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toMatchObject({ url: '/api/leagues' });
    expect(posts(calls)[0]?.body).toEqual({
      name: 'Friends League',
      countryId: 'it',
      teamId: 7,
      visibility: 'invite',
      // 15:00 now: today's 20:00 on the browser's clock.
      calendar: {
        firstTipOff: new Date(2026, 2, 10, 20, 0, 0).toISOString(),
        everySeconds: 86_400,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    });
    await waitFor(() => expect(window.location.pathname).toBe('/leagues/w9'));
  });

  it('sends “Every 3 hours” as three hours from now, rounded up to the minute', async () => {
    vi.setSystemTime(new Date(2026, 2, 10, 15, 0, 20));
    const { calls } = api();
    const form = await openForm();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Quick League' } });
    await fillClub(form);
    fireEvent.change(within(form).getByLabelText('Hours between matchdays'), { target: { value: '3' } });
    expect(
      within(form)
        .getAllByRole('radio', { checked: true })
        .map((r) => r.closest('label')?.textContent),
    ).toContain('Every');
    fireEvent.click(within(form).getByRole('button', { name: 'Found the league' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect((posts(calls)[0]?.body as { calendar: unknown }).calendar).toEqual({
      firstTipOff: new Date(2026, 2, 10, 18, 1, 0).toISOString(),
      everySeconds: 10_800,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('shows the server’s refusal beside the button', async () => {
    const message = 'You have founded too many leagues';
    api({ status: 409, body: { message } });
    const form = await openForm();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Friends League' } });
    await fillClub(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Found the league' }));
    expect(await within(form).findByTestId('found-error')).toHaveTextContent(message);
    expect(window.location.pathname).toBe('/');
  });
});
