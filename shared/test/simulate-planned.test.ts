/**
 * Instant simulation with game plans: without a plan it is the plain bulk
 * simulation draw for draw; with one, the planned side plays as the plan
 * says (its tactics, its rotation's minutes), the periods add up to the
 * score, and the same seed and plan give the same game.
 */
import { describe, expect, it } from 'vitest';
import {
  buildCatalogue,
  catalogueTeam,
  createMatch,
  gamePlanSchema,
  simulatePlanned,
  simulateWithPeriods,
  type GamePlan,
  type MatchState,
  type PeriodScores,
} from '../src/index.js';

const catalogue = buildCatalogue();
const home = () => catalogueTeam(catalogue, 101);
const away = () => catalogueTeam(catalogue, 106);
const game = (seed: number, managed = false) =>
  createMatch({ ...home(), managed }, { ...away(), managed: false }, { recordEvents: false }, seed);

const fastAllGame: GamePlan = gamePlanSchema.parse({
  rotation: { restBelowEnergy: null, returnAtEnergy: 80, minutes: {}, closers: [], closeFromSeconds: 0 },
  rules: [{ id: 'run', when: {}, then: [{ type: 'tactics', pace: 'fast' }] }],
  timeouts: { afterOpponentRun: 8, keepForLastSeconds: 120 },
});

function sums(periods: PeriodScores, state: MatchState): void {
  expect(periods).toHaveLength(state.period * 2);
  expect(periods.filter((_, i) => i % 2 === 0).reduce((a, b) => a + b, 0)).toBe(state.score.home);
  expect(periods.filter((_, i) => i % 2 === 1).reduce((a, b) => a + b, 0)).toBe(state.score.away);
}

describe('simulatePlanned', () => {
  it('without a plan is simulateWithPeriods itself', () => {
    for (const seed of [1, 42, 2025]) {
      expect(simulatePlanned(game(seed), {})).toEqual(simulateWithPeriods(game(seed)));
    }
  });

  it('plays the plan: the side runs all game, its periods add up to the score, and the game differs from the AI’s', () => {
    let differs = 0;
    for (const seed of [1, 42, 2025]) {
      const { state, periods } = simulatePlanned(game(seed), { home: fastAllGame });
      expect(state.status).toBe('finished');
      expect(state.home.tactics.pace).toBe('fast');
      expect(state.home.managed).toBe(true);
      sums(periods, state);
      const plain = simulateWithPeriods(game(seed));
      if (JSON.stringify(plain.periods) !== JSON.stringify(periods)) differs += 1;
    }
    expect(differs).toBeGreaterThan(0);
  });

  it('keeps a player to the minutes the rotation gives him', () => {
    const star = [...home().players].sort((a, b) => b.overallRating - a.overallRating)[0];
    if (!star) throw new Error('no players');
    const capped: GamePlan = gamePlanSchema.parse({
      ...fastAllGame,
      rotation: { ...fastAllGame.rotation, minutes: { [star.id]: 12 } },
    });
    const plain = simulateWithPeriods(game(7)).state.home.players.find((p) => p.id === star.id);
    const planned = simulatePlanned(game(7), { home: capped }).state.home.players.find((p) => p.id === star.id);
    expect(plain?.secondsPlayed).toBeGreaterThan(20 * 60);
    // Off at the rotation's next look once he has his minutes (it looks every game minute).
    expect(planned?.secondsPlayed).toBeLessThanOrEqual(13 * 60);
  });

  it('is the same game every time for the same seed and plans', () => {
    const once = simulatePlanned(game(99), { home: fastAllGame, away: fastAllGame });
    const again = simulatePlanned(game(99), { home: fastAllGame, away: fastAllGame });
    expect(again).toEqual(once);
    sums(once.periods, once.state);
  });
});
