/**
 * Agent requests: which of the manager's players
 * ask for what after a matchday. Pure and seeded: the API draws one rng per
 * player from the career's secret seed and the matchday.
 */
import type { AGENT_REQUEST_TYPES } from '../record-values.js';
import type { Rng } from '../rng.js';
import { AGENT_REQUEST_CHANCE, AGENT_UNDERPAID_SHARE, AGENT_UNHAPPY_MORALE } from '../rules.js';
import { formatEuros } from '../formulas.js';
import { seasonWage } from '../economy/income.js';
import { playerSalary } from './economy.js';
import { possessive } from '../text.js';

export type AgentRequestType = (typeof AGENT_REQUEST_TYPES)[number];

export interface AgentAsk {
  requestType: AgentRequestType;
  currentSalary: number;
  requestedSalary: number;
  description: string;
}

/** What this player's agent asks for now, or null (no cause, or the draw says not this matchday). */
export function agentAsk(
  player: { name: string; overallRating: number; age: number; morale: number; salary: number },
  clubReputation: number,
  rng: Rng,
): AgentAsk | null {
  const worth = playerSalary(player, clubReputation);
  const unhappy = player.morale <= AGENT_UNHAPPY_MORALE;
  const underpaid = player.salary < worth * AGENT_UNDERPAID_SHARE;
  if (!unhappy && !underpaid) return null;
  if (!rng.chance(AGENT_REQUEST_CHANCE)) return null;
  if (unhappy) {
    return {
      requestType: 'transfer_request',
      currentSalary: player.salary,
      requestedSalary: player.salary,
      description: `${player.name} is unhappy and his agent asks you to put him on the transfer list.`,
    };
  }
  return {
    requestType: 'salary_increase',
    currentSalary: player.salary,
    requestedSalary: worth,
    // Salaries are stored per game; every screen states wages a season.
    description: `${possessive(player.name)} agent says his play is worth ${formatEuros(seasonWage(worth))} a season, not ${formatEuros(seasonWage(player.salary))}.`,
  };
}
