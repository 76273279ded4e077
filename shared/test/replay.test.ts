/**
 * A match replayed from its start and its log (crash recovery):
 * equal to the live match at any second, whatever the manager did (plays,
 * pauses, substitutions, tactics, breaks continued), and null for a log that
 * is not the match's.
 */
import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  buildCatalogue,
  catalogueTeam,
  createMatch,
  createRng,
  MATCH_RULES,
  replayMatch,
  rngFromState,
  stepInto,
  type ManagerCommand,
  type MatchLogEntry,
  type MatchState,
  type MatchStatus,
} from '../src/index.js';

const catalogue = buildCatalogue();
const INSTRUCTIONS = ['foul', 'run-clock', 'rest'] as const;
/** Read through a function: the narrowing does not know that stepping changes the status. */
const statusOf = (state: MatchState): MatchStatus => state.status;

/**
 * A career match played to its end as a room plays it, the manager (home)
 * acting now and then (his choices drawn from a seeded generator of the
 * test's own), and the room pausing when he "drops". Answers the start, the
 * log, and the live state (JSON, RNG state included) at every second.
 */
function playLive(seed: number) {
  const live = createMatch(
    { ...catalogueTeam(catalogue, 401), managed: true },
    { ...catalogueTeam(catalogue, 402), managed: false },
    { recordEvents: true, neutralVenue: false },
    seed,
  );
  const start = JSON.stringify(live);
  const rng = rngFromState(live.rng);
  const manager = createRng(seed + 1000);
  const log: MatchLogEntry[] = [];
  const act = (command: ManagerCommand, side?: 'home') => {
    if (applyCommand(live, 'home', command, MATCH_RULES).ok)
      log.push(side ? { t: live.elapsed, side, command } : { t: live.elapsed, command });
  };
  const states = new Map<number, string>();
  act({ type: 'play' }, 'home');
  while (statusOf(live) !== 'finished') {
    if (statusOf(live) === 'break') {
      const benched = live.home.players.find((p) => p.slot === null && !p.fouledOut && !p.injury);
      const out = live.home.players.find((p) => p.slot !== null);
      if (benched && out && manager.chance(0.7)) act({ type: 'substitute', outId: out.id, inId: benched.id }, 'home');
      act({ type: 'continue' }, 'home');
    } else if (statusOf(live) === 'paused') {
      if (manager.chance(0.5)) act({ type: 'tactics', tactics: { pace: manager.chance(0.5) ? 'fast' : 'slow' } }, 'home');
      // A late-game instruction, given or called off (refused ones are not logged).
      const instruction = INSTRUCTIONS[Math.floor(manager.next() * INSTRUCTIONS.length)] ?? 'rest';
      if (manager.chance(0.5)) act({ type: 'instruction', instruction, on: manager.chance(0.5) }, 'home');
      act({ type: 'play' }, 'home');
    } else if (manager.chance(0.01)) {
      // The manager pauses, or drops and the room pauses for him.
      if (manager.chance(0.5)) act({ type: 'pause' }, 'home');
      else act({ type: 'pause' });
    }
    // The match at this second, with what was done at it: where a replay to this second stops.
    live.rng = rng.state();
    states.set(live.elapsed, JSON.stringify(live));
    stepInto(live, MATCH_RULES, rng, []);
  }
  live.rng = rng.state();
  states.set(live.elapsed, JSON.stringify(live));
  return { start, log, states, live };
}

describe('replayMatch', () => {
  it('gives back the live match at any second, whatever the manager did', () => {
    for (const seed of [1, 2]) {
      const { start, log, states, live } = playLive(seed);
      expect(log.filter((e) => e.command.type === 'substitute').length).toBeGreaterThan(0);
      expect(log.filter((e) => e.command.type === 'pause').length).toBeGreaterThan(3);
      expect(log.filter((e) => e.command.type === 'instruction').length).toBeGreaterThan(0);
      for (const elapsed of [0, 1, 599, 600, 1234, 2399, live.elapsed]) {
        // The log as it was at that second: entries up to it.
        const upTo = log.filter((e) => e.t <= elapsed);
        const replayed = replayMatch(JSON.parse(start) as MatchState, upTo, elapsed, MATCH_RULES);
        expect(replayed, `second ${elapsed}`).not.toBeNull();
        expect(JSON.stringify(replayed)).toBe(states.get(elapsed));
      }
    }
  });

  it("answers null for a log that is not the match's", () => {
    const { start, log } = playLive(3);
    const fresh = () => JSON.parse(start) as MatchState;
    // An entry never reached (the match is replayed only to second 100).
    expect(replayMatch(fresh(), log, 100, MATCH_RULES)).toBeNull();
    // A command the match refuses (a substitution of a player on the bench).
    const bench = fresh().home.players.find((p) => p.slot === null) as { id: string };
    expect(
      replayMatch(fresh(), [{ t: 0, side: 'home', command: { type: 'substitute', outId: bench.id, inId: bench.id } }], 10, MATCH_RULES),
    ).toBeNull();
    // Stopped before the second asked for with nothing in the log to go on (never started).
    expect(replayMatch(fresh(), [], 10, MATCH_RULES)).toBeNull();
    // An entry at a second already passed.
    expect(
      replayMatch(
        fresh(),
        [
          { t: 0, side: 'home', command: { type: 'play' } },
          { t: 5, command: { type: 'pause' } },
          { t: 3, command: { type: 'play' } },
        ],
        10,
        MATCH_RULES,
      ),
    ).toBeNull();
  });
});
