/** A short replay for the match kit's tests: shots with their chances and reasons, two decisions of the home side, and a review of them. */
import type { DecisionReview, ReplayEvent, ReplayTimeline } from '@hardwood/shared';

const HOME = ['Ann Guard', 'Bo Wing', 'Cy Forward', 'Di Big', 'Ed Center', 'Fay Bench'];
const AWAY = ['Gus Guard', 'Hal Wing', 'Ike Forward', 'Jo Big', 'Kai Center', 'Lu Bench'];
const POSITIONS = ['PG', 'SG', 'SF', 'PF', 'C', 'PG'];
const TACTICS = { pace: 'moderate', offense: 'balanced', defense: 'man-to-man' };

const roster = (prefix: string, names: string[]) =>
  names.map((name, i) => ({ id: `${prefix}${i}`, name, position: POSITIONS[i] ?? 'PG', overall: 70 }));
const five = (prefix: string): Array<[string, string]> => POSITIONS.slice(0, 5).map((slot, i) => [`${prefix}${i}`, slot]);

let seq = 0;
function event(
  t: number,
  side: 'home' | 'away',
  type: string,
  points: number,
  playerId: string,
  text: string,
  extra: Partial<ReplayEvent> = {},
): ReplayEvent {
  seq += 1;
  const period = Math.max(1, Math.ceil(t / 600));
  return {
    seq,
    t,
    type,
    side,
    text,
    period,
    clock: period * 600 - t,
    playerId,
    otherId: '',
    x: 0,
    y: 0,
    zone: '',
    defenderId: '',
    points,
    ...extra,
  };
}

/** Home 5, away 4: Away leads at 60 s, Cy Forward puts Home ahead with 1:40 left. */
export function replayTimelineFixture(extra: Partial<ReplayTimeline> = {}): ReplayTimeline {
  seq = 0;
  return {
    key: 'g1',
    home: { id: 'h', name: 'Home Club', players: roster('h', HOME), tactics: TACTICS },
    away: { id: 'a', name: 'Away Club', players: roster('a', AWAY), tactics: TACTICS },
    length: 2400,
    final: { home: 5, away: 4 },
    events: [
      event(30, 'home', 'three_made', 3, 'h0', 'Ann Guard hits a three', {
        chance: 0.5,
        why: 'open three, good shooter|6; tired, 68 energy|-5; zone defence|3',
        zone: 'above-the-break-three',
        x: 75,
        y: 90,
      }),
      event(40, 'away', 'free_throw_made', 1, 'a1', 'Hal Wing makes a free throw (1 pt)', { chance: 0.8 }),
      event(40, 'away', 'free_throw_made', 1, 'a1', 'Hal Wing makes a free throw (2 pts)', { chance: 0.8 }),
      event(60, 'away', 'two_made', 2, 'a1', 'Hal Wing scores inside', {
        chance: 0.6,
        why: 'guarded by Ann Guard|-4',
        zone: 'paint',
        x: 75,
        y: 15,
      }),
      event(700, 'home', 'two_missed', 0, 'h2', 'Cy Forward misses from mid-range', {
        chance: 0.45,
        why: '',
        zone: 'mid-range',
        x: 40,
        y: 40,
      }),
      event(2300, 'home', 'two_made', 2, 'h2', 'Cy Forward scores the go-ahead basket', { zone: 'paint', x: 70, y: 10 }),
      event(2400, 'home', 'game_end', 0, '', 'Final whistle'),
    ],
    lineups: [{ t: 0, home: five('h'), away: five('a') }],
    energy: [{ t: 0, home: [100, 100, 100, 100, 100, 100], away: [100, 100, 100, 100, 100, 100] }],
    flow: [3],
    winChance: [50, 60],
    decisions: [
      { t: 598, side: 'home', lines: ['Fay Bench in for Ann Guard'], byPlan: false },
      { t: 1802, side: 'home', lines: ['pace: fast'], byPlan: true },
    ],
    mySide: 'home',
    ...extra,
  };
}

export const decisionReviewFixture: DecisionReview = {
  side: 'home',
  pairs: 200,
  decisions: [
    {
      t: 598,
      period: 1,
      clock: 2,
      lines: ['Fay Bench in for Ann Guard'],
      byPlan: false,
      winDelta: 3.1,
      winDeltaError: 1.2,
      pointsDelta: 0.8,
      mark: 'good',
    },
    {
      t: 1802,
      period: 4,
      clock: 598,
      lines: ['pace: fast'],
      byPlan: true,
      winDelta: -6.2,
      winDeltaError: 1.5,
      pointsDelta: -1.1,
      mark: 'costly',
    },
  ],
  winLine: Array.from({ length: 41 }, (_, i) => 50 + Math.round(10 * Math.sin(i / 6))),
  coachingPoints: 2.4,
  ms: 900,
};
