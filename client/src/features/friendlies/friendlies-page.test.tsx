/**
 * The friendlies page and a challenge link: making a link to share, the
 * open, upcoming and played friendlies, and accepting a challenge with one's
 * own club (or, signed out, keeping the link for after signing in).
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Friendlies, Friendly, FriendlyChallenge, FriendlyChallengeLink } from '@hardwood/shared';
import { team, user } from '../../test/fixtures';
import { fakeApi, renderWithClient } from '../../test/render';
import { ChallengePage } from './ChallengePage';
import { FriendliesPage } from './FriendliesPage';
import { takePendingChallenge } from './friendly-paths';

const club = (name: string, manager: string) => ({ teamId: name, name, manager, strength: 71.5 });
const link = (token: string): FriendlyChallengeLink => ({
  token,
  path: `/friendly/challenge/${token}`,
  challenger: club('My Club', 'Ada A'),
  createdAt: '2026-01-01T10:00:00.000Z',
  expiresAt: '2026-01-03T10:00:00.000Z',
});
const friendly = (key: string, extra: Partial<Friendly> = {}): Friendly => ({
  key,
  status: 'scheduled',
  home: club('My Club', 'Ada A'),
  away: club('Their Club', 'Bo B'),
  mySide: 'home',
  acceptedAt: '2026-01-01T10:00:00.000Z',
  playedAt: null,
  result: null,
  box: null,
  replayable: false,
  ...extra,
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the friendlies page', () => {
  it('makes a link to share, and lists open, upcoming and played friendlies', async () => {
    const list: Friendlies = {
      open: [link('t-open')],
      upcoming: [friendly('k-next')],
      history: [
        friendly('k-won', {
          status: 'finished',
          result: { homeScore: 90, awayScore: 80, overtimes: 0 },
          playedAt: '2026-01-02T10:00:00.000Z',
          replayable: true,
          box: { home: [], away: [] },
        }),
      ],
    };
    const { calls } = fakeApi({ '/api/friendlies': list, 'POST /api/friendlies': link('t-new') });
    renderWithClient(<FriendliesPage />);
    expect(await screen.findByTestId('upcoming-friendly')).toHaveTextContent('My Club vs Their Club');
    expect(screen.getByTestId('open-challenge')).toBeInTheDocument();
    expect(screen.getByTestId('played-friendly')).toHaveTextContent('Won');
    expect(screen.getByTestId('played-friendly')).toHaveTextContent('My Club 90 - 80 Their Club');
    expect(screen.getByRole('link', { name: 'Replay' })).toHaveAttribute('href', '/friendly/k-won/replay');
    fireEvent.click(screen.getByRole('button', { name: 'Make a challenge link' }));
    const made = await screen.findByLabelText('Your new challenge link');
    expect(made).toHaveValue(`${window.location.origin}/friendly/challenge/t-new`);
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/friendlies')).toBe(true);
  });
});

describe('a challenge link', () => {
  const challenge = (extra: Partial<FriendlyChallenge> = {}): FriendlyChallenge => ({
    state: 'open',
    challenger: club('Their Club', 'Bo B'),
    expiresAt: '2026-01-03T10:00:00.000Z',
    mine: false,
    friendlyKey: null,
    ...extra,
  });

  it('accepts with the manager’s own club and opens the match', async () => {
    const { calls } = fakeApi({
      '/api/friendlies/challenge/tok': challenge(),
      '/api/user/team': team('mine', 'My Club', true),
      'POST /api/friendlies/challenge/tok/accept': friendly('k1', { mySide: 'away' }),
    });
    renderWithClient(<ChallengePage token="tok" user={user} />);
    expect(await screen.findByTestId('challenger-club')).toHaveTextContent('Their Club');
    fireEvent.click(await screen.findByRole('button', { name: 'Accept with My Club' }));
    await waitFor(() => expect(window.location.pathname).toBe('/friendly/k1'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ teamId: 'mine' });
  });

  it('says why it cannot be accepted', async () => {
    fakeApi({ '/api/friendlies/challenge/tok': challenge({ state: 'expired' }), '/api/user/team': team('mine', 'My Club', true) });
    renderWithClient(<ChallengePage token="tok" user={user} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This challenge has expired');
  });

  it('keeps the link for after signing in', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderWithClient(<ChallengePage token="tok" user={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in to accept' }));
    expect(assign).toHaveBeenCalledWith('/api/login');
    expect(takePendingChallenge()).toBe('/friendly/challenge/tok');
    expect(takePendingChallenge()).toBeNull();
  });
});
