import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatEuros, type LeagueListing, type LeagueMarket, type ManagerWorlds, type MyLeagueMarket } from '@hardwood/shared';
import { player, team } from '../../test/fixtures';
import { fakeApi, renderWithClient } from '../../test/render';
import { TransfersTab } from '../transfers/TransfersTab';
import { LeagueMarketPanel } from './LeagueMarketPanel';
import { countdownText } from './market-clock';

const HOUR = 3600_000;

function listing(id: string, over: Partial<LeagueListing> = {}): LeagueListing {
  return {
    id,
    player: { id: `p-${id}`, name: `Player ${id}`, position: 'SG', age: 24, overallRating: 71, isInjured: false, salary: 9_000 },
    seller: { teamId: 'other', name: 'Rivals' },
    openingBid: 400_000,
    minimumBid: 400_000,
    leading: null,
    bids: 0,
    deadline: new Date(Date.now() + 2 * HOUR).toISOString(),
    lengthHours: 6,
    state: 'open',
    yours: false,
    outcome: null,
    ...over,
  };
}

const market = (listings: LeagueListing[]): LeagueMarket => ({ listings, serverTime: new Date().toISOString() });
const mine = (over: Partial<MyLeagueMarket> = {}): MyLeagueMarket => ({
  listings: [],
  bids: [],
  heldEuros: 0,
  tradesFrom: null,
  serverTime: new Date().toISOString(),
  ...over,
});
const myTeam = team('t1', 'Hoops', true);
const worlds = (kind: 'career' | 'league'): ManagerWorlds => ({
  worlds: [
    {
      worldId: 'w1',
      kind,
      name: kind === 'league' ? 'Friday League' : 'Career',
      club: 'Hoops',
      round: null,
      calendar: null,
      liveMatchId: null,
      active: true,
    },
  ],
});

describe("the managers' market", () => {
  it('counts down in hours, minutes and seconds, and says when the deadline has passed', () => {
    expect(countdownText(2 * HOUR + 5 * 60_000 + 9_000)).toBe('2h 05m 09s');
    expect(countdownText(4 * 60_000 + 9_500)).toBe('4m 10s');
    expect(countdownText(0)).toBe('Closing');
  });

  it('is a tab of Transfers only in a league, and a career never asks for it', async () => {
    const { calls } = fakeApi({ '/api/transfers/free-agents': [], '/api/user/team': myTeam, '/api/worlds': worlds('career') });
    renderWithClient(<TransfersTab />);
    expect(await screen.findByText('No free agents available')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url === '/api/worlds')).toBe(true));
    expect(screen.queryByRole('tab', { name: "Managers' market" })).toBeNull();
    expect(calls.filter((c) => c.url.startsWith('/api/league-market'))).toEqual([]);
  });

  it('shows the listings with their leading bid and countdown, and bids at least the minimum', async () => {
    const led = listing('l1', {
      leading: { amount: 500_000, teamId: 'x', teamName: 'Bulls', yours: false },
      bids: 2,
      minimumBid: 525_000,
    });
    const { calls } = fakeApi({
      '/api/transfers/free-agents': [],
      '/api/user/team': myTeam,
      '/api/worlds': worlds('league'),
      '/api/league-market/listings': market([led, listing('l2', { yours: true, seller: { teamId: 't1', name: 'Hoops' } })]),
      '/api/league-market/mine': mine({ heldEuros: 300_000 }),
      'POST /api/league-market/listings/l1/bids': { message: 'You lead with €530,000.', listing: led },
    });
    renderWithClient(<TransfersTab />);
    fireEvent.mouseDown(await screen.findByRole('tab', { name: "Managers' market" }));
    const rows = await screen.findAllByTestId('league-listing');
    expect(within(rows[0]!).getByText(/Leading bid/)).toHaveTextContent(`Leading bid ${formatEuros(500_000)} by Bulls · 2 bids`);
    expect(within(rows[0]!).getByRole('timer')).toHaveTextContent(/^1h 59m \d\ds$|^2h 00m 00s$/);
    expect(await screen.findByText(formatEuros(300_000))).toBeInTheDocument();
    // His own listing has no bid button.
    expect(within(rows[1]!).getByRole('button', { name: 'Player l2: Your listing' })).toBeDisabled();

    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Bid for Player l1' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('spinbutton', { name: 'Your bid (€)' });
    expect(input).toHaveValue(525_000);
    fireEvent.change(input, { target: { value: '520000' } });
    expect(within(dialog).getByText(`The minimum bid is ${formatEuros(525_000)}.`)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Bid/ })).toBeDisabled();
    fireEvent.change(input, { target: { value: '530000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: `Bid ${formatEuros(530_000)}` }));
    expect(await screen.findByText('Bid placed')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/league-market/listings/l1/bids', body: { amount: 530_000 } });
  });

  it('shows a refusal in the server’s words and keeps the dialog open', async () => {
    fakeApi({
      '/api/user/team': myTeam,
      '/api/worlds': worlds('league'),
      '/api/league-market/listings': market([listing('l1')]),
      '/api/league-market/mine': mine(),
      'POST /api/league-market/listings/l1/bids': () => ({ status: 409, body: { message: 'The minimum bid is €420,000.' } }),
    });
    renderWithClient(<LeagueMarketPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Bid for Player l1' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: `Bid ${formatEuros(400_000)}` }));
    expect(await within(dialog).findByText('The minimum bid is €420,000.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('lists a player from the roster for the length chosen', async () => {
    const { calls } = fakeApi({
      '/api/user/team': myTeam,
      '/api/worlds': worlds('league'),
      '/api/league-market/listings': market([]),
      '/api/league-market/mine': mine(),
      '/api/players/roster': [player('r1', 'PG', 70, { name: 'Ann Guard' }), player('r2', 'C', 60, { name: 'Lent Out', isOnLoan: true })],
      'POST /api/league-market/listings': (body: unknown) =>
        listing('new', { player: { ...listing('x').player, name: 'Ann Guard' }, ...(body as object) }),
    });
    renderWithClient(<LeagueMarketPanel />);
    expect(await screen.findByText('No players listed')).toBeInTheDocument();
    expect(screen.getByText('Nothing listed or bid on yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'List a player' }));
    const dialog = await screen.findByRole('dialog');
    const select = await within(dialog).findByRole('combobox', { name: 'Player' });
    // A player on loan is not offered.
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.stringMatching(/^Ann Guard/)]);
    fireEvent.click(within(dialog).getByRole('radio', { name: '6 hours' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'List player' }));
    expect(await screen.findByText('Player listed')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/league-market/listings',
      body: { playerId: 'r1', lengthHours: 6 },
    });
  });

  it('holds a new manager back with the rule, and shows a failed read as an error', async () => {
    fakeApi({
      '/api/user/team': myTeam,
      '/api/worlds': worlds('league'),
      '/api/league-market/listings': market([listing('l1')]),
      '/api/league-market/mine': mine({ tradesFrom: new Date(Date.now() + 2 * 24 * HOUR).toISOString() }),
    });
    renderWithClient(<LeagueMarketPanel />);
    expect(await screen.findByText(/New managers' rule/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'List a player' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Player l1: New manager' })).toBeDisabled();
  });

  it('says so when the market cannot be read', async () => {
    fakeApi({
      '/api/user/team': myTeam,
      '/api/worlds': worlds('league'),
      '/api/league-market/listings': () => ({ status: 500, body: { message: 'Store unavailable' } }),
      '/api/league-market/mine': mine(),
    });
    renderWithClient(<LeagueMarketPanel />);
    expect(await screen.findByText('Store unavailable')).toBeInTheDocument();
  });
});
