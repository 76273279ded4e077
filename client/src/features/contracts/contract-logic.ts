/**
 * Contracts on screen without React: season names from a season's number,
 * how a contract's end reads, the wage room a deal leaves and why the server
 * would refuse it.
 */
import { dealWageCheck, seasonName, seasonWage, type ContractTerms, type DealWageCheck, type RenewalStatus } from '@hardwood/shared';

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

export interface WageImpact extends DealWageCheck {
  /** The bill after against the limit after the fee, 0-100+ percent. */
  shareOfBudget: number;
  over: boolean;
  /** How much the fee takes off the limit (a tenth of what it takes from reserves over the floor). */
  limitDrop: number;
}

type WageTerms = Pick<ContractTerms, 'wageBill' | 'salary' | 'limit'>;

/**
 * What this deal does to the wage bill and the room under the board's
 * limit, as the server checks it: the fee leaves the bank first and lowers
 * the limit's reserves part, then his wage is added (shared dealWageCheck).
 */
export function wageImpact(terms: WageTerms, fee: number): WageImpact {
  const check = dealWageCheck({
    wageBill: terms.wageBill,
    addedSalary: terms.salary,
    projectedIncome: terms.limit.projectedIncome,
    cash: terms.limit.reserves,
    fee,
  });
  const shareOfBudget = check.limit.total > 0 ? Math.round((check.billAfter / check.limit.total) * 100) : 100;
  return { ...check, shareOfBudget, over: check.roomAfter < 0, limitDrop: terms.limit.total - check.limit.total };
}

/**
 * Why the server would refuse this deal, known before sending, or null: a
 * fee past the club's money (`overBudget`, the server's words), then the
 * wage limit after the fee.
 */
export function dealRefusal(terms: WageTerms, fee: number, overBudget: string): string | null {
  if (fee > terms.limit.reserves) return overBudget;
  return wageImpact(terms, fee).refusal;
}

/** Why the deal's button is disabled when the player himself will not join (his terms answer without a draw), or null. */
export function playerRefusalReason(terms: { playerAnswer: { accepted: boolean } | null } | undefined): string | null {
  return terms?.playerAnswer && !terms.playerAnswer.accepted ? 'He will not join your club: see why above.' : null;
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
