import { describe, expect, it } from 'vitest';
import { closestFinish, displayedClock, liveCentreFixtures, staggerMs, type WhipCandidate } from '../src/index.js';

const game = (matchId: string, quarter: number, clock: number, home: number, away: number, matchStatus = 'playing'): WhipCandidate => ({
  matchId,
  quarter,
  clock,
  homeScore: home,
  awayScore: away,
  matchStatus,
});

describe('Live Centre rules', () => {
  it('plays a double round-robin of 16 clubs round by round: 30 rounds of 8, every pair twice with venues swapped', () => {
    const fixtures = liveCentreFixtures(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(fixtures).toHaveLength(240);
    expect(fixtures.map((f) => f.order)).toEqual(fixtures.map((_, i) => i));
    for (let i = 1; i < fixtures.length; i += 1) expect((fixtures[i]?.round ?? 0) >= (fixtures[i - 1]?.round ?? 0)).toBe(true);
    const pairs = new Set(fixtures.map((f) => `${f.home}-${f.away}`));
    expect(pairs.size).toBe(240);
    for (const f of fixtures) expect(pairs.has(`${f.away}-${f.home}`)).toBe(true);
  });

  it('spreads starts over a game by the concurrent count', () => {
    expect(staggerMs(6, 240_000)).toBe(40_000);
    expect(staggerMs(1, 240_000)).toBe(0);
  });

  it('whips around to the closest finish: last two minutes of Q4 or overtime, smallest margin, then least time left', () => {
    expect(closestFinish([game('a', 3, 30, 50, 50), game('b', 4, 200, 70, 70)])).toBeNull();
    expect(closestFinish([game('a', 4, 100, 80, 75), game('b', 4, 110, 70, 72), game('c', 5, 30, 90, 80)])?.matchId).toBe('b');
    expect(closestFinish([game('a', 4, 100, 80, 78), game('b', 4, 50, 70, 72)])?.matchId).toBe('b');
    expect(closestFinish([game('a', 4, 10, 80, 80, 'finished'), game('b', 5, 100, 70, 73)])?.matchId).toBe('b');
    expect(closestFinish([game('a', 4, 0, 80, 80, 'break')])?.matchId).toBe('a');
  });

  it('runs the clock between patches while playing, never more than a resync ahead, never below zero', () => {
    expect(displayedClock({ clock: 300, status: 'playing' }, 1_000, 1_350, 100, 10)).toBe(297);
    expect(displayedClock({ clock: 300, status: 'paused' }, 1_000, 9_000, 100, 10)).toBe(300);
    expect(displayedClock({ clock: 300, status: 'playing' }, 1_000, 60_000, 100, 10)).toBe(289);
    expect(displayedClock({ clock: 3, status: 'playing' }, 1_000, 2_000, 100, 10)).toBe(0);
  });
});
