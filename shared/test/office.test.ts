import { describe, expect, it } from 'vitest';
import {
  agentAsk,
  bigGameHeadline,
  currentStreak,
  formatEuros,
  formFactor,
  homeMatchRevenue,
  keyedRng,
  LEAGUE_MATCHDAYS,
  matchdayKey,
  matchdayKeyAfter,
  NEWS_BIG_GAME_POINTS,
  playerSalary,
  seasonWage,
  streakHeadline,
} from '../src/index.js';

describe('an agent asking for a raise', () => {
  it('states the wages a season, as every other screen does', () => {
    const player = { name: 'Ann Lee', overallRating: 80, age: 27, morale: 60, salary: 1_000 };
    const ask = Array.from({ length: 50 }, (_, i) => agentAsk(player, 3, keyedRng(`raise-${i}`))).find((a) => a !== null);
    if (!ask) throw new Error('no draw of fifty asks');
    expect(ask.requestType).toBe('salary_increase');
    expect(ask.description).toBe(
      `Ann Lee’s agent says his play is worth ${formatEuros(seasonWage(ask.requestedSalary))} a season, not ${formatEuros(seasonWage(1_000))}.`,
    );
  });

  it('counts quiet matchdays on into the next season', () => {
    expect(matchdayKeyAfter(1, 1, 11)).toBe(matchdayKey(1, 12));
    expect(matchdayKeyAfter(1, LEAGUE_MATCHDAYS - 1, 11)).toBe(matchdayKey(2, 10));
    expect(matchdayKeyAfter(1, LEAGUE_MATCHDAYS, 0)).toBe(matchdayKey(1, LEAGUE_MATCHDAYS));
    expect(matchdayKeyAfter(1, LEAGUE_MATCHDAYS, 1)).toBe(matchdayKey(2, 1));
  });
});

describe('salaries and gate receipts', () => {
  it('pay stars far more than squad players, big clubs more, youngsters and veterans less', () => {
    const star = playerSalary({ overallRating: 85, age: 28 }, 4);
    const squad = playerSalary({ overallRating: 60, age: 28 }, 4);
    expect(star).toBeGreaterThan(5 * squad);
    expect(playerSalary({ overallRating: 85, age: 28 }, 5)).toBeGreaterThan(star);
    expect(playerSalary({ overallRating: 85, age: 20 }, 4)).toBeLessThan(star);
    expect(playerSalary({ overallRating: 85, age: 35 }, 4)).toBeLessThan(star);
    expect(star % 100).toBe(0);
    expect(playerSalary({ overallRating: 30, age: 28 }, 1)).toBeGreaterThan(0);
  });

  it('grow receipts with reputation, form and a famous visitor', () => {
    const base = homeMatchRevenue({ homeReputation: 3, awayReputation: 3, form: 1 });
    expect(homeMatchRevenue({ homeReputation: 4, awayReputation: 3, form: 1 }).revenue).toBeGreaterThan(base.revenue);
    expect(homeMatchRevenue({ homeReputation: 3, awayReputation: 5, form: 1 }).attendance).toBeGreaterThan(base.attendance);
    expect(homeMatchRevenue({ homeReputation: 3, awayReputation: 3, form: formFactor(['W', 'W', 'W', 'W', 'W']) }).revenue).toBeGreaterThan(
      base.revenue,
    );
    expect(formFactor([])).toBe(1);
    expect(formFactor(['L', 'L', 'L', 'L', 'L', 'W'])).toBeCloseTo(0.94);
  });
});

describe('headlines', () => {
  const line = { playerName: 'Ana', teamName: 'Milano', opponentName: 'Varese', points: 12, rebounds: 4, assists: 3 };
  it('report big games and triple-doubles only', () => {
    expect(bigGameHeadline(line, 's')).toBeNull();
    expect(bigGameHeadline({ ...line, points: NEWS_BIG_GAME_POINTS }, 's')?.title).toBe(`Ana goes off for ${NEWS_BIG_GAME_POINTS} points`);
    expect(bigGameHeadline({ ...line, rebounds: 10, assists: 11, points: 10 }, 's')?.title).toBe('Ana goes off for a triple-double');
  });

  it('report a streak when it reaches a milestone, not every game of it', () => {
    expect(currentStreak(['L', 'W', 'W', 'W'])).toEqual({ kind: 'W', length: 3 });
    expect(streakHeadline('Milano', ['L', 'W', 'W', 'W'], 's')?.type).toBe('win_streak');
    expect(streakHeadline('Milano', ['L', 'W', 'W', 'W', 'W'], 's')).toBeNull();
    expect(streakHeadline('Milano', ['W', 'L', 'L', 'L', 'L', 'L'], 's')?.type).toBe('loss_streak');
    expect(streakHeadline('Milano', [], 's')).toBeNull();
  });
});
