import { describe, expect, it } from 'vitest';
import type { LiveEventView, LiveMatchView } from '@hardwood/shared';
import { announcement, heardOf } from './announcer';

const view = (homeScore: number, awayScore: number, status = 'playing', periodLabel = 'Q1') =>
  ({ homeScore, awayScore, status, periodLabel, home: { name: 'Home' }, away: { name: 'Away' } }) as LiveMatchView;
const ev = (seq: number, text: string): LiveEventView => ({ seq, text, type: 'two_made', side: 'home', period: 1, clock: 500 });

describe('the live announcer', () => {
  it('says the score, the period and the latest play when they change, and nothing when nothing did', () => {
    const first = view(0, 0);
    expect(announcement(null, first, undefined)).toBe('Q1 under way. Home 0, Away 0.');
    const heard = heardOf(first, undefined);
    expect(announcement(heard, first, undefined)).toBeNull();
    expect(announcement(heard, view(2, 0), ev(3, 'Pérez scores two (2 pts)'))).toBe('Pérez scores two (2 pts). Home 2, Away 0.');
    const after = heardOf(view(2, 0), ev(3, 'x'));
    expect(announcement(after, view(2, 0, 'break'), ev(3, 'x'))).toBe('End of Q1. Home 2, Away 0.');
    expect(announcement(after, view(2, 0), ev(4, 'Rebound by Ricci'))).toBe('Rebound by Ricci. Home 2, Away 0.');
  });
});
