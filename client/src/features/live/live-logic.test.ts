import { describe, expect, it } from 'vitest';
import type { LivePlayerView, LiveTeamView } from '@hardwood/shared';
import {
  availableSubstitutes,
  bench,
  canSubstitute,
  continueLabel,
  formatClock,
  foulsLabel,
  isOvertime,
  onCourt,
  performanceAnalysis,
  teamTotals,
  topPerformers,
} from './live-logic';
import { livePlayer } from '../../test/fixtures';

const player = (id: string, slot: string, extra: Partial<LivePlayerView> = {}): LivePlayerView =>
  livePlayer(id, { name: `P${id}`, slot, energy: 80, minutes: 10, ...extra });
const team = (name: string, players: LivePlayerView[]): LiveTeamView => ({
  id: name,
  name,
  side: 'home',
  managed: true,
  pace: 'moderate',
  offense: 'balanced',
  defense: 'man-to-man',
  players,
  onCourt: players.filter((p) => p.slot).map((p) => p.id),
});

describe('live match helpers', () => {
  it('formats the clock and labels breaks and overtime', () => {
    expect(formatClock(600)).toBe('10:00');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(-3)).toBe('0:00');
    expect(continueLabel(1)).toBe('Continue to Quarter 2');
    expect(continueLabel(3)).toBe('Continue to Quarter 4');
    expect(continueLabel(4)).toBe('Continue to Overtime');
    expect(continueLabel(5)).toBe('Continue to Overtime');
    expect(isOvertime(4)).toBe(false);
    expect(isOvertime(5)).toBe(true);
    expect(foulsLabel(4)).toBe('4/5');
  });

  it('allows substitutions only while the clock is stopped', () => {
    expect(['not_started', 'paused', 'break'].map(canSubstitute)).toEqual([true, true, true]);
    expect(['playing', 'finished'].map(canSubstitute)).toEqual([false, false]);
  });

  it('splits court and bench, totals the box score, ranks performers and compares the sides', () => {
    const home = team('Lions', [
      player('1', 'PG', { points: 20, fieldGoals: 8, fieldGoalAttempts: 14, rebounds: 3 }),
      player('2', 'C', { points: 10, rebounds: 12, fieldGoals: 5, fieldGoalAttempts: 9, energy: 30 }),
      player('3', '', { minutes: 0 }),
    ]);
    const away = team('Bears', [player('4', 'PG', { points: 12, fieldGoals: 5, fieldGoalAttempts: 15, turnovers: 4 })]);
    expect(onCourt(home).map((p) => p.id)).toEqual(['1', '2']);
    expect(bench(home).map((p) => p.id)).toEqual(['3']);
    expect(teamTotals(home)).toMatchObject({ points: 30, rebounds: 15, fieldGoals: 13, fieldGoalAttempts: 23 });
    expect(topPerformers(home).map((p) => p.id)).toEqual(['1', '2']);
    const analysis = performanceAnalysis(home, away);
    expect(analysis[0]).toMatch(/^Lions shoot better/);
    expect(analysis.join(' ')).toMatch(/Lions win the boards 15-0/);
    expect(analysis.join(' ')).toMatch(/Tired legs on court: P2/);
  });
  it('never offers a fouled-out or injured player as a substitute', () => {
    const t = team('Home', [player('1', 'PG'), player('2', ''), player('3', '', { fouledOut: true }), player('4', '', { injured: true })]);
    expect(availableSubstitutes(t).map((p) => p.id)).toEqual(['2']);
    expect(bench(t).map((p) => p.id)).toEqual(['2', '3', '4']);
  });
});
