import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { contractCost, contractEndLabel, seasonNamer, serverMessage, wageImpact } from './contract-logic';

describe('contract logic', () => {
  it('names seasons from the one the server named, its own names first', () => {
    const name = seasonNamer({
      season: 2,
      seasonName: '2026-27',
      expiries: [{ season: 5, seasonName: 'Centenary', players: 1, seasonWage: 1 }],
    });
    expect(name(2)).toBe('2026-27');
    expect(name(3)).toBe('2027-28');
    expect(name(1)).toBe('2025-26');
    // The century turns as the calendar does.
    expect(seasonNamer({ season: 1, seasonName: '2098-99' })(2)).toBe('2099-00');
    expect(name(5)).toBe('Centenary');
    expect(seasonNamer({ season: 1, seasonName: 'Season One' })(2)).toBeNull();
  });

  it('says when a contract ends, by name or by number', () => {
    const name = seasonNamer({ season: 1, seasonName: '2025-26' });
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

  it("keeps the server's words and drops the status in front", () => {
    expect(serverMessage(new ApiError(409, '409: Over the wage budget.'), 'x')).toBe('Over the wage budget.');
    expect(serverMessage(new Error(''), 'Failed')).toBe('Failed');
    expect(serverMessage('nope', 'Failed')).toBe('Failed');
  });
});
