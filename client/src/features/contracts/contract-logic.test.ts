import { describe, expect, it } from 'vitest';
import { seasonWage, wageLimit } from '@hardwood/shared';
import { contractCost, contractEndLabel, dealRefusal, nameSeason, wageImpact } from './contract-logic';

describe('contract logic', () => {
  it('names seasons by the game’s calendar', () => {
    expect(nameSeason(1)).toBe('2025-26');
    expect(nameSeason(3)).toBe('2027-28');
  });

  it('says when a contract ends, by name or by number', () => {
    const name = nameSeason;
    expect(contractEndLabel(3, name)).toBe('until 2027-28');
    expect(contractEndLabel(3)).toBe('ends after season 3');
    expect(contractEndLabel(3, () => null)).toBe('ends after season 3');
    expect(contractEndLabel(null, name)).toBe('No contract');
  });

  it('works out the wage bill and the room a deal leaves, the fee counted before the wage', () => {
    const limit = wageLimit({ projectedIncome: 4_000_000, cash: 2_500_000 });
    const terms = { wageBill: 3_000_000, salary: 20_000, limit };
    // 3,000,000 of the income part and 200,000 of the reserves part.
    expect(limit.total).toBe(3_200_000);
    expect(wageImpact(terms, 0)).toMatchObject({ billAfter: 3_000_000 + seasonWage(20_000), limitDrop: 0 });
    expect(wageImpact(terms, 0).roomAfter).toBe(200_000 - seasonWage(20_000));
    // A 1M fee takes 100,000 off the reserves part, and off the room.
    expect(wageImpact(terms, 1_000_000)).toMatchObject({ limitDrop: 100_000, roomAfter: 100_000 - seasonWage(20_000) });
    const tight = { ...terms, wageBill: 3_200_000 - seasonWage(20_000) - 50_000 };
    expect(dealRefusal(tight, 400_000, 'over budget')).toBeNull();
    expect(dealRefusal(tight, 600_000, 'over budget')).toMatch(/over the €3,140,000 your club can pay/);
    expect(dealRefusal(tight, 3_000_000, 'over budget')).toBe('over budget');
    expect(contractCost(500_000, 200_000, 3)).toBe(1_100_000);
  });
});
