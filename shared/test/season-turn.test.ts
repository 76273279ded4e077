import { describe, expect, it } from 'vitest';
import {
  EARLY_RETIREMENT_CHANCE,
  keyedRng,
  MIN_AI_ROSTER_AFTER_SEASON,
  MAX_ROSTER_SIZE,
  neediestPosition,
  nextSeasonName,
  planRefills,
  RETIREMENT_MIN_AGE,
  simulateWorldSeasons,
  turnPlayer,
  type Position,
  type TurnPlayer,
} from '../src/index.js';

const player = (age: number, overrides: Partial<TurnPlayer> = {}): TurnPlayer => ({
  position: 'SF',
  age,
  potential: 80,
  overallRating: 60,
  shooting: 60,
  threePoint: 60,
  passing: 60,
  defense: 60,
  rebounding: 60,
  athletics: 60,
  basketballIQ: 60,
  ...overrides,
});

describe('season turn', () => {
  it('ages everyone a year and retires from 38, some from 35 by the stated chances', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      expect(turnPlayer(player(RETIREMENT_MIN_AGE - 1), 0, keyedRng(`r${seed}`))).toEqual({ retired: true, age: RETIREMENT_MIN_AGE });
      const young = turnPlayer(player(24), 0, keyedRng(`y${seed}`));
      expect(young).toMatchObject({ retired: false, age: 25, overallRating: 60, shooting: 60 });
    }
    const share = (age: number) =>
      Array.from({ length: 4000 }, (_, i) => turnPlayer(player(age - 1), 0, keyedRng(`e${age}:${i}`)).retired).filter(Boolean).length /
      4000;
    for (const age of [35, 36, 37]) expect(Math.abs(share(age) - (EARLY_RETIREMENT_CHANCE[age] ?? 0))).toBeLessThan(0.03);
    expect(share(34)).toBe(0);
  });

  it('catches up the matchdays of development a player missed, the same draw on a repeat', () => {
    const rng = () => keyedRng('catch-up');
    const young = turnPlayer(
      player(19, {
        overallRating: 55,
        shooting: 55,
        threePoint: 55,
        passing: 55,
        defense: 55,
        rebounding: 55,
        athletics: 55,
        basketballIQ: 55,
      }),
      22,
      rng(),
    );
    expect(young.retired).toBe(false);
    if (young.retired) return;
    expect(young.overallRating).toBeGreaterThan(55);
    expect(young.overallRating).toBeLessThanOrEqual(80);
    expect(
      turnPlayer(
        player(19, {
          overallRating: 55,
          shooting: 55,
          threePoint: 55,
          passing: 55,
          defense: 55,
          rebounding: 55,
          athletics: 55,
          basketballIQ: 55,
        }),
        22,
        rng(),
      ),
    ).toEqual(young);
    const old = turnPlayer(
      player(33, {
        overallRating: 70,
        shooting: 70,
        threePoint: 70,
        passing: 70,
        defense: 70,
        rebounding: 70,
        athletics: 70,
        basketballIQ: 70,
      }),
      22,
      keyedRng('veteran'),
    );
    if (!old.retired) expect(old.overallRating).toBeLessThan(70);
  });

  it('refills every AI club to 12 at its neediest positions, own youngsters first, each free agent once', () => {
    const positions = (n: number): Position[] =>
      Array.from({ length: n }, (_, i) => (['PG', 'SG', 'SF', 'PF', 'C'] as const)[i % 5] ?? 'PG');
    const clubs = [
      { id: 'a', strength: 0.8, nationality: 'Italy', positions: positions(9) },
      { id: 'b', strength: 0.4, nationality: null, positions: positions(MAX_ROSTER_SIZE) },
      { id: 'c', strength: 0.6, nationality: 'Spain', positions: ['PG', 'PG', 'PG'] as Position[] },
    ];
    const agents = [
      { id: 'x', position: 'C' as const, overallRating: 70 },
      { id: 'y', position: 'SF' as const, overallRating: 50 },
    ];
    const plan = planRefills(clubs, agents, keyedRng('refill'));
    const size = (id: string) =>
      (clubs.find((c) => c.id === id)?.positions.length ?? 0) +
      plan.signings.filter((s) => s.clubId === id).length +
      plan.regens.filter((r) => r.clubId === id).length;
    expect(size('a')).toBe(MIN_AI_ROSTER_AFTER_SEASON);
    expect(size('b')).toBe(MAX_ROSTER_SIZE);
    expect(size('c')).toBe(MIN_AI_ROSTER_AFTER_SEASON);
    expect(new Set(plan.signings.map((s) => s.agentId)).size).toBe(plan.signings.length);
    expect(plan.regens.filter((r) => r.clubId === 'a')[0]?.player.age).toBeGreaterThanOrEqual(18);
    for (const r of plan.regens) {
      expect(r.player.age).toBeLessThanOrEqual(20);
      expect(r.player.potential).toBeGreaterThanOrEqual(r.player.overallRating);
    }
    expect(neediestPosition(['PG', 'SG', 'SF', 'PF'])).toBe('C');
  });

  it('names the next season', () => {
    expect(nextSeasonName('2025-26')).toBe('2026-27');
    expect(nextSeasonName('2099-00')).toBe('2100-01');
  });

  it('keeps a world of AI-only clubs stable over five seasons: mean and spread within ±2, rosters of 12+, nobody 38+', () => {
    const history = simulateWorldSeasons(5, 7);
    const first = history[0];
    if (!first) throw new Error('no seasons');
    for (const s of history) {
      expect(Math.abs(s.firstDivisionMean - first.firstDivisionMean)).toBeLessThanOrEqual(2);
      expect(Math.abs(s.firstDivisionSpread - first.firstDivisionSpread)).toBeLessThanOrEqual(2);
      expect(s.smallestRoster).toBeGreaterThanOrEqual(MIN_AI_ROSTER_AFTER_SEASON);
      if (s.season > 1) expect(s.oldest).toBeLessThan(RETIREMENT_MIN_AGE);
    }
  });
});
