/**
 * Contracts on screen without React: season names from a season's number,
 * how a contract's end reads, the wage room a signing leaves, and the
 * server's own words for a refused call.
 */
import { seasonWage, type ContractTerms, type RenewalStatus, type WageSummary } from '@hardwood/shared';

/** A season's calendar name ("2025-26") from its number, or null when it cannot be worked out. */
export type SeasonNamer = (season: number) => string | null;

const SEASON_NAME = /^(\d{4})-(\d{2})$/;

/**
 * Names seasons from one the server named: the calendar moves a year a
 * season, so season n is the anchor's years shifted by the difference. Names
 * the server gave (the summary's expiries) win over the shift.
 */
export function seasonNamer(anchor: Pick<WageSummary, 'season' | 'seasonName'> & Partial<Pick<WageSummary, 'expiries'>>): SeasonNamer {
  const known = new Map<number, string>([[anchor.season, anchor.seasonName]]);
  for (const e of anchor.expiries ?? []) known.set(e.season, e.seasonName);
  const start = SEASON_NAME.exec(anchor.seasonName)?.[1];
  return (season) => {
    const name = known.get(season);
    if (name !== undefined) return name;
    if (start === undefined) return null;
    const year = Number(start) + season - anchor.season;
    return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
  };
}

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

/**
 * A failed call's message as the server wrote it, without the "409: "
 * status the client puts in front; the fallback when there is none.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error) || !error.message) return fallback;
  return error.message.replace(/^\d{3}: /, '') || fallback;
}

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
