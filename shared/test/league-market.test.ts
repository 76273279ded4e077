import { describe, expect, it } from 'vitest';
import {
  auctionWinner,
  deadlineAfterBid,
  decideBid,
  LEAGUE_MARKET,
  LEAGUE_MARKET_MESSAGES,
  leagueBidSchema,
  listLeaguePlayerSchema,
  managerPair,
  nextMinimumBid,
  openingBid,
  settlementRefusal,
  tradesFrom,
  type AuctionState,
} from '../src/index.js';

const MINUTE = 60_000;
const T0 = Date.UTC(2025, 0, 1, 12);

const state = (over: Partial<AuctionState> = {}): AuctionState => ({
  openingBid: 100_000,
  leading: null,
  deadline: T0 + 60 * MINUTE,
  sellerTeamId: 'seller',
  open: true,
  ...over,
});

describe("the managers' market rules", () => {
  it('opens at half the transfer fee in whole thousands, never below one step', () => {
    expect(openingBid(1_234_567)).toBe(617_000);
    expect(openingBid(5_000)).toBe(LEAGUE_MARKET.minStepEuros);
  });

  it('asks the larger of 5% and €10,000 over the leader, and the opening bid first', () => {
    expect(nextMinimumBid(state())).toBe(100_000);
    expect(nextMinimumBid(state({ leading: { amount: 100_000, teamId: 'a' } }))).toBe(110_000);
    expect(nextMinimumBid(state({ leading: { amount: 1_000_000, teamId: 'a' } }))).toBe(1_050_000);
    // A share that is not whole rounds up: the step is never less than 5%.
    expect(nextMinimumBid(state({ leading: { amount: 1_000_010, teamId: 'a' } }))).toBe(1_050_011);
  });

  it('extends the deadline three minutes for a bid in its last three minutes only', () => {
    const deadline = T0 + 60 * MINUTE;
    expect(deadlineAfterBid(deadline, deadline - 3 * MINUTE - 1)).toBe(deadline);
    expect(deadlineAfterBid(deadline, deadline - 3 * MINUTE)).toBe(deadline + 3 * MINUTE);
    expect(deadlineAfterBid(deadline, deadline - 1)).toBe(deadline + 3 * MINUTE);
  });

  it('takes the lead with a bid at the minimum and refuses the others with the reason', () => {
    const accepted = decideBid(state(), { teamId: 'a', amount: 100_000, at: T0 });
    expect(accepted).toEqual({
      accepted: true,
      leading: { amount: 100_000, teamId: 'a' },
      deadline: T0 + 60 * MINUTE,
      nextMinimum: 110_000,
    });
    const led = state({ leading: { amount: 100_000, teamId: 'a' } });
    expect(decideBid(led, { teamId: 'b', amount: 109_999, at: T0 })).toEqual({
      accepted: false,
      refusal: 'below',
      message: LEAGUE_MARKET_MESSAGES.belowMinimum(110_000),
    });
    expect(decideBid(led, { teamId: 'a', amount: 500_000, at: T0 })).toMatchObject({ refusal: 'leading' });
    expect(decideBid(led, { teamId: 'seller', amount: 500_000, at: T0 })).toMatchObject({ refusal: 'own' });
    expect(decideBid(led, { teamId: 'b', amount: 500_000, at: T0 + 60 * MINUTE })).toMatchObject({ refusal: 'closed' });
    expect(decideBid(state({ open: false }), { teamId: 'b', amount: 500_000, at: T0 })).toMatchObject({ refusal: 'closed' });
    // In the last minutes the lead moves the deadline on.
    const late = decideBid(led, { teamId: 'b', amount: 110_000, at: T0 + 58 * MINUTE });
    expect(late).toMatchObject({ accepted: true, deadline: T0 + 63 * MINUTE });
  });

  it('gives the win to the highest bid, the earlier of two equal ones, and none without bids', () => {
    expect(auctionWinner([])).toBeNull();
    const bids = [
      { id: 1, amount: 100, at: 3 },
      { id: 2, amount: 300, at: 5 },
      { id: 3, amount: 300, at: 4 },
      { id: 4, amount: 200, at: 1 },
    ];
    expect(auctionWinner(bids)?.id).toBe(3);
  });

  it('checks the deal at the deadline in order and names the pair and the new managers once', () => {
    const ok = {
      playerName: 'Ann',
      playerAtSeller: true,
      holdCoversFee: true,
      buyerName: 'Hoops',
      buyerRosterFull: false,
      wageRefusal: null,
    };
    expect(settlementRefusal(ok)).toBeNull();
    expect(settlementRefusal({ ...ok, wageRefusal: 'over' })).toBe('over');
    expect(settlementRefusal({ ...ok, buyerRosterFull: true, wageRefusal: 'over' })).toBe(LEAGUE_MARKET_MESSAGES.rosterFull('Hoops'));
    expect(settlementRefusal({ ...ok, playerAtSeller: false, holdCoversFee: false })).toBe(LEAGUE_MARKET_MESSAGES.playerGone('Ann'));
    expect(managerPair('b', 'a')).toBe(managerPair('a', 'b'));
    expect(tradesFrom(new Date(T0)).getTime()).toBe(T0 + LEAGUE_MARKET.firstDays * 24 * 60 * MINUTE);
    expect(LEAGUE_MARKET_MESSAGES.firstDays(new Date(T0))).toMatch(/New managers' rule/);
    expect(LEAGUE_MARKET_MESSAGES.pairLimit('you', 'Hoops')).toMatch(/One deal per pair of managers per season/);
  });

  it('accepts only the listed lengths and whole-euro bids', () => {
    expect(listLeaguePlayerSchema.safeParse({ playerId: 'p', lengthHours: 6 }).success).toBe(true);
    expect(listLeaguePlayerSchema.safeParse({ playerId: 'p', lengthHours: 2 }).success).toBe(false);
    expect(leagueBidSchema.safeParse({ amount: 100.5 }).success).toBe(false);
    expect(leagueBidSchema.safeParse({ amount: LEAGUE_MARKET.maxBidEuros + 1 }).success).toBe(false);
    expect(leagueBidSchema.safeParse({ amount: 10_000 }).success).toBe(true);
  });
});
