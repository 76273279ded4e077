/**
 * The match engine's shortcuts play exactly the game the long way plays: the
 * seeded generator draws pure-rand's xoroshiro128+ numbers, a run of quiet
 * seconds drawn in one go draws what a second-by-second run draws, a match
 * simulated at once (quiet seconds skipped) equals the same match stepped
 * second by second, and the engine's cached list of who is on court follows
 * every substitution.
 */
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  buildCatalogue,
  catalogueTeam,
  courtOf,
  createMatch,
  createRng,
  MATCH_RULES,
  onCourtPlayers,
  rngFromState,
  simulateToEnd,
  startNextPeriod,
  stepInto,
  type MatchEvent,
  type MatchState,
  type MatchStatus,
} from '../src/index.js';

const catalogue = buildCatalogue();

/** pure-rand's own draw of a float in [0, 1), as the engine's generator used to wrap it. */
const pureNext = (gen: { next(): number }) => (gen.next() + 0x8000_0000) / 0x1_0000_0000;

describe('seeded generator', () => {
  it("draws pure-rand's xoroshiro128+ numbers from a seed and from a saved state", () => {
    for (const seed of [0, 1, -1, 7, 123_456_789, -2_000_000_000, 2 ** 31 - 1]) {
      const ours = createRng(seed);
      const theirs = xoroshiro128plus(seed | 0);
      for (let i = 0; i < 2000; i += 1) expect(ours.next()).toBe(pureNext(theirs));
      expect(ours.state()).toEqual(theirs.getState());
      const resumed = rngFromState(ours.state());
      const theirsResumed = xoroshiro128plusFromState(theirs.getState());
      for (let i = 0; i < 100; i += 1) expect(resumed.next()).toBe(pureNext(theirsResumed));
    }
    expect(() => rngFromState([1, 2, 3])).toThrow();
  });

  it('draws a run with firstBelow exactly as chance() drawn once a second', () => {
    for (const [p, limit] of [
      [0.08, 14],
      [0.3, 5],
      [0, 9],
      [1, 3],
      [0.02, 600],
    ] as const) {
      for (let seed = 0; seed < 50; seed += 1) {
        const quick = createRng(seed);
        const slow = createRng(seed);
        let expected = 0;
        for (let draw = 1; draw <= limit; draw += 1) {
          if (slow.chance(p)) {
            expected = draw;
            break;
          }
        }
        expect(quick.firstBelow(p, limit)).toBe(expected);
        expect(quick.state()).toEqual(slow.state());
      }
    }
  });
});

/** Read through a function: the narrowing does not know that stepping changes the status. */
const statusOf = (state: MatchState): MatchStatus => state.status;

/** A match stepped one game second at a time, breaks continued at once, as a live room plays it. */
function stepped(state: MatchState): MatchState {
  const rng = rngFromState(state.rng);
  state.status = 'playing';
  const events: MatchEvent[] = [];
  while (statusOf(state) !== 'finished') {
    if (statusOf(state) === 'break') startNextPeriod(state, MATCH_RULES);
    else stepInto(state, MATCH_RULES, rng, events);
  }
  state.rng = rng.state();
  return state;
}

describe('simulated at once', () => {
  it('is the same match, event for event, as stepped second by second', () => {
    const teams = catalogue.teams.filter((t) => t.leagueId <= 12).map((t) => t.id);
    for (let g = 0; g < 24; g += 1) {
      const home = catalogueTeam(catalogue, teams[(g * 7) % teams.length] as number);
      const away = catalogueTeam(catalogue, teams[(g * 7 + 3) % teams.length] as number);
      // Some sides a manager's (the AI takes over when he stays idle), some venues neutral.
      const make = () =>
        createMatch(
          { ...home, managed: g % 3 === 0 },
          { ...away, managed: g % 4 === 0 },
          { recordEvents: true, neutralVenue: g % 5 === 0 },
          500 + g,
        );
      expect(JSON.stringify(simulateToEnd(make()))).toBe(JSON.stringify(stepped(make())));
    }
  });
});

describe("the engine's list of who is on court", () => {
  it('follows a substitution with a new list and leaves the one read before as it was', () => {
    const state = createMatch(catalogueTeam(catalogue, 101), catalogueTeam(catalogue, 102), { recordEvents: false }, 3);
    const before = courtOf(state.home);
    expect(before.map((p) => p.id)).toEqual(onCourtPlayers(state.home).map((p) => p.id));
    expect(courtOf(state.home)).toBe(before);
    const out = state.home.players[state.home.onCourt[0] as number];
    const incoming = state.home.players.find((p) => p.slot === null);
    if (!out || !incoming) throw new Error('the test team has no bench');
    expect(applyCommand(state, 'home', { type: 'substitute', outId: out.id, inId: incoming.id }, MATCH_RULES).ok).toBe(true);
    const after = courtOf(state.home);
    expect(after).not.toBe(before);
    expect(after.map((p) => p.id)).toEqual(onCourtPlayers(state.home).map((p) => p.id));
    expect(after).toContain(incoming);
    expect(before).toContain(out);
    expect(before).not.toContain(incoming);
    // The other side's list is still the cached one, and a copy of the state gets its own.
    expect(courtOf(state.away)).toBe(courtOf(state.away));
    const copy = JSON.parse(JSON.stringify(state)) as MatchState;
    expect(courtOf(copy.home).map((p) => p.id)).toEqual(after.map((p) => p.id));
    expect(courtOf(copy.home)[0]).toBe(copy.home.players[copy.home.onCourt[0] as number]);
  });
});
