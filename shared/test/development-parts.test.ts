import { describe, expect, it } from 'vitest';
import {
  addDevelopmentParts,
  createRng,
  developmentLine,
  developmentOdds,
  developPlayer,
  keyedRng,
  NO_DEVELOPMENT_PARTS,
  overallRating,
  roundDevelopmentParts,
  turnPlayer,
  DEVELOPMENT_BY_PHASE,
  type DevelopingPlayer,
  type DevelopmentContext,
  type DevelopmentParts,
} from '../src/index.js';

const player = (age: number, potential: number, skill = 60): DevelopingPlayer => {
  const skills = {
    shooting: skill,
    threePoint: skill + 3,
    passing: skill - 4,
    defense: skill + 1,
    rebounding: skill - 2,
    athletics: skill + 5,
    basketballIQ: skill,
  };
  return { position: 'PF', age, potential, ...skills, overallRating: overallRating('PF', skills) };
};

const sum = (p: DevelopmentParts) => p.age + p.minutes + p.training + p.draw;

function season(start: DevelopingPlayer, seed: number, context: DevelopmentContext = {}) {
  let p = start;
  let parts = NO_DEVELOPMENT_PARTS;
  for (let matchday = 1; matchday <= 22; matchday += 1) {
    const next = developPlayer(p, keyedRng(`${seed}:develop:${matchday}`), context);
    // Per step: the parts explain the step's overall change exactly (up to float error).
    expect(sum(next.parts)).toBeCloseTo(next.overallRating - p.overallRating, 9);
    parts = addDevelopmentParts(parts, next.parts);
    p = { ...p, ...next };
  }
  return { end: p, parts };
}

describe('development parts', () => {
  it('sum to each step and to the season, and round to whole points that sum exactly', () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const start = player(17 + (seed % 20), seed % 3 === 0 ? 64 : 95);
      const context: DevelopmentContext = {
        playingTime: (['starter', 'rotation', 'bench', 'unused', null] as const)[seed % 5],
        training: 'standard',
      };
      const { end, parts } = season(start, seed, context);
      const change = end.overallRating - start.overallRating;
      expect(sum(parts)).toBeCloseTo(change, 9);
      const whole = roundDevelopmentParts(parts, change);
      expect(whole.age + whole.minutes + whole.training + whole.draw).toBe(change);
      for (const v of Object.values(whole)) expect(Number.isInteger(v)).toBe(true);
      expect(whole.age).toBe(Math.round(parts.age));
    }
  });

  it('expects a young regular at an elite academy to grow more than a benchwarmer without one, and gets it on average', () => {
    const helped = developmentOdds(19, { playingTime: 'starter', training: 'elite' });
    const plain = developmentOdds(19, { playingTime: 'unused' });
    expect(helped.rise).toBeGreaterThan(plain.rise);
    expect(helped.expected.minutes).toBeGreaterThan(0);
    expect(helped.expected.training).toBeGreaterThan(0);
    expect(plain.expected.minutes).toBeLessThan(0);
    expect(plain.expected.training).toBe(0);
    expect(helped.expected.age).toBeCloseTo(DEVELOPMENT_BY_PHASE.developing.rise - DEVELOPMENT_BY_PHASE.developing.fall, 12);
    let grownHelped = 0;
    let grownPlain = 0;
    for (let seed = 1; seed <= 150; seed += 1) {
      const start = player(19, 95);
      grownHelped += season(start, seed, { playingTime: 'starter', training: 'elite' }).end.overallRating - start.overallRating;
      grownPlain += season(start, seed, { playingTime: 'unused' }).end.overallRating - start.overallRating;
    }
    expect(grownHelped).toBeGreaterThan(grownPlain);
  });

  it('gives no training part past the developing age, and none without playing time known', () => {
    expect(developmentOdds(26, { training: 'elite' }).expected.training).toBe(0);
    expect(developmentOdds(19, { playingTime: null }).expected.minutes).toBe(0);
    expect(developmentOdds(19, {}).rise).toBe(DEVELOPMENT_BY_PHASE.developing.rise);
  });

  it('is deterministic for a seed, and the catch-up at the season turn explains its change too', () => {
    const context: DevelopmentContext = { playingTime: 'rotation', training: 'compact' };
    expect(developPlayer(player(20, 90), createRng(5), context)).toEqual(developPlayer(player(20, 90), createRng(5), context));
    const start = player(20, 90);
    const turned = turnPlayer(start, 22, keyedRng('turn'), context);
    expect(turnPlayer(start, 22, keyedRng('turn'), context)).toEqual(turned);
    if (turned.retired) throw new Error('a 21-year-old does not retire');
    expect(sum(turned.parts)).toBeCloseTo(turned.overallRating - start.overallRating, 9);
    expect(turned.parts.training).toBeGreaterThan(0);
  });

  it('writes a season line with the proper minus sign and without zero parts', () => {
    expect(developmentLine(21, { age: 3, minutes: 2, training: 0, draw: -1 })).toBe('+4: age 21 +3, minutes +2, draw −1');
    expect(developmentLine(34, { age: -2, minutes: 0, training: 0, draw: 0 })).toBe('−2: age 34 −2');
    expect(developmentLine(28, { age: 0, minutes: 1, training: 0, draw: -1 })).toBe('±0: age 28 ±0, minutes +1, draw −1');
  });
});
