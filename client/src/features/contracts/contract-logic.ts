/**
 * Contracts on screen without React: season names from a season's number,
 * how a contract's end reads, and the wage room a signing leaves.
 */
import { seasonName, seasonWage, type ContractTerms, type RenewalStatus } from '@hardwood/shared';

/** A season's calendar name ("2025-26") from its number, or null when it cannot be worked out. */
export type SeasonNamer = (season: number) => string | null;

/** The game's own calendar: season 1 is 2025-26 (shared `seasonName`). */
export const nameSeason: SeasonNamer = seasonName;

/** "until 2027-28", or "ends after season 3" without a name; a player without a contract has none. */
export function contractEndLabel(endsSeason: number | null, nameSeason?: SeasonNamer): string {
  if (endsSeason === null) return 'No contract';
  const name = nameSeason?.(endsSeason) ?? null;
  return name ? `until ${name}` : `ends after season ${endsSeason}`;
}

/** A salary per game as the season's wage, in words. */
export const perSeason = (salaryPerGame: number): number => seasonWage(salaryPerGame);

export interface WageImpact {
  /** The season's wage bill with him. */
  billAfter: number;
  /** What the board's limit leaves after him (negative: over it). */
  roomAfter: number;
  /** The bill after against the budget, 0-100+ percent. */
  shareOfBudget: number;
  over: boolean;
}

/** What signing him at his ask does to the wage bill and the room under the board's limit. */
export function wageImpact(terms: Pick<ContractTerms, 'wageBill' | 'wageBudget' | 'seasonWage'>): WageImpact {
  const billAfter = terms.wageBill + terms.seasonWage;
  const roomAfter = terms.wageBudget - billAfter;
  const shareOfBudget = terms.wageBudget > 0 ? Math.round((billAfter / terms.wageBudget) * 100) : 100;
  return { billAfter, roomAfter, shareOfBudget, over: roomAfter < 0 };
}

/** The whole cost of a contract: the fee once and his wage each season it runs. */
export const contractCost = (fee: number, yearlyWage: number, seasons: number): number => fee + yearlyWage * seasons;

export const RENEWAL_STATUS_LABEL: Record<RenewalStatus, string> = {
  open: 'Undecided',
  agreed: 'Re-signed',
  refused: 'Refused',
  released: 'Leaving',
};
export const RENEWAL_STATUS_TONE: Record<RenewalStatus, 'yellow' | 'green' | 'red' | 'slate'> = {
  open: 'yellow',
  agreed: 'green',
  refused: 'red',
  released: 'slate',
};

/** "1 season", "3 seasons". */
export const seasons = (n: number): string => `${n} ${n === 1 ? 'season' : 'seasons'}`;
