/**
 * The Hall of Fame score: each part of a career weighed by the table, the
 * threshold met by the true sum, and the peak overall read from the
 * season-end history and his overall now.
 */
import { describe, expect, it } from 'vitest';
import {
  entersHallOfFame,
  HALL_OF_FAME,
  hallOfFameScore,
  hallOfFameScoreParts,
  peakOverall,
  type HallOfFameCareer,
  type HallOfFameRules,
} from '../src/index.js';

const career = (extra: Partial<HallOfFameCareer> = {}): HallOfFameCareer => ({
  seasons: 0,
  points: 0,
  rebounds: 0,
  assists: 0,
  awards: [],
  peakOverall: 0,
  ...extra,
});

describe('the Hall of Fame score', () => {
  it('weighs each part of a career by the table', () => {
    const rules: HallOfFameRules = {
      perSeason: 1,
      perPoint: 0.01,
      perRebound: 0.02,
      perAssist: 0.05,
      perAward: { mvp: 10, 'final-four-mvp': 7, 'top-scorer': 5, 'all-league': 3, 'young-player': 1 },
      peakBaseline: 70,
      perPeakPoint: 2,
      threshold: 50,
    };
    const c = career({
      seasons: 4,
      points: 1_000,
      rebounds: 500,
      assists: 200,
      awards: ['mvp', 'all-league', 'all-league'],
      peakOverall: 80,
    });
    expect(hallOfFameScoreParts(c, rules)).toEqual({ longevity: 4, scoring: 10, rebounding: 10, playmaking: 10, honours: 16, peak: 20 });
    expect(hallOfFameScore(c, rules)).toBe(70);
    expect(entersHallOfFame(70, rules)).toBe(true);
    expect(entersHallOfFame(49.9, rules)).toBe(false);
    expect(entersHallOfFame(50, rules)).toBe(true);
  });

  it('gives nothing for a peak at or below the baseline, and nothing negative', () => {
    expect(hallOfFameScore(career({ peakOverall: HALL_OF_FAME.peakBaseline }))).toBe(0);
    expect(hallOfFameScore(career({ peakOverall: 40, points: -5 }))).toBe(0);
  });

  it('lets a star of a few seasons in and keeps a solid starter of ten out, by the game’s table', () => {
    const star = career({
      seasons: 4,
      points: 4 * 450,
      rebounds: 4 * 130,
      assists: 4 * 90,
      awards: ['mvp', 'all-league', 'all-league', 'top-scorer'],
      peakOverall: 84,
    });
    const starter = career({ seasons: 10, points: 10 * 260, rebounds: 10 * 90, assists: 10 * 45, peakOverall: 76 });
    const veteran = career({ seasons: 1, points: 450, rebounds: 130, assists: 90, awards: ['all-league'], peakOverall: 82 });
    expect(entersHallOfFame(hallOfFameScore(star))).toBe(true);
    expect(entersHallOfFame(hallOfFameScore(starter))).toBe(false);
    expect(entersHallOfFame(hallOfFameScore(veteran))).toBe(false);
  });

  it('compares the true sum with the threshold, not the rounded parts', () => {
    // 0.04 + 0.04 rounds to 0 part by part, yet the sum is 0.1 at a tenth.
    const rules: HallOfFameRules = { ...HALL_OF_FAME, perSeason: 0, perPoint: 0.0004, perRebound: 0.0004, threshold: 0.1 };
    const c = career({ points: 100, rebounds: 100 });
    expect(hallOfFameScoreParts(c, rules).scoring).toBe(0);
    expect(hallOfFameScore(c, rules)).toBe(0.1);
  });
});

describe('a peak overall', () => {
  it('is the best of his season-end overalls and his overall now', () => {
    expect(peakOverall([1, 72, 2, 81, 3, 77], 74)).toBe(81);
    expect(peakOverall([1, 72], 79)).toBe(79);
    expect(peakOverall(undefined, 66)).toBe(66);
  });
});
