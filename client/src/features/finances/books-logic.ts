/** The season books chart's geometry without React: its scales, its ticks and which matchdays get a label. */
import type { MatchdayBooks } from '@hardwood/shared';

/** The smallest 1, 2 or 5 times a power of ten at or above `value` (a round top for an axis); 1 for nothing. */
export function niceCeil(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * power >= value) ?? 10;
  return step * power;
}

export interface BooksScales {
  /** The money axis of the bars: 0 to this (a round figure over the biggest matchday). */
  flowMax: number;
  /** The budget line's own axis, from the lowest to the highest budget of the season (start included). */
  budgetMin: number;
  budgetMax: number;
}

export function booksScales(rows: readonly MatchdayBooks[], startBudget: number): BooksScales {
  const flowMax = niceCeil(Math.max(0, ...rows.map((r) => Math.max(r.income, r.wages + r.otherCosts))));
  const budgets = [startBudget, ...rows.map((r) => r.budget)];
  let budgetMin = Math.min(...budgets);
  let budgetMax = Math.max(...budgets);
  // A flat season still needs a band to draw in: a tenth of the budget either side.
  if (budgetMax - budgetMin < 1) {
    const pad = Math.max(1, Math.abs(budgetMax) * 0.1);
    budgetMin -= pad;
    budgetMax += pad;
  }
  return { flowMax, budgetMin, budgetMax };
}

/** Label every n-th matchday so labels stay `minGap` px apart in `plotWidth` px. */
export function labelEvery(count: number, plotWidth: number, minGap: number): number {
  if (count <= 0) return 1;
  const perLabel = plotWidth / count;
  return Math.max(1, Math.ceil(minGap / perLabel));
}

/** The chart's one-sentence summary for screen readers. */
export function booksSummary(
  rows: readonly MatchdayBooks[],
  totals: { income: number; wages: number; otherCosts: number; net: number },
  startBudget: number,
  money: (euros: number) => string,
): string {
  if (rows.length === 0) return `No matchdays booked yet; the season started with ${money(startBudget)}.`;
  const last = rows[rows.length - 1];
  return (
    `Over ${rows.length} ${rows.length === 1 ? 'matchday' : 'matchdays'}: income ${money(totals.income)}, wages ${money(totals.wages)}, ` +
    `other costs ${money(totals.otherCosts)}, net ${money(totals.net)}. ` +
    `The budget went from ${money(startBudget)} to ${money(last?.budget ?? startBudget)}.`
  );
}
