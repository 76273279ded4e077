/** The season books charts' figures without React: compact axis labels, the budget line with its projection, the summaries. */
import { formatShortMoney, type MatchdayBooks, type SeasonBooks } from '@hardwood/shared';

/** Euros for an axis: €1.2M, €320K, -€45K, €0. */
export function compactEuros(euros: number): string {
  const short = formatShortMoney(euros);
  return short.startsWith('-') ? `-€${short.slice(1)}` : `€${short}`;
}

export interface BudgetPoint {
  matchday: number;
  /** The budget after the matchday (the season's start at 0); absent past the last booked matchday. */
  budget?: number;
  /** The projected budget, from the last booked matchday to the season's last. */
  projected?: number;
}

/** The budget line from the season's start (matchday 0) and, when there is one, the projection joined to its last point. */
export function budgetSeries(books: Pick<SeasonBooks, 'startBudget' | 'rows' | 'projection' | 'totalMatchdays'>): BudgetPoint[] {
  const points: BudgetPoint[] = [
    { matchday: 0, budget: books.startBudget },
    ...books.rows.map((r) => ({ matchday: r.matchday, budget: r.budget })),
  ];
  const p = books.projection;
  if (!p) return points;
  const join = points.find((pt) => pt.matchday === p.fromMatchday);
  if (join) join.projected = join.budget;
  points.push({ matchday: books.totalMatchdays, projected: p.endBudget });
  return points;
}

/** How the projection is made, in words under the chart; null without one. */
export function projectionCaption(books: Pick<SeasonBooks, 'projection' | 'rows'>, money: (euros: number) => string): string | null {
  const p = books.projection;
  if (!p) return null;
  const booked = books.rows.length;
  return (
    `Dashed: projected end-of-season budget ${money(p.endBudget)}. The average net of the ${booked} ` +
    `${booked === 1 ? 'matchday' : 'matchdays'} booked so far without transfers (${money(p.perMatchday)} a matchday), ` +
    `carried over the ${p.matchdaysLeft} ${p.matchdaysLeft === 1 ? 'matchday' : 'matchdays'} left.`
  );
}

/** The budget chart's summary for screen readers. */
export function budgetSummary(books: SeasonBooks, money: (euros: number) => string): string {
  const last = books.rows[books.rows.length - 1];
  const now = last
    ? `The season started with ${money(books.startBudget)}; after matchday ${last.matchday} the budget is ${money(last.budget)}.`
    : `No matchday booked yet; the season started with ${money(books.startBudget)}.`;
  const low = books.rows.reduce<MatchdayBooks | undefined>((m, r) => (!m || r.budget < m.budget ? r : m), undefined);
  const lowest = low && books.rows.length > 1 ? ` Lowest: ${money(low.budget)} after matchday ${low.matchday}.` : '';
  const ahead = books.projection ? ` Projected after matchday ${books.totalMatchdays}: ${money(books.projection.endBudget)}.` : '';
  return now + lowest + ahead;
}

/** The matchday chart's one-sentence summary for screen readers. */
export function booksSummary(
  rows: readonly MatchdayBooks[],
  totals: SeasonBooks['totals'],
  startBudget: number,
  money: (euros: number) => string,
): string {
  if (rows.length === 0) return `No matchdays booked yet; the season started with ${money(startBudget)}.`;
  const last = rows[rows.length - 1];
  const transfers =
    totals.transfersIn > 0 || totals.transfersOut > 0
      ? ` Transfers, shown apart: ${money(totals.transfersIn)} in, ${money(totals.transfersOut)} out.`
      : '';
  return (
    `Over ${rows.length} ${rows.length === 1 ? 'matchday' : 'matchdays'}: income ${money(totals.income)}, wages ${money(totals.wages)}, ` +
    `other costs ${money(totals.otherCosts)}.${transfers} ` +
    `The budget went from ${money(startBudget)} to ${money(last?.budget ?? startBudget)}.`
  );
}

/** The matchdays with a transfer fee or severance, for the list beside the matchday chart. */
export function transferMatchdays(rows: readonly MatchdayBooks[]): MatchdayBooks[] {
  return rows.filter((r) => r.transfersIn > 0 || r.transfersOut > 0);
}
