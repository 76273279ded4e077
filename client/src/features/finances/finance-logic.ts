/** The finance panel's figures without React. */
import type { Transaction } from '@hardwood/shared';

export function totals(transactions: readonly Transaction[]): { income: number; expenses: number; net: number } {
  const income = transactions.filter((t) => t.amount > 0).reduce((s, t) => s + t.amount, 0);
  const expenses = transactions.filter((t) => t.amount < 0).reduce((s, t) => s - t.amount, 0);
  return { income, expenses, net: income - expenses };
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
