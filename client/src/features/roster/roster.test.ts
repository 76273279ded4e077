import { describe, expect, it } from 'vitest';
import type { PlayerSeasonStats } from '@hardwood/shared';
import { player } from '../../test/fixtures';
import { filterByPosition, fitnessTone, ratingTone, skillTone, sortRoster } from './roster-logic';
import { nextSort, sortTeamPlayers } from '../team-roster/team-sort';

const squad = [
  player('c1', 'C', 70, { age: 31, morale: 40, name: 'Zed' }),
  player('pg1', 'PG', 80, { age: 22, morale: 90, name: 'Abe' }),
  player('sf1', 'SF', 75, { age: 27, morale: 60, name: 'Max' }),
  player('pg2', 'PG', 65, { age: 19, morale: 75, name: 'Bob' }),
];
const stat = (playerId: string, matchesPlayed: number, averageMinutes: number): PlayerSeasonStats => ({
  playerId,
  matchesPlayed,
  averageMinutes,
  pointsPerGame: 0,
  reboundsPerGame: 0,
  assistsPerGame: 0,
  fieldGoalPercentage: 0,
  threePointPercentage: 0,
});
const stats = new Map([
  ['c1', stat('c1', 10, 30)],
  ['pg1', stat('pg1', 12, 25)],
  ['sf1', stat('sf1', 3, 35)],
]);
const ids = (list: { id: string }[]) => list.map((p) => p.id);

describe('roster sorting and filtering', () => {
  it('sorts by position (PG to C, best first), age, morale, matches played and average minutes', () => {
    expect(ids(sortRoster(squad, stats, 'position'))).toEqual(['pg1', 'pg2', 'sf1', 'c1']);
    expect(ids(sortRoster(squad, stats, 'age'))).toEqual(['pg2', 'pg1', 'sf1', 'c1']);
    expect(ids(sortRoster(squad, stats, 'morale'))).toEqual(['pg1', 'pg2', 'sf1', 'c1']);
    expect(ids(sortRoster(squad, stats, 'matchesPlayed'))).toEqual(['pg1', 'c1', 'sf1', 'pg2']);
    expect(ids(sortRoster(squad, stats, 'averageMinutes'))).toEqual(['sf1', 'c1', 'pg1', 'pg2']);
  });

  it('filters by position', () => {
    expect(ids(filterByPosition(squad, 'PG'))).toEqual(['pg1', 'pg2']);
    expect(filterByPosition(squad, 'All')).toHaveLength(4);
  });

  it('sorts another team by any column and flips on a second click', () => {
    expect(ids(sortTeamPlayers(squad, 'name', 'asc'))).toEqual(['pg1', 'pg2', 'sf1', 'c1']);
    expect(ids(sortTeamPlayers(squad, 'overallRating', 'desc'))[0]).toBe('pg1');
    expect(ids(sortTeamPlayers(squad, 'position', 'desc'))[0]).toBe('c1');
    expect(nextSort({ key: 'age', direction: 'desc' }, 'age')).toEqual({ key: 'age', direction: 'asc' });
    expect(nextSort({ key: 'age', direction: 'desc' }, 'shooting')).toEqual({ key: 'shooting', direction: 'desc' });
    expect(nextSort({ key: 'age', direction: 'desc' }, 'name')).toEqual({ key: 'name', direction: 'asc' });
  });
});

describe('colour bands', () => {
  it('bands skills at 85/75/65/55, treating a missing skill as 50', () => {
    expect([85, 84, 75, 74, 65, 64, 55, 54].map(skillTone)).toEqual(['excellent', 'good', 'good', 'fair', 'fair', 'weak', 'weak', 'poor']);
    expect(skillTone(undefined)).toBe('poor');
  });
  it('bands fitness at 80 and 60, ratings at 85/75/65', () => {
    expect([80, 79, 60, 59].map(fitnessTone)).toEqual(['excellent', 'fair', 'fair', 'poor']);
    expect([85, 75, 65, 64].map(ratingTone)).toEqual(['excellent', 'good', 'fair', 'weak']);
  });
});
