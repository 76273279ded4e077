import { describe, expect, it } from 'vitest';
import {
  chooseBuyer,
  failedSaleEffects,
  isSaleBlocked,
  MARKET_MESSAGES,
  POSITIONS,
  marketValue,
  saleOutcome,
  saleRefusal,
  keyedRng,
  sellPayloadSchema,
  signingRefusal,
  transferFee,
  transferNews,
  visiblePotential,
  type MarketClub,
  type MarketPlayer,
} from '../src/index.js';

const player = (id: string, position: MarketPlayer['position'], rating: number, age = 26): MarketPlayer => ({
  id,
  name: `Player ${id}`,
  position,
  rating,
  age,
});
const club = (id: string, players: MarketPlayer[], budget = 5_000_000, extra: Partial<MarketClub> = {}): MarketClub => ({
  id,
  name: `Club ${id}`,
  budget,
  reputation: 3,
  players,
  ...extra,
});
/** A roster of `size` players rated `rating`, positions in turn. */
const roster = (prefix: string, size: number, rating: number): MarketPlayer[] =>
  Array.from({ length: size }, (_, i) => player(`${prefix}${i}`, POSITIONS[i % POSITIONS.length]!, rating));

describe('sale outcome and its effects', () => {
  it('succeeds about half the time over seeded calls, and a seed always gives the same outcome', () => {
    let successes = 0;
    const total = 4_000;
    for (let i = 0; i < total; i += 1) {
      const key = `career-${i % 7}:1:${i}:sale:player-${i}`;
      const outcome = saleOutcome(keyedRng(key));
      expect(saleOutcome(keyedRng(key))).toBe(outcome);
      if (outcome) successes += 1;
    }
    expect(successes / total).toBeGreaterThan(0.47);
    expect(successes / total).toBeLessThan(0.53);
  });

  it('draws independent outcomes for neighbouring players and matchdays', () => {
    let same = 0;
    const total = 2_000;
    for (let i = 0; i < total; i += 1) {
      const a = saleOutcome(keyedRng(`career:1:${i % 22}:sale:player-${i}`));
      const b = saleOutcome(keyedRng(`career:1:${i % 22}:sale:player-${i + 1}`));
      const c = saleOutcome(keyedRng(`career:1:${(i % 22) + 1}:sale:player-${i}`));
      if (a === b) same += 1;
      if (a === c) same += 1;
    }
    expect(same / (2 * total)).toBeGreaterThan(0.45);
    expect(same / (2 * total)).toBeLessThan(0.55);
  });

  it('a failed sale lowers morale (not under 0) and blocks him until the next matchday', () => {
    expect(failedSaleEffects(60, 5)).toEqual({ morale: 50, cannotSellUntilMatchday: 6 });
    expect(failedSaleEffects(4, 5).morale).toBe(0);
    expect(isSaleBlocked(6, 5)).toBe(true);
    expect(isSaleBlocked(6, 6)).toBe(false);
    expect(isSaleBlocked(0, 1)).toBe(false);
  });

  it('refuses a sale that leaves fewer than 10 eligible players, or a blocked one', () => {
    const base = { eligibleCount: 11, playerIsEligible: true, cannotSellUntilMatchday: 0, currentMatchday: 3 };
    expect(saleRefusal(base)).toBeNull();
    expect(saleRefusal({ ...base, eligibleCount: 10 })).toBe(MARKET_MESSAGES.squadTooSmall(9));
    expect(MARKET_MESSAGES.squadTooSmall(9)).toContain('at least 10');
    expect(saleRefusal({ ...base, eligibleCount: 10, playerIsEligible: false })).toBeNull();
    expect(saleRefusal({ ...base, cannotSellUntilMatchday: 4 })).toBe(MARKET_MESSAGES.saleBlocked);
  });

  it('refuses a signing into a full roster or over the budget', () => {
    expect(signingRefusal({ rosterSize: 14, budget: 500_000, cost: 500_000 })).toBeNull();
    expect(signingRefusal({ rosterSize: 15, budget: 9_000_000, cost: 1 })).toBe(MARKET_MESSAGES.rosterFull);
    expect(signingRefusal({ rosterSize: 12, budget: 499_999, cost: 500_000 })).toBe(MARKET_MESSAGES.budgetTooLow(500_000));
  });

  it('prices every transfer at the market value, and ignores a price in the sell body', () => {
    expect(transferFee({ rating: 77, age: 24 })).toBe(marketValue(77, 24));
    expect(sellPayloadSchema.parse({ price: 1 })).toEqual({});
  });
});

describe('chooseBuyer', () => {
  const sold = player('star', 'C', 80);
  const fee = marketValue(80, 26);

  it('picks only AI clubs with room, money and a need at his position', () => {
    const clubs = [
      club('manager', roster('m', 10, 60), 20_000_000, { isManagerClub: true }),
      club('own', [sold, ...roster('o', 11, 60)]),
      club('full', roster('f', 15, 60)),
      club('poor', roster('p', 10, 60), fee - 1),
      club('deep', roster('d', 12, 85)), // two centres better than him
      club(
        'fit',
        roster('x', 12, 85).filter((p) => p.position !== 'C'),
      ),
    ];
    for (let seed = 0; seed < 50; seed += 1) expect(chooseBuyer(sold, clubs, keyedRng(`buyer:${seed}`))).toEqual({ clubId: 'fit', fee });
    expect(chooseBuyer(sold, clubs.slice(0, 5), keyedRng('buyer'))).toBeNull();
  });

  it('prefers clubs he would start for over clubs merely thin at his position, then picks by seed', () => {
    const thin = club('thin', [...roster('t', 10, 60).filter((p) => p.position !== 'C'), player('tc', 'C', 90)]);
    const starts = ['s1', 's2', 's3'].map((id) => club(id, roster(id, 12, 70)));
    const picks = new Set<string>();
    for (let seed = 0; seed < 100; seed += 1) {
      const pick = chooseBuyer(sold, [thin, ...starts], keyedRng(`buyer:${seed}`));
      expect(pick?.clubId).toMatch(/^s[123]$/);
      expect(chooseBuyer(sold, [...starts].reverse().concat(thin), keyedRng(`buyer:${seed}`))).toEqual(pick);
      picks.add(pick!.clubId);
    }
    expect(picks.size).toBe(3);
    expect(chooseBuyer(sold, [thin], keyedRng('buyer'))?.clubId).toBe('thin');
  });
});

describe('news and hidden potential', () => {
  it('writes the market_transfer texts', () => {
    expect(transferNews({ playerName: 'A B', position: 'PG', rating: 71, fromName: null, toName: 'Olimpia', fee: 350_000 })).toEqual({
      type: 'market_transfer',
      title: 'Olimpia sign A B',
      content: 'Olimpia signed free agent A B (PG, 71) for €350,000.',
    });
    expect(
      transferNews({ playerName: 'A B', position: 'C', rating: 80, fromName: 'Virtus', toName: 'Olimpia', fee: 1_200_000 }).content,
    ).toBe('Olimpia bought A B (C, 80) from Virtus for €1,200,000.');
  });

  it('shows the exact potential only for scouted players aged 24 or under', () => {
    expect(visiblePotential({ age: 24, potential: 88 }, { scouted: true })).toBe(88);
    expect(visiblePotential({ age: 25, potential: 88 }, { scouted: true })).toBeNull();
    expect(visiblePotential({ age: 19, potential: 88 }, { scouted: false })).toBeNull();
  });
});
