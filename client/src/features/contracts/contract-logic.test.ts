import { describe, expect, it } from 'vitest';
import { contractCost, contractEndLabel, nameSeason, wageImpact } from './contract-logic';

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

  it('works out the wage bill and the room a signing leaves', () => {
    expect(wageImpact({ wageBill: 3_000_000, wageBudget: 4_000_000, seasonWage: 600_000 })).toEqual({
      billAfter: 3_600_000,
      roomAfter: 400_000,
      shareOfBudget: 90,
      over: false,
    });
    expect(wageImpact({ wageBill: 3_800_000, wageBudget: 4_000_000, seasonWage: 600_000 })).toMatchObject({
      roomAfter: -400_000,
      over: true,
    });
    expect(contractCost(500_000, 200_000, 3)).toBe(1_100_000);
  });
});
