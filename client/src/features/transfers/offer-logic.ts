/**
 * The Make Offer dialog's rules without React: reading
 * the amount, the checks before sending (and why Send Offer is disabled),
 * the toast each answer shows and the meter's colour by zone.
 */
import {
  CONTRACT_DEFAULT_LENGTH,
  MARKET_MESSAGES,
  OFFER_AMOUNT_INVALID_MESSAGE,
  OFFER_TEAM_MISSING_MESSAGE,
  type OfferPayload,
  type OfferResponse,
  type OfferZone,
  type ContractLength,
  type ContractTerms,
} from '@hardwood/shared';
import { dealRefusal } from '../contracts';

/** The amount typed in the input as whole euros, or null when it is missing, not a number, below 1 or fractional. */
export function parseOfferAmount(raw: string): number | null {
  const text = raw.trim();
  if (text === '') return null;
  const amount = Number(text);
  // The server takes whole euros only (offerPayloadSchema): a fraction would come back as the same error.
  if (!Number.isSafeInteger(amount) || amount < 1) return null;
  return amount;
}

export interface ToastSpec {
  title: string;
  description: string;
  variant: 'default' | 'destructive';
}

/** The payload to send, or the toast that refuses it; the amount is checked first, as in the spec. */
export function validateOffer(input: {
  playerId: string;
  sellerTeamId: string | null | undefined;
  rawAmount: string;
  /** The contract he signs if the club accepts. */
  contractSeasons?: ContractLength;
}): { ok: true; payload: OfferPayload } | { ok: false; toast: ToastSpec } {
  const offerAmount = parseOfferAmount(input.rawAmount);
  if (offerAmount === null)
    return { ok: false, toast: { title: 'Invalid Offer', description: OFFER_AMOUNT_INVALID_MESSAGE, variant: 'destructive' } };
  if (!input.sellerTeamId) return { ok: false, toast: { title: 'Error', description: OFFER_TEAM_MISSING_MESSAGE, variant: 'destructive' } };
  const contractSeasons = input.contractSeasons ?? CONTRACT_DEFAULT_LENGTH;
  return { ok: true, payload: { playerId: input.playerId, sellerTeamId: input.sellerTeamId, offerAmount, contractSeasons } };
}

/**
 * Why the server would refuse this offer, known before sending, or null:
 * the amount (whole euros, 1 or more), the selling team, the fee against the
 * budget, then the wage limit after the fee (the server's own check, with
 * his terms once they have answered).
 */
export function offerBlockedReason(input: {
  amount: number | null;
  sellerTeamId: string | null | undefined;
  budget: number | null;
  terms: Pick<ContractTerms, 'wageBill' | 'salary' | 'limit'> | undefined;
}): string | null {
  if (input.amount === null) return OFFER_AMOUNT_INVALID_MESSAGE;
  if (!input.sellerTeamId) return OFFER_TEAM_MISSING_MESSAGE;
  if (input.budget !== null && input.amount > input.budget) return MARKET_MESSAGES.offerOverBudget;
  return input.terms ? dealRefusal(input.terms, input.amount, MARKET_MESSAGES.offerOverBudget) : null;
}

export const OFFER_SYSTEM_ERROR: ToastSpec = {
  title: 'Transfer Error',
  description: 'System error processing transfer response',
  variant: 'destructive',
};

/**
 * The toast of the selling club's answer, and whether the player joined.
 * Read defensively: an answer whose AI part carries no known decision is the
 * spec's system error, whatever the declared type promises.
 */
export function offerOutcome(answer: { aiResponse?: Partial<OfferResponse> | null } | null | undefined): {
  toast: ToastSpec;
  accepted: boolean;
} {
  const response = answer?.aiResponse;
  const message = response?.message ?? '';
  switch (response?.decision) {
    case 'ACCEPT':
      return { toast: { title: 'Offer Accepted!', description: message, variant: 'default' }, accepted: true };
    case 'REJECT':
      return { toast: { title: 'Offer Rejected', description: message, variant: 'destructive' }, accepted: false };
    case 'COUNTER_OFFER':
      return { toast: { title: 'Counter-Offer Received', description: message, variant: 'default' }, accepted: false };
    default:
      return { toast: OFFER_SYSTEM_ERROR, accepted: false };
  }
}

/** The meter's bar colour by zone: red far off, orange close, amber negotiable, green acceptable. */
export const METER_BAR_CLASS: Record<OfferZone, string> = {
  far: 'bg-red-500',
  close: 'bg-orange-400',
  counter: 'bg-amber-300',
  accept: 'bg-emerald-400',
};

/** The meter's width in percent, whole, 0 to 100. */
export function meterPercent(value: number): number {
  return Math.round(Math.max(0, Math.min(1, value)) * 100);
}
