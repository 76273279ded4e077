/**
 * Seeking in a recorded match: the state at any second, from the nearest
 * checkpoint at or before it, is exactly the one a straight replay from the
 * tip-off gives (score, clock, generator, box score, energies, who is on
 * court, the event record), a seek leaves the checkpoints as they were, a
 * seek is fast, and a record that does not replay gives no checkpoints.
 */
import { describe, expect, it } from 'vitest';
import {
  cloneMatchState,
  createRng,
  energyNow,
  MATCH_RULES,
  REPLAY_CHECKPOINT_SECONDS,
  ReplayCheckpoints,
  replayMatch,
  type MatchState,
  type Side,
} from '../src/index.js';
import { busyCoach, recordGame } from './recorded-game.js';

const game = recordGame(11, busyCoach());

function straightReplay(t: number): MatchState | null {
  return replayMatch(
    JSON.parse(game.start) as MatchState,
    game.log.filter((entry) => entry.t <= t),
    t,
    MATCH_RULES,
  );
}

const SIDES: readonly Side[] = ['home', 'away'];
const boxScore = (state: MatchState) => SIDES.map((side) => state[side].players.map((p) => ({ id: p.id, ...p.stats })));
const energies = (state: MatchState) =>
  SIDES.map((side) => state[side].players.map((p) => [p.energy, energyNow(state, state[side], p, MATCH_RULES), p.secondsPlayed]));
const onCourt = (state: MatchState) => SIDES.map((side) => state[side].onCourt.map((i) => state[side].players[i]?.id));

/** Every object reachable from `value`. */
function objectsOf(value: unknown, into = new Set<object>()): Set<object> {
  if (value === null || typeof value !== 'object' || into.has(value)) return into;
  into.add(value);
  for (const child of Object.values(value)) objectsOf(child, into);
  return into;
}

describe('seeking in a recorded match', () => {
  const checkpoints = ReplayCheckpoints.build(game);

  it('is a game with the commands a manager gives: substitutions at stops, tactics, timeouts, breaks continued', () => {
    const types = game.log.map((e) => e.command.type);
    for (const type of ['pause', 'substitute', 'tactics', 'timeout', 'play', 'continue']) expect(types).toContain(type);
    expect(game.final.status).toBe('finished');
    expect(checkpoints).not.toBeNull();
    expect(checkpoints?.length).toBe(game.elapsed);
  });

  it('gives at 20 random seconds (and the edges) exactly the state of a straight replay to that second', () => {
    const rng = createRng(2024);
    const seconds = [0, 1, REPLAY_CHECKPOINT_SECONDS, 400, 600, game.elapsed - 1, game.elapsed];
    for (let i = 0; i < 20; i += 1) seconds.push(rng.int(0, game.elapsed));
    for (const t of seconds) {
      const seek = checkpoints?.stateAt(t) ?? null;
      const straight = straightReplay(t);
      expect(seek, `second ${t}`).not.toBeNull();
      expect(straight).not.toBeNull();
      if (!seek || !straight) continue;
      expect(seek.elapsed).toBe(t);
      expect(seek.score).toEqual(straight.score);
      expect([seek.period, seek.clock, seek.status, seek.possession]).toEqual([
        straight.period,
        straight.clock,
        straight.status,
        straight.possession,
      ]);
      expect(seek.rng).toEqual(straight.rng);
      expect(boxScore(seek)).toEqual(boxScore(straight));
      expect(energies(seek)).toEqual(energies(straight));
      expect(onCourt(seek)).toEqual(onCourt(straight));
      expect(seek.events.length).toBe(straight.events.length);
      // And everything else: tactics, timeouts, the AI's memory, the event record.
      expect(JSON.stringify(seek)).toBe(JSON.stringify(straight));
    }
  });

  it('leaves its checkpoints as they were: a state sought and played on does not change the next seek', () => {
    const first = checkpoints?.stateAt(725);
    expect(first).toBeDefined();
    if (!first) return;
    first.score.home += 50;
    first.home.players.forEach((p) => (p.energy = 1));
    first.home.onCourt.length = 0;
    expect(JSON.stringify(checkpoints?.stateAt(725))).toBe(JSON.stringify(straightReplay(725)));
    expect(JSON.stringify(checkpoints?.stateAt(720))).toBe(JSON.stringify(straightReplay(720)));
  });

  it('copies a state without sharing any object with it (the event objects only, when asked to keep them)', () => {
    const state = straightReplay(1234);
    expect(state).not.toBeNull();
    if (!state) return;
    // Every optional nested field the engine may give a team or a player, present.
    state.home.instructions = { rest: false };
    state.home.announced = { push: true };
    state.away.timeouts = [1];
    const hurt = state.away.players.find((p) => p.slot === null);
    if (hurt) hurt.injury = { injuryType: 'Sprained ankle', severity: 'minor', matchdaysOut: 1 };
    const original = objectsOf({ ...state, events: [] });
    const copy = cloneMatchState(state);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(state));
    const shared = [...objectsOf({ ...copy, events: [] })].filter((o) => original.has(o));
    expect(shared).toEqual([]);
    expect(copy.events).not.toBe(state.events);
    const bulk = cloneMatchState(state, 'drop');
    expect([bulk.events.length, bulk.recordEvents]).toEqual([0, false]);
  });

  it('seeks in well under 200 ms', () => {
    const rng = createRng(7);
    const times: number[] = [];
    for (let i = 0; i < 41; i += 1) {
      const t = rng.int(0, game.elapsed);
      const began = performance.now();
      checkpoints?.stateAt(t);
      times.push(performance.now() - began);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? Infinity;
    console.log(`Seek median ${median.toFixed(3)} ms (max ${times[times.length - 1]?.toFixed(3)} ms) over ${times.length} seeks`);
    expect(median).toBeLessThan(200);
  });

  it('answers null outside the match, and gives no checkpoints for a record that does not replay', () => {
    expect(checkpoints?.stateAt(-1)).toBeNull();
    expect(checkpoints?.stateAt(game.elapsed + 1)).toBeNull();
    expect(checkpoints?.stateAt(1.5)).toBeNull();
    const substitution = game.log.findIndex((e) => e.command.type === 'substitute');
    const broken = game.log.map((e, i) =>
      i === substitution ? { ...e, command: { type: 'substitute' as const, outId: 'nobody', inId: 'nobody' } } : e,
    );
    expect(ReplayCheckpoints.build({ ...game, log: broken })).toBeNull();
    expect(ReplayCheckpoints.build({ ...game, elapsed: game.elapsed + 10 })).toBeNull();
    expect(ReplayCheckpoints.build({ ...game, start: '{"not": "a match"' })).toBeNull();
  });
});
