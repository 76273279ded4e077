import { describe, expect, it } from 'vitest';
import {
  applyLoanGains,
  keyedRng,
  loaneeStarts,
  loanGrowth,
  loanPhilosophy,
  loanSentiment,
  loanSummary,
  overallRating,
  totalGains,
} from '../src/index.js';

const base = { matchesPlayed: 4, totalMinutesPlayed: 0, pointsScored: 0, reboundsGrabbed: 0, assistsMade: 0, gains: 0, elapsed: 0.4 };
const games = (perGame: { minutes: number; points?: number; rebounds?: number; assists?: number }, extra: Partial<typeof base> = {}) => ({
  ...base,
  totalMinutesPlayed: perGame.minutes * 4,
  pointsScored: (perGame.points ?? 0) * 4,
  reboundsGrabbed: (perGame.rebounds ?? 0) * 4,
  assistsMade: (perGame.assists ?? 0) * 4,
  ...extra,
});

describe('loan feedback sentiment', () => {
  it('follows each rule in order', () => {
    expect(loanSentiment({ ...base, matchesPlayed: 0 })).toBe('neutral');
    expect(loanSentiment(games({ minutes: 9.9, points: 20 }))).toBe('poor');
    expect(loanSentiment(games({ minutes: 25, points: 8 }))).toBe('excellent');
    expect(loanSentiment(games({ minutes: 24.9, points: 8 }))).toBe('good');
    expect(loanSentiment(games({ minutes: 20, points: 5 }))).toBe('good');
    expect(loanSentiment(games({ minutes: 20, rebounds: 4 }))).toBe('good');
    expect(loanSentiment(games({ minutes: 20, assists: 3 }))).toBe('good');
    expect(loanSentiment(games({ minutes: 12 }, { gains: 3, elapsed: 0.6 }))).toBe('good');
    expect(loanSentiment(games({ minutes: 12 }, { gains: 3, elapsed: 0.5 }))).toBe('poor');
    expect(loanSentiment(games({ minutes: 15 }))).toBe('average');
    expect(loanSentiment(games({ minutes: 14.9 }))).toBe('poor');
  });
});

describe('loans', () => {
  it('give each club a fixed philosophy, mostly by its size', () => {
    expect(loanPhilosophy({ templateTeamId: 5, reputation: 1 })).toBe(loanPhilosophy({ templateTeamId: 5, reputation: 1 }));
    const small = Array.from({ length: 50 }, (_, i) => loanPhilosophy({ templateTeamId: i, reputation: 1 }));
    const big = Array.from({ length: 50 }, (_, i) => loanPhilosophy({ templateTeamId: i, reputation: 5 }));
    expect(small.filter((p) => p === 'develops youth').length).toBeGreaterThan(35);
    expect(big.filter((p) => p === 'plays veterans').length).toBeGreaterThan(35);
  });

  it('start a loanee by the club’s philosophy', () => {
    const club = [80, 78, 76, 74, 72, 70, 68, 66];
    expect(loaneeStarts('develops youth', 50, club)).toBe(true);
    expect(loaneeStarts('plays veterans', 90, club)).toBe(false);
    expect(loaneeStarts('balanced', 69, club)).toBe(true);
    expect(loaneeStarts('balanced', 68, club)).toBe(false);
  });

  it('grow with minutes, more at youth clubs, less at the potential, and recompute the overall', () => {
    const total = (minutes: number, philosophy: 'develops youth' | 'plays veterans', atPotential = false) => {
      let sum = 0;
      for (let i = 0; i < 400; i += 1) sum += totalGains(loanGrowth(minutes, philosophy, atPotential, keyedRng(`g${i}`)));
      return sum / 400;
    };
    expect(total(0, 'develops youth')).toBe(0);
    expect(total(30, 'develops youth')).toBeGreaterThan(total(10, 'develops youth'));
    expect(total(30, 'develops youth')).toBeGreaterThan(total(30, 'plays veterans'));
    expect(total(30, 'develops youth', true)).toBeLessThan(total(30, 'develops youth') / 2);
    const player = {
      position: 'PG' as const,
      shooting: 60,
      threePoint: 55,
      passing: 98,
      defense: 50,
      rebounding: 40,
      athletics: 62,
      basketballIQ: 58,
    };
    const after = applyLoanGains(player, { experience: 2, athleticism: 1, technique: 3 });
    expect(after).toMatchObject({ basketballIQ: 60, athletics: 63, passing: 99 });
    expect(after.overallRating).toBe(overallRating('PG', after));
    const summary = loanSummary({ ...player, overallRating: overallRating('PG', player) }, after);
    expect(summary.skillsChanged.map((s) => s.skill).sort()).toEqual(['athletics', 'basketballIQ', 'passing']);
    expect(summary.overallChange).toBe(after.overallRating - overallRating('PG', player));
  });
});
