/**
 * The manager's side of the market ("Sell", "Free agents",
 * "Offers"): fees, the sale's seeded outcome, where a sold player goes,
 * the refusals' texts and the `market_transfer` news text. Pure; the API
 * supplies the world's data and the seeded rng.
 */
import { seasonWage } from '../economy/income.js';
import { wageAsk } from '../economy/contracts.js';
import { formatEuros, marketValue, potentialDisplay } from '../formulas.js';
import type { Rng } from '../rng.js';
import {
  MAX_ROSTER_SIZE,
  MIN_ELIGIBLE_AFTER_SALE,
  MORALE_MAX,
  MORALE_MIN,
  POSITION_DEPTH_NEEDED,
  SALE_FAILURE_BLOCK_MATCHDAYS,
  SALE_FAILURE_MORALE_DROP,
  SALE_SUCCESS_CHANCE,
} from '../rules.js';
import type { MarketPlayer } from './valuation.js';

/** A club of the career's world as the market sees it. */
export interface MarketClub {
  id: string;
  name: string;
  budget: number;
  /** 1-5 stars. */
  reputation: number;
  /** The manager's club: never a buyer or seller in AI moves, never the buyer of the manager's sale. */
  isManagerClub?: boolean;
  players: readonly MarketPlayer[];
  /**
   * Its season wage bill and the most it will let the bill be (for an AI
   * club, AI_WAGE_TARGET_SHARE of its projected income); without them a
   * club buys on its budget alone.
   */
  wageBill?: number;
  wageLimit?: number;
  /** Its board's own limit (WAGE_BUDGET_SHARE of its income): a club over it sells. */
  wageBudget?: number;
}

/** What this player would cost a club a season in wages: his ask at its reputation (his morale at the middle when unknown). */
export function seasonAskAt(club: Pick<MarketClub, 'reputation'>, player: Pick<MarketPlayer, 'rating' | 'age' | 'morale'>): number {
  return seasonWage(wageAsk({ overallRating: player.rating, age: player.age, morale: player.morale ?? MORALE_MAX / 2 }, club.reputation));
}

/** Whether the club can take on this player's wages (always, for a club without wage figures). */
export function hasWageRoom(
  club: Pick<MarketClub, 'reputation' | 'wageBill' | 'wageLimit'>,
  player: Pick<MarketPlayer, 'rating' | 'age' | 'morale'>,
): boolean {
  if (club.wageBill === undefined || club.wageLimit === undefined) return true;
  return club.wageBill + seasonAskAt(club, player) <= club.wageLimit;
}

/** A sale price, a free agent's cost and an AI buyer's fee: the market value, never a client's figure. */
export function transferFee(player: Pick<MarketPlayer, 'rating' | 'age'>): number {
  return marketValue(player.rating, player.age);
}

export const MARKET_MESSAGES = {
  saleFailed: 'The player is disappointed: he cannot be sold until next matchday and his morale has dropped.',
  saleBlocked: 'This player cannot be sold until a later matchday.',
  onLoan: 'A player on loan cannot be transferred.',
  squadTooSmall: (left: number) => `Selling him would leave ${left} eligible players; you need at least ${MIN_ELIGIBLE_AFTER_SALE}.`,
  noBuyer: 'No club can afford him (fee and wages) and needs his position right now. Try again after the next matchday.',
  rosterFull: `Your roster is full (${MAX_ROSTER_SIZE} players). Sell a player before signing another.`,
  budgetTooLow: (cost: number) => `Not enough budget: this transfer costs ${formatEuros(cost)}.`,
  offerOverBudget: 'Your offer exceeds your budget.',
  offerOwnPlayer: 'You cannot make an offer for your own player.',
  sellerSquadTooSmall: (club: string) => `${club} would be left without a squad to play with: they will not sell anyone else.`,
} as const;

/** The sale's outcome, success with SALE_SUCCESS_CHANCE (the rules page's 50%). One draw. */
export function saleOutcome(rng: Rng): boolean {
  return rng.chance(SALE_SUCCESS_CHANCE);
}

/** What a failed sale does to the player: less morale, blocked until the next matchday. */
export function failedSaleEffects(morale: number, currentMatchday: number): { morale: number; cannotSellUntilMatchday: number } {
  return {
    morale: Math.max(MORALE_MIN, morale - SALE_FAILURE_MORALE_DROP),
    cannotSellUntilMatchday: currentMatchday + SALE_FAILURE_BLOCK_MATCHDAYS,
  };
}

/** The Sell button shows Blocked while the current matchday is below the player's cannotSellUntilMatchday. */
export function isSaleBlocked(cannotSellUntilMatchday: number, currentMatchday: number): boolean {
  return currentMatchday < cannotSellUntilMatchday;
}

/**
 * Why the manager may not put this player up for sale, or null. `eligibleCount`
 * counts the club's eligible players (not on loan, not injured) including him.
 */
export function saleRefusal(input: {
  eligibleCount: number;
  playerIsEligible: boolean;
  cannotSellUntilMatchday: number;
  currentMatchday: number;
}): string | null {
  if (isSaleBlocked(input.cannotSellUntilMatchday, input.currentMatchday)) return MARKET_MESSAGES.saleBlocked;
  const left = input.eligibleCount - (input.playerIsEligible ? 1 : 0);
  if (left < MIN_ELIGIBLE_AFTER_SALE) return MARKET_MESSAGES.squadTooSmall(left);
  return null;
}

/**
 * Whether the game offers this player's sale now, and why not: the sale
 * rules (blocked, the squad's minimum), a loan, or no club that could buy
 * him. A sale that is offered is decided by one draw at SALE_SUCCESS_CHANCE.
 */
export function saleOption(input: {
  player: MarketPlayer;
  eligibleCount: number;
  playerIsEligible: boolean;
  cannotSellUntilMatchday: number;
  currentMatchday: number;
  clubs: readonly MarketClub[];
}): { offered: boolean; reason: string | null } {
  if (input.player.isOnLoan) return { offered: false, reason: MARKET_MESSAGES.onLoan };
  const refusal = saleRefusal(input);
  if (refusal) return { offered: false, reason: refusal };
  if (saleBuyers(input.player, input.clubs).length === 0) return { offered: false, reason: MARKET_MESSAGES.noBuyer };
  return { offered: true, reason: null };
}

export type SaleDecision =
  { offered: false; reason: string } | { offered: true; success: false } | { offered: true; success: true; buyerId: string; fee: number };

/**
 * The manager's sale, decided: not offered (and no draw) when `saleOption`
 * says so; else one draw at SALE_SUCCESS_CHANCE, and on success the buyer
 * among `saleBuyers`, drawn from the same rng. Offered sales succeed at the
 * rules page's rate, since nothing after the draw can refuse them.
 */
export function decideSale(input: Parameters<typeof saleOption>[0], rng: Rng): SaleDecision {
  const option = saleOption(input);
  if (!option.offered) return { offered: false, reason: option.reason ?? MARKET_MESSAGES.saleBlocked };
  if (!saleOutcome(rng)) return { offered: true, success: false };
  const buyer = chooseBuyer(input.player, input.clubs, rng);
  // saleOption found buyers in the same clubs: chooseBuyer picks one of them.
  if (!buyer) throw new Error('an offered sale found no buyer');
  return { offered: true, success: true, buyerId: buyer.clubId, fee: buyer.fee };
}

/** Why the manager may not add a player at this cost (free agent or accepted offer), or null. */
export function signingRefusal(input: { rosterSize: number; budget: number; cost: number }): string | null {
  if (input.rosterSize >= MAX_ROSTER_SIZE) return MARKET_MESSAGES.rosterFull;
  if (input.cost > input.budget) return MARKET_MESSAGES.budgetTooLow(input.cost);
  return null;
}

function bestRatingAt(club: MarketClub, position: MarketPlayer['position']): number | null {
  let best: number | null = null;
  for (const p of club.players) if (!p.isOnLoan && p.position === position && (best === null || p.rating > best)) best = p.rating;
  return best;
}

/** How much a club wants this player: 2 he would start, 1 the position is thin, 0 no need. */
export function positionNeed(club: MarketClub, player: Pick<MarketPlayer, 'position' | 'rating'>): 0 | 1 | 2 {
  const best = bestRatingAt(club, player.position);
  if (best === null || player.rating > best) return 2;
  const depth = club.players.filter((p) => !p.isOnLoan && p.position === player.position).length;
  return depth < POSITION_DEPTH_NEEDED ? 1 : 0;
}

/**
 * The clubs that would buy this player now: AI clubs (not the manager's,
 * not his own) with roster room, a budget covering the fee, room in their
 * wages for his ask and a need at his position; those he would start for
 * only, when there are any. Ordered by id so the input order does not
 * matter. Empty: the game does not offer his sale.
 */
export function saleBuyers(player: MarketPlayer, clubs: readonly MarketClub[]): MarketClub[] {
  const fee = transferFee(player);
  const fits = clubs
    .filter(
      (club) =>
        !club.isManagerClub &&
        !club.players.some((p) => p.id === player.id) &&
        club.players.length < MAX_ROSTER_SIZE &&
        club.budget >= fee &&
        hasWageRoom(club, player),
    )
    .map((club) => ({ club, need: positionNeed(club, player) }))
    .filter((fit) => fit.need > 0);
  if (fits.length === 0) return [];
  const topNeed = Math.max(...fits.map((fit) => fit.need));
  return fits
    .filter((fit) => fit.need === topNeed)
    .map((fit) => fit.club)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Where a sold player goes: one of `saleBuyers`, picked by the seeded rng.
 * Null when none.
 */
export function chooseBuyer(player: MarketPlayer, clubs: readonly MarketClub[], rng: Rng): { clubId: string; fee: number } | null {
  const buyers = saleBuyers(player, clubs);
  if (buyers.length === 0) return null;
  return { clubId: rng.pick(buyers).id, fee: transferFee(player) };
}

/** The `market_transfer` news item of a move; `fromName` null for a free agent. */
export function transferNews(move: {
  playerName: string;
  position: string;
  rating: number;
  fromName: string | null;
  toName: string;
  fee: number;
}): {
  type: 'market_transfer';
  title: string;
  content: string;
} {
  const who = `${move.playerName} (${move.position}, ${move.rating})`;
  return move.fromName === null
    ? {
        type: 'market_transfer',
        title: `${move.toName} sign ${move.playerName}`,
        content: `${move.toName} signed free agent ${who} for ${formatEuros(move.fee)}.`,
      }
    : {
        type: 'market_transfer',
        title: `${move.playerName} joins ${move.toName}`,
        content: `${move.toName} bought ${who} from ${move.fromName} for ${formatEuros(move.fee)}.`,
      };
}

/**
 * The potential the API may send: exact only
 * for players aged 24 or under whose club the manager may see in
 * full (`scouted`: his own club, or a club he has scouted); else null.
 */
export function visiblePotential(player: { age: number; potential: number }, access: { scouted: boolean }): number | null {
  return access.scouted ? potentialDisplay(player.age, player.potential) : null;
}
