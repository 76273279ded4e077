import { describe, expect, it } from 'vitest';
import {
  BOARD,
  confidenceAfter,
  createRng,
  EMPTY_RECORD,
  expectedWinChance,
  jobOffers,
  managerReputationOf,
  midSeasonInterest,
  setObjectives,
  shouldSack,
  type BoardState,
  type OfferClub,
} from '../src/index.js';

const league = Array.from({ length: 12 }, (_, i) => ({
  id: `c${i}`,
  reputation: 5 - Math.floor(i / 3),
  budget: 20_000_000 - i * 1_000_000,
}));
const at = { season: 2, matchday: 5 };
const start: BoardState = { confidence: BOARD.confidenceStart, reasons: [] };

describe('the board’s objectives', () => {
  it('asks more of a big club than of a small one, within its league', () => {
    const big = setObjectives({ club: league[0]!, league, cupSeed: 0, balance: 10_000_000, hasAcademy: true });
    const small = setObjectives({ club: league[11]!, league, cupSeed: null, balance: 1_030_000, hasAcademy: false });
    expect(big.place).toEqual({ target: 1 + BOARD.placeSlack, expected: 1, teams: 12 });
    expect(small.place.target).toBe(12);
    expect(big.cup).toBe('F');
    expect(small.cup).toBeNull();
    expect(big.budgetFloor).toBe(5_000_000);
    expect(small.budgetFloor).toBe(500_000);
    expect(big.academy).toBe('promote');
    expect(small.academy).toBeNull();
    expect(setObjectives({ club: league[1]!, league, cupSeed: 5, balance: 0, hasAcademy: false }).academy).toBe('open');
    expect(setObjectives({ club: league[1]!, league, cupSeed: 5, balance: 0, hasAcademy: false }).cup).toBe('QF');
  });
});

describe('the board’s confidence', () => {
  it('counts beating a stronger side more than beating a weaker one, and losing to a weaker side most', () => {
    const result = (won: boolean, own: number, opp: number) =>
      confidenceAfter(start, { kind: 'result', won, opponent: 'X', own, opponentStrength: opp, home: true }, at).confidence -
      start.confidence;
    expect(result(true, 60, 70)).toBeGreaterThan(result(true, 70, 60));
    expect(result(false, 70, 60)).toBeLessThan(result(false, 60, 70));
    expect(result(false, 70, 60)).toBeLessThan(0);
    expect(expectedWinChance(60, 60, true)).toBeGreaterThan(0.5);
  });

  it('keeps its reasons newest first, dated, and stays within 0..100', () => {
    let s = confidenceAfter(start, { kind: 'money', balance: 0, floor: 100_000 }, at);
    expect(s.reasons[0]).toMatchObject({ delta: BOARD.belowFloorPerMatchday, season: 2, matchday: 5 });
    s = confidenceAfter({ confidence: 1, reasons: [] }, { kind: 'money', balance: 0, floor: 100_000 }, at);
    expect(s.confidence).toBe(0);
    const full = Array.from({ length: 20 }, (_, i) => i).reduce(
      (st) => confidenceAfter(st, { kind: 'result', won: true, opponent: 'X', own: 50, opponentStrength: 80, home: false }, at),
      start,
    );
    expect(full.confidence).toBe(BOARD.confidenceMax);
    expect(full.reasons).toHaveLength(BOARD.reasonsKept);
  });

  it('judges the objectives at season end and pulls back toward the start for a new season', () => {
    const outcome = {
      place: { finished: 9, target: 4 },
      cup: { finish: 'QF' as const, target: 'SF' as const },
      budget: { balance: 100, floor: 1_000 },
      academy: { kind: 'promote' as const, met: false },
    };
    const missed = confidenceAfter(start, { kind: 'season-end', outcome }, at);
    const O = BOARD.objective;
    expect(missed.confidence).toBe(start.confidence + O.place.missed + O.cup.missed + O.budget.missed + O.academy.missed);
    const pulled = confidenceAfter({ confidence: 10, reasons: [] }, { kind: 'new-season' }, at);
    expect(pulled.confidence).toBe(10 + Math.round((BOARD.confidenceStart - 10) * BOARD.seasonPullToStart));
  });
});

describe('the sack', () => {
  it('comes at zero confidence, never in his first season at the club nor in his first matchdays', () => {
    expect(shouldSack(0, { startSeason: 1, season: 1, matchdays: 40 })).toBe(false);
    expect(shouldSack(0, { startSeason: 1, season: 2, matchdays: BOARD.graceMatchdays })).toBe(false);
    expect(shouldSack(0, { startSeason: 1, season: 2, matchdays: BOARD.graceMatchdays + 1 })).toBe(true);
    expect(shouldSack(1, { startSeason: 1, season: 3, matchdays: 60 })).toBe(false);
  });
});

describe('job offers', () => {
  const clubs: OfferClub[] = league.map((c) => ({ ...c, name: c.id, league: 'L' }));
  it('offer a proven winner better clubs than a sacked loser', () => {
    const winner = { ...EMPTY_RECORD, seasons: 5, wins: 120, losses: 30, titles: 3, objectivesMet: 18, objectivesSet: 20 };
    const loser = { ...EMPTY_RECORD, seasons: 3, wins: 20, losses: 70, objectivesMet: 2, objectivesSet: 12, sackings: 2 };
    expect(managerReputationOf(winner)).toBeGreaterThan(managerReputationOf(EMPTY_RECORD));
    expect(managerReputationOf(loser)).toBeLessThan(managerReputationOf(EMPTY_RECORD));
    const avg = (xs: OfferClub[]) => xs.reduce((s, c) => s + c.reputation, 0) / xs.length;
    const good = jobOffers(winner, clubs, 3, createRng(1));
    const poor = jobOffers(loser, clubs, 3, createRng(1));
    expect(good).toHaveLength(3);
    expect(avg(good)).toBeGreaterThan(avg(poor));
    // A mid-season approach comes from a step up only.
    expect(jobOffers(winner, clubs, 2, createRng(1), 4).every((c) => c.reputation > 4)).toBe(true);
    // Seeded: the same draw gives the same offers.
    expect(jobOffers(loser, clubs, 3, createRng(7))).toEqual(jobOffers(loser, clubs, 3, createRng(7)));
  });

  it('come mid-season only to a manager the board rates highly and who wins', () => {
    const M = BOARD.midSeason;
    expect(midSeasonInterest(M.confidenceFrom, 8, 2, M.fromMatchday)).toBe(true);
    expect(midSeasonInterest(M.confidenceFrom - 1, 8, 2, M.fromMatchday)).toBe(false);
    expect(midSeasonInterest(M.confidenceFrom, 5, 5, M.fromMatchday)).toBe(false);
    expect(midSeasonInterest(M.confidenceFrom, 5, 0, M.fromMatchday - 1)).toBe(false);
  });
});
