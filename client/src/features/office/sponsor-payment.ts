/**
 * When a sponsorship's money is paid, as the server pays it: nothing at
 * signing; the whole amount in one payment, booked when the matchday that
 * meets the objective is processed (a table position only at the window's
 * last matchday); nothing at all when the objective is missed.
 */
import { formatEuros, type SponsorshipOffer } from '@hardwood/shared';

type PaymentFields = Pick<
  SponsorshipOffer,
  'offerAmount' | 'objective' | 'objectiveTarget' | 'status' | 'durationMatchdays' | 'offeredForMatchday' | 'endMatchday'
>;

/** The last matchday of the objective's window: set once accepted; for an offer, as if accepted now. */
function lastMatchday(offer: PaymentFields): number {
  return offer.endMatchday ?? offer.offeredForMatchday + offer.durationMatchdays - 1;
}

export function sponsorPaymentText(offer: PaymentFields): string {
  const amount = formatEuros(offer.offerAmount);
  const end = lastMatchday(offer);
  switch (offer.status) {
    case 'completed':
      return `Paid: ${amount} in one payment, when the objective was met.`;
    case 'failed':
      return 'Not paid: the objective was missed.';
    case 'pending':
    case 'accepted':
      return offer.objective === 'league_position'
        ? `Paid: ${amount} in one payment if the club is in the top ${offer.objectiveTarget} when matchday ${end} is processed. Nothing at signing, nothing otherwise.`
        : `Paid: ${amount} in one payment when the matchday that meets the objective is processed (by matchday ${end}). Nothing at signing, nothing if it is missed.`;
    default:
      return 'Not paid: the offer was declined.';
  }
}
