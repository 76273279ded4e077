import { describe, expect, it } from 'vitest';
import {
  aiSides,
  buildBlockOffer,
  clubsNeeding,
  counterOffer,
  createRng,
  judgeTrade,
  keyedRng,
  managerGain,
  managerSides,
  POSITIONS,
  TRADE_AI_TOLERANCE,
  tradeValue,
  type MarketClub,
  type MarketPlayer,
  type Rng,
  type Trade,
} from '../src/index.js';

function player(rng: Rng, id: string, position = rng.pick(POSITIONS)): MarketPlayer {
  const rating = rng.int(50, 85);
  return { id, name: `P${id}`, position, rating, age: rng.int(19, 33), potential: rating + rng.int(0, 8), isOnLoan: false };
}

function club(rng: Rng, id: string, size = 13, extra: Partial<MarketClub> = {}): MarketClub {
  const players = Array.from({ length: size }, (_, i) => player(rng, `${id}-${i}`, POSITIONS[i % POSITIONS.length]));
  return { id, name: `Club ${id}`, budget: rng.int(3, 12) * 1_000_000, reputation: rng.int(1, 5), players, ...extra };
}

describe('judgeTrade', () => {
  it('asks at least the value of what the club gives and discounts a player it does not need', () => {
    const rng = createRng(7);
    const ai = club(rng, 'ai');
    const theirs = ai.players[0]!;
    const spare: MarketPlayer = { ...player(rng, 'spare', theirs.position), rating: 40 };
    const j = judgeTrade({ gives: [theirs], gets: [spare], moneyOut: 0, moneyIn: 0 }, ai, 3);
    expect(j.valueOut).toBeGreaterThanOrEqual(tradeValue(theirs));
    expect(j.valueIn).toBeLessThan(tradeValue(spare));
    expect(j.accept).toBe(false);
    expect(j.reasoning.length).toBe(3);
    // Paying the shortfall turns it into a deal, and the shortfall is the least in whole steps that does.
    const paid = judgeTrade({ gives: [theirs], gets: [spare], moneyOut: 0, moneyIn: j.shortfall }, ai, 3);
    expect(paid.accept).toBe(true);
    expect(judgeTrade({ gives: [theirs], gets: [spare], moneyOut: 0, moneyIn: j.shortfall - 1_000 }, ai, 3).accept).toBe(false);
  });

  it('never lets a partner gain more than the leeway by the same valuation, over many random trades', () => {
    const rng = createRng(11);
    for (let i = 0; i < 400; i += 1) {
      const ai = club(rng, `ai${i}`);
      const mine = club(rng, `me${i}`, 13, { isManagerClub: true });
      const trade: Trade = {
        aiClubId: ai.id,
        managerGives: rng.chance(0.3) ? [] : [rng.pick(mine.players)],
        managerGets: [rng.pick(ai.players)],
        managerPays: rng.int(0, 40) * 10_000,
        aiPays: 0,
      };
      const j = judgeTrade(aiSides(trade), ai, mine.reputation);
      if (!j.accept) continue;
      const leeway = TRADE_AI_TOLERANCE * j.valueOut;
      expect(managerGain(trade)).toBeLessThanOrEqual(leeway + 1);
    }
  });

  it('judges both ways with one valuation: what one side gives the other gets', () => {
    const rng = createRng(3);
    const a = club(rng, 'a');
    const b = club(rng, 'b');
    const trade: Trade = { aiClubId: b.id, managerGives: [a.players[1]!], managerGets: [b.players[2]!], managerPays: 50_000, aiPays: 0 };
    const fromB = judgeTrade(aiSides(trade), b, a.reputation);
    const fromA = judgeTrade(managerSides(trade), a, b.reputation);
    expect(fromB.reasoning.some((r) => r.includes(a.players[1]!.name))).toBe(true);
    expect(fromA.reasoning.some((r) => r.includes(b.players[2]!.name))).toBe(true);
    // Each side asks at least the value of what it gives: they cannot both come out ahead by more than their leeways.
    expect(fromA.balance + fromB.balance).toBeLessThanOrEqual(0);
  });
});

describe('the block offers', () => {
  it('finds the clubs that need his position, those he would start for first', () => {
    const rng = createRng(5);
    const clubs = Array.from({ length: 8 }, (_, i) => club(rng, `c${i}`));
    const star: MarketPlayer = { ...player(rng, 'star', 'C'), rating: 99 };
    const needing = clubsNeeding(star, [...clubs, { ...clubs[0]!, id: 'mine', isManagerClub: true }]);
    expect(needing.map((c) => c.id)).toEqual(clubs.map((c) => c.id).sort());
    const weak: MarketPlayer = { ...player(rng, 'weak', 'C'), rating: 20 };
    expect(clubsNeeding(weak, clubs)).toHaveLength(0);
  });

  it('builds an offer the club itself accepts, the same for the same seed', () => {
    const rng = createRng(9);
    let built = 0;
    for (let i = 0; i < 60; i += 1) {
      const ai = club(rng, `ai${i}`);
      const listed: MarketPlayer = { ...player(rng, `l${i}`, 'PG'), rating: 88, age: 25 };
      const a = buildBlockOffer(listed, ai, 3, keyedRng(`k${i}`));
      const b = buildBlockOffer(listed, ai, 3, keyedRng(`k${i}`));
      expect(a).toEqual(b);
      if (!a) continue;
      built += 1;
      expect(a.trade.managerGives).toEqual([listed]);
      expect(judgeTrade(aiSides(a.trade), ai, 3).accept).toBe(true);
      expect(a.trade.aiPays % 1_000).toBe(0);
      for (const p of a.trade.managerGets) expect(p.position).not.toBe('PG');
    }
    expect(built).toBeGreaterThan(30);
  });
});

describe('counterOffer', () => {
  it('names what the club would accept instead: more money, or another player when money runs short', () => {
    const rng = createRng(21);
    const ai = club(rng, 'ai');
    const mine = club(rng, 'me', 12, { isManagerClub: true });
    const bid: Trade = { aiClubId: ai.id, managerGives: [], managerGets: [ai.players[0]!], managerPays: 1_000, aiPays: 0 };
    const rich = counterOffer(bid, ai, mine, 50_000_000);
    expect(rich?.trade.managerGives).toEqual([]);
    expect(rich?.trade.managerPays).toBeGreaterThan(1_000);
    expect(rich?.judgement.accept).toBe(true);
    const poor = counterOffer(bid, ai, mine, 5_000);
    if (poor) {
      expect(poor.trade.managerGives.length).toBe(1);
      expect(poor.trade.managerPays).toBeLessThanOrEqual(5_000);
      expect(judgeTrade(aiSides(poor.trade), ai, mine.reputation).accept).toBe(true);
    }
    // A bid the club accepts has no counter.
    expect(counterOffer({ ...bid, managerPays: rich?.trade.managerPays ?? 0 }, ai, mine, 50_000_000)).toBeNull();
  });

  it('drops one of two players asked for when that costs the manager least', () => {
    const rng = createRng(4);
    const ai = club(rng, 'ai');
    const mine = club(rng, 'me', 12, { isManagerClub: true });
    const bid: Trade = { aiClubId: ai.id, managerGives: [], managerGets: [ai.players[0]!, ai.players[1]!], managerPays: 0, aiPays: 0 };
    const counter = counterOffer(bid, ai, mine, 0);
    // No money at all: the counter trades players only, and the club accepts it.
    if (counter) {
      expect(counter.trade.managerPays).toBe(0);
      expect(counter.judgement.accept).toBe(true);
    }
  });
});
