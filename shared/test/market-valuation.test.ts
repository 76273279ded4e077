import { describe, expect, it } from 'vitest';
import {
  ACCEPTANCE_METER,
  acceptanceMeter,
  createRng,
  decideOffer,
  marketValue,
  OFFER_MESSAGES,
  offerPayloadSchema,
  playerValuation,
  playerValuationSchema,
  rotationRank,
  roundUpToStep,
  keyedRng,
  type MarketPlayer,
  type PlayerValuation,
  type Rng,
  type ValuationContext,
} from '../src/index.js';

const N = 2_000;

function randomCase(rng: Rng): { player: { rating: number; age: number; potential: number }; context: ValuationContext } {
  const rating = rng.int(40, 95);
  return {
    player: { rating, age: rng.int(18, 37), potential: Math.min(99, rating + rng.int(0, 25)) },
    context: { rotationRank: rng.int(1, 5), squadSize: rng.int(8, 17), budget: rng.int(0, 25_000_000), buyerReputation: rng.int(1, 5) },
  };
}

function randomContext(rng: Rng, rotationRank: number, squad: [number, number] = [11, 14]): ValuationContext {
  return { rotationRank, squadSize: rng.int(squad[0], squad[1]), budget: rng.int(2_000_000, 20_000_000), buyerReputation: rng.int(1, 5) };
}

const veteran = { rating: 72, age: 27, potential: 74 };
const share = (count: number, total: number) => count / total;

describe('playerValuation', () => {
  it('gives the spec market value and 70%-130% range, an asking price in 75%-200% of it, ordered thresholds', () => {
    const rng = createRng(1);
    for (let i = 0; i < N; i += 1) {
      const { player, context } = randomCase(rng);
      const v = playerValuation(player, context);
      expect(playerValuationSchema.parse(v)).toEqual(v);
      expect(v.marketValue).toBe(marketValue(player.rating, player.age));
      expect(v.range).toEqual({ low: Math.round(v.marketValue * 0.7), high: Math.round(v.marketValue * 1.3) });
      expect(v.askingPrice).toBeGreaterThanOrEqual(v.marketValue * 0.75);
      expect(v.askingPrice).toBeLessThan(v.marketValue * 2 + 1_000);
      expect(v.askingPrice % 1_000).toBe(0);
      expect(v.closeFloor).toBeLessThan(v.counterFloor);
      expect(v.counterFloor).toBeLessThan(v.askingPrice);
      expect(v.counterAmount).toBeGreaterThanOrEqual(v.askingPrice);
      expect(v.counterAmount % 1_000).toBe(0);
    }
  });

  it('prices a key player at or over value, and can price a surplus one under it', () => {
    const rng = createRng(2);
    let surplusUnder = 0;
    for (let i = 0; i < N; i += 1) {
      const context = randomContext(rng, 1);
      expect(playerValuation(veteran, context).askingPrice).toBeGreaterThanOrEqual(marketValue(veteran.rating, veteran.age));
      if (playerValuation(veteran, { ...context, rotationRank: 3 }).askingPrice < marketValue(veteran.rating, veteran.age))
        surplusUnder += 1;
    }
    expect(share(surplusUnder, N)).toBeGreaterThan(0.3);
  });

  it('moves the price the way a club would', () => {
    const base: ValuationContext = { rotationRank: 2, squadSize: 13, budget: 8_000_000, buyerReputation: 3 };
    const ask = (context: Partial<ValuationContext>, player = veteran) => playerValuation(player, { ...base, ...context }).askingPrice;
    expect(ask({ rotationRank: 1 })).toBeGreaterThan(ask({ rotationRank: 2 }));
    expect(ask({ rotationRank: 2 })).toBeGreaterThan(ask({ rotationRank: 3 }));
    expect(ask({ rotationRank: 3 })).toBe(ask({ rotationRank: 7 }));
    // A squad at the minimum holds out; a full roster lets its bench go cheaper, never its starter.
    expect(ask({ squadSize: 10 })).toBeGreaterThan(ask({ squadSize: 13 }));
    expect(ask({ squadSize: 15 })).toBeLessThan(ask({ squadSize: 13 }));
    expect(ask({ squadSize: 16, rotationRank: 1 })).toBe(ask({ squadSize: 13, rotationRank: 1 }));
    // A poor club accepts earlier; a big name buys cheaper.
    expect(ask({ budget: 2_000_000 })).toBeLessThan(ask({ budget: 8_000_000 }));
    expect(ask({ budget: 8_000_000 })).toBeLessThan(ask({ budget: 20_000_000 }));
    expect(ask({ buyerReputation: 5 })).toBeLessThan(ask({ buyerReputation: 1 }));
    // Potential counts only where the spec shows it: 24 or under.
    expect(ask({}, { rating: 70, age: 21, potential: 88 })).toBeGreaterThan(ask({}, { rating: 70, age: 21, potential: 70 }));
    expect(ask({}, { rating: 70, age: 28, potential: 88 })).toBe(ask({}, { rating: 70, age: 28, potential: 70 }));
  });

  it('ranks a player in his club rotation by rating at his position, loaned players aside', () => {
    const p = (id: string, position: MarketPlayer['position'], rating: number, isOnLoan = false): MarketPlayer => ({
      id,
      name: id,
      position,
      rating,
      age: 25,
      isOnLoan,
    });
    const club = [p('a', 'PG', 80), p('b', 'PG', 75), p('c', 'PG', 75), p('d', 'C', 90), p('e', 'PG', 85, true)];
    expect(rotationRank(club[0]!, club)).toBe(1);
    expect(rotationRank(club[1]!, club)).toBe(2);
    expect(rotationRank(club[2]!, club)).toBe(3);
    expect(rotationRank(club[3]!, club)).toBe(1);
    expect(rotationRank(p('new', 'C', 95), club)).toBe(1);
  });
});

describe('decideOffer', () => {
  it('names a counter amount that the same club accepts, whatever the draw (many random cases)', () => {
    const rng = createRng(3);
    let counters = 0;
    for (let i = 0; i < N; i += 1) {
      const { player, context } = randomCase(rng);
      const v = playerValuation(player, context);
      const offer = rng.int(Math.round(v.askingPrice * 0.4), Math.round(v.askingPrice * 1.3));
      const key = `career:1:${i}:offer:p${i}`;
      const answer = decideOffer(v, offer, keyedRng(key));
      if (answer.decision !== 'COUNTER_OFFER') continue;
      counters += 1;
      expect(answer.counterAmount).toBe(v.counterAmount);
      expect(answer.counterAmount).toBeGreaterThan(offer);
      expect(answer.message).toContain(v.counterAmount.toLocaleString('en-US'));
      expect(decideOffer(v, v.counterAmount).decision).toBe('ACCEPT');
      expect(decideOffer(v, v.counterAmount, keyedRng(key)).decision).toBe('ACCEPT');
      expect(decideOffer(v, v.counterAmount, keyedRng(`other:${i}`)).decision).toBe('ACCEPT');
    }
    expect(counters).toBeGreaterThan(N / 20);
  });

  it('says how far off a rejection was', () => {
    const v = playerValuation(veteran, { rotationRank: 1, squadSize: 13, budget: 8_000_000, buyerReputation: 3 });
    expect(decideOffer(v, v.askingPrice)).toEqual({ decision: 'ACCEPT', message: OFFER_MESSAGES.accept(v.askingPrice) });
    expect(decideOffer(v, v.askingPrice - 1).decision).toBe('COUNTER_OFFER');
    expect(decideOffer(v, v.counterFloor - 1)).toEqual({ decision: 'REJECT', message: OFFER_MESSAGES.close });
    expect(OFFER_MESSAGES.close).toMatch(/^Close, but not quite/);
    expect(decideOffer(v, v.closeFloor - 1)).toEqual({ decision: 'REJECT', message: OFFER_MESSAGES.far });
    expect(OFFER_MESSAGES.far).toContain('not even close');
    expect(decideOffer(v, Number.NaN).decision).toBe('REJECT');
  });

  it('is the same for the same seed, and with one seed a higher offer is accepted whenever a lower one was', () => {
    const rng = createRng(4);
    let moodAccepts = 0;
    for (let i = 0; i < 300; i += 1) {
      const { player, context } = randomCase(rng);
      const v = playerValuation(player, context);
      const key = `career:2:${i}:offer:x`;
      let acceptedBelow = false;
      for (let amount = v.counterFloor; amount <= v.askingPrice; amount += Math.max(1, Math.round((v.askingPrice - v.counterFloor) / 20))) {
        const answer = decideOffer(v, amount, keyedRng(key));
        expect(decideOffer(v, amount, keyedRng(key))).toEqual(answer);
        if (acceptedBelow) expect(answer.decision).toBe('ACCEPT');
        if (answer.decision === 'ACCEPT') {
          acceptedBelow = true;
          if (amount < v.askingPrice) moodAccepts += 1;
        }
      }
    }
    // The mood sometimes takes an offer just under the price, but not usually.
    expect(moodAccepts).toBeGreaterThan(0);
  });

  it('calibration: bench players go for 110% of value, starters not for 100%, nobody for 50%', () => {
    const rng = createRng(5);
    let surplusAccepted = 0;
    let backupAccepted = 0;
    let starterAccepted = 0;
    for (let i = 0; i < N; i += 1) {
      const value = marketValue(veteran.rating, veteran.age);
      const mood = keyedRng(`mood:${i}`);
      if (decideOffer(playerValuation(veteran, randomContext(rng, 3)), roundUpToStep(value * 1.1), mood).decision === 'ACCEPT')
        surplusAccepted += 1;
      if (decideOffer(playerValuation(veteran, randomContext(rng, 2)), roundUpToStep(value * 1.1), mood).decision === 'ACCEPT')
        backupAccepted += 1;
      if (decideOffer(playerValuation(veteran, randomContext(rng, 1)), value, mood).decision === 'ACCEPT') starterAccepted += 1;
      const { player, context } = randomCase(rng);
      const half = Math.floor(marketValue(player.rating, player.age) / 2);
      expect(decideOffer(playerValuation(player, context), half, mood)).toEqual({ decision: 'REJECT', message: OFFER_MESSAGES.far });
    }
    expect(share(surplusAccepted, N)).toBeGreaterThan(0.95);
    expect(share(backupAccepted, N)).toBeGreaterThan(0.5);
    expect(share(starterAccepted, N)).toBeLessThan(0.1);
  });

  it('a squad at its minimum never sells a starter cheaply', () => {
    const rng = createRng(6);
    for (let i = 0; i < N; i += 1) {
      const { player, context } = randomCase(rng);
      const v = playerValuation(player, { ...context, rotationRank: 1, squadSize: rng.int(5, 10) });
      const value = marketValue(player.rating, player.age);
      expect(decideOffer(v, roundUpToStep(value * 1.2), keyedRng(`mood:${i}`)).decision).not.toBe('ACCEPT');
    }
  });
});

describe('acceptanceMeter', () => {
  const decisionOfLabel = { Acceptable: 'ACCEPT', Negotiable: 'COUNTER_OFFER', Close: 'REJECT', 'Not even close': 'REJECT' } as const;

  function check(v: PlayerValuation, amounts: number[]) {
    let previous = -1;
    for (const amount of amounts.sort((a, b) => a - b)) {
      const meter = acceptanceMeter(v, amount);
      const answer = decideOffer(v, amount);
      expect(meter.value).toBeGreaterThanOrEqual(previous);
      expect(meter.value).toBeGreaterThanOrEqual(0);
      expect(meter.value).toBeLessThanOrEqual(1);
      expect(meter.value >= ACCEPTANCE_METER.accept).toBe(answer.decision === 'ACCEPT');
      expect(answer.decision).toBe(decisionOfLabel[meter.label]);
      if (meter.label === 'Close') expect(answer.message).toBe(OFFER_MESSAGES.close);
      if (meter.label === 'Not even close') expect(answer.message).toBe(OFFER_MESSAGES.far);
      previous = meter.value;
    }
  }

  it('rises with the offer and crosses the accept mark exactly where decideOffer accepts (many random cases)', () => {
    const rng = createRng(7);
    for (let i = 0; i < 200; i += 1) {
      const { player, context } = randomCase(rng);
      const v = playerValuation(player, context);
      const edges = [v.closeFloor, v.counterFloor, v.askingPrice].flatMap((e) => [e - 1, e, e + 1]);
      const random = Array.from({ length: 30 }, () => rng.int(0, v.askingPrice * 2));
      check(v, [0, 1, ...edges, ...random, v.askingPrice * 10]);
    }
  });

  it('is 0 at half the asking price or less and 1 from 125% of it', () => {
    const v = playerValuation(veteran, { rotationRank: 2, squadSize: 13, budget: 8_000_000, buyerReputation: 3 });
    expect(acceptanceMeter(v, v.askingPrice / 2).value).toBe(0);
    expect(acceptanceMeter(v, v.askingPrice).value).toBe(ACCEPTANCE_METER.accept);
    expect(acceptanceMeter(v, v.askingPrice * 1.25).value).toBe(1);
    expect(acceptanceMeter(v, v.counterFloor)).toEqual({ value: ACCEPTANCE_METER.counter, label: 'Negotiable' });
  });
});

describe('offer payload', () => {
  it('answers the spec texts for a missing amount or team', () => {
    const error = (body: unknown) => offerPayloadSchema.safeParse(body).error?.issues.map((i) => i.message);
    expect(error({ playerId: 'p', sellerTeamId: 't', offerAmount: 'abc' })).toEqual(['Please enter a valid offer amount']);
    expect(error({ playerId: 'p', sellerTeamId: 't' })).toEqual(['Please enter a valid offer amount']);
    expect(error({ playerId: 'p', sellerTeamId: 't', offerAmount: 0 })).toEqual(['Please enter a valid offer amount']);
    expect(error({ playerId: 'p', sellerTeamId: 't', offerAmount: 1e20 })).toEqual(['Please enter a valid offer amount']);
    expect(error({ playerId: 'p', offerAmount: 1000 })).toEqual(['Team information is missing']);
    expect(offerPayloadSchema.parse({ playerId: 'p', sellerTeamId: 't', offerAmount: '250000' }).offerAmount).toBe(250_000);
  });
});
