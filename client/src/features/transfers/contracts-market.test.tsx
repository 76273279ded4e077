import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  formatEuros,
  OFFER_AMOUNT_INVALID_MESSAGE,
  overWageLimitMessage,
  playerValuation,
  routeUrl,
  ROUTES,
  seasonWage,
  wageLimit,
  type ContractTerms,
  type DashboardStats,
  type SaleOption,
} from '@hardwood/shared';
import { wageSummary } from '../../test/economy-fixtures';
import { player, team } from '../../test/fixtures';
import { fakeApi, renderWithClient } from '../../test/render';
import { MakeOfferDialog } from './MakeOfferDialog';
import { TeamRosterDialog } from './TeamRosterDialog';
import { TransfersTab } from './TransfersTab';

const myTeam = team('t1', 'Hoops', true);
const agent = {
  ...player('fa1', 'SG', 74, { name: 'Wanted Will', teamId: null, contractEndsSeason: null }),
  marketValue: 450_000,
  wageAsk: 12_000,
  potentialView: { kind: 'hidden', reason: 'Potential shows up to age 24' },
};
const terms = (extra: Partial<ContractTerms> = {}): ContractTerms => ({
  playerId: 'fa1',
  salary: 12_000,
  seasonWage: seasonWage(12_000),
  lengths: [1, 2, 3, 4],
  defaultLength: 2,
  wageBill: 3_300_000,
  wageBudget: 4_400_000,
  room: 1_100_000,
  limit: wageSummary.limit,
  fee: 450_000,
  refusal: null,
  playerAnswer: { accepted: true, reasons: [], wouldChange: [] },
  ...extra,
});
/** The limit once a fee has left the bank: the same shared function the server checks with. */
const limitAfterFee = (fee: number) =>
  wageLimit({ projectedIncome: wageSummary.limit.projectedIncome, cash: wageSummary.limit.reserves - fee }).total;
const freeAgentApi = (extra: Record<string, unknown> = {}) => ({
  [routeUrl(ROUTES.transfers.freeAgents, {})]: [agent],
  [routeUrl(ROUTES.teams.myTeam, {})]: myTeam,
  [routeUrl(ROUTES.players.roster, {})]: [player('r1', 'PG', 70)],
  [routeUrl(ROUTES.contracts.summary, {})]: wageSummary,
  ...extra,
});
const signUrl = `POST ${routeUrl(ROUTES.transfers.signPlayer, { playerId: 'fa1' })}`;

async function openSignDialog() {
  renderWithClient(<TransfersTab />);
  const row = await screen.findByTestId('free-agent');
  fireEvent.click(within(row).getByRole('button', { name: 'Sign Wanted Will' }));
  return screen.findByRole('dialog', { name: 'Sign Wanted Will' });
}

describe('free agents and their contracts', () => {
  it('lists his wage ask a season next to the fee', async () => {
    fakeApi(freeAgentApi());
    renderWithClient(<TransfersTab />);
    const row = await screen.findByTestId('free-agent');
    expect(within(row).getByTestId('free-agent-price')).toHaveTextContent('€450,000');
    expect(within(row).getByTestId('free-agent-wage')).toHaveTextContent(formatEuros(seasonWage(12_000)));
  });

  it('signs him for the chosen length, showing the fee, the yearly wage and the wage room after', async () => {
    const { calls } = fakeApi(
      freeAgentApi({
        [routeUrl(ROUTES.contracts.terms, { playerId: 'fa1' })]: terms(),
        [signUrl]: { message: 'Signed', player: agent, transaction: { amount: -450_000 }, budget: 4_550_000 },
      }),
    );
    const dialog = await openSignDialog();
    const yearly = seasonWage(12_000);
    expect(await within(dialog).findByTestId('yearly-wage')).toHaveTextContent(formatEuros(yearly));
    expect(within(dialog).getByText('€450,000')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: '2 seasons' })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('radio', { name: '3 seasons' }));
    expect(within(dialog).getByText(`${formatEuros(yearly * 3)} over 3 seasons`)).toBeInTheDocument();
    // Signed in 2025-26, the first of three seasons.
    expect(within(dialog).getByText('Runs until the end of 2027-28.')).toBeInTheDocument();
    // His fee leaves the bank first: the limit's reserves part falls by a tenth of it.
    expect(within(dialog).getByTestId('wage-room')).toHaveTextContent(
      `Room left after this deal (fee and wage): ${formatEuros(limitAfterFee(450_000) - 3_300_000 - yearly)}`,
    );
    expect(within(dialog).getByTestId('wage-limit-after')).toHaveTextContent(
      `75% of projected income (€4,200,000) + 10% of reserves over €500,000 (€155,000) = ${formatEuros(limitAfterFee(450_000))}`,
    );
    expect(within(dialog).getByText(formatEuros(3_300_000 + yearly))).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign for 3 seasons' }));
    expect(await screen.findByText('Wanted Will joined for €450,000.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ contractSeasons: 3 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the wage budget's refusal before he is signed, and does not offer the signing", async () => {
    const bill = 4_400_000 + seasonWage(12_000);
    const refusal = overWageLimitMessage(bill, limitAfterFee(450_000));
    const { calls } = fakeApi(
      freeAgentApi({ [routeUrl(ROUTES.contracts.terms, { playerId: 'fa1' })]: terms({ wageBill: 4_400_000, room: 0, refusal }) }),
    );
    const dialog = await openSignDialog();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(dialog).getByTestId('wage-room')).toHaveTextContent(
      `${formatEuros(bill - limitAfterFee(450_000))} over the wage limit after this deal`,
    );
    expect(within(dialog).getByRole('button', { name: 'Sign for 2 seasons' })).toBeDisabled();
    // The reason sits beside the button, as in the offer dialog.
    expect(within(dialog).getByTestId('deal-blocked')).toHaveTextContent(refusal);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows why he would say no to joining, with what would change his mind, and does not offer the signing', async () => {
    const playerAnswer = {
      accepted: false,
      reasons: [
        { factor: 'morale' as const, label: 'His morale is Very Poor (0)', weight: 0.56 },
        { factor: 'club' as const, label: 'Your club has won 0 of its last 5', weight: 0.44 },
      ],
      wouldChange: ['his morale at 40 or more (now 0)', 'better results: your club has won 0 of its last 5'],
    };
    const { calls } = fakeApi(freeAgentApi({ [routeUrl(ROUTES.contracts.terms, { playerId: 'fa1' })]: terms({ playerAnswer }) }));
    const dialog = await openSignDialog();
    const why = await within(dialog).findByTestId('refusal-reasons');
    expect(within(why).getByText('Why he would say no')).toBeInTheDocument();
    expect(within(why).getByRole('meter', { name: 'Morale: share of his refusal' })).toHaveAttribute('aria-valuenow', '56');
    expect(within(why).getByText('his morale at 40 or more (now 0)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sign for 2 seasons' })).toBeDisabled();
    expect(within(dialog).getByTestId('deal-blocked')).toHaveTextContent('He will not join your club');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal as it wrote it and keeps the dialog open", async () => {
    fakeApi(
      freeAgentApi({
        [routeUrl(ROUTES.contracts.terms, { playerId: 'fa1' })]: terms(),
        [signUrl]: { status: 409, body: { message: 'Sell or release a player first.' } },
      }),
    );
    const dialog = await openSignDialog();
    const confirm = within(dialog).getByRole('button', { name: 'Sign for 2 seasons' });
    await waitFor(() => expect(confirm).toBeEnabled());
    fireEvent.click(confirm);
    expect(await screen.findByText('Sell or release a player first.')).toBeInTheDocument();
    expect(screen.queryByText(/409/)).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Sign Wanted Will' })).toBeInTheDocument();
  });
});

describe("another club's roster", () => {
  it("shows each player's wage a season and when his contract ends", async () => {
    fakeApi({
      [routeUrl(ROUTES.players.teamPlayers, { teamId: 't2' })]: [
        player('o1', 'C', 77, { name: 'Other Otto', salary: 20_000, contractEndsSeason: 2 }),
      ],
      [routeUrl(ROUTES.contracts.summary, {})]: wageSummary,
    });
    renderWithClient(<TeamRosterDialog team={team('t2', 'Rivals')} ownLeague ownTeamId="t1" onClose={() => undefined} />);
    const row = await screen.findByTestId('roster-dialog-player');
    await waitFor(() => expect(row).toHaveTextContent(`Wage ${formatEuros(seasonWage(20_000))} a season · until 2026-27`));
  });
});

describe('make offer with a contract', () => {
  it('shows his yearly wage next to the fee and sends the chosen length', async () => {
    const target = player('p9', 'SF', 78, { name: 'Target Tim', teamId: 't2', salary: 9_000 });
    const valuation = playerValuation(
      { rating: target.overallRating, age: target.age, potential: target.potential },
      { rotationRank: 2, squadSize: 13, budget: 5_000_000, buyerReputation: 3 },
    );
    const { calls } = fakeApi({
      [routeUrl(ROUTES.transfers.offerValuation, { playerId: 'p9' })]: {
        playerId: 'p9',
        sellerTeamId: 't2',
        valuation,
        budget: 5_000_000,
        standingCounter: null,
      },
      [routeUrl(ROUTES.contracts.terms, { playerId: 'p9' })]: terms({
        playerId: 'p9',
        salary: 15_000,
        seasonWage: seasonWage(15_000),
        fee: null,
      }),
      [`POST ${routeUrl(ROUTES.transfers.makeOffer, {})}`]: { aiResponse: { decision: 'REJECT', message: 'Not for that.' } },
    });
    renderWithClient(<MakeOfferDialog player={target} sellerTeamId="t2" onClose={() => undefined} />);
    expect(await screen.findByTestId('yearly-wage')).toHaveTextContent(formatEuros(seasonWage(15_000)));
    fireEvent.change(screen.getByLabelText('Offer amount (€)'), { target: { value: '600000' } });
    expect(within(screen.getByTestId('wage-impact')).getByText('€600,000')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '4 seasons' }));
    expect(screen.getByText(`${formatEuros(seasonWage(15_000) * 4)} over 4 seasons`)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send Offer' }));
    expect(await screen.findByText('Not for that.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      playerId: 'p9',
      sellerTeamId: 't2',
      offerAmount: 600_000,
      contractSeasons: 4,
    });
  });
});

describe('make offer: Send Offer knows the answer', () => {
  const target = player('p9', 'SF', 78, { name: 'Target Tim', teamId: 't2', salary: 9_000 });
  const valuation = playerValuation(
    { rating: target.overallRating, age: target.age, potential: target.potential },
    { rotationRank: 2, squadSize: 13, budget: 5_000_000, buyerReputation: 3 },
  );
  // 50,000 of room before any fee: a fee takes a tenth of itself off the limit (reserves are over the floor).
  const wageBill = wageSummary.limit.total - seasonWage(15_000) - 50_000;
  const offerApi = () =>
    fakeApi({
      [routeUrl(ROUTES.transfers.offerValuation, { playerId: 'p9' })]: {
        playerId: 'p9',
        sellerTeamId: 't2',
        valuation,
        budget: wageSummary.limit.reserves,
        standingCounter: null,
      },
      [routeUrl(ROUTES.contracts.terms, { playerId: 'p9' })]: terms({
        playerId: 'p9',
        salary: 15_000,
        seasonWage: seasonWage(15_000),
        fee: null,
        wageBill,
        room: wageSummary.limit.total - wageBill,
      }),
      [`POST ${routeUrl(ROUTES.transfers.makeOffer, {})}`]: { aiResponse: { decision: 'REJECT', message: 'Not for that.' } },
    });

  it('counts the fee in the room left, and disables Send Offer with the reason once the wage bill would pass the limit', async () => {
    const { calls } = offerApi();
    renderWithClient(<MakeOfferDialog player={target} sellerTeamId="t2" onClose={() => undefined} />);
    await screen.findByTestId('yearly-wage');
    const input = screen.getByLabelText('Offer amount (€)');
    const send = screen.getByRole('button', { name: 'Send Offer' });
    fireEvent.change(input, { target: { value: '400000' } });
    // 50,000 of room less a tenth of the fee.
    expect(screen.getByTestId('wage-room')).toHaveTextContent(`Room left after this deal (fee and wage): ${formatEuros(10_000)}`);
    expect(send).toBeEnabled();
    fireEvent.change(input, { target: { value: '600000' } });
    expect(screen.getByTestId('wage-room')).toHaveTextContent(`${formatEuros(10_000)} over the wage limit after this deal`);
    expect(send).toBeDisabled();
    expect(screen.getByTestId('deal-blocked')).toHaveTextContent(
      overWageLimitMessage(wageBill + seasonWage(15_000), limitAfterFee(600_000)),
    );
    fireEvent.click(send);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('disables Send Offer for a zero, negative or fractional amount, saying why', async () => {
    const { calls } = offerApi();
    renderWithClient(<MakeOfferDialog player={target} sellerTeamId="t2" onClose={() => undefined} />);
    await screen.findByTestId('yearly-wage');
    const input = screen.getByLabelText('Offer amount (€)');
    const send = screen.getByRole('button', { name: 'Send Offer' });
    for (const value of ['0', '-5000', '1500.5', '']) {
      fireEvent.change(input, { target: { value } });
      expect(send).toBeDisabled();
      expect(screen.getByTestId('deal-blocked')).toHaveTextContent(OFFER_AMOUNT_INVALID_MESSAGE);
    }
    fireEvent.change(input, { target: { value: '100000' } });
    expect(send).toBeEnabled();
    expect(screen.queryByTestId('deal-blocked')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('sell tab with the sale options', () => {
  const dashboard: DashboardStats = { currentMatchday: 5, nextMatch: null, teamMorale: 60, transferBudget: 5_000_000 };
  const star = player('s1', 'PG', 88, { name: 'Star Sal' });
  const spare = player('s2', 'SG', 62, { name: 'Spare Stu' });
  const sulky = player('s3', 'C', 66, { name: 'Sulky Sid', cannotSellUntilMatchday: 7 });
  const options: SaleOption[] = [
    { playerId: 's1', fee: 980_000, offered: false, reason: 'No club can afford him.' },
    { playerId: 's2', fee: 210_000, offered: true, reason: null },
    { playerId: 's3', fee: 300_000, offered: false, reason: 'He cannot be sold again until matchday 7.' },
  ];

  it('offers only the sales that can happen, says why not, and sells an offered one at its fee', async () => {
    const { calls } = fakeApi({
      [routeUrl(ROUTES.players.roster, {})]: [star, spare, sulky],
      [routeUrl(ROUTES.dashboard.stats, {})]: dashboard,
      [routeUrl(ROUTES.teams.myTeam, {})]: myTeam,
      [routeUrl(ROUTES.transfers.saleOptions, {})]: options,
      [`POST ${routeUrl(ROUTES.transfers.sellPlayer, { playerId: 's2' })}`]: {
        success: true,
        message: 'Sold',
        player: { id: 's2', name: 'Spare Stu' },
        transaction: { amount: 210_000 },
        cannotSellUntilMatchday: 0,
      },
    });
    renderWithClient(<TransfersTab initialTab="sell" />);
    const starButton = await screen.findByRole('button', { name: 'Star Sal: No buyer' });
    expect(starButton).toBeDisabled();
    // Best first: Sal, Sid, Stu.
    const [starRow, sidRow, spareRow] = screen.getAllByTestId('sell-player') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(starRow).getByTestId('sale-reason')).toHaveTextContent('No club can afford him.');
    expect(within(sidRow).getByRole('button', { name: 'Sulky Sid: Blocked' })).toBeDisabled();
    expect(within(sidRow).getByTestId('sale-reason')).toHaveTextContent('He cannot be sold again until matchday 7.');
    expect(within(spareRow).getByText(/Market value €210,000/)).toBeInTheDocument();
    fireEvent.click(within(spareRow).getByRole('button', { name: 'Sell Spare Stu' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('€210,000');
    expect(dialog).toHaveTextContent('50%');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Sale' }));
    expect(await screen.findByText('Spare Stu sold for €210,000')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([routeUrl(ROUTES.transfers.sellPlayer, { playerId: 's2' })]);
  });
});
