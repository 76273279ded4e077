/** The hub's switcher between the career and the manager's leagues, and its Leagues link. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { team } from '../../test/fixtures';
import { fakeApi, renderWithClient } from '../../test/render';
import { useMyTeam } from '../../lib/queries';
import { careerWorld, leagueWorld, round } from './league-fixtures';
import { WorldSwitcher } from './WorldSwitcher';

/** A club page's read: what the active world shows. */
function ClubName() {
  return <p data-testid="club-name">{useMyTeam().data?.name ?? '…'}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.pushState(null, '', '/');
});

describe('the world switcher', () => {
  it('lists the career then the leagues, switches on a choice, reads everything afresh and opens the dashboard', async () => {
    window.history.pushState(null, '', '/roster');
    const league = leagueWorld('w1', 'Friends League', round('2026-03-10T19:00:00.000Z'));
    let inLeague = false;
    const { calls } = fakeApi({
      'GET /api/worlds': () => ({ worlds: [league, careerWorld()].map((w) => ({ ...w, active: (w.kind === 'league') === inLeague })) }),
      'PUT /api/worlds/active': () => {
        inLeague = true;
        return { worlds: [careerWorld(false), { ...league, active: true }] };
      },
      '/api/user/team': () => team('t1', inLeague ? 'Roma' : 'Treviso', true),
    });
    renderWithClient(
      <>
        <WorldSwitcher />
        <ClubName />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('club-name')).toHaveTextContent('Treviso'));
    expect(screen.getByRole('link', { name: 'Leagues' })).toHaveAttribute('href', '/leagues');

    fireEvent.click(await screen.findByRole('button', { name: 'Switch world (now: Career)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Your worlds' });
    const choices = within(within(sheet).getByRole('list', { name: 'Worlds' })).getAllByRole('button');
    expect(choices.map((b) => b.textContent)).toEqual(['CareerTrevisoActive', 'Friends LeagueRoma']);
    expect(choices[0]).toHaveAttribute('aria-current', 'true');
    expect(choices[0]).toBeDisabled();

    // The keyboard reaches the choice and Enter presses it (a button's own behaviour).
    (choices[1] as HTMLElement).focus();
    expect(choices[1]).toHaveFocus();
    fireEvent.click(choices[1] as HTMLElement);

    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: '/api/worlds/active', body: { worldId: 'w1' } });
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    // The club read of the career is dropped and read again in the league.
    await waitFor(() => expect(screen.getByTestId('club-name')).toHaveTextContent('Roma'));
    expect(await screen.findByRole('button', { name: 'Switch world (now: Friends League)' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/user/team')).toHaveLength(2);
  });

  it('shows only the Leagues link to a manager with no league', async () => {
    const { calls } = fakeApi({ 'GET /api/worlds': { worlds: [careerWorld()] } });
    renderWithClient(<WorldSwitcher />);
    expect(screen.getByRole('link', { name: 'Leagues' })).toHaveAttribute('href', '/leagues');
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /Switch world/ })).not.toBeInTheDocument();
  });
});
