import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatEuros, TEAM_SCOUTING_COST } from '@hardwood/shared';
import { player, team } from '../../test/fixtures';
import { fakeApi, renderWithClient } from '../../test/render';
import { TeamRosterView } from './TeamRosterView';

const own = team('t1', 'Hoops', true);
const rival = { ...team('c9', 'Madrid Kings'), leagueId: 2, league: 'Liga ACB', templateTeamId: 909 };

describe('another team roster', () => {
  it('offers a scout with its price for another league club, and shows the roster once scouted', async () => {
    let scouted = false;
    const { calls } = fakeApi({
      '/api/user/team': own,
      '/api/user-teams/c9': rival,
      '/api/players/team/c9': () =>
        scouted
          ? [player('p1', 'PG', 80, { name: 'Cup Guard', teamId: 'c9' })]
          : { status: 403, body: { message: 'Scout this team first to see its roster' } },
      'POST /api/transfers/scout-team/c9': () => {
        scouted = true;
        return { message: 'Scouted Madrid Kings', budget: own.budget - TEAM_SCOUTING_COST };
      },
    });
    renderWithClient(<TeamRosterView teamId="c9" ownTeamId="t1" onBack={() => undefined} />);
    expect(await screen.findByTestId('scout-offer')).toHaveTextContent(formatEuros(TEAM_SCOUTING_COST));
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: `Scout (${formatEuros(TEAM_SCOUTING_COST)})` }));
    expect((await screen.findAllByText('Cup Guard')).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('scout-offer')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/transfers/scout-team/c9')).toBe(true);
  });

  it('cannot scout over budget', async () => {
    fakeApi({
      '/api/user/team': { ...own, budget: TEAM_SCOUTING_COST - 1 },
      '/api/user-teams/c9': rival,
      '/api/players/team/c9': { status: 403, body: { message: 'Scout this team first to see its roster' } },
    });
    renderWithClient(<TeamRosterView teamId="c9" ownTeamId="t1" onBack={() => undefined} />);
    await waitFor(() => expect(screen.getByRole('button', { name: `Scout (${formatEuros(TEAM_SCOUTING_COST)})` })).toBeDisabled());
    expect(screen.getByText(/does not cover it/)).toBeInTheDocument();
  });

  it('reads the spec text when the roster call really fails', async () => {
    fakeApi({ '/api/user/team': own, '/api/user-teams/c9': rival, '/api/players/team/c9': { status: 500, body: { message: 'boom' } } });
    renderWithClient(<TeamRosterView teamId="c9" ownTeamId="t1" onBack={() => undefined} />);
    expect(await screen.findByText('Failed to fetch team roster')).toBeInTheDocument();
    expect(screen.queryByTestId('scout-offer')).not.toBeInTheDocument();
  });
});
