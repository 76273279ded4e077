import { screen, within } from '@testing-library/react';
import { rankStandings } from '@hardwood/shared';
import { describe, expect, it } from 'vitest';
import { team } from '../../test/fixtures';
import { fakeApi, renderWithClient } from '../../test/render';
import { StandingsTab } from './StandingsTab';
import { shortTeamName, signed, statusLegend } from './standings-logic';

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
  it('labels the legend by what each place leads to in the league, never Playoffs', () => {
    // Serie A: the champion goes to the European Cup, the bottom four down to Serie A2.
    expect(statusLegend(1, 12)).toEqual([
      { status: 'Champion', positions: '1', leadsTo: 'League title and a place in the European Cup' },
      { status: 'Mid-Table', positions: '2-8', leadsTo: 'No change: the same league next season' },
      { status: 'Relegation', positions: '9-12', leadsTo: 'Relegated to Serie A2' },
    ]);
    // Liga ACB: the runner-up goes to the Cup too, and nobody goes down.
    expect(statusLegend(2, 12).map((l) => `${l.status} ${l.positions}`)).toEqual(['Champion 1', 'European Cup 2', 'Mid-Table 3-12']);
    // Serie A2: as many come up as Serie A sends down.
    expect(statusLegend(13, 12)).toEqual([
      { status: 'Promotion', positions: '1-4', leadsTo: 'Promoted to Serie A' },
      { status: 'Mid-Table', positions: '5-12', leadsTo: 'Stays in this league' },
    ]);
    expect(signed(5)).toBe('+5');
    expect(signed(-3)).toBe('-3');
    expect(signed(0)).toBe('0');
  });

  it('shortens club names for a phone without losing what tells them apart', () => {
    expect(shortTeamName('Real Capital Basket')).toBe('Real Capital');
    expect(shortTeamName('Olimpia Milano Lions')).toBe('Olimpia');
    expect(shortTeamName('Barcelona Blaugrana BC')).toBe('Barcelona');
    expect(shortTeamName('Pallacanestro Reggiana')).toBe('Reggiana');
    expect(shortTeamName('BC')).toBe('BC');
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
    expect(tableRows[1]).toHaveTextContent('Mid-Table');
    expect(tableRows[3]).toHaveTextContent('Mid-Table');
    expect(tableRows[7]).toHaveTextContent('Mid-Table');
    expect(tableRows[8]).toHaveTextContent('Relegation');
    expect(tableRows[4]).toHaveTextContent('(You)');
    expect(tableRows[4]).toHaveAttribute('aria-current', 'true');
    expect(tableRows[0]).toHaveTextContent('22'); // 11 wins = 22 points
    expect(screen.getByText('League Rules')).toBeInTheDocument();
    // Phones keep W, L, +/- and Pts and a short name; the rest is for wider screens.
    expect(within(tableRows[0] as HTMLElement).getByTestId('short-team-name')).toHaveTextContent('Team A');
    for (const header of ['P', 'PF', 'PA', 'Status']) expect(screen.getByRole('columnheader', { name: header })).toHaveClass('hidden');
    for (const header of ['W', 'L', '+/-', 'Pts']) expect(screen.getByRole('columnheader', { name: header })).not.toHaveClass('hidden');
    // The legend is the league's (Serie A here): no Playoffs.
    expect(screen.getAllByTestId('legend-line').map((l) => l.textContent)).toEqual([
      'ChampionPosition 1: League title and a place in the European Cup',
      'Mid-TablePositions 2-8: No change: the same league next season',
      'RelegationPositions 9-12: Relegated to Serie A2',
    ]);
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
