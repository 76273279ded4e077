import { describe, expect, it } from 'vitest';
import type { ActiveLoan, Player } from '@hardwood/shared';
import { loanablePlayers, loanProgressPct, parseLoanSummary, perGame } from './loan-logic';

const player = (id: string, age: number, isOnLoan = false, overallRating = 60) => ({ id, age, isOnLoan, overallRating }) as Player;

describe('player loans', () => {
  it('offers players under 23 not already on loan, youngest first', () => {
    const list = loanablePlayers([player('a', 22), player('b', 23), player('c', 19), player('d', 20, true)]);
    expect(list.map((p) => p.id)).toEqual(['c', 'a']);
  });

  it('measures a loan by its matchdays gone', () => {
    const loan = { status: 'active' as const, startMatchday: 3, duration: 10, currentMatchday: 3 };
    expect(loanProgressPct(loan)).toBe(0);
    expect(loanProgressPct({ ...loan, currentMatchday: 8 })).toBe(50);
    expect(loanProgressPct({ ...loan, status: 'recalled' })).toBe(100);
  });

  it('reads the summary JSON and per-game figures', () => {
    expect(parseLoanSummary('{"skillsChanged":[{"skill":"athletics","from":60,"to":62}],"overallChange":1}')?.overallChange).toBe(1);
    expect(parseLoanSummary('nonsense')).toBeNull();
    expect(parseLoanSummary(null)).toBeNull();
    const loan = { matchesPlayed: 4, totalMinutesPlayed: 100, pointsScored: 30, reboundsGrabbed: 10, assistsMade: 6 } as ActiveLoan;
    expect(perGame(loan)).toEqual({ minutes: '25.0', points: '7.5', rebounds: '2.5', assists: '1.5' });
    expect(perGame({ ...loan, matchesPlayed: 0 }).points).toBe('0.0');
  });
});
