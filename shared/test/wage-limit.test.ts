import { describe, expect, it } from 'vitest';
import { clubStanding, dealWageCheck, projectedIncome, seasonWage, wageBudget, wageLimit, wageLimitFormula } from '../src/index.js';

describe('the wage limit', () => {
  it('is the share of income plus a tenth of reserves over 500,000, and its parts add up to what the board enforces', () => {
    const standing = clubStanding({ reputation: 3, leagueId: 1 });
    const income = projectedIncome(standing).total;
    const limit = wageLimit({ projectedIncome: income, cash: 6_500_001 });
    expect(limit.reservesPart).toBe(600_000);
    expect(limit.incomePart).toBe(Math.round(income * 0.75));
    expect(limit.total).toBe(limit.incomePart + limit.reservesPart);
    expect(wageBudget(standing, 6_500_001)).toBe(limit.total);
    // Reserves under the floor add nothing, and never take anything away.
    expect(wageLimit({ projectedIncome: income, cash: 100_000 }).reservesPart).toBe(0);
    expect(wageLimitFormula(wageLimit({ projectedIncome: 4_000_000, cash: 2_500_000 }))).toBe(
      '75% of projected income (€3,000,000) + 10% of reserves over €500,000 (€200,000) = €3,200,000',
    );
  });

  it('checks a deal after its fee has left the bank: the fee lowers the reserves part', () => {
    const deal = { wageBill: 3_100_000 - seasonWage(10_000), addedSalary: 10_000, projectedIncome: 4_000_000, cash: 2_500_000 };
    expect(dealWageCheck(deal).roomAfter).toBe(100_000);
    // A 1,000,000 fee takes 100,000 off the limit: no room left, still allowed; ten euros more is one euro over.
    expect(dealWageCheck({ ...deal, fee: 1_000_000 })).toMatchObject({ roomAfter: 0, refusal: null });
    const over = dealWageCheck({ ...deal, fee: 1_000_010 });
    expect(over.roomAfter).toBe(-1);
    expect(over.refusal).toBe(
      'Your wage bill would be €3,100,000 a season, over the €3,099,999 your club can pay this season. Sell or release a player first.',
    );
  });
});
