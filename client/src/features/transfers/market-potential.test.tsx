import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { playerValuation, routeUrl, ROUTES, type MarketPlayerDto, type PlayerPotential } from '@hardwood/shared';
import { wageSummary } from '../../test/economy-fixtures';
import { player, team } from '../../test/fixtures';
import { fakeApi, renderWithClient } from '../../test/render';
import { MakeOfferDialog } from './MakeOfferDialog';
import { TransfersTab } from './TransfersTab';

const RANGE: PlayerPotential = { kind: 'range', min: 89, max: 99 };

/** A young free agent as the server sends him: no exact number, the database's range beside it. */
const youngAgent: MarketPlayerDto = {
  ...player('fa1', 'PG', 72, { name: 'Young Yann', age: 20, teamId: null, contractEndsSeason: null, potential: null }),
  marketValue: 300_000,
  wageAsk: 8_000,
  potentialView: RANGE,
};

function openFreeAgents() {
  fakeApi({
    [routeUrl(ROUTES.transfers.freeAgents, {})]: [youngAgent],
    [routeUrl(ROUTES.teams.myTeam, {})]: team('t1', 'Hoops', true),
    [routeUrl(ROUTES.players.roster, {})]: [player('r1', 'SF', 70)],
    [routeUrl(ROUTES.contracts.summary, {})]: wageSummary,
  });
  renderWithClient(<TransfersTab />);
  return screen.findByTestId('free-agent');
}

describe('the market shows potential as the player database does', () => {
  it('shows a free agent’s range in the list where it used to show "?"', async () => {
    const row = await openFreeAgents();
    // The old list read only the exact number (null for a free agent) and printed "Potential ?".
    expect(row).toHaveTextContent('Potential 89–99');
    expect(row).not.toHaveTextContent('Potential ?');
    expect(within(row).getByTitle(/scout’s range/)).toHaveTextContent('89–99');
  });

  it('shows the same range in the sign dialog', async () => {
    const row = await openFreeAgents();
    fireEvent.click(within(row).getByRole('button', { name: 'Sign Young Yann' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign Young Yann' });
    expect(dialog).toHaveTextContent('PG · 20 yrs · OVR');
    expect(dialog).toHaveTextContent('Potential 89–99');
  });

  it('shows the valuation’s range in the offer dialog for a club he has not scouted', async () => {
    const target = player('p9', 'SF', 78, { name: 'Target Tim', teamId: 't2', age: 21, potential: null });
    const valuation = playerValuation(
      { rating: target.overallRating, age: target.age, potential: null },
      { rotationRank: 2, squadSize: 13, budget: 5_000_000, buyerReputation: 3 },
    );
    fakeApi({
      [routeUrl(ROUTES.transfers.offerValuation, { playerId: 'p9' })]: {
        playerId: 'p9',
        sellerTeamId: 't2',
        valuation,
        budget: 5_000_000,
        standingCounter: null,
        potentialView: RANGE,
      },
    });
    renderWithClient(<MakeOfferDialog player={target} sellerTeamId="t2" onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    // The old dialog printed a potential only when the exact number was known: nothing here.
    await waitFor(() => expect(dialog).toHaveTextContent('Potential 89–99'));
  });

  it('shows no potential above the age limit, as the list does', async () => {
    const veteran = player('p8', 'C', 80, { name: 'Old Olaf', teamId: 't2', age: 30, potential: null });
    const valuation = playerValuation(
      { rating: veteran.overallRating, age: veteran.age, potential: null },
      { rotationRank: 2, squadSize: 13, budget: 5_000_000, buyerReputation: 3 },
    );
    fakeApi({
      [routeUrl(ROUTES.transfers.offerValuation, { playerId: 'p8' })]: {
        playerId: 'p8',
        sellerTeamId: 't2',
        valuation,
        budget: 5_000_000,
        standingCounter: null,
        potentialView: { kind: 'hidden', reason: 'Potential shows up to age 24' },
      },
    });
    renderWithClient(<MakeOfferDialog player={veteran} sellerTeamId="t2" onClose={() => undefined} />);
    await waitFor(() => expect(screen.getByLabelText('Offer amount (€)')).toHaveValue(valuation.marketValue));
    expect(screen.getByRole('dialog')).not.toHaveTextContent('Potential');
  });
});
