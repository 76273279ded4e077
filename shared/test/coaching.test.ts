/**
 * What coaching works on: tiredness and its cost, what each tactic asks of
 * the legs, the AI coach's choice of tactics for the matchup, the bench's
 * managers, and the arithmetic of the coaching margins.
 */
import { describe, expect, it } from 'vitest';
import {
  buildCatalogue,
  catalogueTeam,
  coachingMargin,
  createMatch,
  drainPerSecond,
  energyFactor,
  energyNow,
  ignoresMatchup,
  MATCH_RULES,
  onCourtPlayers,
  restRotation,
  settleFatigue,
  similarPairs,
  suitedTactics,
  threeThreat,
  type Coach,
  type EnginePlayer,
  type MatchState,
} from '../src/index.js';

const catalogue = buildCatalogue();
const rules = MATCH_RULES;

function game(managedHome = false): MatchState {
  const state = createMatch(
    { ...catalogueTeam(catalogue, 201), managed: managedHome },
    catalogueTeam(catalogue, 202),
    { recordEvents: true },
    3,
  );
  state.status = 'playing';
  return state;
}
const setFive = (state: MatchState, side: 'home' | 'away', change: (p: EnginePlayer) => void) =>
  onCourtPlayers(state[side]).forEach(change);

describe('tiredness', () => {
  it('costs nothing down to 80 energy, then 1.2% of a player’s game a point', () => {
    expect(energyFactor(100, rules)).toBe(1);
    expect(energyFactor(80, rules)).toBe(1);
    expect(energyFactor(70, rules)).toBeCloseTo(0.88);
    expect(energyFactor(50, rules)).toBeCloseTo(0.64);
  });

  it('drains as the tactics ask: the spec’s 0.040 a second at the defaults, more pushing or pressing, less in a zone', () => {
    const state = game();
    expect(drainPerSecond(state, state.home, rules)).toBeCloseTo(0.04);
    state.home.tactics = { pace: 'fast', offense: 'balanced', defense: 'full-court-press' };
    // Its own fast pace (+50%) and press (+100%); the other side runs back (+20%).
    expect(drainPerSecond(state, state.home, rules)).toBeCloseTo(0.04 * 2.5);
    expect(drainPerSecond(state, state.away, rules)).toBeCloseTo(0.04 * 1.2);
    state.away.tactics = { pace: 'slow', offense: 'balanced', defense: 'zone' };
    expect(drainPerSecond(state, state.away, rules)).toBeCloseTo(0.04 * (1 + 0.2 - 0.05 - 0.05));
  });

  it('a five that presses for five minutes is more tired than one that does not, and the settled energy is what the display showed', () => {
    const state = game();
    state.home.tactics = { ...state.home.tactics, defense: 'full-court-press' };
    const shown = onCourtPlayers(state.home).map((p) => energyNow(state, state.home, p, rules));
    expect(shown.every((e) => e === 100)).toBe(true);
    state.elapsed = 300;
    const before = onCourtPlayers(state.home).map((p) => energyNow(state, state.home, p, rules));
    settleFatigue(state, rules);
    expect(onCourtPlayers(state.home).map((p) => p.energy)).toEqual(before);
    expect(onCourtPlayers(state.home)[0]?.energy).toBeCloseTo(100 - 300 * 0.08);
    expect(onCourtPlayers(state.away)[0]?.energy).toBeCloseTo(100 - 300 * 0.04);
  });

  it('shows a bench player with the rest he has had (credited when he comes back in)', () => {
    const state = game();
    const bench = state.home.players.find((p) => p.slot === null) as EnginePlayer;
    bench.energy = 50;
    bench.benchedAt = 0;
    state.elapsed = 600;
    expect(energyNow(state, state.home, bench, rules)).toBe(70);
  });
});

describe("the AI coach's tactics for the matchup", () => {
  it('plays a zone against a five that cannot shoot and man-to-man against shooters', () => {
    const state = game();
    setFive(state, 'away', (p) => (p.threePoint = 45));
    expect(threeThreat(state.away)).toBe(45);
    expect(suitedTactics(state, state.home, rules).defense).toBe('zone');
    setFive(state, 'away', (p) => (p.threePoint = 85));
    expect(suitedTactics(state, state.home, rules).defense).toBe('man-to-man');
  });

  it('attacks inside against man-to-man, from the perimeter against a zone or with a five of shooters', () => {
    const state = game();
    setFive(state, 'home', (p) => (p.threePoint = 60));
    expect(suitedTactics(state, state.home, rules).offense).toBe('inside');
    state.away.tactics = { ...state.away.tactics, defense: 'zone' };
    expect(suitedTactics(state, state.home, rules).offense).toBe('perimeter');
    state.away.tactics = { ...state.away.tactics, defense: 'man-to-man' };
    setFive(state, 'home', (p) => (p.threePoint = 88));
    expect(suitedTactics(state, state.home, rules).offense).toBe('perimeter');
  });

  it('pushes the pace when its five is the fresher, and presses when far behind late', () => {
    const state = game();
    expect(suitedTactics(state, state.home, rules).pace).toBe('moderate');
    setFive(state, 'away', (p) => (p.energy = 100 - rules.matchups.fresherForFast));
    expect(suitedTactics(state, state.home, rules).pace).toBe('fast');
    expect(suitedTactics(state, state.away, rules).pace).toBe('moderate');
    state.period = 4;
    state.score = { home: 60, away: 75 };
    expect(suitedTactics(state, state.home, rules)).toMatchObject({ pace: 'fast', defense: 'full-court-press' });
    expect(suitedTactics(state, state.away, rules).pace).toBe('slow');
  });
});

describe("the bench's managers", () => {
  it('the rest rotation takes a tired player off and brings a rested better one back, through the live commands', () => {
    const state = game(true);
    state.elapsed = state.settledAt = 600;
    const [tired, other] = onCourtPlayers(state.home);
    if (!tired || !other) throw new Error('a five');
    tired.energy = 50;
    // A better player of the other's slot, rested on the bench.
    const rested = state.home.players.find((p) => p.slot === null && p.id !== tired.id) as EnginePlayer;
    rested.position = other.slot ?? other.position;
    rested.overallRating = other.overallRating + 5;
    rested.energy = 85;
    rested.benchedAt = 500;
    const otherSlot = other.slot;
    restRotation()(state, 'home', rules);
    expect(tired.slot).toBeNull();
    expect(other.slot).toBeNull();
    expect(rested.slot).toBe(otherSlot);
    expect(state.status).toBe('playing');
    expect(state.home.managerActedAt).toBe(600);
    const subs = state.events.filter((e) => e.type === 'substitution');
    expect(subs.map((e) => e.playerId)).toEqual([tired.id, other.id]);
    // The tired player's place goes to a bench player with 20 more energy.
    const incoming = state.home.players.find((p) => p.id === subs[0]?.otherId);
    expect(incoming?.energy).toBeGreaterThanOrEqual(70);
    // The manager's own changes: no automatic reason.
    expect(subs.every((e) => e.reason === undefined)).toBe(true);
  });

  it('the margin is zero between equal coaches, and counts each game from the side of the coach measured', () => {
    const pairs = similarPairs(catalogue, [2], 2).slice(0, 1);
    const same = coachingMargin(pairs, ignoresMatchup, ignoresMatchup, 2, 11);
    expect(same).toEqual({ margin: 0, stdError: 0, winPct: expect.any(Number) as number, games: 2 });
    // A coach who sends nobody out loses every game by a street, at home (game 0) and away (game 1).
    const forfeits: Coach = (state, side) => {
      if (state.elapsed === 0) state[side].onCourt = [];
    };
    const lost = coachingMargin(pairs, forfeits, ignoresMatchup, 2, 11);
    expect(lost.margin).toBeLessThan(-50);
    expect(lost.winPct).toBe(0);
    expect(lost.stdError).toBeGreaterThanOrEqual(0);
  });
});
