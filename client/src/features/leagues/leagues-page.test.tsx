/** The leagues page: each league with its managers, free clubs and a live countdown to its tip-off; the empty state. */
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithClient } from '../../test/render';
import { formatDateTime } from '../../lib/format-date';
import { round, summary } from './league-fixtures';
import { LeaguesPage } from './LeaguesPage';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const at = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the leagues page', () => {
  it('lists each league with its managers and a countdown that ticks each second, the manager’s own first', async () => {
    const soon = at(3723);
    fakeApi({
      'GET /api/leagues': {
        leagues: [
          summary('w1', 'Friends League', soon),
          summary('w2', 'Late Night Hoops', at(2 * 86_400 + 3 * 3600), {
            visibility: 'invite',
            member: true,
            managers: 12,
            round: round(at(2 * 86_400 + 3 * 3600), { startedLate: true }),
          }),
          summary('w3', 'Derby Days', at(-60), { round: round(at(-60), { status: 'playing', matchday: 9 }) }),
        ],
      },
    });
    renderWithClient(<LeaguesPage />);
    const rows = await screen.findAllByTestId('league-row');
    expect(rows.map((r) => within(r).getByRole('heading').textContent)).toEqual(['Late Night Hoops', 'Friends League', 'Derby Days']);

    const [mine, friends, derby] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(mine).getByText('Member')).toBeInTheDocument();
    expect(within(mine).getByText('Invite only')).toBeInTheDocument();
    expect(within(mine).getByText('12 of 12 managers · No free club')).toBeInTheDocument();
    expect(within(mine).getByText('Started late')).toBeInTheDocument();
    expect(within(mine).getByTestId('round-countdown')).toHaveTextContent('Matchday 4 tips off in 2d 03:00:00');

    expect(within(friends).queryByText('Member')).not.toBeInTheDocument();
    expect(within(friends).getByText('Italy · Serie A')).toBeInTheDocument();
    expect(within(friends).getByText('4 of 12 managers · 8 free clubs')).toBeInTheDocument();
    expect(within(friends).getByText('Waiting for tip-off')).toBeInTheDocument();
    expect(within(friends).getByTestId('round-countdown')).toHaveTextContent('Matchday 4 tips off in 01:02:03');
    expect(within(friends).getByText(formatDateTime(soon))).toBeInTheDocument();
    expect(within(friends).getByRole('link', { name: 'Friends League' })).toHaveAttribute('href', '/leagues/w1');

    expect(within(derby).getByText('Playing')).toBeInTheDocument();
    expect(within(derby).getByTestId('round-countdown')).toHaveTextContent('Matchday 9 is being played');

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(within(friends).getByTestId('round-countdown')).toHaveTextContent('Matchday 4 tips off in 01:02:02');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(within(friends).getByTestId('round-countdown')).toHaveTextContent('Matchday 4 tips off in 01:02:00');
  });

  it('invites the manager to found the first league when there is none', async () => {
    fakeApi({ 'GET /api/leagues': { leagues: [] } });
    renderWithClient(<LeaguesPage />);
    expect(await screen.findByText('No public league yet: found the first')).toBeInTheDocument();
    expect(screen.queryByTestId('league-row')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Found a league' })).toHaveLength(2);
  });

  it('says so when the leagues cannot be read', async () => {
    fakeApi({ 'GET /api/leagues': { status: 401, body: { message: 'Not signed in' } } });
    renderWithClient(<LeaguesPage />);
    expect(await screen.findByText('Not signed in')).toBeInTheDocument();
  });
});
