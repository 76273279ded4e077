import { describe, expect, it } from 'vitest';
import {
  canUpgrade,
  draftYouthPlayer,
  growYouth,
  keyedRng,
  overallRating,
  potentialView,
  slotsPerPosition,
  upgradeCost,
  YOUTH_RECRUIT_POTENTIAL,
} from '../src/index.js';

describe('academy rules', () => {
  it('upgrades upward only, for the difference, with slots shared over the positions', () => {
    expect(canUpgrade('compact', 'standard')).toBe(true);
    expect(canUpgrade('compact', 'elite')).toBe(true);
    expect(canUpgrade('standard', 'elite')).toBe(true);
    expect(canUpgrade('standard', 'compact')).toBe(false);
    expect(canUpgrade('elite', 'elite')).toBe(false);
    expect(upgradeCost('compact', 'elite')).toBe(10_000_000);
    expect([slotsPerPosition('compact'), slotsPerPosition('standard'), slotsPerPosition('elite')]).toEqual([1, 3, 6]);
  });

  it('discovers potential on the schedule', () => {
    expect(potentialView(80, 0)).toEqual({ status: 'hidden', progress: 0 });
    expect(potentialView(80, 2)).toEqual({ status: 'hidden', progress: 40 });
    expect(potentialView(80, 5)).toEqual({ status: 'hidden', progress: 100 });
    expect(potentialView(80, 6)).toEqual({ status: 'range', min: 40, max: 95, exactIn: 4 });
    expect(potentialView(60, 9)).toEqual({ status: 'range', min: 35, max: 90, exactIn: 1 });
    expect(potentialView(80, 10)).toEqual({ status: 'exact', potential: 80 });
  });

  it('draws recruits of 14-15 within their tier, the same from the same key', () => {
    for (let i = 0; i < 200; i += 1) {
      const y = draftYouthPlayer(keyedRng(`y${i}`), 'SF', 'elite', 'Italy');
      expect(y.age).toBeGreaterThanOrEqual(14);
      expect(y.age).toBeLessThanOrEqual(15);
      expect(y.potential).toBeGreaterThanOrEqual(YOUTH_RECRUIT_POTENTIAL.elite[0]);
      expect(y.potential).toBeLessThanOrEqual(YOUTH_RECRUIT_POTENTIAL.elite[1]);
      expect(y.overallRating).toBe(overallRating('SF', y));
      expect(y.overallRating).toBeLessThan(y.potential);
    }
    expect(draftYouthPlayer(keyedRng('same'), 'PG', 'compact', 'Spain')).toEqual(
      draftYouthPlayer(keyedRng('same'), 'PG', 'compact', 'Spain'),
    );
  });

  it('grows a youth player toward his potential, faster in better academies, never past it', () => {
    const start = draftYouthPlayer(keyedRng('grow'), 'C', 'compact', 'Italy');
    const season = (type: 'compact' | 'elite') => {
      let y = { ...start };
      for (let m = 0; m < 22; m += 1) y = { ...y, ...growYouth(y, type, keyedRng(`${type}${m}`)) };
      return y;
    };
    const compact = season('compact');
    const elite = season('elite');
    expect(compact.overallRating).toBeGreaterThan(start.overallRating);
    expect(elite.overallRating).toBeGreaterThan(compact.overallRating);
    expect(Math.max(elite.shooting, elite.defense, elite.rebounding)).toBeLessThanOrEqual(start.potential);
  });
});
