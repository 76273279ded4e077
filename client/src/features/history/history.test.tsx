import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClubHistory } from '@hardwood/shared';
import { team } from '../../test/fixtures';
import { report, seasonAwards } from '../../test/history-fixtures';
import { fakeApi, renderWithClient } from '../../test/render';
import { AwardsPage } from './AwardsPage';
import { awardsByLeague } from './awards-logic';
import { ClubHistoryPage } from './ClubHistoryPage';
import { MatchReportPage } from './MatchReportPage';
import { SeasonAwardsSummary } from './SeasonAwardsSummary';

describe('a match report', () => {
  it('shows the quarters and both box scores, each name opening its player, a retired one plain', async () => {
    fakeApi({ '/api/match-reports/g1': report(false) });
    renderWithClient(<MatchReportPage gameId="g1" />);
    expect(await screen.findByTestId('report-score')).toHaveTextContent('88 - 80');
    const lines = screen.getByTestId('line-score');
    expect(
      within(lines)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Team', 'Q1', 'Q2', 'Q3', 'Q4', 'Final']);
    expect(within(lines).getByRole('rowheader', { name: 'Hoops' }).closest('tr')).toHaveTextContent('Hoops2022242288');
    expect(screen.getByRole('link', { name: 'Home Star' })).toHaveAttribute('href', '/player/h1');
    expect(screen.queryByRole('link', { name: 'Old Timer' })).not.toBeInTheDocument();
    expect(screen.getByText('Old Timer')).toBeInTheDocument();
    expect(screen.getAllByTestId('box-score')).toHaveLength(2);
    expect(screen.queryByTestId('report-shot-chart')).not.toBeInTheDocument();
    expect(screen.getByText(/Liga ACB · 2025-26 · Matchday 3/)).toBeInTheDocument();
  });

  it('adds the shot chart and score flow of a game played live', async () => {
    fakeApi({ '/api/match-reports/g1': report(true) });
    renderWithClient(<MatchReportPage gameId="g1" />);
    const chart = await screen.findByTestId('report-shot-chart');
    expect(within(chart).getByRole('img')).toHaveAccessibleName(
      /^Hoops: Paint 1 of 1, Mid-range 0 of 0, Corner three 0 of 0, Above the break 0 of 1$/,
    );
    fireEvent.click(within(chart).getByRole('button', { name: 'Rivals' }));
    expect(within(chart).getByRole('img')).toHaveAccessibleName(/Corner three 1 of 1/);
    expect(screen.getByTestId('score-flow')).toBeInTheDocument();
  });

  it('says a game is not found', async () => {
    fakeApi({});
    renderWithClient(<MatchReportPage gameId="nope" />);
    expect(await screen.findByText('Match Not Found')).toBeInTheDocument();
  });
});

describe('a club history', () => {
  const history: ClubHistory = {
    team: { id: 't1', name: 'Hoops', city: 'Rome', leagueId: 1, league: 'Serie A', isUserTeam: true },
    seasons: [
      {
        season: 2,
        seasonName: '2026-27',
        leagueId: 1,
        leagueName: 'Serie A',
        position: 1,
        teams: 12,
        wins: 19,
        losses: 3,
        cup: 'Final Four',
        awards: [{ kind: 'mvp', label: 'Most Valuable Player', playerId: 'p1', name: 'Marco Bellini' }],
        topScorer: { playerId: 'p1', name: 'Marco Bellini', pointsPerGame: 19.4, games: 22 },
      },
      {
        season: 1,
        seasonName: '2025-26',
        leagueId: 1,
        leagueName: 'Serie A',
        position: 12,
        teams: 12,
        wins: 4,
        losses: 18,
        cup: null,
        awards: [],
        topScorer: null,
      },
    ],
  };

  it('lists each ended season, newest first', async () => {
    fakeApi({ '/api/club-history/t1': history });
    renderWithClient(<ClubHistoryPage teamId="t1" />);
    const rows = within(await screen.findByTestId('club-seasons'))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('2026-27Serie A1st of 1219-3Final FourMost Valuable Player: Marco BelliniMarco Bellini 19.4 ppg');
    // The title is an icon (no emoji font needed), named for a screen reader.
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('img', { name: 'Champion' })
        .tagName.toLowerCase(),
    ).toBe('svg');
    expect(rows[0]?.textContent).not.toContain('🏆');
    expect(within(rows[1] as HTMLElement).queryByTestId('trophy')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('12th of 12');
    expect(within(rows[0] as HTMLElement).getAllByRole('link', { name: 'Marco Bellini' })[0]).toHaveAttribute('href', '/player/p1');
    expect(screen.getByText('(Your club)')).toBeInTheDocument();
  });

  it('says when no season has ended yet', async () => {
    fakeApi({ '/api/club-history/t1': { ...history, seasons: [] } });
    renderWithClient(<ClubHistoryPage teamId="t1" />);
    expect(await screen.findByText('No seasons finished yet')).toBeInTheDocument();
  });
});

describe('the season’s awards', () => {
  it('puts the manager’s league first and the Cup last, each league’s honours in order', () => {
    const leagues = awardsByLeague(seasonAwards);
    expect(leagues.map((l) => l.leagueName)).toEqual(['Serie A', 'Liga ACB', 'European Cup']);
    expect(leagues[0]?.awards.map((a) => a.kind)).toEqual(['mvp', 'top-scorer']);
  });

  it('shows the manager’s league and the Final Four MVP on the season summary, his own club marked', async () => {
    fakeApi({ '/api/season-awards': seasonAwards, '/api/user/team': team('t1', 'Hoops', true) });
    renderWithClient(<SeasonAwardsSummary />);
    const section = await screen.findByTestId('season-awards');
    expect(
      within(section)
        .getAllByTestId('award')
        .map((a) => a.textContent),
    ).toEqual([
      expect.stringContaining('Most Valuable PlayerMarco Bellini (Hoops)'),
      expect.stringContaining('Top ScorerLuca Neri (Others)21.4 points a game'),
      expect.stringContaining('Final Four MVPPablo Ruiz (Madrid Kings)51 efficiency in the Final Four'),
    ]);
    expect(within(section).queryByText(/Liga ACB/)).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Every league’s awards' })).toHaveAttribute('href', '/awards?season=1');
  });

  it('lists every league’s awards of a season on the awards page, and the other seasons to choose', async () => {
    window.history.replaceState(null, '', '/awards?season=1');
    fakeApi({
      '/api/season-awards?season=1': seasonAwards,
      '/api/season-awards': { ...seasonAwards, season: 2, seasonName: '2026-27' },
      '/api/user/team': team('t1', 'Hoops', true),
    });
    renderWithClient(<AwardsPage />);
    expect(await screen.findByRole('heading', { name: 'Season Awards 2025-26' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Serie A', 'Liga ACB', 'European Cup']);
    const season = await screen.findByLabelText('Season');
    expect(
      within(season)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Season 2', 'Season 1']);
    fireEvent.change(season, { target: { value: '2' } });
    expect(window.location.search).toBe('?season=2');
  });
});
