/**
 * The board's wage limit and its two parts: a share of the club's projected
 * income, plus a share of its reserves above the floor it keeps untouched.
 * The one computation the API enforces and every screen shows, so a card
 * can never read over the limit while the server accepts, or the reverse.
 * Money spent lowers the reserves part: a deal's fee counts before its wage
 * is checked.
 */
import { formatEuros } from '../formulas.js';
import { MIN_RESERVE_TIP_EUROS } from '../rules.js';
import { SEASON_WAGE_GAMES, WAGE_BUDGET_RESERVES_SHARE, WAGE_BUDGET_SHARE } from '../rules-economy.js';

export interface WageLimit {
  /** The board's share of the projected season income, the income, and the part it gives. */
  incomeShare: number;
  projectedIncome: number;
  incomePart: number;
  /** The club's cash, the floor kept untouched, the share of the rest wages may take, and the part it gives. */
  reserves: number;
  reservesFloor: number;
  reservesShare: number;
  reservesPart: number;
  /** incomePart + reservesPart: the most the season's wage bill may be. */
  total: number;
}

/** The limit for a club projecting `projectedIncome` a season with `cash` in the bank. */
export function wageLimit(input: { projectedIncome: number; cash: number }): WageLimit {
  // Each part rounded on its own, so the parts on screen always add up to the total.
  const incomePart = Math.round(input.projectedIncome * WAGE_BUDGET_SHARE);
  const reservesPart = Math.round(Math.max(0, input.cash - MIN_RESERVE_TIP_EUROS) * WAGE_BUDGET_RESERVES_SHARE);
  return {
    incomeShare: WAGE_BUDGET_SHARE,
    projectedIncome: input.projectedIncome,
    incomePart,
    reserves: input.cash,
    reservesFloor: MIN_RESERVE_TIP_EUROS,
    reservesShare: WAGE_BUDGET_RESERVES_SHARE,
    reservesPart,
    total: incomePart + reservesPart,
  };
}

const pct = (share: number): string => `${Math.round(share * 100)}%`;

/** "75% of projected income (€X) + 10% of reserves over €500,000 (€Y) = €Z": the limit as it is computed. */
export function wageLimitFormula(limit: WageLimit): string {
  return (
    `${pct(limit.incomeShare)} of projected income (${formatEuros(limit.incomePart)}) + ` +
    `${pct(limit.reservesShare)} of reserves over ${formatEuros(limit.reservesFloor)} (${formatEuros(limit.reservesPart)}) = ` +
    `${formatEuros(limit.total)}`
  );
}

export const overWageLimitMessage = (bill: number, limit: number): string =>
  `Your wage bill would be ${formatEuros(bill)} a season, over the ${formatEuros(limit)} your club can pay this season. Sell or release a player first.`;

export interface DealWageCheck {
  /** The limit once the fee has left the bank. */
  limit: WageLimit;
  /** The season's wage bill with the deal. */
  billAfter: number;
  /** What the limit leaves after the deal (negative: over it). */
  roomAfter: number;
  /** Why the board refuses the deal for wages, or null. */
  refusal: string | null;
}

/**
 * A deal as the board checks it: the fee (0 for a renewal) leaves the bank
 * first, which lowers the reserves part of the limit; then the season's bill
 * with his salary (per game) added, and one removed, must stay within it.
 */
export function dealWageCheck(input: {
  wageBill: number;
  addedSalary: number;
  removedSalary?: number;
  projectedIncome: number;
  cash: number;
  fee?: number;
}): DealWageCheck {
  const limit = wageLimit({ projectedIncome: input.projectedIncome, cash: input.cash - Math.max(0, input.fee ?? 0) });
  const billAfter = input.wageBill + (input.addedSalary - (input.removedSalary ?? 0)) * SEASON_WAGE_GAMES;
  const roomAfter = limit.total - billAfter;
  return { limit, billAfter, roomAfter, refusal: roomAfter < 0 ? overWageLimitMessage(billAfter, limit.total) : null };
}

/**
 * What a spend of `cost` takes off the limit: money leaving the bank lowers the
 * reserves part, so a confirmation can say so before the manager spends.
 */
export function wageLimitAfterSpend(limit: WageLimit, cost: number): { after: WageLimit; lowersBy: number } {
  const after = wageLimit({ projectedIncome: limit.projectedIncome, cash: limit.reserves - cost });
  return { after, lowersBy: limit.total - after.total };
}
