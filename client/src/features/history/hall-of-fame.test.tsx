/** The world's Hall of Fame and records pages, and the champions' banners on a club's history. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClubHistory, ClubSeason, RecordEntry, WorldRecords } from '@hardwood/shared';
import { member } from '../../test/hall-of-fame-fixtures';
import { fakeApi, renderWithClient } from '../../test/render';
import { championBanners } from './banners';
import { ClubHistoryPage } from './ClubHistoryPage';
import { HallOfFameMemberPage } from './HallOfFameMemberPage';
import { HallOfFamePage } from './HallOfFamePage';
import { periodLabel, recordDetail, recordFigure } from './records-format';
import { RecordsPage } from './RecordsPage';

const never = () => new Promise(() => undefined);

describe('the Hall of Fame', () => {
  it('says so while it loads, then that no one has entered yet', async () => {
    fakeApi({ '/api/hall-of-fame': never });
    const { unmount } = renderWithClient(<HallOfFamePage />);
    expect(await screen.findByText('Loading the Hall of Fame...', { selector: 'span:not([role])' })).toBeInTheDocument();
    unmount();
    fakeApi({ '/api/hall-of-fame': { threshold: 60, members: [] } });
    renderWithClient(<HallOfFamePage />);
    expect(await screen.findByText('No one has retired into the Hall of Fame yet')).toBeInTheDocument();
    expect(screen.getByText(/career score of 60 or more/)).toBeInTheDocument();
  });

  it('lists its members, each opening his entry, with the other history pages beside it', async () => {
    fakeApi({ '/api/hall-of-fame': { threshold: 60, members: [member(), member({ playerId: 'p3', name: 'Bob Morse', awards: [] })] } });
    renderWithClient(<HallOfFamePage />);
    const cards = await screen.findAllByTestId('hall-of-fame-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('88 games · 1408 pts · 704 reb · 176 ast');
    expect(cards[0]).toHaveTextContent('Class of 2028-29 · 1 award');
    expect(cards[0]).toHaveTextContent('2025-26 to 2028-29');
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: 'Dino Meneghin' })).toHaveAttribute('href', '/hall-of-fame/p9');
    const nav = screen.getByRole('navigation', { name: 'World history' });
    expect(within(nav).getByRole('link', { name: 'Records' })).toHaveAttribute('href', '/records');
    expect(within(nav).getByRole('link', { name: 'Awards' })).toHaveAttribute('href', '/awards');
  });

  it('shows a member’s entry: his career, honours, clubs and what his score is made of', async () => {
    fakeApi({ '/api/hall-of-fame/p9': member() });
    renderWithClient(<HallOfFameMemberPage playerId="p9" />);
    const entry = await screen.findByTestId('hall-of-fame-member');
    expect(within(entry).getByRole('heading', { level: 1 })).toHaveTextContent('Dino Meneghin');
    expect(screen.getByTestId('member-career')).toHaveTextContent('Points140816.0 a game');
    expect(screen.getByTestId('member-awards')).toHaveTextContent('Most Valuable PlayerSerie A · 2026-27');
    expect(screen.getByTestId('member-score')).toHaveTextContent('Peak overall 8632.0');
    expect(screen.getByRole('link', { name: 'Rivals' })).toHaveAttribute('href', '/club/t2/history');
  });

  it('says an id is not a member', async () => {
    fakeApi({});
    renderWithClient(<HallOfFameMemberPage playerId="nope" />);
    expect(await screen.findByText('Not in the Hall of Fame')).toBeInTheDocument();
  });
});

const entry = (extra: Partial<RecordEntry>): RecordEntry => ({
  value: 0,
  player: null,
  club: null,
  opponent: null,
  gameId: null,
  season: null,
  seasonName: null,
  competition: null,
  matchday: null,
  fromMatchday: null,
  period: null,
  score: null,
  games: null,
  ...extra,
});

const records: WorldRecords = {
  records: [
    {
      kind: 'game-points',
      label: 'Most points in a game',
      holders: [
        entry({
          value: 51,
          player: { id: 'p1', name: 'Marco Bellini', page: 'player' },
          club: { id: 't1', name: 'Hoops' },
          opponent: { id: 't2', name: 'Rivals' },
          gameId: 'g7',
          season: 1,
          seasonName: '2025-26',
          competition: 'Serie A',
          matchday: 5,
          score: { for: 101, against: 99 },
        }),
        entry({
          value: 47,
          player: { id: 'p9', name: 'Dino Meneghin', page: 'hall-of-fame' },
          club: { id: 't2', name: 'Rivals' },
          gameId: 'g8',
          season: 1,
          seasonName: '2025-26',
          competition: 'Serie A',
          matchday: 9,
          score: { for: 80, against: 90 },
        }),
        entry({ value: 45, player: { id: 'p5', name: 'Old Timer', page: null }, gameId: 'g9' }),
      ],
    },
    { kind: 'season-points', label: 'Most points in a season', holders: [] },
    {
      kind: 'career-points',
      label: 'Most career points',
      holders: [entry({ value: 2_345, player: { id: 'p1', name: 'Marco Bellini', page: 'player' }, games: 100 })],
    },
    {
      kind: 'win-streak',
      label: 'Longest winning run',
      holders: [
        entry({
          value: 14,
          club: { id: 't1', name: 'Hoops' },
          gameId: 'g3',
          season: 2,
          seasonName: '2026-27',
          competition: 'Serie A',
          fromMatchday: 3,
          matchday: 16,
        }),
      ],
    },
    {
      kind: 'comeback',
      label: 'Biggest comeback',
      holders: [
        entry({
          value: 21,
          club: { id: 't2', name: 'Rivals' },
          opponent: { id: 't1', name: 'Hoops' },
          gameId: 'g4',
          season: 1,
          seasonName: '2025-26',
          competition: 'European Cup',
          matchday: 12,
          period: 3,
          score: { for: 85, against: 84 },
        }),
      ],
    },
  ],
};

describe('the records', () => {
  it('shows each record with its holder, a box score for a game’s, and the next best', async () => {
    fakeApi({ '/api/records': records });
    renderWithClient(<RecordsPage />);
    const game = await screen.findByTestId('record-game-points');
    const holder = within(game).getByTestId('record-holder');
    expect(holder).toHaveTextContent('51 points');
    expect(holder).toHaveTextContent('vs Rivals · won 101-99 · Serie A · 2025-26 · matchday 5');
    expect(within(holder).getByRole('link', { name: 'Marco Bellini' })).toHaveAttribute('href', '/player/p1');
    expect(within(holder).getByRole('link', { name: 'Hoops' })).toHaveAttribute('href', '/club/t1/history');
    expect(within(holder).getByRole('link', { name: 'Box score' })).toHaveAttribute('href', '/match/g7');
    const next = within(game).getByRole('list', { name: 'Most points in a game: next best' });
    // A retired member opens his Hall of Fame entry; a retired non-member is a plain name.
    expect(within(next).getByRole('link', { name: 'Dino Meneghin' })).toHaveAttribute('href', '/hall-of-fame/p9');
    expect(within(next).queryByRole('link', { name: 'Old Timer' })).not.toBeInTheDocument();
    expect(within(next).getByText('Old Timer')).toBeInTheDocument();
    expect(
      within(next)
        .getAllByRole('link', { name: 'Box score' })
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/match/g8', '/match/g9']);

    expect(screen.getByTestId('record-season-points')).toHaveTextContent('Not set yet');
    expect(screen.getByTestId('record-career-points')).toHaveTextContent('2,345 points');
    expect(screen.getByTestId('record-career-points')).toHaveTextContent('100 games (23.4 a game)');
    expect(within(screen.getByTestId('record-career-points')).queryByRole('link', { name: 'Box score' })).not.toBeInTheDocument();
    const run = screen.getByTestId('record-win-streak');
    expect(run).toHaveTextContent('14 wins in a row');
    expect(run).toHaveTextContent('Serie A · 2026-27 · matchdays 3-16');
    expect(within(run).getByRole('link', { name: 'Hoops' })).toHaveAttribute('href', '/club/t1/history');
    expect(within(run).getByRole('link', { name: 'Box score' })).toHaveAttribute('href', '/match/g3');
    const comeback = screen.getByTestId('record-comeback');
    expect(comeback).toHaveTextContent('Down 21 after Q3');
    expect(comeback).toHaveTextContent('vs Hoops · won 85-84 · European Cup · 2025-26 · matchday 12');
  });

  it('says so while loading, and when no game has been played', async () => {
    fakeApi({ '/api/records': never });
    const { unmount } = renderWithClient(<RecordsPage />);
    expect(await screen.findByText('Loading records...', { selector: 'span:not([role])' })).toBeInTheDocument();
    unmount();
    fakeApi({ '/api/records': { records: records.records.map((r) => ({ ...r, holders: [] })) } });
    renderWithClient(<RecordsPage />);
    expect(await screen.findByText('No records yet')).toBeInTheDocument();
  });

  it('names periods and figures', () => {
    expect([1, 4, 5, 6].map(periodLabel)).toEqual(['Q1', 'Q4', 'OT', 'OT2']);
    expect(recordFigure('win-streak', entry({ value: 1 }))).toBe('1 win in a row');
    expect(recordFigure('season-points', entry({ value: 1_204 }))).toBe('1,204 points');
    expect(recordDetail('season-points', entry({ value: 600, seasonName: '2025-26', games: 24 }))).toBe('2025-26 · 24 games (25.0 a game)');
  });
});

const clubSeason = (extra: Partial<ClubSeason>): ClubSeason => ({
  season: 1,
  seasonName: '2025-26',
  leagueId: 1,
  leagueName: 'Serie A',
  position: 5,
  teams: 12,
  wins: 11,
  losses: 11,
  cup: null,
  awards: [],
  topScorer: null,
  ...extra,
});

describe('champions’ banners', () => {
  const seasons = [
    clubSeason({ season: 1, seasonName: '2025-26', position: 1, leagueName: 'Serie A2', cup: null }),
    clubSeason({ season: 3, seasonName: '2027-28', position: 1, cup: 'Champion' }),
    clubSeason({ season: 2, seasonName: '2026-27', position: 3, cup: 'Champion' }),
    clubSeason({ season: 4, seasonName: '2028-29', position: 2, cup: 'Final' }),
  ];

  it('hang one banner per league title and European Cup, newest first', () => {
    expect(championBanners(seasons).map((b) => `${b.competition} ${b.seasonName}`)).toEqual([
      'European Cup 2027-28',
      'Serie A 2027-28',
      'European Cup 2026-27',
      'Serie A2 2025-26',
    ]);
  });

  it('hang on the club’s history page, and none for a club without a title', async () => {
    const history: ClubHistory = {
      team: { id: 't1', name: 'Hoops', city: 'Rome', leagueId: 1, league: 'Serie A', isUserTeam: true },
      seasons,
    };
    fakeApi({
      '/api/club-history/t1': history,
      '/api/club-history/t2': { ...history, team: { ...history.team, id: 't2' }, seasons: [seasons[3]] },
    });
    const { unmount } = renderWithClient(<ClubHistoryPage teamId="t1" />);
    const banners = await screen.findAllByTestId('banner');
    expect(banners.map((b) => b.textContent)).toEqual([
      'European CupChampions2027-28',
      'Serie AChampions2027-28',
      'European CupChampions2026-27',
      'Serie A2Champions2025-26',
    ]);
    expect(screen.getByRole('link', { name: 'Hall of Fame' })).toHaveAttribute('href', '/hall-of-fame');
    unmount();
    renderWithClient(<ClubHistoryPage teamId="t2" />);
    expect(await screen.findByTestId('club-seasons')).toBeInTheDocument();
    expect(screen.queryByTestId('banners')).not.toBeInTheDocument();
  });
});
