/**
 * The friendly's page for each kind of viewer: a coach commands his own side
 * only (the other's tactics read-only), calls a timeout while the clock runs
 * and says he is ready while it is stopped, sees why it is stopped and for
 * how long; a spectator gets no controls; a played friendly shows its result,
 * box score and replay link.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Friendly, HeadToHeadView, LiveMatchView, LivePlayerView, LiveTeamView } from '@hardwood/shared';
import { livePlayer } from '../../test/fixtures';
import { fakeApi, renderWithClient } from '../../test/render';
import { FriendlyMatchPage } from './FriendlyMatchPage';
import { stopText } from './friendly-logic';

const SLOTS = ['PG', 'SG', 'SF', 'PF', 'C'] as const;
const team = (side: 'home' | 'away'): LiveTeamView => {
  const starters: LivePlayerView[] = SLOTS.map((slot, i) =>
    livePlayer(`${side}${i + 1}`, { name: `${side} starter ${i + 1}`, position: slot, slot }),
  );
  return {
    id: side,
    name: side === 'home' ? 'Home Club' : 'Away Club',
    side,
    managed: true,
    pace: 'moderate',
    offense: 'balanced',
    defense: 'man-to-man',
    players: [...starters, livePlayer(`${side}6`, { name: `${side} sixth man`, position: 'SG' })],
    onCourt: starters.map((p) => p.id),
  };
};
const h2h = (extra: Partial<HeadToHeadView> = {}): HeadToHeadView => ({
  homeConnected: true,
  awayConnected: true,
  homeTimeoutsLeft: 2,
  awayTimeoutsLeft: 1,
  homeReady: false,
  awayReady: false,
  stop: '',
  stopSide: '',
  stopSeconds: 0,
  ...extra,
});
const liveView = (extra: Partial<LiveMatchView> = {}): LiveMatchView => ({
  matchId: 'k1',
  status: 'playing',
  quarter: 2,
  periodLabel: 'Q2',
  clock: 312,
  homeScore: 40,
  awayScore: 38,
  matchday: 0,
  round: 0,
  managerConnected: true,
  resultSaved: false,
  resultFailed: false,
  home: team('home'),
  away: team('away'),
  events: [],
  headToHead: h2h(),
  ...extra,
});
const club = (name: string, manager: string) => ({ teamId: name, name, manager, strength: 72.4 });
const friendly = (extra: Partial<Friendly> = {}): Friendly => ({
  key: 'k1',
  status: 'scheduled',
  home: club('Home Club', 'Ada A'),
  away: club('Away Club', 'Bo B'),
  mySide: 'away',
  acceptedAt: '2026-01-01T10:00:00.000Z',
  playedAt: null,
  result: null,
  box: null,
  replayable: false,
  ...extra,
});

let current: LiveMatchView;
let role: 'manager' | 'spectator' = 'manager';
const send = vi.fn();
vi.mock('../live/useLiveMatch', () => ({
  useLiveMatch: () => ({ view: current, feed: [], connection: 'connected', error: null, role, send, forget: vi.fn(), retry: vi.fn() }),
}));

beforeEach(() => {
  send.mockReset();
  role = 'manager';
  current = liveView();
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: query.includes('min-width: 1024px'),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('a friendly for its coach', () => {
  it('calls a timeout while the clock runs, and commands only his own side', async () => {
    fakeApi({ '/api/friendlies/k1': friendly() });
    renderWithClient(<FriendlyMatchPage friendlyKey="k1" signedIn />);
    const controls = await screen.findByRole('complementary', { name: 'Match controls' });
    fireEvent.click(within(controls).getByRole('button', { name: /Timeout \(1 left\)/ }));
    expect(send).toHaveBeenCalledWith('timeout');
    fireEvent.mouseDown(within(controls).getByRole('tab', { name: 'Tactics' }), { button: 0 });
    const mine = within(controls).getByRole('region', { name: 'Away Club tactics' });
    const theirs = within(controls).getByRole('region', { name: 'Home Club tactics' });
    expect(within(theirs).getByRole('button', { name: 'fast' })).toBeDisabled();
    fireEvent.click(within(mine).getByRole('button', { name: 'fast' }));
    expect(send).toHaveBeenCalledWith('tactics', { pace: 'fast', offense: 'balanced', defense: 'man-to-man' });
    // No pause: substitutions wait for a stop.
    expect(within(controls).queryByRole('button', { name: /Pause/ })).toBeNull();
    fireEvent.mouseDown(within(controls).getByRole('tab', { name: 'Substitutions' }), { button: 0 });
    expect(within(controls).getByText(/Substitutions go in while the clock is stopped/)).toBeInTheDocument();
  });

  it('says why the clock is stopped, and sends Ready', async () => {
    current = liveView({ status: 'paused', headToHead: h2h({ stop: 'timeout', stopSide: 'home', stopSeconds: 24, homeTimeoutsLeft: 1 }) });
    fakeApi({ '/api/friendlies/k1': friendly() });
    renderWithClient(<FriendlyMatchPage friendlyKey="k1" signedIn />);
    expect(await screen.findByTestId('stop-banner')).toHaveTextContent('Timeout Home Club · 0:24');
    fireEvent.click(screen.getByRole('button', { name: 'Ready to play' }));
    expect(send).toHaveBeenCalledWith('ready');
  });

  it('waits for the other coach once ready, and cannot call a timeout with none left', async () => {
    current = liveView({ status: 'paused', headToHead: h2h({ stop: 'timeout', stopSide: 'home', stopSeconds: 20, awayReady: true }) });
    fakeApi({ '/api/friendlies/k1': friendly() });
    const first = renderWithClient(<FriendlyMatchPage friendlyKey="k1" signedIn />);
    expect(await screen.findByRole('button', { name: /Ready · waiting for Home Club/ })).toBeDisabled();
    first.unmount();
    current = liveView({ headToHead: h2h({ awayTimeoutsLeft: 0 }) });
    renderWithClient(<FriendlyMatchPage friendlyKey="k1" signedIn />);
    expect(await screen.findByRole('button', { name: /Timeout \(0 left\)/ })).toBeDisabled();
  });
});

describe('a friendly for anyone else', () => {
  it('watches with no controls', async () => {
    role = 'spectator';
    fakeApi({ '/api/friendlies/k1': friendly({ mySide: null }) });
    renderWithClient(<FriendlyMatchPage friendlyKey="k1" signedIn={false} />);
    const aside = await screen.findByRole('complementary', { name: 'Match controls' });
    expect(within(aside).queryByRole('button', { name: /Timeout|Ready/ })).toBeNull();
    fireEvent.mouseDown(within(aside).getByRole('tab', { name: 'Substitutions' }), { button: 0 });
    expect(within(aside).getByText('View only: each side is coached by its manager.')).toBeInTheDocument();
  });

  it('shows a played friendly’s result, box score and replay', async () => {
    const line = (id: string, points: number) => ({
      id,
      name: `P ${id}`,
      position: 'PG',
      minutes: 30,
      points,
      rebounds: 1,
      assists: 2,
      steals: 0,
      blocks: 0,
      turnovers: 1,
      fouls: 2,
      fieldGoals: 3,
      fieldGoalAttempts: 7,
      threePointers: 1,
      threePointAttempts: 3,
      freeThrows: 2,
      freeThrowAttempts: 2,
    });
    fakeApi({
      '/api/friendlies/k1': friendly({
        status: 'finished',
        result: { homeScore: 81, awayScore: 77, overtimes: 0 },
        box: { home: [line('h1', 81)], away: [line('a1', 77)] },
        replayable: true,
      }),
    });
    renderWithClient(<FriendlyMatchPage friendlyKey="k1" signedIn />);
    expect(await screen.findByTestId('friendly-final')).toHaveTextContent('Home Club 81 - 77 Away Club');
    expect(screen.getByText('Lost')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Watch the replay/ })).toHaveAttribute('href', '/friendly/k1/replay');
    expect(screen.getByRole('region', { name: 'Away Club box score' })).toHaveTextContent('P a1');
  });
});

describe('stopText', () => {
  it('names each stop and its time', () => {
    const at = (extra: Partial<HeadToHeadView>, status = 'paused') => stopText(liveView({ status, headToHead: h2h(extra) }))?.title;
    expect(at({ stop: 'tip-off', stopSeconds: 45 }, 'not_started')).toBe('Tip-off in 0:45');
    expect(at({ stop: 'tip-off', awayConnected: false }, 'not_started')).toBe('Waiting for both coaches');
    expect(at({ stop: 'break', stopSeconds: 60 }, 'break')).toBe('Half-time · 1:00');
    expect(at({ stop: 'coach-away', stopSide: 'away', stopSeconds: 100 })).toBe('Waiting for Away Club’s coach');
    // A club whose name ends in s takes the apostrophe alone.
    const bears = liveView({ status: 'paused', headToHead: h2h({ stop: 'coach-away', stopSide: 'away', stopSeconds: 100 }) });
    expect(stopText({ ...bears, away: { ...bears.away, name: 'Chicago Bears' } })?.title).toBe('Waiting for Chicago Bears’ coach');
    expect(at({ stop: 'return', stopSeconds: 9 })).toBe('Play resumes in 0:09');
    expect(at({}, 'playing')).toBeUndefined();
  });
});
