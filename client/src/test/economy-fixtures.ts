/** Typed answers of the contract, books and morale routes for component tests. */
import { wageLimit, type MoraleOverview, type MoralePlayer, type SeasonBooks, type WageSummary } from '@hardwood/shared';

export const wageSummary: WageSummary = {
  season: 1,
  seasonName: '2025-26',
  wageBill: 3_300_000,
  wageBudget: 4_400_000,
  room: 1_100_000,
  // The limit as the server computes it (shared wageLimit): 75% of 5.6M plus 10% of the 2M reserves over 500K.
  limit: wageLimit({ projectedIncome: 5_600_000, cash: 2_500_000 }),
  projectedIncome: { gates: 2_600_000, tv: 1_800_000, sponsors: 1_200_000, total: 5_600_000 },
  runningCosts: 2_000_000,
  expiries: [
    { season: 1, seasonName: '2025-26', players: 3, seasonWage: 900_000 },
    { season: 2, seasonName: '2026-27', players: 5, seasonWage: 1_400_000 },
  ],
};

export const moralePlayer = (id: string, extra: Partial<MoralePlayer> = {}): MoralePlayer => ({
  playerId: id,
  name: `Player ${id}`,
  position: 'PG',
  age: 25,
  morale: 60,
  baseline: 60,
  parts: { playingTime: 0, results: 0, pay: 0 },
  talkedThisMatchday: false,
  promise: null,
  ...extra,
});

export const moraleOverview = (extra: Partial<MoraleOverview> = {}): MoraleOverview => ({
  teamMorale: 60,
  matchday: 3,
  meetingAvailable: true,
  lastMeeting: null,
  promisesBroken: 0,
  players: [],
  ...extra,
});

export const seasonBooks: SeasonBooks = {
  season: 1,
  seasonName: '2025-26',
  startBudget: 5_000_000,
  rows: [
    { matchday: 1, income: 320_000, wages: 150_000, otherCosts: 90_000, transfersIn: 0, transfersOut: 0, net: 80_000, budget: 5_080_000 },
    // A player sold for €2M: kept out of the matchday bars.
    {
      matchday: 2,
      income: 110_000,
      wages: 150_000,
      otherCosts: 95_000,
      transfersIn: 2_000_000,
      transfersOut: 0,
      net: 1_865_000,
      budget: 6_945_000,
    },
    { matchday: 3, income: 300_000, wages: 155_000, otherCosts: 60_000, transfersIn: 0, transfersOut: 0, net: 85_000, budget: 7_030_000 },
  ],
  totals: { income: 730_000, wages: 455_000, otherCosts: 245_000, transfersIn: 2_000_000, transfersOut: 0, net: 2_030_000 },
  totalMatchdays: 30,
  current: true,
  // The running net averages (80,000 - 135,000 + 85,000) / 3 = 10,000 over the 27 matchdays left.
  projection: { fromMatchday: 3, endBudget: 7_300_000, perMatchday: 10_000, matchdaysLeft: 27 },
  seasons: [{ season: 1, name: '2025-26' }],
};
