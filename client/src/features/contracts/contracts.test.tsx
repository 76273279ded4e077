import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatEuros, routeUrl, ROUTES, seasonWage, wageLimit, type ExpiringContracts, type ReleaseQuote } from '@hardwood/shared';
import { moraleOverview, wageSummary as summary } from '../../test/economy-fixtures';
import { player } from '../../test/fixtures';
import { fakeApi, renderWithClient } from '../../test/render';
import { RosterTab } from '../roster/RosterTab';
import { ExpiringContractsPanel } from './ExpiringContractsPanel';
import { WageSummaryCard } from './WageSummaryCard';

const morale = moraleOverview();

describe('roster contracts', () => {
  const ada = player('p1', 'PG', 75, { name: 'Ada Guard', salary: 12_000, contractEndsSeason: 3 });
  const quotes: ReleaseQuote[] = [{ playerId: 'p1', severance: 480_000, seasonsLeft: 2, gamesLeftThisSeason: 10 }];

  it("shows each player's wage a season and the season his contract ends", async () => {
    fakeApi({
      [routeUrl(ROUTES.players.roster, {})]: [ada],
      [routeUrl(ROUTES.contracts.summary, {})]: summary,
      [routeUrl(ROUTES.morale.overview, {})]: morale,
    });
    renderWithClient(<RosterTab />);
    const card = await screen.findByTestId('player-card');
    expect(within(card).getByTestId('player-wage')).toHaveTextContent(`${formatEuros(seasonWage(12_000))} a season`);
    // Season 3, two after the summary's 2025-26.
    await waitFor(() => expect(within(card).getByTestId('player-contract')).toHaveTextContent('until 2027-28'));
  });

  it('prices a release now and releases him for the severance, showing the server message', async () => {
    const { calls } = fakeApi({
      [routeUrl(ROUTES.players.roster, {})]: [ada],
      [routeUrl(ROUTES.contracts.summary, {})]: summary,
      [routeUrl(ROUTES.contracts.releaseQuotes, {})]: quotes,
      [`POST ${routeUrl(ROUTES.contracts.release, { playerId: 'p1' })}`]: {
        message: 'Ada Guard was released: severance €480,000.',
        severance: 480_000,
        budget: 4_520_000,
      },
    });
    renderWithClient(<RosterTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Release Ada Guard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release Ada Guard?' });
    expect(await within(dialog).findByTestId('severance')).toHaveTextContent('Severance €480,000 · 10 games left this season');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release now · €480,000' }));
    expect(await screen.findByText('Ada Guard was released: severance €480,000.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ when: 'now' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lets him go at the season end for free, and shows a refusal as the server wrote it', async () => {
    const { calls } = fakeApi({
      [routeUrl(ROUTES.players.roster, {})]: [ada],
      [routeUrl(ROUTES.contracts.releaseQuotes, {})]: quotes,
      [`POST ${routeUrl(ROUTES.contracts.release, { playerId: 'p1' })}`]: {
        status: 409,
        body: { message: 'The season is being processed.' },
      },
    });
    renderWithClient(<RosterTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Release Ada Guard' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release at season end' }));
    expect(await screen.findByText('The season is being processed.')).toBeInTheDocument();
    expect(screen.queryByText(/409/)).toBeNull();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ when: 'season-end' });
    // A refusal leaves the choice open.
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('recover fitness', () => {
  const quote = { tiredPlayers: 4, cost: 44_000, usedThisMatchday: false };
  const recoverUrl = `POST ${routeUrl(ROUTES.players.recoverFitness, {})}`;
  const api = () =>
    fakeApi({
      [routeUrl(ROUTES.players.roster, {})]: [],
      [routeUrl(ROUTES.contracts.summary, {})]: summary,
      [routeUrl(ROUTES.morale.overview, {})]: morale,
      [routeUrl(ROUTES.players.fitnessRecoveryQuote, {})]: quote,
      [recoverUrl]: { success: true, recovered: 4, cost: 44_000 },
    });

  it('asks before spending, showing the cost and what it takes off the wage limit, and spends nothing on Cancel', async () => {
    const { calls } = api();
    renderWithClient(<RosterTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Recover Fitness · €44,000' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book the physio?' });
    const cost = within(dialog).getByTestId('recovery-cost');
    expect(cost).toHaveTextContent('Cost€44,000');
    expect(cost).toHaveTextContent(`Budget after${formatEuros(summary.limit.reserves - 44_000)}`);
    // A tenth of the reserves spent over the floor comes off the limit.
    expect(cost).toHaveTextContent(`Wage limit after${formatEuros(summary.limit.total - 4_400)}`);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('books the session once confirmed', async () => {
    const { calls } = api();
    renderWithClient(<RosterTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Recover Fitness · €44,000' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book the physio?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay €44,000' }));
    expect(await screen.findByText('Fitness Recovery Complete')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});

describe('expiring contracts (office)', () => {
  const base: Omit<ExpiringContracts, 'contracts'> = { season: 1, seasonName: '2025-26', currentMatchday: 16, noticeFromMatchday: 15 };
  const happy = player('h1', 'SF', 72, { name: 'Happy Hal', morale: 70, salary: 10_000, contractEndsSeason: 1 });
  const sulky = player('s1', 'C', 68, { name: 'Sulky Sam', morale: 20, salary: 8_000, contractEndsSeason: 1 });
  const open = (p: typeof happy, ask: number) => ({
    player: p,
    ask,
    askSeasonWage: seasonWage(ask),
    status: 'open' as const,
    agreed: null,
    message: '',
  });

  it('says from which matchday the contracts ending with the season are listed', async () => {
    fakeApi({ [routeUrl(ROUTES.contracts.expiring, {})]: { ...base, currentMatchday: 6, contracts: [] } });
    renderWithClient(<ExpiringContractsPanel />);
    expect(await screen.findByText('Contracts ending with the season are listed from matchday 15')).toBeInTheDocument();
  });

  it('lists each contract with his ask a season and his morale, and renews for the chosen length', async () => {
    const { calls } = fakeApi({
      [routeUrl(ROUTES.contracts.expiring, {})]: { ...base, contracts: [open(happy, 11_000), open(sulky, 9_000)] },
      [routeUrl(ROUTES.contracts.summary, {})]: summary,
      [`POST ${routeUrl(ROUTES.contracts.renew, { playerId: 'h1' })}`]: {
        outcome: 'agreed',
        message: 'Happy Hal signs on: €242,000 a season until the end of 2028-29.',
        contract: { ...open(happy, 11_000), status: 'agreed' },
      },
    });
    renderWithClient(<ExpiringContractsPanel />);
    const cards = await screen.findAllByTestId('expiring-contract');
    expect(cards).toHaveLength(2);
    const [hal, sam] = cards as [HTMLElement, HTMLElement];
    expect(within(hal).getByTestId('contract-ask')).toHaveTextContent(formatEuros(seasonWage(11_000)));
    expect(within(hal).getByText('Undecided')).toBeInTheDocument();
    expect(within(sam).getByText('He is unhappy: he may refuse a new contract.')).toBeInTheDocument();
    expect(within(hal).queryByText(/may refuse/)).toBeNull();
    fireEvent.click(within(hal).getByRole('radio', { name: '3 seasons' }));
    // A renewal starts next season: three seasons run to 2028-29.
    expect(within(hal).getByText('Runs until the end of 2028-29.')).toBeInTheDocument();
    fireEvent.click(within(hal).getByRole('button', { name: 'Offer 3-season contract' }));
    expect(await screen.findByText('Happy Hal signs on: €242,000 a season until the end of 2028-29.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ contractSeasons: 3 });
  });

  it('shows a refusal in his words and lets him go at the season end', async () => {
    const refusal = 'Sulky Sam is unhappy and will not sign a new contract: he leaves when his contract ends.';
    const { calls } = fakeApi({
      [routeUrl(ROUTES.contracts.expiring, {})]: { ...base, contracts: [open(sulky, 9_000)] },
      [`POST ${routeUrl(ROUTES.contracts.renew, { playerId: 's1' })}`]: {
        outcome: 'refused',
        message: refusal,
        contract: { ...open(sulky, 9_000), status: 'refused', message: refusal },
      },
      [`POST ${routeUrl(ROUTES.contracts.release, { playerId: 's1' })}`]: {
        message: 'Sulky Sam leaves when his contract ends with the season.',
        severance: 0,
        budget: 1,
      },
    });
    renderWithClient(<ExpiringContractsPanel />);
    const card = await screen.findByTestId('expiring-contract');
    fireEvent.click(within(card).getByRole('button', { name: 'Offer 2-season contract' }));
    expect(await screen.findByText('Offer Refused')).toBeInTheDocument();
    expect(screen.getByText(refusal)).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Let him go' }));
    expect(await screen.findByText('Sulky Sam leaves when his contract ends with the season.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ contractSeasons: 2 }, { when: 'season-end' }]);
  });

  it('shows a decided contract without actions', async () => {
    fakeApi({
      [routeUrl(ROUTES.contracts.expiring, {})]: {
        ...base,
        contracts: [
          { ...open(happy, 11_000), status: 'agreed', agreed: { salary: 11_000, endsSeason: 3, endsSeasonName: '2027-28' }, message: '' },
        ],
      },
    });
    renderWithClient(<ExpiringContractsPanel />);
    const card = await screen.findByTestId('expiring-contract');
    expect(within(card).getByText('Re-signed')).toBeInTheDocument();
    expect(within(card).getByText(`${formatEuros(seasonWage(11_000))} a season until the end of 2027-28.`)).toBeInTheDocument();
    expect(within(card).queryByRole('button')).toBeNull();
  });
});

describe('wage card', () => {
  it('shows the limit as the server computed it, with both parts, never a share that contradicts it', async () => {
    // Wages at 78% of income, under a limit of 75% of income plus a tenth of the reserves over 500K.
    const limit = wageLimit({ projectedIncome: 5_000_000, cash: 4_500_000 });
    fakeApi({
      [routeUrl(ROUTES.contracts.summary, {})]: {
        ...summary,
        wageBill: 3_900_000,
        wageBudget: limit.total,
        room: limit.total - 3_900_000,
        limit,
        projectedIncome: { gates: 2_000_000, tv: 1_800_000, sponsors: 1_200_000, total: 5_000_000 },
      },
    });
    renderWithClient(<WageSummaryCard />);
    expect(await screen.findByTestId('wage-limit')).toHaveTextContent(
      'Wage limit: 75% of projected income (€3,750,000) + 10% of reserves over €500,000 (€400,000) = €4,150,000.',
    );
    expect(screen.getByTestId('wage-bill')).toHaveTextContent('€3,900,000 of €4,150,000');
    expect(screen.getByTestId('wage-room')).toHaveTextContent('€250,000 of room · wages take 78% of projected income.');
    expect(screen.queryByText(/the board allows 75%/)).toBeNull();
  });

  it('sets the wage bill against the wage budget and lists income, costs and expiries', async () => {
    fakeApi({ [routeUrl(ROUTES.contracts.summary, {})]: summary });
    renderWithClient(<WageSummaryCard />);
    expect(await screen.findByTestId('wage-bill')).toHaveTextContent('€3,300,000 of €4,400,000');
    expect(screen.getByRole('meter', { name: 'Wage bill against the wage budget' })).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByTestId('projected-income')).toHaveTextContent('€5,600,000');
    expect(screen.getByText('€1,100,000 of room', { exact: false })).toBeInTheDocument();
    const [first, second] = within(screen.getByRole('list', { name: 'Contracts ending by season' })).getAllByRole('listitem');
    expect(first).toHaveTextContent('2025-26');
    expect(first).toHaveTextContent('3 players · €900,000 a season');
    expect(second).toHaveTextContent('2026-27');
    expect(second).toHaveTextContent('5 players · €1,400,000 a season');
  });
});
