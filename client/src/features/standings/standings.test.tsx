import { screen, within } from '@testing-library/react';
import { rankStandings } from '@hardwood/shared';
import { describe, expect, it } from 'vitest';
import { team } from '../../test/fixtures';
import { fakeApi, renderWithClient } from '../../test/render';
import { StandingsTab } from './StandingsTab';
import { shortTeamName, shownStatus, signed, statusLegend } from './standings-logic';

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
  it("labels places with the spec's words (1 Champion, 2 to 3 Playoffs, 4 to 8 Mid-Table, 9 and below Relegation) and says what each leads to in the league", () => {
    // Serie A: the champion goes to the European Cup, the bottom four down to Serie A2; no league plays a post-season.
    expect(statusLegend(1, 12)).toEqual([
      { status: 'Champion', positions: '1', leadsTo: 'League title and a place in the European Cup' },
      { status: 'Playoffs', positions: '2-3', leadsTo: 'No post-season series is played: the same league next season' },
      { status: 'Mid-Table', positions: '4-8', leadsTo: 'No change: the same league next season' },
      { status: 'Relegation', positions: '9-12', leadsTo: 'Relegated to Serie A2' },
    ]);
    // Liga ACB: the runner-up goes to the Cup too (still labelled Playoffs), and nobody goes down.
    expect(statusLegend(2, 12).map((l) => `${l.status} ${l.positions}: ${l.leadsTo}`)).toEqual([
      'Champion 1: League title and a place in the European Cup',
      "Playoffs 2: A place in next season's European Cup",
      'Playoffs 3: No post-season series is played: the same league next season',
      'Mid-Table 4-12: No change: the same league next season',
    ]);
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
    expect(tableRows[1]).toHaveTextContent('Playoffs');
    expect(tableRows[2]).toHaveTextContent('Playoffs');
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
    // The legend is the league's (Serie A here), with the spec's labels.
    expect(screen.getAllByTestId('legend-line').map((l) => l.textContent)).toEqual([
      'ChampionPosition 1: League title and a place in the European Cup',
      'PlayoffsPositions 2-3: No post-season series is played: the same league next season',
      'Mid-TablePositions 4-8: No change: the same league next season',
      'RelegationPositions 9-12: Relegated to Serie A2',
    ]);
  });

  it('tags no place Champion or Relegation before matchday 1', async () => {
    const unplayed = rankStandings(
      Array.from({ length: 12 }, (_, i) => ({
        id: `r${i}`,
        userTeamId: i === 4 ? 'me' : `t${i}`,
        teamName: `Team ${String.fromCharCode(65 + i)}`,
        matchesPlayed: 0,
        wins: 0,
        losses: 0,
        pointsFor: 0,
        pointsAgainst: 0,
      })),
      1,
    );
    fakeApi({
      '/api/user/team': team('me', 'Team E', true),
      '/api/seasons?leagueId=1': [{ id: 's1', name: '2025-26', isActive: true, leagueId: 1, currentMatchday: 1 }],
      '/api/standings/season/s1': unplayed,
    });
    renderWithClient(<StandingsTab onViewTeam={() => undefined} onOpenEurope={() => undefined} />);
    const tableRows = await screen.findAllByTestId('standings-row');
    expect(tableRows).toHaveLength(12);
    for (const row of tableRows) {
      for (const tag of ['Champion', 'Playoffs', 'Mid-Table', 'Relegation']) expect(row).not.toHaveTextContent(tag);
      expect(row).toHaveTextContent('No games yet');
    }
    // The legend still says what each place will lead to.
    expect(screen.getAllByTestId('legend-line')[0]).toHaveTextContent('Champion');
    expect(shownStatus({ matchesPlayed: 1, status: 'Relegation' })).toBe('Relegation');
    expect(shownStatus({ matchesPlayed: 0, status: 'Champion' })).toBeNull();
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
