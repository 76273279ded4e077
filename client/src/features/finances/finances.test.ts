import { describe, expect, it } from 'vitest';
import type { Transaction } from '@hardwood/shared';
import { budgetByMatchday, byCategory, totals, typeLabel } from './finance-logic';

const t = (amount: number, type: string, matchday?: number): Transaction => ({
  id: `${type}${amount}`,
  type,
  description: type,
  amount,
  createdAt: '2026-01-01T00:00:00Z',
  ...(matchday !== undefined ? { matchday } : {}),
});

describe('finance logic', () => {
  const list = [t(300_000, 'match_revenue', 1), t(-120_000, 'salary', 1), t(-100_000, 'scouting_cost', 2), t(50_000, 'player_sale', 2)];
  it('totals income, expenses and net profit', () => {
    expect(totals(list)).toEqual({ income: 350_000, expenses: 220_000, net: 130_000 });
  });
  it('works the budget back from today per matchday', () => {
    expect(budgetByMatchday(1_130_000, list, 2)).toEqual([
      { matchday: 0, budget: 1_000_000 },
      { matchday: 1, budget: 1_180_000 },
      { matchday: 2, budget: 1_130_000 },
    ]);
  });
  it('groups by category and names types as the spec shows them', () => {
    expect(byCategory(list)[0]).toEqual({ type: 'match_revenue', income: 300_000, expenses: 0 });
    expect(typeLabel('match_revenue')).toBe('Match Revenue');
    expect(typeLabel('fitness_recovery')).toBe('Fitness Recovery');
  });
});
