/**
 * A replay's key moments: lead changes, runs of unanswered points from
 * KEY_MOMENTS.minRun on (at the run's last basket), the go-ahead and tying
 * baskets of the closing minutes (one per free-throw trip), and every
 * listed coaching decision, in game order.
 */
import { describe, expect, it } from 'vitest';
import { KEY_MOMENTS, keyMoments, QUARTER_SECONDS, QUARTERS, type ReplayEvent, type ReplayTimeline } from '../src/index.js';

type Side = 'home' | 'away';
let seq = 0;
/** A scoring (or other) event at game second `t`, with the period and clock that second shows. */
function scored(
  t: number,
  side: Side,
  points: number,
  playerId = `${side[0]}1`,
  type = points === 3 ? 'three_made' : 'two_made',
): ReplayEvent {
  seq += 1;
  const period = Math.max(1, Math.ceil(t / QUARTER_SECONDS));
  return {
    seq,
    t,
    type,
    side,
    text: type,
    period,
    clock: period * QUARTER_SECONDS - t,
    playerId,
    otherId: '',
    x: 0,
    y: 0,
    zone: '',
    defenderId: '',
    points,
  };
}

const team = (id: string, name: string) => ({
  id,
  name,
  players: [{ id: `${id}1`, name: `${name} Star`, position: 'PG', overall: 80 }],
  tactics: { pace: 'moderate', offense: 'balanced', defense: 'man-to-man' },
});

function timeline(events: ReplayEvent[], decisions?: ReplayTimeline['decisions']): ReplayTimeline {
  return {
    key: 'g1',
    home: team('h', 'Home'),
    away: team('a', 'Away'),
    length: QUARTERS * QUARTER_SECONDS,
    final: { home: 0, away: 0 },
    events,
    lineups: [],
    energy: [],
    flow: [],
    winChance: [],
    ...(decisions ? { decisions } : {}),
  };
}

describe('keyMoments', () => {
  it('marks each lead change, but not the first lead or a tie', () => {
    const moments = keyMoments(
      timeline([scored(10, 'home', 2), scored(20, 'away', 2), scored(30, 'away', 3), scored(40, 'home', 3), scored(50, 'home', 2)]),
    );
    expect(moments.filter((m) => m.kind === 'lead-change')).toEqual([
      { t: 30, kind: 'lead-change', side: 'away', label: 'Away takes the lead, 2-5' },
      { t: 50, kind: 'lead-change', side: 'home', label: 'Home takes the lead, 7-5' },
    ]);
  });

  it(`marks a run of ${KEY_MOMENTS.minRun} unanswered points or more at its last basket, and not a shorter one`, () => {
    const events = [
      scored(10, 'away', 2),
      // 9-0 home: 3 + 2 + 2 + 2, ended by the away basket at 200.
      scored(60, 'home', 3),
      scored(90, 'home', 2),
      scored(120, 'home', 2),
      scored(150, 'home', 2),
      scored(200, 'away', 2),
      // 6-0 away: too short.
      scored(230, 'away', 2),
      scored(260, 'away', 2),
      // 8-0 home (2 + 3 + 3), still going at the end of the game.
      scored(300, 'home', 2),
      scored(400, 'home', 3),
      scored(420, 'home', 3),
    ];
    const runs = keyMoments(timeline(events)).filter((m) => m.kind === 'run');
    expect(runs).toEqual([
      { t: 150, kind: 'run', side: 'home', label: '9-0 run by Home' },
      { t: 420, kind: 'run', side: 'home', label: '8-0 run by Home' },
    ]);
  });

  it('marks go-ahead and tying baskets in the last minutes and overtime only, one per free-throw trip', () => {
    const last = QUARTERS * QUARTER_SECONDS;
    const events = [
      scored(100, 'home', 2),
      scored(last - 150, 'away', 2),
      // Going ahead in the 4th but before its last two minutes: not a big shot.
      scored(last - KEY_MOMENTS.clutchSeconds - 10, 'home', 2),
      // Tying with 60 s left, going ahead with a free throw at 40.
      scored(last - 60, 'away', 2, 'a1'),
      scored(last - 40, 'away', 1, 'a1', 'free_throw_made'),
      // Two free throws at one second: they tie, then go ahead; the trip is one moment.
      scored(last - 5, 'home', 1, 'h1', 'free_throw_made'),
      scored(last - 5, 'home', 1, 'h1', 'free_throw_made'),
      // Extending a lead is not a big shot.
      scored(last - 2, 'home', 2),
    ];
    const big = keyMoments(timeline(events)).filter((m) => m.kind === 'big-shot');
    expect(big).toEqual([
      { t: last - 60, kind: 'big-shot', side: 'away', label: 'Away Star ties it, 4-4' },
      { t: last - 40, kind: 'big-shot', side: 'away', label: 'Away Star puts Away ahead, 4-5' },
      { t: last - 5, kind: 'big-shot', side: 'home', label: 'Home Star puts Home ahead, 6-5' },
    ]);
    // In overtime any go-ahead basket counts, whatever the clock.
    const overtime = keyMoments(timeline([scored(last + 10, 'away', 3)])).filter((m) => m.kind === 'big-shot');
    expect(overtime).toHaveLength(1);
    expect(overtime[0]?.label).toBe('Away Star puts Away ahead, 0-3');
  });

  it('lists every coaching decision in game order with the rest', () => {
    const moments = keyMoments(
      timeline(
        [scored(10, 'home', 2), scored(500, 'away', 3)],
        [
          { t: 300, side: 'home', lines: ['Home Star in for Home Sub', 'pace: fast'], byPlan: false },
          { t: 700, side: 'away', lines: ['timeout'], byPlan: true },
        ],
      ),
    );
    expect(moments.map((m) => [m.t, m.kind])).toEqual([
      [300, 'decision'],
      [500, 'lead-change'],
      [700, 'decision'],
    ]);
    expect(moments[0]?.label).toBe('Home: Home Star in for Home Sub; pace: fast');
    expect(moments[2]?.label).toBe('Away (plan): timeout');
  });

  it('has nothing to mark in a game without baskets or decisions', () => {
    expect(keyMoments(timeline([]))).toEqual([]);
  });
});
