/**
 * The rules of the managers' market of a league, as pure functions: the
 * opening and next minimum bid, the deadline a bid leaves, whether a bid
 * takes the lead, who wins, and what a deal must pass at the deadline. The
 * API decides every bid and settlement with these; the client shows the same
 * minimum and countdown from them.
 */
import { formatEuros } from '../formulas.js';
import { LEAGUE_MARKET, MIN_ELIGIBLE_AFTER_SALE } from '../rules.js';

const MINUTE_MS = 60_000;

export const LEAGUE_MARKET_MESSAGES = {
  notLeague: "The managers' market is only open in a league of managers.",
  listingNotFound: 'Listing not found',
  playerNotFound: 'Player not found',
  onLoan: 'A player on loan cannot be listed: his registration is with another club while the loan runs.',
  alreadyListed: (name: string) => `${name} is already listed on the managers' market.`,
  squadTooSmall: (left: number) =>
    `Selling him would leave ${left} players in your squad once your listings are sold; you need at least ${MIN_ELIGIBLE_AFTER_SALE}.`,
  ownListing: 'You cannot bid on your own listing.',
  alreadyLeading: 'You already hold the leading bid.',
  closed: 'Bidding on this listing has closed.',
  belowMinimum: (minimum: number) => `The minimum bid is ${formatEuros(minimum)}.`,
  notEnoughBudget: (amount: number, available: number) =>
    `Not enough budget: a bid of ${formatEuros(amount)} is held from your budget until you are outbid or the deadline, and you have ${formatEuros(available)} available.`,
  firstDays: (until: Date) =>
    `New managers' rule: a manager may list or bid only after his first ${LEAGUE_MARKET.firstDays} days in the league (you may from ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC).`,
  pairLimit: (one: string, other: string) =>
    `One deal per pair of managers per season: ${one} and ${other} have already made a deal on the managers' market this season.`,
  withdrawAfterBid: 'A listing cannot be withdrawn once it has a bid.',
  playerGone: (name: string) => `${name} is no longer at the selling club.`,
  heldMissing: 'The money held for the bid is no longer there.',
  rosterFull: (club: string) => `${club}'s roster is full.`,
} as const;

/** A listing's bidding state as the rules read it. */
export interface AuctionState {
  openingBid: number;
  /** The leading bid, or null before the first. */
  leading: { amount: number; teamId: string } | null;
  /** Epoch milliseconds. */
  deadline: number;
  sellerTeamId: string;
  /** Bidding is open (not closed for settlement or withdrawn). */
  open: boolean;
}

/** The opening bid of a player whose transfer fee is `fee`: a share of it, in whole thousands, never below one minimum step. */
export function openingBid(fee: number): number {
  return Math.max(LEAGUE_MARKET.minStepEuros, Math.round((fee * LEAGUE_MARKET.openingBidShare) / 1000) * 1000);
}

/** The least a bid must be: the opening bid, or the leader's bid plus the larger of the share and the fixed step. */
export function nextMinimumBid(state: Pick<AuctionState, 'openingBid' | 'leading'>): number {
  if (!state.leading) return state.openingBid;
  const lead = state.leading.amount;
  return lead + Math.max(Math.ceil(lead * LEAGUE_MARKET.minStepShare), LEAGUE_MARKET.minStepEuros);
}

/** The deadline after a bid at `at`: pushed on by the extension when the bid falls in the last minutes, else unchanged. */
export function deadlineAfterBid(deadline: number, at: number): number {
  const inLastMinutes = deadline - at <= LEAGUE_MARKET.lastMinutesExtend * MINUTE_MS;
  return inLastMinutes ? deadline + LEAGUE_MARKET.extendMinutes * MINUTE_MS : deadline;
}

export type BidRefusal = 'closed' | 'own' | 'leading' | 'below';

export type BidDecision =
  | { accepted: true; leading: { amount: number; teamId: string }; deadline: number; nextMinimum: number }
  | { accepted: false; refusal: BidRefusal; message: string };

/** Whether `amount` from `teamId` at `at` takes the lead, and the listing's state if it does. */
export function decideBid(state: AuctionState, bid: { teamId: string; amount: number; at: number }): BidDecision {
  const refuse = (refusal: BidRefusal, message: string): BidDecision => ({ accepted: false, refusal, message });
  if (bid.teamId === state.sellerTeamId) return refuse('own', LEAGUE_MARKET_MESSAGES.ownListing);
  if (!state.open || bid.at >= state.deadline) return refuse('closed', LEAGUE_MARKET_MESSAGES.closed);
  if (state.leading?.teamId === bid.teamId) return refuse('leading', LEAGUE_MARKET_MESSAGES.alreadyLeading);
  const minimum = nextMinimumBid(state);
  if (bid.amount < minimum) return refuse('below', LEAGUE_MARKET_MESSAGES.belowMinimum(minimum));
  const leading = { amount: bid.amount, teamId: bid.teamId };
  return {
    accepted: true,
    leading,
    deadline: deadlineAfterBid(state.deadline, bid.at),
    nextMinimum: nextMinimumBid({ openingBid: state.openingBid, leading }),
  };
}

/** The winning bid of those placed: the highest, the earlier on a tie (a later equal bid never led); null without bids. */
export function auctionWinner<B extends { amount: number; at: number }>(bids: readonly B[]): B | null {
  let best: B | null = null;
  for (const bid of bids) if (!best || bid.amount > best.amount || (bid.amount === best.amount && bid.at < best.at)) best = bid;
  return best;
}

/** The first day a manager who took his seat at `joinedAt` may list or bid. */
export function tradesFrom(joinedAt: Date): Date {
  return new Date(joinedAt.getTime() + LEAGUE_MARKET.firstDays * 24 * 60 * MINUTE_MS);
}

/** Why the buyer cannot complete the deal at the deadline, or null: the checks in the order a manager would fix them. */
export function settlementRefusal(check: {
  playerName: string;
  playerAtSeller: boolean;
  holdCoversFee: boolean;
  buyerName: string;
  buyerRosterFull: boolean;
  wageRefusal: string | null;
}): string | null {
  if (!check.playerAtSeller) return LEAGUE_MARKET_MESSAGES.playerGone(check.playerName);
  if (!check.holdCoversFee) return LEAGUE_MARKET_MESSAGES.heldMissing;
  if (check.buyerRosterFull) return LEAGUE_MARKET_MESSAGES.rosterFull(check.buyerName);
  return check.wageRefusal;
}

/** The pair of two managers, the same whichever is named first: the key of their deals of a season. */
export function managerPair(a: string, b: string): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}
