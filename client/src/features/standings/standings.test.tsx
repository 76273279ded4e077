import { screen } from '@testing-library/react';
import { rankStandings } from '@hardwood/shared';
import { describe, expect, it } from 'vitest';
import { team } from '../../test/fixtures';
import { fakeApi, renderWithClient } from '../../test/render';
import { StandingsTab } from './StandingsTab';
import { signed, statusLegend } from './standings-logic';

const rows = rankStandings(
  Array.from({ length: 12 }, (_, i) => ({
    id: `r${i}`,
    userTeamId: i === 4 ? 'me' : `t${i}`,
    teamName: `Team ${String.fromCharCode(65 + i)}`,
    matchesPlayed: 11,
    wins: 11 - i,
    losses: i,
    pointsFor: 900 - i * 10,
    pointsAgainst: 850,
  })),
);

describe('standings', () => {
  it('has a legend for every status band', () => {
    expect(statusLegend()).toEqual([
      { status: 'Champion', positions: '1' },
      { status: 'Playoffs', positions: '2-3' },
      { status: 'Mid-Table', positions: '4-8' },
      { status: 'Relegation', positions: '9+' },
    ]);
    // Serie A2: as many come up as Serie A sends down.
    expect(statusLegend(13, 12)).toEqual([
      { status: 'Promotion', positions: '1-4' },
      { status: 'Mid-Table', positions: '5+' },
    ]);
    expect(statusLegend(1, 12)).toHaveLength(4);
    expect(signed(5)).toBe('+5');
    expect(signed(-3)).toBe('-3');
    expect(signed(0)).toBe('0');
  });

  it("shows the table with statuses and marks the manager's row", async () => {
    fakeApi({
      '/api/user/team': team('me', 'Team E', true),
      '/api/seasons?leagueId=1': [{ id: 's1', name: '2025-26', isActive: true, leagueId: 1, currentMatchday: 12 }],
      '/api/standings/season/s1': rows,
    });
    renderWithClient(<StandingsTab onViewTeam={() => undefined} onOpenEurope={() => undefined} />);
    const tableRows = await screen.findAllByTestId('standings-row');
    expect(tableRows).toHaveLength(12);
    for (const header of ['Pos', 'Team', 'P', 'W', 'L', 'PF', 'PA', '+/-', 'Pts', 'Status'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(tableRows[0]).toHaveTextContent('Champion');
    expect(tableRows[1]).toHaveTextContent('Playoffs');
    expect(tableRows[2]).toHaveTextContent('Playoffs');
    expect(tableRows[3]).toHaveTextContent('Mid-Table');
    expect(tableRows[7]).toHaveTextContent('Mid-Table');
    expect(tableRows[8]).toHaveTextContent('Relegation');
    expect(tableRows[4]).toHaveTextContent('(You)');
    expect(tableRows[4]).toHaveAttribute('aria-current', 'true');
    expect(tableRows[0]).toHaveTextContent('22'); // 11 wins = 22 points
    expect(screen.getByText('League Rules')).toBeInTheDocument();
  });

  it('tells the three empty states apart', async () => {
    fakeApi({ '/api/user/team': team('me', 'Team E', true), '/api/seasons?leagueId=1': [] });
    renderWithClient(<StandingsTab onViewTeam={() => undefined} onOpenEurope={() => undefined} />);
    expect(await screen.findByText('No active season found.')).toBeInTheDocument();
  });

  it('says the seasons call failed instead of No active season found', async () => {
    fakeApi({ '/api/user/team': team('me', 'Team E', true), '/api/seasons?leagueId=1': { status: 500, body: { message: 'down' } } });
    renderWithClient(<StandingsTab onViewTeam={() => undefined} onOpenEurope={() => undefined} />);
    expect(await screen.findByText('Failed to fetch seasons')).toBeInTheDocument();
    expect(screen.queryByText('No active season found.')).not.toBeInTheDocument();
  });
});
