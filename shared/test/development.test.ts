import { describe, expect, it } from 'vitest';
import {
  createRng,
  developPlayer,
  fitnessAfterMatch,
  moraleAfterResult,
  overallRating,
  tallyStandings,
  type DevelopingPlayer,
} from '../src/index.js';

const player = (age: number, potential: number, skill = 60): DevelopingPlayer => {
  const skills = {
    shooting: skill,
    threePoint: skill,
    passing: skill,
    defense: skill,
    rebounding: skill,
    athletics: skill,
    basketballIQ: skill,
  };
  return { position: 'SF', age, potential, ...skills, overallRating: overallRating('SF', skills) };
};

function season(start: DevelopingPlayer, seed: number): DevelopingPlayer {
  let p = start;
  for (let matchday = 0; matchday < 22; matchday += 1) p = { ...p, ...developPlayer(p, createRng(seed * 100 + matchday)) };
  return p;
}

describe('player development', () => {
  it('lifts young players and wears down old ones over a season, on average', () => {
    const change = (age: number) => {
      let total = 0;
      for (let seed = 1; seed <= 100; seed += 1) total += season(player(age, 95), seed).overallRating - player(age, 95).overallRating;
      return total / 100;
    };
    expect(change(19)).toBeGreaterThan(2.5);
    expect(change(23)).toBeGreaterThan(1);
    expect(Math.abs(change(28))).toBeLessThan(1);
    expect(change(35)).toBeLessThan(-2);
  });

  it('stops growth at potential, is deterministic for a seed, and recomputes the overall', () => {
    for (let seed = 1; seed <= 50; seed += 1) expect(season(player(19, 62), seed).overallRating).toBeLessThanOrEqual(62);
    const a = developPlayer(player(20, 90), createRng(5));
    expect(developPlayer(player(20, 90), createRng(5))).toEqual(a);
    expect(a.overallRating).toBe(overallRating('SF', a));
  });
});

describe('morale and fitness after a matchday', () => {
  it('moves morale with the result, twice as much for a blowout, within 0-100', () => {
    expect(moraleAfterResult(50, 80, 75)).toBe(53);
    expect(moraleAfterResult(50, 75, 80)).toBe(47);
    expect(moraleAfterResult(50, 100, 80)).toBe(56);
    expect(moraleAfterResult(99, 90, 60)).toBe(100);
    expect(moraleAfterResult(2, 60, 90)).toBe(0);
  });

  it('spends fitness by minutes played and gives rest back', () => {
    expect(fitnessAfterMatch(100, 40)).toBe(92);
    expect(fitnessAfterMatch(100, 20)).toBe(96);
    expect(fitnessAfterMatch(90, 0)).toBe(95);
    expect(fitnessAfterMatch(42, 40)).toBe(40);
  });
});

describe('tallyStandings', () => {
  it('counts games, wins, losses and points from results', () => {
    const table = tallyStandings(
      ['a', 'b', 'c'],
      [
        { home: 'a', away: 'b', homeScore: 80, awayScore: 70 },
        { home: 'b', away: 'a', homeScore: 90, awayScore: 85 },
      ],
    );
    expect(table.get('a')).toEqual({ matchesPlayed: 2, wins: 1, losses: 1, pointsFor: 165, pointsAgainst: 160 });
    expect(table.get('b')).toEqual({ matchesPlayed: 2, wins: 1, losses: 1, pointsFor: 160, pointsAgainst: 165 });
    expect(table.get('c')).toEqual({ matchesPlayed: 0, wins: 0, losses: 0, pointsFor: 0, pointsAgainst: 0 });
  });
});
