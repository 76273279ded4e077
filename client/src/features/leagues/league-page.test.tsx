/** A league's page: what it is and when it plays, taking over a free club (and being refused), and the members' invite link. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithClient, type FakeRoute } from '../../test/render';
import { careerWorld, club, detail, leagueWorld } from './league-fixtures';
import { LeaguePage } from './LeaguePage';

const posts = (calls: ReturnType<typeof fakeApi>['calls']) => calls.filter((c) => c.method === 'POST');

function openWithInvite(code: string) {
  window.history.pushState(null, '', `/leagues/w1?invite=${code}`);
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'clipboard');
  window.history.pushState(null, '', '/');
});

describe('a league’s page', () => {
  it('shows the league, its calendar in words and its clubs; a non-member takes over a free club with the invite', async () => {
    openWithInvite('ABC123');
    const joined = detail({
      member: true,
      managers: 5,
      table: [club('t1', 'Olimpia', 'Bo Boss'), club('t2', 'Roma', 'Ada Coach', true), club('t3', 'Virtus')],
    });
    let member = false;
    const join: FakeRoute = () => {
      member = true;
      return joined;
    };
    const { calls } = fakeApi({
      'GET /api/leagues/w1?invite=ABC123': () => (member ? joined : detail({ visibility: 'invite' })),
      'POST /api/leagues/w1/join': join,
    });
    renderWithClient(<LeaguePage id="w1" />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Friends League' })).toBeInTheDocument();
    expect(screen.getByText('Italy · Serie A')).toBeInTheDocument();
    expect(screen.getByText('Invite only')).toBeInTheDocument();
    expect(screen.getByTestId('league-calendar')).toHaveTextContent('Every day at 20:00 (Europe/Rome)');
    expect(within(screen.getByRole('region', { name: 'Round' })).getByText('Season 1 · Matchday 4')).toBeInTheDocument();

    const rows = screen.getAllByTestId('league-club');
    // Each row: the club, its strength, its manager (a phone shows him under the club, a wider screen in a column of his own).
    const cells = (row: HTMLElement) => [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((c) => c.textContent);
    expect(rows.map(cells)).toEqual([
      ['OlimpiaBo Boss', '71.3', 'Bo Boss', ''],
      ['RomaAI · free', '71.3', 'AI · free', 'Join'],
      ['VirtusAI · free', '71.3', 'AI · free', 'Join'],
    ]);
    // A club with a manager cannot be taken.
    expect(within(rows[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Join with Roma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take over Roma in Friends League?' });
    expect(dialog).toHaveTextContent('You keep your career and can switch in the hub.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take over Roma' }));

    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toMatchObject({ url: '/api/leagues/w1/join', body: { teamId: 't2', invite: 'ABC123' } });
    // The page reads the league again: Roma is his now, and no Join is left.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(screen.getAllByTestId('league-club')[1] as HTMLElement).getAllByText('You')).not.toHaveLength(0));
    expect(screen.queryByRole('button', { name: /^Join with/ })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal when the club was taken meanwhile', async () => {
    const message = 'That club already has a manager: pick a free one';
    const { calls } = fakeApi({
      'GET /api/leagues/w1': detail(),
      'POST /api/leagues/w1/join': { status: 409, body: { message } },
    });
    renderWithClient(<LeaguePage id="w1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Join with Virtus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take over Virtus in Friends League?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take over Virtus' }));
    expect(await within(dialog).findByTestId('join-error')).toHaveTextContent(message);
    // Without an invite in the address, none is sent.
    expect(posts(calls)[0]?.body).toEqual({ teamId: 't3' });
  });

  it('says an invite link has expired', async () => {
    openWithInvite('OLD');
    fakeApi({ 'GET /api/leagues/w1?invite=OLD': { status: 404, body: { message: 'League not found' } } });
    renderWithClient(<LeaguePage id="w1" />);
    expect(await screen.findByText('League not found')).toBeInTheDocument();
    expect(screen.getByText(/This invite link is not valid or has expired/)).toBeInTheDocument();
  });

  it('gives a member the invite link to copy, and opens the league in the hub', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { calls } = fakeApi({
      'GET /api/leagues/w1': detail({
        member: true,
        visibility: 'invite',
        invite: { code: 'XYZ9', expiresAt: '2026-03-17T19:00:00.000Z' },
      }),
      'GET /api/worlds': { worlds: [careerWorld(true), leagueWorld('w1', 'Friends League', null)] },
      'PUT /api/worlds/active': { worlds: [careerWorld(false), leagueWorld('w1', 'Friends League', null, true)] },
    });
    renderWithClient(<LeaguePage id="w1" />);
    const link = await screen.findByLabelText('Invite link');
    const url = `${window.location.origin}/leagues/w1?invite=XYZ9`;
    expect(link).toHaveValue(url);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url));
    expect(await screen.findByText('Invite link copied')).toBeInTheDocument();
    // A member has no Join to press.
    expect(screen.queryByRole('button', { name: /^Join with/ })).not.toBeInTheDocument();

    fireEvent.click(await screen.findByRole('button', { name: 'Open this league' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: '/api/worlds/active', body: { worldId: 'w1' } });
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
  });
});
