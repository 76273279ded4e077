/**
 * Contracts: what a player asks to sign or stay, whether he agrees, what
 * releasing him costs, the wage budget's refusal and the world's first
 * contracts. Pure and seeded where chance enters; the API keys each draw to
 * the career, the season and the player, so asking again never re-rolls.
 */
import { formatEuros } from '../formulas.js';
import { playerSalary } from '../office/economy.js';
import type { Rng } from '../rng.js';
import { MORALE_MAX, SALARY_ROUNDING } from '../rules.js';
import {
  CONTRACT_START_SEASONS_LEFT,
  RENEWAL,
  SEVERANCE_LATER_SEASONS_SHARE,
  START_WAGE_SHARE,
  WAGE_ASK_MORALE_SPAN,
} from '../rules-economy.js';
import { seasonWage } from './income.js';
import { overWageLimitMessage } from './wage-limit.js';

export interface ContractPlayer {
  overallRating: number;
  age: number;
  morale: number;
}

/** His ask per game at a club of this reputation: the salary formula moved by his mood (rules-economy.ts). */
export function wageAsk(player: ContractPlayer, clubReputation: number): number {
  const mood = 1 + (WAGE_ASK_MORALE_SPAN * (MORALE_MAX / 2 - player.morale)) / (MORALE_MAX / 2);
  const raw = playerSalary(player, clubReputation) * mood;
  return Math.max(SALARY_ROUNDING, Math.round(raw / SALARY_ROUNDING) * SALARY_ROUNDING);
}

/** The season his contract ends with, signed in `season` for `length` seasons (the first is `season` itself). */
export const contractEnd = (season: number, length: number): number => season + length - 1;

/** The chance he refuses to re-sign at his ask: none from RENEWAL.acceptMorale up, rising to RENEWAL.maxRefusal at 0. */
export function renewalRefusalChance(morale: number): number {
  if (morale >= RENEWAL.acceptMorale) return 0;
  return (RENEWAL.maxRefusal * (RENEWAL.acceptMorale - Math.max(0, morale))) / RENEWAL.acceptMorale;
}

/** One seeded draw: does he agree to stay? */
export function agreesToRenew(morale: number, rng: Rng): boolean {
  return !rng.chance(renewalRefusalChance(morale));
}

/**
 * What releasing him now costs: the rest of this season's games at his
 * salary, and a share of each later season of his contract.
 */
export function severance(input: { salary: number; gamesLeftThisSeason: number; laterSeasons: number }): number {
  const rest = input.salary * Math.max(0, input.gamesLeftThisSeason);
  const later = seasonWage(input.salary) * Math.max(0, input.laterSeasons) * SEVERANCE_LATER_SEASONS_SHARE;
  return Math.round((rest + later) / SALARY_ROUNDING) * SALARY_ROUNDING;
}

/** A new world's player: the seasons his contract still runs, the current one included. */
export function startSeasonsLeft(rng: Rng): number {
  return rng.int(CONTRACT_START_SEASONS_LEFT[0], CONTRACT_START_SEASONS_LEFT[1]);
}

/**
 * The factor a new world's club scales its players' formula salaries by, so
 * its wage bill starts within START_WAGE_SHARE of its projected income (1
 * within the band).
 */
export function startSalaryFactor(formulaBill: number, projectedIncome: number): number {
  if (formulaBill <= 0 || projectedIncome <= 0) return 1;
  const share = formulaBill / projectedIncome;
  const [low, high] = START_WAGE_SHARE;
  if (share < low) return low / share;
  if (share > high) return high / share;
  return 1;
}

/** Salaries are whole hundreds of euros. */
export const roundSalary = (salary: number): number => Math.max(SALARY_ROUNDING, Math.round(salary / SALARY_ROUNDING) * SALARY_ROUNDING);

export const CONTRACT_MESSAGES = {
  overWageBudget: overWageLimitMessage,
  refusedToRenew: (name: string) => `${name} is unhappy and will not sign a new contract: he leaves when his contract ends.`,
  renewed: (name: string, salary: number, endSeasonName: string) =>
    `${name} signs on: ${formatEuros(seasonWage(salary))} a season until the end of ${endSeasonName}.`,
  released: (name: string, cost: number) => (cost > 0 ? `${name} was released: severance ${formatEuros(cost)}.` : `${name} was released.`),
  leavesAtSeasonEnd: (name: string) => `${name} leaves when his contract ends with the season.`,
} as const;

/** Why this signing must be refused for wages, or null: the season's bill with him must stay within the wage budget. */
export function wageBudgetRefusal(input: {
  wageBill: number;
  addedSalary: number;
  removedSalary?: number;
  wageBudget: number;
}): string | null {
  const bill = input.wageBill + seasonWage(input.addedSalary) - seasonWage(input.removedSalary ?? 0);
  return bill > input.wageBudget ? CONTRACT_MESSAGES.overWageBudget(bill, input.wageBudget) : null;
}

/** The length an AI club offers: short for a veteran (31+), long for a youngster (24 or under), any other. One draw. */
export function aiContractLength(age: number, rng: Rng): number {
  if (age >= 31) return rng.int(1, 2);
  if (age <= 24) return rng.int(2, 4);
  return rng.int(1, 4);
}
