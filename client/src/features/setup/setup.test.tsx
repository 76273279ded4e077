import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SetupTeam } from '@hardwood/shared';
import { fakeApi, renderWithClient } from '../../test/render';
import { user } from '../../test/fixtures';
import { SetupFlow } from './SetupFlow';
import { canStartManaging, groupTeamsByLeague, initialSetupState, setupReducer, startButtonLabel } from './setup-state';

const countries = [
  {
    id: 'italy',
    name: 'Italy',
    flag: '🇮🇹',
    code: 'it',
    leagues: [
      { id: 1, name: 'Serie A', clubs: 12 },
      { id: 13, name: 'Serie A2', clubs: 12 },
    ],
  },
  { id: 'spain', name: 'Spain', flag: '🇪🇸', code: 'es', leagues: [{ id: 2, name: 'Liga ACB', clubs: 12 }] },
];
const strength = (squadStrength: number, strengthRank: number, boardExpectation: string) => ({
  squadStrength,
  strengthRank,
  boardExpectation,
});
const teams: SetupTeam[] = [
  {
    id: 101,
    name: 'Milano',
    city: 'Milan',
    leagueId: 1,
    league: 'Serie A',
    budget: 13_500_000,
    reputation: 5,
    description: 'Champions',
    ...strength(78.25, 1, 'Win the league'),
  },
  {
    id: 1301,
    name: 'Cantù',
    city: 'Cantù',
    leagueId: 13,
    league: 'Serie A2',
    budget: 2_000_000,
    reputation: 2,
    ...strength(61.4, 12, 'Avoid relegation'),
  },
  {
    id: 999,
    name: 'Nomads',
    city: 'Nowhere',
    leagueId: 99,
    budget: 1_000_000,
    reputation: 1,
    ...strength(50, 3, 'Challenge for the title'),
  },
];

describe('setup state', () => {
  it('needs a team, and is disabled and relabelled while submitting', () => {
    let s = setupReducer(initialSetupState, { type: 'chooseCountry', countryId: 'italy' });
    expect(s.step).toBe('team');
    expect(canStartManaging(s)).toBe(false);
    s = setupReducer(s, { type: 'selectTeam', teamId: 101 });
    expect(canStartManaging(s)).toBe(true);
    expect(startButtonLabel(s)).toBe('Start Managing');
    s = setupReducer(s, { type: 'submit' });
    expect(canStartManaging(s)).toBe(false);
    expect(startButtonLabel(s)).toBe('Setting up...');
    expect(setupReducer(s, { type: 'changeCountry' })).toBe(s); // not while submitting
    s = setupReducer(s, { type: 'failed' });
    expect(s).toMatchObject({ step: 'team', teamId: 101, submitting: false });
    expect(setupReducer(s, { type: 'changeCountry' })).toEqual(initialSetupState);
  });

  it('groups teams by league with an Unknown League fallback', () => {
    expect(groupTeamsByLeague(teams).map((g) => [g.league, g.teams.length])).toEqual([
      ['Serie A', 1],
      ['Serie A2', 1],
      ['Unknown League', 1],
    ]);
  });
});

describe('SetupFlow', () => {
  it('walks the two steps and keeps Start Managing disabled until a team is chosen', async () => {
    let release: (value: unknown) => void = () => undefined;
    const { calls } = fakeApi({
      '/api/setup/countries': countries,
      '/api/setup/teams/italy': teams,
      'POST /api/setup/complete': () => new Promise((resolve) => (release = resolve)),
    });
    renderWithClient(<SetupFlow user={user} />);
    expect(screen.getByText('Loading setup...')).toBeInTheDocument();
    const italy = await screen.findByRole('button', { name: /Italy/ });
    // A shipped SVG flag (emoji flags are empty boxes without a flag font), the leagues and their clubs.
    expect(within(italy).getByTestId('flag').getAttribute('src')).toMatch(/it\.svg|^data:image\/svg/);
    expect(
      within(italy)
        .getAllByTestId('country-league')
        .map((l) => l.textContent),
    ).toEqual(['Serie A · 12 clubs', 'Serie A2 · 12 clubs']);
    // The spec's words on every country card.
    for (const card of [italy, screen.getByRole('button', { name: /Spain/ })]) {
      expect(within(card).getByText('Professional Basketball')).toBeInTheDocument();
      expect(within(card).getByText('Multiple Teams Available')).toBeInTheDocument();
    }
    fireEvent.click(italy);
    expect(screen.getAllByText('Professional Basketball').length).toBeGreaterThan(0);
    await screen.findByRole('heading', { name: 'Choose Your Team' });
    expect(await screen.findByText('Unknown League')).toBeInTheDocument();
    const start = screen.getByRole('button', { name: 'Start Managing' });
    expect(start).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: /Milano/ }));
    expect(screen.getByRole('radio', { name: /Milano/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('€13.5M')).toBeInTheDocument();
    // Squad strength (one decimal) with its rank, and what the board expects.
    const milano = screen.getByRole('radio', { name: /Milano/ });
    expect(within(milano).getByTestId('club-strength')).toHaveTextContent('Squad strength 78.3 · 1st in the league');
    expect(within(milano).getByTestId('board-expectation')).toHaveTextContent('Board expects: Win the league');
    expect(within(screen.getByRole('radio', { name: /Cantù/ })).getByTestId('club-strength')).toHaveTextContent('12th in the league');
    expect(start).toBeEnabled();
    fireEvent.click(start);
    expect(await screen.findByRole('button', { name: 'Setting up...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Change Country' })).toBeDisabled();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ countryId: 'italy', teamId: 101 });
    await act(async () => release({ success: true, team: { name: 'Milano' } }));
  });

  it('counts a league of one club in the singular', async () => {
    fakeApi({ '/api/setup/countries': [{ ...countries[1], leagues: [{ id: 2, name: 'Liga ACB', clubs: 1 }] }] });
    renderWithClient(<SetupFlow user={user} />);
    const spain = await screen.findByRole('button', { name: /Spain/ });
    expect(within(spain).getByTestId('country-league')).toHaveTextContent(/^Liga ACB · 1 club$/);
  });

  it('shows the failure toast and stays on the team step', async () => {
    fakeApi({
      '/api/setup/countries': countries,
      '/api/setup/teams/italy': teams,
      'POST /api/setup/complete': { status: 409, body: { message: 'Setup is already complete for this account' } },
    });
    renderWithClient(<SetupFlow user={user} />);
    fireEvent.click(await screen.findByRole('button', { name: /Italy/ }));
    fireEvent.click(await screen.findByRole('radio', { name: /Milano/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Start Managing' }));
    expect(await screen.findByText('Setup Failed')).toBeInTheDocument();
    // The server's words alone, no "409: ".
    expect(screen.getByText('Setup is already complete for this account')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start Managing' })).toBeEnabled());
    expect(screen.getByRole('heading', { name: 'Choose Your Team' })).toBeInTheDocument();
  });
});
