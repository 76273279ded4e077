import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeUrl, ROUTES, type SponsorshipOffer } from '@hardwood/shared';
import { fakeApi, renderWithClient } from '../../test/render';
import { SponsorshipsPanel } from './SponsorshipsPanel';
import { sponsorPaymentText } from './sponsor-payment';

const offer = (id: string, extra: Partial<SponsorshipOffer> = {}): SponsorshipOffer => ({
  id,
  sponsorName: `Sponsor ${id}`,
  offerAmount: 60_000,
  durationMatchdays: 4,
  objective: 'win_games',
  objectiveText: 'Win 3 of the next 4 games',
  objectiveTarget: 3,
  currentProgress: 0,
  status: 'pending',
  moraleBonus: 5,
  moralePenalty: 10,
  moralePenaltyDuration: 3,
  difficulty: 'MEDIUM',
  offeredForMatchday: 7,
  startMatchday: null,
  endMatchday: null,
  pressureMatchdaysLeft: 0,
  ...extra,
});

describe('when a sponsorship pays', () => {
  it('says the rule the server pays by, for each status', () => {
    // An offer for matchday 7 lasting 4 matchdays covers 7 to 10 if accepted now.
    expect(sponsorPaymentText(offer('a'))).toBe(
      'Paid: €60,000 in one payment when the matchday that meets the objective is processed (by matchday 10). Nothing at signing, nothing if it is missed.',
    );
    expect(
      sponsorPaymentText(
        offer('b', { status: 'accepted', objective: 'league_position', objectiveTarget: 4, startMatchday: 5, endMatchday: 12 }),
      ),
    ).toBe(
      'Paid: €60,000 in one payment if the club is in the top 4 when matchday 12 is processed. Nothing at signing, nothing otherwise.',
    );
    expect(sponsorPaymentText(offer('c', { status: 'completed' }))).toBe('Paid: €60,000 in one payment, when the objective was met.');
    expect(sponsorPaymentText(offer('d', { status: 'failed' }))).toBe('Not paid: the objective was missed.');
    expect(sponsorPaymentText(offer('e', { status: 'expired' }))).toBe('Not paid: the offer was declined.');
  });

  it('shows on every sponsorship card', async () => {
    fakeApi({
      [routeUrl(ROUTES.office.sponsorshipOffers, {})]: [
        offer('p'),
        offer('r', { status: 'accepted', startMatchday: 3, endMatchday: 8, currentProgress: 1 }),
        offer('c', { status: 'completed' }),
      ],
    });
    renderWithClient(<SponsorshipsPanel />);
    const lines = (await screen.findAllByTestId('sponsor-payment')).map((p) => p.textContent);
    expect(lines).toEqual([
      'Paid: €60,000 in one payment when the matchday that meets the objective is processed (by matchday 10). Nothing at signing, nothing if it is missed.',
      'Paid: €60,000 in one payment when the matchday that meets the objective is processed (by matchday 8). Nothing at signing, nothing if it is missed.',
      'Paid: €60,000 in one payment, when the objective was met.',
    ]);
  });
});
