import { act, screen } from '@testing-library/react';
import type { LiveCentre, LiveCentreMatch, LiveMatchView } from '@hardwood/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithClient } from '../../test/render';
import { FollowPage } from './FollowPage';

// The room is not under test here: each match id gets a view with its names and the figures `rooms` holds for it (else a still Q4).
type RoomFigures = Partial<Pick<LiveMatchView, 'quarter' | 'periodLabel' | 'clock' | 'homeScore' | 'awayScore'>>;
const { rooms } = vi.hoisted((): { rooms: Record<string, RoomFigures> } => ({ rooms: {} }));
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
      ...rooms[matchId],
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

/** The room's own figures for a match, as its scoreboard shows them. */
const room = (matchId: string, quarter: number, clock: number, homeScore: number, awayScore: number) => {
  rooms[matchId] = { quarter, periodLabel: `Q${quarter}`, clock, homeScore, awayScore };
};

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
    room('a', 3, 200, 50, 40);
    room('b', 2, 100, 30, 30);
    fakeApi({ '/api/live-centre': () => listing(live) });
    renderWithClient(<FollowPage />);
    expect(await screen.findByTestId('home-name')).toHaveTextContent('Home a');
    expect(screen.getByTestId('follow-reason')).toHaveTextContent(/nearest its end/);

    live = [game('a', 3, 100, 52, 40), game('b', 4, 75, 70, 68)];
    room('a', 3, 100, 52, 40);
    room('b', 4, 75, 70, 68);
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

  it('captions the game from the scoreboard beside it, not from an older listing', async () => {
    // The listing, polled every few seconds, still has the game at 0:45 and 92-90; the room is at 0:11 and 92-95.
    fakeApi({ '/api/live-centre': () => listing([game('late', 4, 45, 92, 90)]) });
    room('late', 4, 11, 92, 95);
    renderWithClient(<FollowPage />);
    expect(await screen.findByTestId('home-score')).toHaveTextContent('92');
    expect(screen.getByTestId('away-score')).toHaveTextContent('95');
    const caption = screen.getByTestId('follow-reason');
    // The old caption read the listing: "Closest finish: 2-point game, 0:45 left in Q4."
    expect(caption).toHaveTextContent('Closest finish: 3-point game, 0:11 left in Q4.');
    expect(caption).not.toHaveTextContent('0:45');
    expect(screen.getByTestId('follow-clock').textContent).toBe(screen.getByTestId('game-clock').textContent);
  });
});
