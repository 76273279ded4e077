import { screen } from '@testing-library/react';
import type { LiveCentre, LiveCentreMatch } from '@hardwood/shared';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithClient } from '../../test/render';
import { LiveCentrePage, NOTHING_LIVE } from './LiveCentrePage';
import { WatchLiveSection } from './WatchLiveSection';

const team = (id: number, name: string) => ({ id, name, country: 'ES' });
const match = (matchId: string, status: LiveCentreMatch['status'], extra: Partial<LiveCentreMatch> = {}): LiveCentreMatch => ({
  matchId,
  cycle: 1,
  round: 3,
  home: team(1, 'Real Madrid'),
  away: team(2, 'Olympiacos'),
  status,
  homeScore: 61,
  awayScore: 58,
  periodLabel: 'Q3',
  quarter: 3,
  clock: 125,
  matchStatus: status === 'live' ? 'playing' : status === 'finished' ? 'finished' : 'not_started',
  spectators: 7,
  tickMs: 100,
  startedAt: null,
  finishedAt: null,
  ...extra,
});
const listing = (extra: Partial<LiveCentre> = {}): LiveCentre => ({
  competition: { name: 'Hardwood Live League', cycle: 2, rounds: 30, matchesPlayed: 12, matchesTotal: 240 },
  running: true,
  live: [match('m1', 'live')],
  results: [match('m0', 'finished', { home: team(3, 'Fenerbahce'), away: team(4, 'Monaco'), homeScore: 88, awayScore: 80 })],
  upcoming: [match('m2', 'scheduled', { home: team(5, 'Barcelona'), away: team(6, 'Partizan') })],
  table: [{ position: 1, team: team(1, 'Real Madrid'), played: 3, wins: 3, losses: 0, pointsFor: 270, pointsAgainst: 230, points: 6 }],
  ...extra,
});

describe('the Live Centre page', () => {
  it('shows the competition, the live games with a Watch link, the results, the fixtures and the table', async () => {
    fakeApi({ '/api/live-centre': listing() });
    renderWithClient(<LiveCentrePage />);
    expect(await screen.findByRole('heading', { name: 'Hardwood Live League' })).toBeInTheDocument();
    expect(screen.getByText(/Cycle 2 · 12 of 240 matches played/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Follow the action/ })).toHaveAttribute('href', '/live/follow');
    expect(screen.getByRole('link', { name: 'Watch Real Madrid vs Olympiacos' })).toHaveAttribute('href', '/live/m1');
    expect(screen.getByText('2:05')).toBeInTheDocument();
    expect(screen.getByText('88-80')).toBeInTheDocument();
    expect(screen.getByText('Barcelona vs Partizan')).toBeInTheDocument();
    for (const header of ['#', 'Team', 'P', 'W', 'L', 'PF', 'PA', 'Pts'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(screen.getAllByTestId('live-centre-table-row')).toHaveLength(1);
  });

  it('says when nothing is live, and when the listing cannot be read', async () => {
    fakeApi({ '/api/live-centre': listing({ live: [] }) });
    const { unmount } = renderWithClient(<LiveCentrePage />);
    expect(await screen.findByText(NOTHING_LIVE)).toBeInTheDocument();
    unmount();
    fakeApi({ '/api/live-centre': { status: 500, body: { message: 'Boom' } } });
    renderWithClient(<LiveCentrePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the Live Centre: Boom.');
  });
});

describe('Watch live on the landing page', () => {
  it('lists the live games with links to watch them and to the Live Centre', async () => {
    fakeApi({ '/api/live-centre': listing() });
    renderWithClient(<WatchLiveSection />);
    const link = await screen.findByTestId('watch-live-match');
    expect(link).toHaveAttribute('href', '/live/m1');
    expect(link).toHaveTextContent('Real Madrid');
    expect(link).toHaveTextContent('Q3');
    expect(screen.getByRole('link', { name: 'Open the Live Centre' })).toHaveAttribute('href', '/live');
  });

  it('has an empty state, and is not there at all when the listing fails', async () => {
    fakeApi({ '/api/live-centre': listing({ live: [] }) });
    const { unmount } = renderWithClient(<WatchLiveSection />);
    expect(await screen.findByText(/No matches are live right now/)).toBeInTheDocument();
    unmount();
    const api = fakeApi({ '/api/live-centre': { status: 500, body: { message: 'Boom' } } });
    const { container } = renderWithClient(<WatchLiveSection />);
    await expect.poll(() => api.calls.length).toBe(1);
    await expect.poll(() => container.querySelector('section')).toBeNull();
  });
});
