import { describe, expect, it } from 'vitest';
import {
  agentRequestRefusal,
  agreesToRenew,
  decideJoin,
  decideRenewal,
  expectedStars,
  keyedRng,
  moneyPull,
  REFUSAL,
  refusalExplanationSchema,
  refusalWeights,
  seasonWage,
  formatEuros,
  standingPull,
  type RefusalSituation,
} from '../src/index.js';

const situation = (extra: Partial<RefusalSituation> = {}): RefusalSituation => ({
  morale: 50,
  playingTime: 'rotation',
  club: { reputation: 3, position: null, clubs: 16, results: [] },
  offered: 10_000,
  ask: 10_000,
  ...extra,
});

describe('the weights of a refusal', () => {
  it('share the points against him, summing to exactly 1, heaviest first; points for him are no reason', () => {
    expect(refusalWeights({ morale: -30, role: -6, club: -10, money: 5 })).toEqual([
      { factor: 'morale', weight: 0.65 },
      { factor: 'club', weight: 0.22 },
      { factor: 'role', weight: 0.13 },
    ]);
    const thirds = refusalWeights({ morale: -1, role: -1, club: -1, money: 0 });
    expect(thirds.reduce((s, w) => s + w.weight, 0)).toBeCloseTo(1, 10);
    expect(thirds[0]?.weight).toBe(0.34);
    expect(refusalWeights({ morale: 10, role: 3, club: 0, money: 0 })).toEqual([]);
  });

  it('reads the table and the money: top +, bottom -, short of his ask costs, at or over his ask nothing', () => {
    expect(standingPull({ position: 1, clubs: 16 })).toBe(REFUSAL.standingPoints);
    expect(standingPull({ position: 16, clubs: 16 })).toBe(-REFUSAL.standingPoints);
    expect(standingPull({ position: null, clubs: 16 })).toBe(0);
    expect(moneyPull(8_000, 10_000)).toBeCloseTo(-10);
    expect(moneyPull(12_000, 10_000)).toBe(0);
    expect(expectedStars(79)).toBe(4);
    expect(expectedStars(30)).toBe(1);
  });
});

describe('a renewal', () => {
  it('keeps the seeded draw on his morale as its decision, for every morale and seed', () => {
    for (let seed = 0; seed < 40; seed++)
      for (const morale of [0, 10, 25, 40, 49, 50, 80]) {
        const before = agreesToRenew(morale, keyedRng(`renewal-${seed}`));
        const answer = decideRenewal(
          situation({ morale, playingTime: 'bench', club: { reputation: 1, position: 16, clubs: 16, results: ['L', 'L'] } }),
          keyedRng(`renewal-${seed}`),
        );
        expect(answer.accepted).toBe(before);
      }
  });

  it('blames his morale, his minutes and the club by the points each takes off, with a lever each', () => {
    const seed = Array.from({ length: 50 }, (_, i) => `no-${i}`).find((s) => !agreesToRenew(20, keyedRng(s)));
    if (!seed) throw new Error('no refusing seed');
    const answer = decideRenewal(
      situation({ morale: 20, playingTime: 'bench', club: { reputation: 3, position: 12, clubs: 16, results: ['W', 'L', 'L', 'L', 'L'] } }),
      keyedRng(seed),
    );
    expect(refusalExplanationSchema.parse(answer)).toEqual(answer);
    // Morale 30 points under 50, bench 6, results 6 and 12th of 16 about 4.7: 46.7 in all.
    expect(answer.reasons.map((r) => [r.factor, r.weight])).toEqual([
      ['morale', 0.64],
      ['club', 0.23],
      ['role', 0.13],
    ]);
    expect(answer.reasons[1]?.label).toBe('The club is 12th of 16 and has won 1 of its last 5');
    expect(answer.wouldChange).toEqual([
      'his morale at 50 or more (now 20)',
      'better results: the club is 12th of 16 and has won 1 of its last 5',
      'a starting role: more minutes in the next games',
    ]);
  });
});

describe('joining a club', () => {
  it('leaves the market as it was for a fair player at a fair club: only a bench place in the worst mood refuses', () => {
    for (const morale of [0, 25, 50, 100])
      for (const playingTime of ['starter', 'rotation', 'bench'] as const)
        expect(decideJoin({ ...situation({ morale, playingTime }), rating: 65 }).accepted).toBe(!(morale === 0 && playingTime === 'bench'));
  });

  it('refuses a star at a losing club two stars below him, naming the stars and the results and what would do', () => {
    const answer = decideJoin({
      ...situation({ playingTime: 'starter', club: { reputation: 2, position: 14, clubs: 16, results: ['L', 'L', 'L', 'L', 'L'] } }),
      rating: 85,
    });
    expect(answer.accepted).toBe(false);
    expect(answer.reasons).toEqual([
      {
        factor: 'club',
        label: 'Your club has 2 stars; he expects 5; your club is 14th of 16 and has won 0 of its last 5',
        weight: 1,
      },
    ]);
    expect(answer.wouldChange).toEqual([
      'a club of 5 stars or more, or better results: your club is 14th of 16 and has won 0 of its last 5',
    ]);
    // The same club winning: he comes.
    expect(
      decideJoin({
        ...situation({ playingTime: 'starter', club: { reputation: 2, position: 3, clubs: 16, results: ['W', 'W', 'W', 'W', 'W'] } }),
        rating: 85,
      }).accepted,
    ).toBe(true);
  });

  it('names the morale he would need to carry the rest', () => {
    const answer = decideJoin({
      ...situation({ morale: 0, playingTime: 'bench', club: { ...situation().club, results: ['L', 'L', 'L', 'L', 'L'] } }),
      rating: 40,
    });
    expect(answer.accepted).toBe(false);
    expect(answer.reasons.map((r) => r.factor)).toEqual(['morale', 'club', 'role']);
    // 36 points against him, 16 past the line: his morale must rise 40 points (16 / 0.4) from 0.
    expect(answer.wouldChange[0]).toBe('his morale at 40 or more (now 0)');
    expect(
      decideJoin({
        ...situation({ morale: 40, playingTime: 'bench', club: { ...situation().club, results: ['L', 'L', 'L', 'L', 'L'] } }),
        rating: 40,
      }).accepted,
    ).toBe(true);
  });
});

describe("an agent's request", () => {
  it('a raise is the money first, with the wage he asks as its lever; a content mood is no reason', () => {
    const answer = agentRequestRefusal(situation({ morale: 40, offered: 6_000, ask: 10_000 }), 26);
    expect(answer.reasons).toEqual([
      {
        factor: 'money',
        label: `${formatEuros(seasonWage(6_000))} a season against his ask of ${formatEuros(seasonWage(10_000))}`,
        weight: 1,
      },
    ]);
    expect(answer.wouldChange).toEqual([`an offer of at least ${formatEuros(seasonWage(10_000))} a season`]);
  });

  it('a transfer request names his mood, with the line above which he would not have asked', () => {
    const answer = agentRequestRefusal(situation({ morale: 10, playingTime: 'unused' }), 26);
    expect(answer.reasons.map((r) => r.factor)).toEqual(['morale', 'role']);
    expect(answer.wouldChange[0]).toBe('his morale at 26 or more (now 10)');
  });
});
