/**
 * An AI club's contracts at the season end, by the manager's own rules:
 * each player whose contract ends is offered a new one at his ask when the
 * club wants him (among its best AI_RENEW_TOP_PLAYERS, not past his
 * career's end) and can pay him (its bill stays within its wage target),
 * best players first; he agrees unless his morale says no (the same draw
 * as the manager's renewals). The rest go to the free agents. Pure and
 * seeded.
 */
import type { Rng } from '../rng.js';
import { EARLY_RETIREMENT_CHANCE } from '../rules.js';
import { AI_RENEW_TOP_PLAYERS, AI_WAGE_TARGET_SHARE } from '../rules-economy.js';
import { agreesToRenew, aiContractLength, contractEnd, wageAsk } from './contracts.js';
import { projectedIncome, seasonWage, type ClubStanding } from './income.js';

export interface ContractClub extends ClubStanding {
  id: string;
}

export interface ContractHolder {
  id: string;
  overallRating: number;
  age: number;
  morale: number;
  /** Per game. */
  salary: number;
  contractEndsSeason: number;
}

export interface ContractDecision {
  playerId: string;
  /** The new contract, or null: he leaves for the free agents. */
  renewal: { salary: number; endsSeason: number } | null;
}

/** The oldest age an AI club offers a new contract at: the first age with a chance of retiring (he might not play it out). */
const LAST_RENEWAL_AGE = Math.min(...Object.keys(EARLY_RETIREMENT_CHANCE).map(Number)) - 1;

export function planAiRenewals(club: ContractClub, players: readonly ContractHolder[], season: number, rng: Rng): ContractDecision[] {
  const expiring = players.filter((p) => p.contractEndsSeason <= season);
  if (expiring.length === 0) return [];
  const target = projectedIncome(club).total * AI_WAGE_TARGET_SHARE;
  let bill = seasonWage(players.filter((p) => p.contractEndsSeason > season).reduce((s, p) => s + p.salary, 0));
  const rank = new Map(
    [...players].sort((a, b) => b.overallRating - a.overallRating || a.id.localeCompare(b.id)).map((p, i) => [p.id, i + 1]),
  );
  return [...expiring]
    .sort((a, b) => b.overallRating - a.overallRating || a.id.localeCompare(b.id))
    .map((p) => {
      const ask = wageAsk(p, club.reputation);
      const wanted = (rank.get(p.id) ?? Infinity) <= AI_RENEW_TOP_PLAYERS && p.age <= LAST_RENEWAL_AGE;
      // Every player draws, so one player's outcome does not depend on another's.
      const agrees = agreesToRenew(p.morale, rng);
      const length = aiContractLength(p.age, rng);
      if (!wanted || !agrees || bill + seasonWage(ask) > target) return { playerId: p.id, renewal: null };
      bill += seasonWage(ask);
      // Signed now for next season: its first season is the next one.
      return { playerId: p.id, renewal: { salary: ask, endsSeason: contractEnd(season + 1, length) } };
    });
}
