/**
 * How an AI club prices a player and answers an offer.
 * One valuation serves the server's decision and the client's meter, so the
 * dialog never promises what the club would refuse. Pure and deterministic;
 * the only randomness is an optional injected draw (the club's mood).
 */
import { formatEuros, marketValue, marketValueRange } from '../formulas.js';
import type { Rng } from '../rng.js';
import {
  ACCEPTANCE_METER,
  MAX_ROSTER_SIZE,
  MIN_ELIGIBLE_AFTER_SALE,
  OFFER_AMOUNT_STEP,
  OFFER_CLOSE_BAND,
  OFFER_COUNTER_BAND,
  OFFER_COUNTER_MARKUP,
  OFFER_MOOD_ACCEPT_MAX,
  POTENTIAL_SHOWN_MAX_AGE,
  REPUTATION_MAX_STARS,
  VALUATION_ASKING_BOUNDS,
  VALUATION_BUDGET_BANDS,
  VALUATION_FULL_SQUAD_FACTOR,
  VALUATION_POTENTIAL_MAX_PREMIUM,
  VALUATION_POTENTIAL_PER_POINT,
  VALUATION_REPUTATION_NEUTRAL,
  VALUATION_REPUTATION_STEP,
  VALUATION_ROTATION_FACTORS,
  VALUATION_SHORT_SQUAD_FACTOR,
} from '../rules.js';
import type { OfferResponse, PlayerValuation } from '../schemas-club.js';
import type { Position } from '../types.js';

/** What the market needs to know of a player. `potential` only where the server knows it. */
export interface MarketPlayer {
  id: string;
  name: string;
  position: Position;
  rating: number;
  age: number;
  potential?: number | null;
  /** Loaned players are out of the rotation and cannot move. */
  isOnLoan?: boolean;
  /** His salary per game now, and his morale (his wage ask moves with it); unknown to markets without wages. */
  salary?: number;
  morale?: number;
}

/** The selling club's side of a deal, and who is buying. */
export interface ValuationContext {
  /** 1 = the best at his position in the selling club (see `rotationRank`). */
  rotationRank: number;
  squadSize: number;
  budget: number;
  /** The buyer's reputation, 1-5 stars. */
  buyerReputation: number;
  /** The lowest asking price as a share of value (default VALUATION_ASKING_BOUNDS.min; the manager's is MANAGER_ASKING_FLOOR). */
  minAskingFactor?: number;
}

const ROLES = ['starter', 'backup', 'surplus'] as const;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Rounded up to a whole offer step, so the offer input (step 1,000) can name it. */
export function roundUpToStep(amount: number): number {
  return Math.ceil(amount / OFFER_AMOUNT_STEP) * OFFER_AMOUNT_STEP;
}

/**
 * His rank at his position among the club's players who are not on loan:
 * 1 for the best rating, ties broken by id so the rank is stable.
 */
export function rotationRank(player: Pick<MarketPlayer, 'id' | 'position' | 'rating'>, clubPlayers: readonly MarketPlayer[]): number {
  const ahead = clubPlayers.filter(
    (other) =>
      other.id !== player.id &&
      !other.isOnLoan &&
      other.position === player.position &&
      (other.rating > player.rating || (other.rating === player.rating && other.id < player.id)),
  );
  return ahead.length + 1;
}

function budgetFactor(budget: number): number {
  const { poor, poorFactor, rich, richFactor } = VALUATION_BUDGET_BANDS;
  const t = clamp((budget - poor) / (rich - poor), 0, 1);
  return poorFactor + t * (richFactor - poorFactor);
}

export function potentialFactor(player: Pick<MarketPlayer, 'age' | 'rating' | 'potential'>): number {
  if (player.potential == null || player.age > POTENTIAL_SHOWN_MAX_AGE) return 1;
  const upside = Math.max(0, player.potential - player.rating);
  return 1 + Math.min(VALUATION_POTENTIAL_MAX_PREMIUM, upside * VALUATION_POTENTIAL_PER_POINT);
}

/** The selling club's price for this player and this buyer (rules.ts, "Transfer market"). */
export function playerValuation(player: Pick<MarketPlayer, 'rating' | 'age' | 'potential'>, context: ValuationContext): PlayerValuation {
  const value = marketValue(player.rating, player.age);
  const rank = Math.max(1, Math.floor(context.rotationRank));
  const role = ROLES[Math.min(rank, ROLES.length) - 1] ?? 'surplus';
  const rankFactor = VALUATION_ROTATION_FACTORS[Math.min(rank, VALUATION_ROTATION_FACTORS.length) - 1] ?? 1;
  let squadFactor = 1;
  if (context.squadSize <= MIN_ELIGIBLE_AFTER_SALE) squadFactor = VALUATION_SHORT_SQUAD_FACTOR;
  else if (context.squadSize >= MAX_ROSTER_SIZE && role !== 'starter') squadFactor = VALUATION_FULL_SQUAD_FACTOR;
  const stars = clamp(context.buyerReputation, 1, REPUTATION_MAX_STARS);
  const reputationFactor = 1 - (stars - VALUATION_REPUTATION_NEUTRAL) * VALUATION_REPUTATION_STEP;
  const factor = clamp(
    rankFactor * squadFactor * budgetFactor(context.budget) * reputationFactor * potentialFactor(player),
    Math.max(VALUATION_ASKING_BOUNDS.min, context.minAskingFactor ?? VALUATION_ASKING_BOUNDS.min),
    VALUATION_ASKING_BOUNDS.max,
  );
  const askingPrice = roundUpToStep(value * factor);
  return {
    marketValue: value,
    range: marketValueRange(value),
    rotationRank: rank,
    role,
    askingPrice,
    counterFloor: Math.ceil(askingPrice * OFFER_COUNTER_BAND),
    closeFloor: Math.ceil(askingPrice * OFFER_CLOSE_BAND),
    counterAmount: roundUpToStep(askingPrice * (1 + OFFER_COUNTER_MARKUP)),
  };
}

export type OfferZone = 'accept' | 'counter' | 'close' | 'far';

export function offerZone(valuation: PlayerValuation, offerAmount: number): OfferZone {
  if (!(offerAmount >= valuation.closeFloor)) return 'far'; // also NaN
  if (offerAmount >= valuation.askingPrice) return 'accept';
  if (offerAmount >= valuation.counterFloor) return 'counter';
  return 'close';
}

/**
 * The chance the club takes the offer as it stands: 1 from the asking price,
 * rising to OFFER_MOOD_ACCEPT_MAX across the counter band, 0 below it.
 */
export function acceptanceChance(valuation: PlayerValuation, offerAmount: number): number {
  const zone = offerZone(valuation, offerAmount);
  if (zone === 'accept') return 1;
  if (zone !== 'counter') return 0;
  const span = valuation.askingPrice - valuation.counterFloor;
  return span > 0 ? (OFFER_MOOD_ACCEPT_MAX * (offerAmount - valuation.counterFloor)) / span : 0;
}

export const OFFER_MESSAGES = {
  accept: (amount: number) => `Offer accepted: ${formatEuros(amount)} is a deal.`,
  counter: (amount: number) => `We are not far apart. We would let him go for ${formatEuros(amount)}.`,
  close: 'Close, but not quite. He is worth more to us than that.',
  far: 'That offer is not even close to what he is worth to us.',
} as const;

/**
 * The club's answer to an offer. Without `rng` it depends only on the
 * valuation and the amount. With `rng` it draws exactly one number, once per
 * call, for the club's mood in the counter band; the API derives that rng
 * from career:season:matchday:offer:playerId, so within a matchday the draw
 * is the same for every amount: a repeat cannot re-roll, and a higher offer
 * is accepted whenever a lower one was. A counter names `counterAmount`,
 * which is at least the asking price, so offering it is accepted.
 */
export function decideOffer(valuation: PlayerValuation, offerAmount: number, rng?: Rng): OfferResponse {
  const mood = rng ? rng.next() : 1;
  const zone = offerZone(valuation, offerAmount);
  if (zone === 'accept' || (zone === 'counter' && mood < acceptanceChance(valuation, offerAmount))) {
    return { decision: 'ACCEPT', message: OFFER_MESSAGES.accept(offerAmount) };
  }
  if (zone === 'counter') {
    return { decision: 'COUNTER_OFFER', message: OFFER_MESSAGES.counter(valuation.counterAmount), counterAmount: valuation.counterAmount };
  }
  return { decision: 'REJECT', message: zone === 'close' ? OFFER_MESSAGES.close : OFFER_MESSAGES.far };
}

export const ACCEPTANCE_LABELS = {
  far: 'Not even close',
  close: 'Close',
  counter: 'Negotiable',
  accept: 'Acceptable',
} as const satisfies Record<OfferZone, string>;
export type AcceptanceLabel = (typeof ACCEPTANCE_LABELS)[OfferZone];

/**
 * The Make Offer dialog's meter, 0..1: piecewise linear in the offer through
 * the valuation's own thresholds, so it never decreases as the offer rises,
 * its label is the zone `decideOffer` answers from, and it is at least
 * ACCEPTANCE_METER.accept exactly when the (deterministic) decision accepts.
 */
export function acceptanceMeter(valuation: PlayerValuation, offerAmount: number): { value: number; label: AcceptanceLabel } {
  const m = ACCEPTANCE_METER;
  const ask = valuation.askingPrice;
  const zone = offerZone(valuation, offerAmount);
  const along = (from: number, to: number, low: number, high: number) =>
    to > from ? low + ((high - low) * clamp(offerAmount - from, 0, to - from)) / (to - from) : low;
  let value: number;
  if (zone === 'accept') value = along(ask, ask * m.fullAt, m.accept, 1);
  // Below the asking price the meter stays strictly under `accept`, whatever floating point does.
  else if (zone === 'counter') value = Math.min(along(valuation.counterFloor, ask, m.counter, m.accept), m.accept - Number.EPSILON);
  else if (zone === 'close')
    value = Math.min(along(valuation.closeFloor, valuation.counterFloor, m.close, m.counter), m.counter - Number.EPSILON);
  else
    value = Number.isFinite(offerAmount) ? Math.min(along(ask * m.zeroAt, valuation.closeFloor, 0, m.close), m.close - Number.EPSILON) : 0;
  return { value: clamp(value, 0, 1), label: ACCEPTANCE_LABELS[zone] };
}
