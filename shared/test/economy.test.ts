import { describe, expect, it } from 'vitest';
import {
  AI_WAGE_TARGET_SHARE,
  agreesToRenew,
  createRng,
  cupFinishes,
  decideSale,
  driftMorale,
  keyedRng,
  leaguePrize,
  LEAGUE_PRIZE_BY_PLACE,
  MARKET_MESSAGES,
  matchdayAccounts,
  moraleAfterResult,
  moraleBaseline,
  MORALE_BASELINE,
  planAiMarketMoves,
  planAiRenewals,
  playerTalk,
  projectedIncome,
  promiseVerdict,
  PLAYING_TIME_PROMISE,
  renewalRefusalChance,
  RENEWAL,
  runningCostsPerGame,
  saleOption,
  seasonWage,
  severance,
  sponsorIncomePerGame,
  startSalaryFactor,
  START_WAGE_SHARE,
  teamMeeting,
  tvIncomePerGame,
  wageAsk,
  wageBudget,
  wageBudgetRefusal,
  type MarketClub,
  type MarketPlayer,
} from '../src/index.js';

const player = (rating: number, age = 27, morale = 50) => ({ overallRating: rating, age, morale });

describe('a player’s wage ask', () => {
  it('grows with his rating and his club’s reputation, is lower for youngsters and veterans, and moves with his mood', () => {
    expect(wageAsk(player(85), 4)).toBeGreaterThan(wageAsk(player(70), 4));
    expect(wageAsk(player(80), 5)).toBeGreaterThan(wageAsk(player(80), 3));
    expect(wageAsk(player(80, 20), 4)).toBeLessThan(wageAsk(player(80, 27), 4));
    expect(wageAsk(player(80, 35), 4)).toBeLessThan(wageAsk(player(80, 27), 4));
    // A miserable player asks 20% more, a delighted one 20% less (rounded to hundreds).
    const middle = wageAsk(player(80, 27, 50), 4);
    expect(wageAsk(player(80, 27, 0), 4) / middle).toBeCloseTo(1.2, 1);
    expect(wageAsk(player(80, 27, 100), 4) / middle).toBeCloseTo(0.8, 1);
    expect(wageAsk(player(80), 4) % 100).toBe(0);
  });

  it('refuses a signing whose season wages take the bill past the wage budget, and names both figures', () => {
    expect(wageBudgetRefusal({ wageBill: 2_000_000, addedSalary: 10_000, wageBudget: 2_300_000 })).toBeNull();
    const refusal = wageBudgetRefusal({ wageBill: 2_000_000, addedSalary: 20_000, wageBudget: 2_300_000 });
    expect(refusal).toContain('€2,440,000');
    expect(refusal).toContain('€2,300,000');
  });
});

describe('renewals and releases', () => {
  it('a happy player always agrees; below morale 50 the refusal chance rises to 80% at 0, one draw', () => {
    expect(renewalRefusalChance(RENEWAL.acceptMorale)).toBe(0);
    expect(renewalRefusalChance(100)).toBe(0);
    expect(renewalRefusalChance(25)).toBeCloseTo(0.4);
    expect(renewalRefusalChance(0)).toBeCloseTo(RENEWAL.maxRefusal);
    const agreed = Array.from({ length: 2_000 }, (_, i) => agreesToRenew(0, keyedRng(`renew:${i}`))).filter(Boolean).length;
    expect(agreed / 2_000).toBeGreaterThan(0.16);
    expect(agreed / 2_000).toBeLessThan(0.24);
  });

  it('severance is the rest of this season and half of each later season', () => {
    expect(severance({ salary: 10_000, gamesLeftThisSeason: 5, laterSeasons: 0 })).toBe(50_000);
    expect(severance({ salary: 10_000, gamesLeftThisSeason: 5, laterSeasons: 2 })).toBe(50_000 + seasonWage(10_000));
  });

  it('an AI club re-signs its best players within its wage target and lets the rest go', () => {
    const club = { id: 'c', reputation: 3, leagueLevel: 0.86 };
    const target = projectedIncome(club).total * AI_WAGE_TARGET_SHARE;
    const players = Array.from({ length: 14 }, (_, i) => ({
      id: `p${String(i).padStart(2, '0')}`,
      overallRating: 80 - i,
      age: 26,
      morale: 70,
      salary: 12_000,
      // Every other player's contract ends now.
      contractEndsSeason: i % 2 === 0 ? 1 : 3,
    }));
    const decisions = planAiRenewals(club, players, 1, createRng(3));
    expect(decisions).toHaveLength(7);
    // Ranks 13 and 14 (indices 12 and 13) are outside the best 11: the expiring one of them goes.
    expect(decisions.find((d) => d.playerId === 'p12')?.renewal).toBeNull();
    const kept = players.filter((p) => p.contractEndsSeason > 1).reduce((s, p) => s + seasonWage(p.salary), 0);
    const renewed = decisions.reduce((s, d) => s + seasonWage(d.renewal?.salary ?? 0), 0);
    expect(kept + renewed).toBeLessThanOrEqual(target);
    for (const d of decisions) if (d.renewal) expect(d.renewal.endsSeason).toBeGreaterThanOrEqual(2);
  });
});

describe('a club’s books', () => {
  const club = { reputation: 4, leagueLevel: 0.9, form: ['W', 'L'] as const };

  it('earns and pays nothing on a matchday it does not play', () => {
    expect(matchdayAccounts(club, [], 50_000)).toEqual({ gates: 0, tv: 0, sponsors: 0, wages: -0, runningCosts: -0, games: 0, net: 0 });
  });

  it('takes a gate at home only, TV for league games, sponsors, wages and running costs for every game', () => {
    const home = matchdayAccounts(club, [{ home: true, league: true, visitorReputation: 3 }], 50_000);
    const away = matchdayAccounts(club, [{ home: false, league: true, visitorReputation: 3 }], 50_000);
    const cup = matchdayAccounts(club, [{ home: true, league: false, visitorReputation: 5 }], 50_000);
    expect(home.gates).toBeGreaterThan(0);
    expect(away.gates).toBe(0);
    expect(home.tv).toBe(tvIncomePerGame(0.9));
    expect(cup.tv).toBe(0);
    expect(cup.gates).toBeGreaterThan(home.gates); // a famous visitor fills the arena
    expect(home.sponsors).toBe(sponsorIncomePerGame(4));
    expect(home.wages).toBe(-50_000);
    expect(home.runningCosts).toBe(-runningCostsPerGame(club));
    expect(home.net).toBe(home.gates + home.tv + home.sponsors + home.wages + home.runningCosts);
    const two = matchdayAccounts(
      club,
      [
        { home: true, league: true, visitorReputation: 3 },
        { home: false, league: false, visitorReputation: 3 },
      ],
      50_000,
    );
    expect(two.wages).toBe(-100_000);
  });

  it('allows wages up to three quarters of the projected income plus a tenth of reserves', () => {
    const standing = { reputation: 4, leagueLevel: 0.9 };
    expect(wageBudget(standing, 500_000)).toBe(Math.round(projectedIncome(standing).total * 0.75));
    expect(wageBudget(standing, 10_500_000) - wageBudget(standing, 500_000)).toBe(1_000_000);
  });

  it('pays prize money by place times the league’s level, and the Cup by how far a club went', () => {
    expect(leaguePrize(1, 1)).toBe(LEAGUE_PRIZE_BY_PLACE[0]);
    expect(leaguePrize(1, 0.5)).toBe(LEAGUE_PRIZE_BY_PLACE[0] / 2);
    expect(leaguePrize(12, 1)).toBe(0);
    const seeds = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    expect(new Set(cupFinishes(seeds, []).values())).toEqual(new Set(['QF']));
  });

  it('starts a world’s wage bills within the band: only clubs outside it scale', () => {
    expect(startSalaryFactor(500_000, 1_000_000)).toBe(1);
    expect(startSalaryFactor(1_000_000, 1_000_000) * 1_000_000).toBeCloseTo(START_WAGE_SHARE[1] * 1_000_000);
    expect(startSalaryFactor(100_000, 1_000_000) * 100_000).toBeCloseTo(START_WAGE_SHARE[0] * 1_000_000);
  });
});

describe('morale’s pull to the middle', () => {
  it('sets a baseline from playing time, results and pay', () => {
    const happy = moraleBaseline({ playingTime: 'starter', results: ['W', 'W', 'W', 'W', 'W'], salary: 20_000, ask: 15_000 });
    expect(happy).toMatchObject({ playingTime: MORALE_BASELINE.playingTime.starter, results: 10, pay: MORALE_BASELINE.paidWell });
    expect(happy.value).toBe(50 + 10 + 10 + 5);
    const sad = moraleBaseline({ playingTime: 'unused', results: ['L', 'L', 'L', 'L', 'L'], salary: 5_000, ask: 15_000 });
    expect(sad.value).toBe(50 - 12 - 10 - 8);
  });

  it('drifts 30% of the way each matchday, at least a point, never past the baseline', () => {
    expect(driftMorale(20, 70)).toBe(35);
    expect(driftMorale(69, 70)).toBe(70);
    expect(driftMorale(90, 40)).toBe(75);
    expect(driftMorale(50, 50)).toBe(50);
  });

  it('keeps a losing side off 0 and a winning side off 100 over a season', () => {
    let losing = 60;
    let winning = 60;
    for (let i = 0; i < 22; i += 1) {
      losing = driftMorale(
        moraleAfterResult(losing, 70, 90),
        moraleBaseline({ playingTime: 'starter', results: ['L', 'L', 'L', 'L', 'L'], salary: 10_000, ask: 10_000 }).value,
      );
      winning = driftMorale(
        moraleAfterResult(winning, 90, 70),
        moraleBaseline({ playingTime: 'starter', results: ['W', 'W', 'W', 'W', 'W'], salary: 10_000, ask: 10_000 }).value,
      );
    }
    expect(losing).toBeGreaterThan(20);
    expect(winning).toBeLessThan(92);
  });

  it('a team meeting lifts more often after defeats than after wins, and less soon after the last one', () => {
    const lifts = (results: ('W' | 'L')[], since: number | null) =>
      Array.from({ length: 1_000 }, (_, i) => teamMeeting({ results, matchdaysSinceLast: since }, keyedRng(`m:${i}`))).filter(
        (r) => r.outcome === 'lifted',
      ).length;
    const afterDefeats = lifts(['L', 'L', 'L', 'L', 'W'], null);
    const afterWins = lifts(['W', 'W', 'W', 'W', 'L'], null);
    expect(afterDefeats).toBeGreaterThan(afterWins + 100);
    expect(lifts(['L', 'L', 'L', 'L', 'W'], 1)).toBeLessThan(afterDefeats - 100);
    const result = teamMeeting({ results: ['L', 'L', 'L'], matchdaysSinceLast: null }, keyedRng('m:explained'));
    expect(result.message).toMatch(/defeats|switched off|same speech|both ways/);
  });

  it('criticism fires up veterans more often than youngsters; praise works best on a player who is down', () => {
    const works = (kind: 'praise' | 'criticise', age: number, morale: number) =>
      Array.from({ length: 1_000 }, (_, i) => playerTalk(kind, { name: 'X', age, morale }, keyedRng(`t:${i}`))).filter(
        (r) => r.outcome === 'lifted',
      ).length;
    expect(works('criticise', 32, 60)).toBeGreaterThan(works('criticise', 21, 60) + 150);
    expect(works('praise', 25, 30)).toBeGreaterThan(works('praise', 25, 80) + 150);
  });

  it('judges a promise on its games: kept at the promised minutes, broken below, and costs more broken than it gave', () => {
    expect(promiseVerdict([30, 25])).toBeNull();
    expect(promiseVerdict([20, 20, 20])).toMatchObject({ kept: true, change: PLAYING_TIME_PROMISE.kept });
    expect(promiseVerdict([30, 10, 5])).toMatchObject({ kept: false, change: -PLAYING_TIME_PROMISE.broken });
    expect(PLAYING_TIME_PROMISE.broken).toBeGreaterThan(PLAYING_TIME_PROMISE.now);
  });
});

describe('sales the game offers', () => {
  const seller: MarketPlayer = { id: 'star', name: 'Star', position: 'PG', rating: 80, age: 26, salary: 10_000, morale: 50 };
  const clubs = (budget: number, wageLimit = 50_000_000): MarketClub[] => [
    { id: 'me', name: 'Me', budget: 1_000_000, reputation: 3, isManagerClub: true, players: [seller] },
    { id: 'b', name: 'Buyer', budget, reputation: 3, players: [], wageBill: 0, wageLimit },
  ];
  const input = (list: MarketClub[], eligibleCount = 12) => ({
    player: seller,
    eligibleCount,
    playerIsEligible: true,
    cannotSellUntilMatchday: 0,
    currentMatchday: 3,
    clubs: list,
  });

  it('is not offered when no club can pay the fee or the wages, or the squad would fall under its minimum, and says why', () => {
    expect(saleOption(input(clubs(0)))).toEqual({ offered: false, reason: MARKET_MESSAGES.noBuyer });
    expect(saleOption(input(clubs(5_000_000, 0)))).toEqual({ offered: false, reason: MARKET_MESSAGES.noBuyer });
    expect(saleOption(input(clubs(5_000_000), 10)).offered).toBe(false);
    expect(saleOption(input(clubs(5_000_000)))).toEqual({ offered: true, reason: null });
  });

  it('an offered sale succeeds at the rules page’s rate, and never fails for want of a buyer', () => {
    let successes = 0;
    for (let i = 0; i < 4_000; i += 1) {
      const d = decideSale(input(clubs(5_000_000)), keyedRng(`sale:${i}`));
      expect(d.offered).toBe(true);
      if (d.offered && d.success) {
        successes += 1;
        expect(d.buyerId).toBe('b');
      }
    }
    expect(successes / 4_000).toBeGreaterThan(0.47);
    expect(successes / 4_000).toBeLessThan(0.53);
  });

  it('AI clubs buy only within their wage limit, and a club in the red sells its best-paid player', () => {
    const squad = (club: string, n: number, salary: number): MarketPlayer[] =>
      Array.from({ length: n }, (_, i) => ({
        id: `${club}${i}`,
        name: `${club}${i}`,
        position: (['PG', 'SG', 'SF', 'PF', 'C'] as const)[i % 5] ?? 'PG',
        rating: 60 + i,
        age: 26,
        salary: salary + i,
        morale: 50,
      }));
    const broke: MarketClub = {
      id: 'broke',
      name: 'Broke',
      budget: 100_000,
      reputation: 3,
      players: squad('x', 14, 20_000),
      wageBill: 0,
      wageLimit: 0,
      wageBudget: 10,
    };
    const rich: MarketClub = {
      id: 'rich',
      name: 'Rich',
      budget: 20_000_000,
      reputation: 4,
      players: squad('y', 11, 1_000),
      wageBill: 0,
      wageLimit: 30_000_000,
      wageBudget: 30_000_000,
    };
    const capped: MarketClub = {
      id: 'capped',
      name: 'Capped',
      budget: 20_000_000,
      reputation: 4,
      players: squad('z', 11, 1_000),
      wageBill: 5_000_000,
      wageLimit: 5_000_000,
      wageBudget: 6_000_000,
    };
    const moves = planAiMarketMoves({ clubs: [broke, rich, capped], freeAgents: [] }, keyedRng('ai:distress'));
    const distress = moves.filter((m) => m.distress);
    expect(distress).toHaveLength(1);
    expect(distress[0]).toMatchObject({ fromClubId: 'broke', toClubId: 'rich', playerId: 'x13' });
    expect(moves.some((m) => m.toClubId === 'capped')).toBe(false);
    for (const m of moves) {
      expect(m.salary).toBeGreaterThan(0);
      expect(m.contractSeasons).toBeGreaterThanOrEqual(1);
      expect(m.contractSeasons).toBeLessThanOrEqual(4);
    }
  });
});
