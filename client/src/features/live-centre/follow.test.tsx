import { act, screen } from '@testing-library/react';
import type { LiveCentre, LiveCentreMatch, LiveMatchView } from '@hardwood/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithClient } from '../../test/render';
import { FollowPage } from './FollowPage';

// The room is not under test here: each match id gets a still view with its names.
vi.mock('../live/useLiveMatch', () => ({
  useLiveMatch: (matchId: string) => ({
    view: {
      matchId,
      status: 'playing',
      quarter: 4,
      periodLabel: 'Q4',
      clock: 100,
      homeScore: 0,
      awayScore: 0,
      matchday: 0,
      round: 1,
      managerConnected: false,
      resultSaved: false,
      resultFailed: false,
      events: [],
      home: {
        id: 'h',
        name: `Home ${matchId}`,
        side: 'home',
        managed: false,
        pace: 'moderate',
        offense: 'balanced',
        defense: 'zone',
        players: [],
        onCourt: [],
      },
      away: {
        id: 'a',
        name: `Away ${matchId}`,
        side: 'away',
        managed: false,
        pace: 'moderate',
        offense: 'balanced',
        defense: 'zone',
        players: [],
        onCourt: [],
      },
    } satisfies LiveMatchView,
    feed: [],
    connection: 'connected',
    error: null,
    role: 'spectator',
    send: () => undefined,
    forget: () => undefined,
    retry: () => undefined,
  }),
}));

const game = (matchId: string, quarter: number, clock: number, homeScore: number, awayScore: number): LiveCentreMatch => ({
  matchId,
  cycle: 1,
  round: 1,
  home: { id: 1, name: `Home ${matchId}`, country: 'ES' },
  away: { id: 2, name: `Away ${matchId}`, country: 'IT' },
  status: 'live',
  homeScore,
  awayScore,
  periodLabel: `Q${quarter}`,
  quarter,
  clock,
  matchStatus: 'playing',
  spectators: 1,
  tickMs: 100,
  startedAt: null,
  finishedAt: null,
});
const listing = (live: LiveCentreMatch[]): LiveCentre => ({
  competition: { name: 'Hardwood Live League', cycle: 1, rounds: 30, matchesPlayed: 0, matchesTotal: 240 },
  running: true,
  live,
  results: [],
  upcoming: [],
  table: [],
});

describe('Follow the action', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('shows the game nearest its end, announces a new closest finish with a countdown, then switches', async () => {
    let live = [game('a', 3, 200, 50, 40), game('b', 2, 100, 30, 30)];
    fakeApi({ '/api/live-centre': () => listing(live) });
    renderWithClient(<FollowPage />);
    expect(await screen.findByTestId('home-name')).toHaveTextContent('Home a');
    expect(screen.getByTestId('follow-reason')).toHaveTextContent(/nearest its end/);

    live = [game('a', 3, 100, 52, 40), game('b', 4, 75, 70, 68)];
    await act(() => vi.advanceTimersByTimeAsync(4_100));
    const notice = await screen.findByTestId('switch-notice');
    expect(notice.querySelector('[role="status"]')).toHaveTextContent('Switching to Home b vs Away b — 2-point game, 1:15 left');
    expect(notice).toHaveTextContent('5s');
    expect(screen.getByTestId('home-name')).toHaveTextContent('Home a');

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByTestId('switch-notice')).toHaveTextContent('3s');
    await act(() => vi.advanceTimersByTimeAsync(3_300));
    expect(screen.queryByTestId('switch-notice')).toBeNull();
    expect(screen.getByTestId('home-name')).toHaveTextContent('Home b');
    expect(screen.getByTestId('follow-reason')).toHaveTextContent('Closest finish: 2-point game, 1:15 left in Q4.');
  });
});
