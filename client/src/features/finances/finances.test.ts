import { describe, expect, it } from 'vitest';
import type { Transaction } from '@hardwood/shared';
import { totals, typeLabel } from './finance-logic';

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
  it('names types as the spec shows them', () => {
    expect(typeLabel('match_revenue')).toBe('Match Revenue');
    expect(typeLabel('fitness_recovery')).toBe('Fitness Recovery');
  });
});
