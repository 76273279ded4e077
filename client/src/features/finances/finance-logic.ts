/** The finance panel's figures without React. */
import type { Transaction } from '@hardwood/shared';

export function totals(transactions: readonly Transaction[]): { income: number; expenses: number; net: number } {
  const income = transactions.filter((t) => t.amount > 0).reduce((s, t) => s + t.amount, 0);
  const expenses = transactions.filter((t) => t.amount < 0).reduce((s, t) => s - t.amount, 0);
  return { income, expenses, net: income - expenses };
}

/**
 * The budget at the end of each matchday 0..last, worked back from today's
 * budget: the budget after matchday m is today's less every amount booked
 * after it. Transactions without a matchday count as today's.
 */
export function budgetByMatchday(
  currentBudget: number,
  transactions: readonly Transaction[],
  lastMatchday: number,
): Array<{ matchday: number; budget: number }> {
  const points: Array<{ matchday: number; budget: number }> = [];
  for (let m = 0; m <= lastMatchday; m += 1) {
    const later = transactions.filter((t) => (t.matchday ?? Infinity) > m).reduce((s, t) => s + t.amount, 0);
    points.push({ matchday: m, budget: currentBudget - later });
  }
  return points;
}

/** Income and expenses by type, biggest first. */
export function byCategory(transactions: readonly Transaction[]): Array<{ type: string; income: number; expenses: number }> {
  const rows = new Map<string, { type: string; income: number; expenses: number }>();
  for (const t of transactions) {
    const row = rows.get(t.type) ?? { type: t.type, income: 0, expenses: 0 };
    if (t.amount > 0) row.income += t.amount;
    else row.expenses -= t.amount;
    rows.set(t.type, row);
  }
  return [...rows.values()].sort((a, b) => b.income + b.expenses - (a.income + a.expenses));
}

const SPEC_NAMES: Record<string, string> = {
  player_sale: 'Player Sale',
  player_purchase: 'Player Purchase',
  match_revenue: 'Match Revenue',
  scouting_cost: 'Scouting Cost',
  // The world economy's movements, named as a club's books name them.
  tv_rights: 'TV Rights',
  sponsor_income: 'Sponsor Income',
  running_costs: 'Running Costs',
  prize_money: 'Prize Money',
  severance: 'Severance Pay',
  matchday_accounts: 'Matchday Accounts',
};
/** A transaction type as shown: the spec's four names and the economy's, others title-cased. */
export function typeLabel(type: string): string {
  return (
    SPEC_NAMES[type] ??
    type
      .split('_')
      .map((w) => (w[0]?.toUpperCase() ?? '') + w.slice(1))
      .join(' ')
  );
}
