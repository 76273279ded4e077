import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatEuros, seasonWage, TEAM_SCOUTING_COST } from '@hardwood/shared';
import { profile } from '../../test/history-fixtures';
import { fakeApi, renderWithClient } from '../../test/render';
import { PlayerPage } from './PlayerPage';

describe('a player page', () => {
  it('shows an own player whole: skills, exact potential, seasons per game or in total, the chart, games and history', async () => {
    fakeApi({ '/api/players/profile/p1': profile() });
    renderWithClient(<PlayerPage playerId="p1" />);
    const page = await screen.findByTestId('player-page');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Marco Bellini');
    expect(screen.getByTestId('player-overall')).toHaveTextContent('68');
    expect(screen.getByTestId('player-potential')).toHaveTextContent('84');
    expect(within(screen.getByRole('list', { name: 'Skills' })).getByText('Shooting').parentElement).toHaveTextContent('80');
    expect(screen.getByText('Your player')).toBeInTheDocument();
    // Per game first: 300 points in 20 league games.
    const table = screen.getByTestId('season-stats');
    const league = within(table).getByText('Serie A').closest('tr');
    expect(league).toHaveTextContent('15.0');
    fireEvent.click(screen.getByRole('button', { name: 'Totals' }));
    expect(within(table).getByText('Serie A').closest('tr')).toHaveTextContent('300');
    // The career line sums both competitions.
    expect(within(table).getByText('Career').closest('tr')).toHaveTextContent('340');
    fireEvent.click(screen.getByRole('button', { name: 'Cup' }));
    expect(within(table).queryByText('Serie A')).not.toBeInTheDocument();
    expect(within(table).getByText('European Cup')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Overall by season: 2025-26 64, 2026-27 68 (now)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Box score: 88-80 against Rivals/ })).toHaveAttribute('href', '/match/g1');
    expect(screen.getByTestId('player-events')).toHaveTextContent('Signed by Hoops as a free agent');
    expect(screen.getByTestId('contract-card')).toHaveTextContent('Under contract with Hoops');
    expect(screen.getByTestId('player-wage')).toHaveTextContent(`${formatEuros(seasonWage(9_000))} a season`);
    expect(screen.getByTestId('player-contract')).toHaveTextContent('until 2027-28');
    // Two seasons to run: nothing to renew yet.
    expect(screen.queryByTestId('contract-ending')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Hoops' })[0]).toHaveAttribute('href', '/club/t1/history');
  });

  it('hides an unscouted club’s skills and potential and offers its scout at the price', async () => {
    const { calls } = fakeApi({
      '/api/players/profile/p7': profile({
        id: 'p7',
        relation: 'unscouted',
        club: { id: 'c9', name: 'Madrid Kings', leagueId: 2, league: 'Liga ACB' },
        skills: null,
        morale: null,
        fitness: null,
        potential: { kind: 'hidden', reason: 'Scout his club to see his potential' },
      }),
      'POST /api/transfers/scout-team/c9': { message: 'Madrid Kings scouted', teamId: 'c9', templateTeamId: 201, budget: 1_000_000 },
    });
    renderWithClient(<PlayerPage playerId="p7" />);
    const notice = await screen.findByTestId('scout-notice');
    expect(screen.queryByRole('list', { name: 'Skills' })).not.toBeInTheDocument();
    expect(screen.getByTestId('player-potential')).toHaveTextContent('?');
    expect(screen.getByTestId('player-potential').parentElement).toHaveAttribute('title', 'Scout his club to see his potential');
    fireEvent.click(within(notice).getByRole('button', { name: `Scout Madrid Kings (${formatEuros(TEAM_SCOUTING_COST)})` }));
    fireEvent.click(await screen.findByRole('button', { name: `Pay ${formatEuros(TEAM_SCOUTING_COST)}` }));
    await screen.findByText('Team Scouted Successfully!');
    // Wages are public: another club's player shows his, but no renewal link.
    expect(screen.getByTestId('player-wage')).toHaveTextContent(`${formatEuros(seasonWage(9_000))} a season`);
    expect(screen.queryByTestId('contract-ending')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/transfers/scout-team/c9')).toBe(true);
  });

  it('shows a range for a player it may only estimate, and a free agent’s contract card', async () => {
    fakeApi({
      '/api/players/profile/p3': profile({
        relation: 'free-agent',
        club: null,
        salary: 4_000,
        contractEndsSeason: null,
        potential: { kind: 'range', min: 70, max: 80 },
      }),
    });
    renderWithClient(<PlayerPage playerId="p3" />);
    expect(await screen.findByTestId('player-potential')).toHaveTextContent('70–80');
    expect(screen.getByTestId('contract-card')).toHaveTextContent('A free agent');
    expect(screen.getByTestId('player-wage')).toHaveTextContent(`${formatEuros(seasonWage(4_000))} a season`);
    expect(screen.getByTestId('player-contract')).toHaveTextContent('Free agent');
  });

  it('sends the manager to the Office’s contracts when his own player’s contract ends this season', async () => {
    fakeApi({ '/api/players/profile/p1': profile({ contractEndsSeason: 2 }) });
    renderWithClient(<PlayerPage playerId="p1" />);
    expect(await screen.findByTestId('player-contract')).toHaveTextContent('until 2026-27');
    expect(within(screen.getByTestId('contract-ending')).getByRole('link', { name: 'Renew in the Office' })).toHaveAttribute(
      'href',
      '/?tab=office&office=contracts',
    );
  });

  it('says a player is not found, and a failure otherwise', async () => {
    fakeApi({});
    renderWithClient(<PlayerPage playerId="gone" />);
    expect(await screen.findByText('Player Not Found')).toBeInTheDocument();
    fakeApi({ '/api/players/profile/p1': { status: 500, body: { message: 'boom' } } });
    renderWithClient(<PlayerPage playerId="p1" />);
    await waitFor(() => expect(screen.getByText('Failed to fetch the player.')).toBeInTheDocument());
  });
});
