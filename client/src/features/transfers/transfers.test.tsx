import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  CONTRACT_DEFAULT_LENGTH,
  formatEuros,
  MARKET_MESSAGES,
  marketValue,
  OFFER_AMOUNT_INVALID_MESSAGE,
  playerValuation,
  type DashboardStats,
} from '@hardwood/shared';
import { player, team } from '../../test/fixtures';
import { fakeApi, renderWithClient } from '../../test/render';
import { MakeOfferDialog } from './MakeOfferDialog';
import { TransfersTab } from './TransfersTab';

const dashboard: DashboardStats = { currentMatchday: 3, nextMatch: null, teamMorale: 60, transferBudget: 5_000_000 };
const myTeam = team('t1', 'Hoops', true);

describe('transfers tab', () => {
  it('opens on Free Agents and shows the empty state', async () => {
    fakeApi({ '/api/transfers/free-agents': [], '/api/user/team': myTeam, '/api/players/roster': [] });
    renderWithClient(<TransfersTab />);
    expect(screen.getByRole('tab', { name: 'Free Agents' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No free agents available')).toBeInTheDocument();
  });

  it('signs an affordable free agent, refuses one over budget, and refreshes the budget', async () => {
    const cheap = {
      ...player('fa1', 'PG', 70, { name: 'Cheap Guard', age: 22, potential: null }),
      marketValue: 400_000,
      wageAsk: 9_000,
      potentialView: { kind: 'range', min: 72, max: 82 },
    };
    const dear = {
      ...player('fa2', 'C', 90, { name: 'Dear Center', age: 29, potential: null }),
      marketValue: 6_000_000,
      wageAsk: 40_000,
      potentialView: { kind: 'hidden', reason: 'Potential shows up to age 24' },
    };
    const { calls } = fakeApi({
      '/api/transfers/free-agents': [cheap, dear],
      '/api/user/team': myTeam,
      '/api/players/roster': [player('r1', 'SF', 70)],
      'POST /api/transfers/sign/fa1': { message: 'Signed', player: cheap, transaction: { amount: -400_000 }, budget: 4_600_000 },
    });
    renderWithClient(<TransfersTab />);
    const dearButton = await screen.findByRole('button', { name: 'Sign Dear Center' });
    await waitFor(() => expect(dearButton).toBeDisabled());
    expect(within(screen.getAllByTestId('free-agent')[0]!).getByText('Not enough budget')).toBeInTheDocument();
    // The 22-year-old's potential is the server's range (as in the player database); at 29 it is not a thing.
    expect(screen.getAllByText(/Potential 72–82/)).toHaveLength(1);
    expect(screen.queryByText(/Potential \?/)).toBeNull();
    const teamReads = calls.filter((c) => c.url === '/api/user/team').length;
    fireEvent.click(screen.getByRole('button', { name: 'Sign Cheap Guard' }));
    // The contract dialog: the default length, then sign (once his terms have answered).
    const confirm = within(await screen.findByRole('dialog')).getByRole('button', { name: `Sign for ${CONTRACT_DEFAULT_LENGTH} seasons` });
    await waitFor(() => expect(confirm).toBeEnabled());
    fireEvent.click(confirm);
    expect(await screen.findByText('Player Signed Successfully')).toBeInTheDocument();
    expect(screen.getByText('Cheap Guard joined for €400,000.')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/user/team').length).toBeGreaterThan(teamReads));
  });

  it('shows Blocked for a player whose sale failed until his matchday, and sells another after confirming', async () => {
    const blocked = player('b1', 'PG', 75, { name: 'Blocked Ben', cannotSellUntilMatchday: 4 });
    const free = player('f1', 'SG', 70, { name: 'Free Fred', cannotSellUntilMatchday: 3 });
    const loaned = player('l1', 'C', 60, { name: 'Loaned Lou', isOnLoan: true });
    const price = marketValue(free.overallRating, free.age);
    const { calls } = fakeApi({
      '/api/players/roster': [blocked, free, loaned],
      '/api/dashboard/stats': dashboard,
      '/api/user/team': myTeam,
      'POST /api/transfers/sell/f1': {
        success: true,
        message: 'Sold',
        player: { id: 'f1', name: 'Free Fred' },
        transaction: { amount: price },
        cannotSellUntilMatchday: 0,
      },
    });
    renderWithClient(<TransfersTab initialTab="sell" />);
    const blockedButton = await screen.findByRole('button', { name: 'Blocked Ben: Blocked' });
    expect(blockedButton).toBeDisabled();
    expect(blockedButton).toHaveTextContent('Blocked');
    expect(screen.getByRole('button', { name: 'Loaned Lou: On loan' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Sell Free Fred' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('50%');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Sale' }));
    expect(await screen.findByText(`Free Fred sold for ${formatEuros(price)}`)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/transfers/sell/f1')).toBe(true);
  });

  it('reports a failed sale once, with the server message under the title', async () => {
    fakeApi({
      '/api/players/roster': [player('f1', 'SG', 70, { name: 'Free Fred' })],
      '/api/dashboard/stats': dashboard,
      '/api/user/team': myTeam,
      'POST /api/transfers/sell/f1': {
        success: false,
        message: MARKET_MESSAGES.saleFailed,
        player: { id: 'f1', name: 'Free Fred' },
        transaction: null,
        cannotSellUntilMatchday: 4,
      },
    });
    renderWithClient(<TransfersTab initialTab="sell" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sell Free Fred' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm Sale' }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Transfer Failed!')).toBeInTheDocument();
    expect(within(toast).getByText(MARKET_MESSAGES.saleFailed)).toBeInTheDocument();
    // Said once: the title, not the title again inside the server's message.
    expect(toast.textContent?.match(/Transfer Failed/g)).toHaveLength(1);
  });

  it("shows a server refusal in the server's words alone, without the status", async () => {
    const refusal = MARKET_MESSAGES.squadTooSmall(7);
    fakeApi({
      '/api/players/roster': [player('f1', 'SG', 70, { name: 'Free Fred' })],
      '/api/dashboard/stats': dashboard,
      '/api/user/team': myTeam,
      'POST /api/transfers/sell/f1': { status: 400, body: { message: refusal } },
    });
    renderWithClient(<TransfersTab initialTab="sell" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sell Free Fred' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm Sale' }));
    const toast = (await screen.findByText(refusal)).closest('[role="alert"]');
    expect(toast).toHaveTextContent('Errore nella vendita');
    expect(toast?.textContent).not.toMatch(/\b400\b/);
  });
});

describe('find players', () => {
  it('opens own-league rosters freely and asks for a scout abroad unless already scouted', async () => {
    const abroad = (id: string, name: string, templateTeamId: number) => ({ ...team(id, name), leagueId: 2, templateTeamId });
    fakeApi({
      '/api/user/team': myTeam,
      '/api/european-leagues': [{ leagueId: 2, name: 'Liga ACB', countryId: 'ES', matchdaysPlayed: 0, standings: [] }],
      '/api/teams?leagueId=1': [myTeam, team('t2', 'Rivals')],
      '/api/teams?leagueId=2': [abroad('t3', 'Unknown', 201), abroad('t4', 'Known', 202)],
      '/api/transfers/scouted-teams': [202],
    });
    renderWithClient(<TransfersTab initialTab="find" />);
    expect(screen.getByRole('tab', { name: 'Find Players' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'View Rivals roster' })).toBeInTheDocument();
    expect(screen.queryByText('Hoops')).toBeNull(); // the manager's own club is not on the market list
    await screen.findByRole('option', { name: 'Liga ACB' });
    fireEvent.change(screen.getByLabelText('League'), { target: { value: '2' } });
    expect(await screen.findByRole('button', { name: 'Scout Unknown (€100,000)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Known roster' })).toBeInTheDocument();
  });
});

describe('make offer dialog', () => {
  const target = player('p9', 'SF', 78, { name: 'Target Tim', teamId: 't2' });
  const valuation = playerValuation(
    { rating: target.overallRating, age: target.age, potential: target.potential },
    { rotationRank: 2, squadSize: 13, budget: 5_000_000, buyerReputation: 3 },
  );
  const answer = (standingCounter: number | null) => ({
    playerId: 'p9',
    sellerTeamId: 't2',
    valuation,
    budget: 1_000_000,
    standingCounter,
  });

  it('prefills the market value, draws the meter, disables Send Offer for an empty amount or one over budget, and sends a valid one', async () => {
    const onClose = vi.fn();
    const { calls } = fakeApi({
      '/api/transfers/valuation/p9': answer(null),
      'POST /api/transfers/offer': {
        aiResponse: { decision: 'COUNTER_OFFER', message: 'We want more.', counterAmount: valuation.counterAmount },
      },
    });
    renderWithClient(<MakeOfferDialog player={target} sellerTeamId="t2" onClose={onClose} />);
    const input = await screen.findByLabelText('Offer amount (€)');
    await waitFor(() => expect(input).toHaveValue(valuation.marketValue));
    expect(screen.getByText(`${formatEuros(valuation.range.low)} – ${formatEuros(valuation.range.high)}`)).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '1' } });
    expect(screen.getByRole('meter', { name: 'Chance of acceptance' })).toHaveAttribute('aria-valuetext', 'Not even close');
    fireEvent.change(input, { target: { value: String(valuation.askingPrice) } });
    expect(screen.getByTestId('acceptance-label')).toHaveTextContent('Acceptable');
    expect(screen.queryByText(/Above your budget/)).toBeNull();
    fireEvent.change(input, { target: { value: '2000000' } });
    expect(screen.getByText('Above your budget of €1,000,000.')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send Offer' });
    expect(send).toBeDisabled();
    expect(screen.getByTestId('deal-blocked')).toHaveTextContent(MARKET_MESSAGES.offerOverBudget);

    fireEvent.change(input, { target: { value: '' } });
    expect(send).toBeDisabled();
    expect(screen.getByTestId('deal-blocked')).toHaveTextContent(OFFER_AMOUNT_INVALID_MESSAGE);
    fireEvent.click(send);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(input, { target: { value: '500000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Offer' }));
    expect(await screen.findByText('Counter-Offer Received')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      playerId: 'p9',
      sellerTeamId: 't2',
      offerAmount: 500_000,
      contractSeasons: CONTRACT_DEFAULT_LENGTH,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('offers the counter the club named today with one click', async () => {
    fakeApi({ '/api/transfers/valuation/p9': answer(777_000) });
    renderWithClient(<MakeOfferDialog player={target} sellerTeamId="t2" onClose={() => undefined} />);
    expect(await screen.findByText('They asked for €777,000 today.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Offer €777,000' }));
    expect(screen.getByLabelText('Offer amount (€)')).toHaveValue(777_000);
  });

  it('refuses to send without the selling team', async () => {
    const { calls } = fakeApi({ '/api/transfers/valuation/p9': answer(null) });
    renderWithClient(<MakeOfferDialog player={target} sellerTeamId={undefined} onClose={() => undefined} />);
    await waitFor(() => expect(screen.getByLabelText('Offer amount (€)')).toHaveValue(valuation.marketValue));
    expect(await screen.findByTestId('deal-blocked')).toHaveTextContent('Team information is missing');
    expect(screen.getByRole('button', { name: 'Send Offer' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Send Offer' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
