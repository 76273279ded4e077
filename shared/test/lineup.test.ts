import { describe, expect, it } from 'vitest';
import { autoAssignLineup, isOutOfPosition, lineupError, LINEUP_INCOMPLETE_MESSAGE, type LineupCandidate } from '../src/index.js';

const p = (
  id: string,
  position: LineupCandidate['position'],
  overallRating: number,
  extra: Partial<LineupCandidate> = {},
): LineupCandidate => ({
  id,
  position,
  overallRating,
  isOnLoan: false,
  ...extra,
});

describe('auto-assign', () => {
  it('takes the best natural fit per position', () => {
    const roster = [p('pg1', 'PG', 70), p('pg2', 'PG', 80), p('sg', 'SG', 60), p('sf', 'SF', 65), p('pf', 'PF', 66), p('c', 'C', 71)];
    expect(autoAssignLineup(roster)).toEqual({ pgId: 'pg2', sgId: 'sg', sfId: 'sf', pfId: 'pf', cId: 'c' });
  });
  it('falls back to the next best by rank and skips loaned and injured players', () => {
    const roster = [
      p('pg', 'PG', 70),
      p('pg2', 'PG', 68),
      p('sg', 'SG', 90, { isInjured: true }),
      p('sf', 'SF', 65),
      p('pf', 'PF', 66),
      p('c', 'C', 71, { isOnLoan: true }),
      p('pf2', 'PF', 60),
    ];
    expect(autoAssignLineup(roster)).toEqual({ pgId: 'pg', sgId: 'pg2', sfId: 'sf', pfId: 'pf', cId: 'pf2' });
  });
  it('gives null with fewer than five eligible players', () => {
    expect(
      autoAssignLineup([p('a', 'PG', 50), p('b', 'SG', 50), p('c', 'C', 50), p('d', 'SF', 50, { isOnLoan: true }), p('e', 'PF', 50)]),
    ).toBeNull();
  });
});

describe('lineup validation', () => {
  const roster = [
    p('a', 'PG', 50),
    p('b', 'SG', 50),
    p('c', 'SF', 50),
    p('d', 'PF', 50),
    p('e', 'C', 50),
    p('f', 'C', 50, { isInjured: true }),
  ];
  it('accepts five different eligible players', () => {
    expect(lineupError({ pgId: 'a', sgId: 'b', sfId: 'c', pfId: 'd', cId: 'e' }, roster)).toBeNull();
  });
  it('refuses empty slots, duplicates, injured or unknown players', () => {
    expect(lineupError({ pgId: 'a', sgId: 'b', sfId: 'c', pfId: 'd' }, roster)).toBe(LINEUP_INCOMPLETE_MESSAGE);
    expect(lineupError({ pgId: 'a', sgId: 'a', sfId: 'c', pfId: 'd', cId: 'e' }, roster)).toMatch(/two positions/);
    expect(lineupError({ pgId: 'a', sgId: 'b', sfId: 'c', pfId: 'd', cId: 'f' }, roster)).toMatch(/injured/);
    expect(lineupError({ pgId: 'a', sgId: 'b', sfId: 'c', pfId: 'd', cId: 'zzz' }, roster)).toMatch(/injured/);
  });
  it('flags out-of-position players', () => {
    expect(isOutOfPosition({ position: 'C' }, 'PG')).toBe(true);
    expect(isOutOfPosition({ position: 'PG' }, 'PG')).toBe(false);
  });
});
