import { describe, expect, it } from 'vitest';
import {
  CONTRACT_DEFAULT_LENGTH,
  MAX_ROSTER_SIZE,
  OFFER_AMOUNT_INVALID_MESSAGE,
  OFFER_TEAM_MISSING_MESSAGE,
  ROUTES,
} from '@hardwood/shared';
import { player } from '../../test/fixtures';
import { tagsOfKey } from '../../lib/contract';
import { saleState, sellAvailability, signBlockReason, sortFreeAgents } from './market-logic';
import { METER_BAR_CLASS, meterPercent, OFFER_SYSTEM_ERROR, offerOutcome, parseOfferAmount, validateOffer } from './offer-logic';

describe('offer amount', () => {
  it('reads whole euros and refuses missing, non-numeric, fractional and sub-1 amounts', () => {
    expect(parseOfferAmount('250000')).toBe(250_000);
    expect(parseOfferAmount(' 1 ')).toBe(1);
    expect(['', '   ', 'abc', '0', '-5000', '1000.5', 'Infinity', '1e400'].map(parseOfferAmount)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('checks the amount before the team, with the spec texts', () => {
    expect(validateOffer({ playerId: 'p1', sellerTeamId: undefined, rawAmount: '' })).toEqual({
      ok: false,
      toast: { title: 'Invalid Offer', description: OFFER_AMOUNT_INVALID_MESSAGE, variant: 'destructive' },
    });
    expect(validateOffer({ playerId: 'p1', sellerTeamId: '', rawAmount: '5000' })).toEqual({
      ok: false,
      toast: { title: 'Error', description: OFFER_TEAM_MISSING_MESSAGE, variant: 'destructive' },
    });
    expect(validateOffer({ playerId: 'p1', sellerTeamId: 't9', rawAmount: '5000' })).toEqual({
      ok: true,
      payload: { playerId: 'p1', sellerTeamId: 't9', offerAmount: 5000, contractSeasons: CONTRACT_DEFAULT_LENGTH },
    });
    expect(validateOffer({ playerId: 'p1', sellerTeamId: 't9', rawAmount: '5000', contractSeasons: 4 })).toMatchObject({
      ok: true,
      payload: { contractSeasons: 4 },
    });
  });
});

describe('offer outcome', () => {
  it('names each decision with the club message; only an acceptance is a deal', () => {
    expect(offerOutcome({ aiResponse: { decision: 'ACCEPT', message: 'Deal.' } })).toEqual({
      toast: { title: 'Offer Accepted!', description: 'Deal.', variant: 'default' },
      accepted: true,
    });
    expect(offerOutcome({ aiResponse: { decision: 'REJECT', message: 'No.' } })).toEqual({
      toast: { title: 'Offer Rejected', description: 'No.', variant: 'destructive' },
      accepted: false,
    });
    expect(offerOutcome({ aiResponse: { decision: 'COUNTER_OFFER', message: 'Make it €300,000.', counterAmount: 300_000 } })).toEqual({
      toast: { title: 'Counter-Offer Received', description: 'Make it €300,000.', variant: 'default' },
      accepted: false,
    });
  });

  it('shows the system error when the AI part has no decision', () => {
    expect(offerOutcome({ aiResponse: { message: 'hm' } })).toEqual({ toast: OFFER_SYSTEM_ERROR, accepted: false });
    expect(offerOutcome({ aiResponse: null })).toEqual({ toast: OFFER_SYSTEM_ERROR, accepted: false });
    expect(offerOutcome(null).toast.title).toBe('Transfer Error');
  });
});

describe('acceptance meter drawing', () => {
  it('colours each zone differently and clamps the width', () => {
    expect(new Set(Object.values(METER_BAR_CLASS)).size).toBe(4);
    expect(METER_BAR_CLASS.accept).toContain('emerald');
    expect(METER_BAR_CLASS.far).toContain('red');
    expect([-0.2, 0, 0.456, 1, 1.3].map(meterPercent)).toEqual([0, 0, 46, 100, 100]);
  });
});

describe('market lists', () => {
  const agents = [
    { ...player('a', 'PG', 70, { name: 'Ann', age: 30 }), marketValue: 300_000 },
    { ...player('b', 'C', 80, { name: 'Ben', age: 22 }), marketValue: 600_000 },
    { ...player('c', 'SF', 70, { name: 'Cid', age: 26 }), marketValue: 200_000 },
  ];
  const ids = (list: { id: string }[]) => list.map((p) => p.id);

  it('sorts free agents by rating (best first), price (cheapest first) and age (youngest first)', () => {
    expect(ids(sortFreeAgents(agents, 'rating'))).toEqual(['b', 'a', 'c']);
    expect(ids(sortFreeAgents(agents, 'value'))).toEqual(['c', 'a', 'b']);
    expect(ids(sortFreeAgents(agents, 'age'))).toEqual(['b', 'c', 'a']);
  });

  it('blocks a signing on a full roster first, then on budget', () => {
    expect(signBlockReason({ rosterSize: MAX_ROSTER_SIZE, budget: 10_000_000, price: 1 })).toBe(`Roster full (${MAX_ROSTER_SIZE})`);
    expect(signBlockReason({ rosterSize: MAX_ROSTER_SIZE - 1, budget: 299_999, price: 300_000 })).toBe('Not enough budget');
    expect(signBlockReason({ rosterSize: MAX_ROSTER_SIZE - 1, budget: 300_000, price: 300_000 })).toBeNull();
  });

  it('blocks a sale below cannotSellUntilMatchday and never sells a loaned player', () => {
    expect(saleState(player('x', 'PG', 70, { cannotSellUntilMatchday: 4 }), 3)).toBe('blocked');
    expect(saleState(player('x', 'PG', 70, { cannotSellUntilMatchday: 4 }), 4)).toBe('available');
    expect(saleState(player('x', 'PG', 70, { isOnLoan: true }), 4)).toBe('on-loan');
  });

  it("offers a sale as the server's options say, in their words; without them, as the player record says", () => {
    const blocked = player('x', 'PG', 70, { cannotSellUntilMatchday: 4 });
    const option = (offered: boolean, reason: string | null) => ({ playerId: 'x', fee: 1, offered, reason });
    expect(sellAvailability(player('x', 'PG', 70), option(false, 'The squad would fall below its minimum.'), 3)).toEqual({
      offered: false,
      label: 'No buyer',
      reason: 'The squad would fall below its minimum.',
    });
    expect(sellAvailability(blocked, option(false, 'Not before matchday 4.'), 3)).toMatchObject({
      label: 'Blocked',
      reason: 'Not before matchday 4.',
    });
    expect(sellAvailability(blocked, option(true, null), 3)).toEqual({ offered: true, label: 'Sell', reason: null });
    expect(sellAvailability(blocked, undefined, 3)).toEqual({ offered: false, label: 'Blocked', reason: 'Until matchday 4' });
    expect(sellAvailability(player('x', 'PG', 70, { isOnLoan: true }), undefined, 3)).toMatchObject({ offered: false, label: 'On loan' });
    expect(sellAvailability(player('x', 'PG', 70), undefined, 3).offered).toBe(true);
  });

  it('refreshes the budget, rosters and market lists after a deal, and nothing unrelated', () => {
    const isDealQuery = ({ queryKey }: { queryKey: string[] }) =>
      tagsOfKey(queryKey).some((t) => ROUTES.transfers.signPlayer.invalidates.includes(t));
    const keys = [
      '/api/user/team',
      '/api/dashboard/stats',
      '/api/players/team/t2',
      '/api/players/template-team/7',
      '/api/transfers/free-agents',
      '/api/transactions',
      '/api/teams?leagueId=3',
      '/api/starting-lineup',
    ];
    expect(keys.filter((k) => !isDealQuery({ queryKey: [k] }))).toEqual([]);
    expect(isDealQuery({ queryKey: ['/api/european-leagues'] })).toBe(false);
    expect(isDealQuery({ queryKey: ['/api/auth/user'] })).toBe(false);
  });
});
