/** Typed answers of the contract, books and morale routes for component tests. */
import type { MoraleOverview, MoralePlayer, SeasonBooks, WageSummary } from '@hardwood/shared';

export const wageSummary: WageSummary = {
  season: 1,
  seasonName: '2025-26',
  wageBill: 3_300_000,
  wageBudget: 4_400_000,
  room: 1_100_000,
  projectedIncome: { gates: 2_800_000, tv: 1_900_000, sponsors: 1_200_000, total: 5_900_000 },
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
    { matchday: 1, income: 320_000, wages: 150_000, otherCosts: 90_000, net: 80_000, budget: 5_080_000 },
    { matchday: 2, income: 110_000, wages: 150_000, otherCosts: 95_000, net: -135_000, budget: 4_945_000 },
    { matchday: 3, income: 300_000, wages: 155_000, otherCosts: 60_000, net: 85_000, budget: 5_030_000 },
  ],
  totals: { income: 730_000, wages: 455_000, otherCosts: 245_000, net: 30_000 },
};
