import { describe, expect, it } from 'vitest';
import {
  buildCatalogue,
  catalogueTeam,
  createMatch,
  createRng,
  describeEvent,
  drawInjury,
  INJURY_SEVERITIES,
  injuryHazard,
  MATCH_RULES,
  simulateToEnd,
  substitutionError,
  type EnginePlayer,
  type MatchState,
} from '../src/index.js';

const catalogue = buildCatalogue();
const [first, second] = catalogue.teams.map((t) => t.id);
const A = first ?? 0;
const B = second ?? 0;

/** Seeds until a game has an injury (about one game in three does). */
function injuredGame(): { state: MatchState; side: 'home' | 'away'; player: EnginePlayer } {
  for (let seed = 1; seed < 200; seed += 1) {
    const state = simulateToEnd(createMatch(catalogueTeam(catalogue, A), catalogueTeam(catalogue, B), { recordEvents: true }, seed));
    for (const side of ['home', 'away'] as const) {
      const player = state[side].players.find((p) => p.injury !== null);
      if (player) return { state, side, player };
    }
  }
  throw new Error('no injury in 200 games');
}

describe('injuries in the engine', () => {
  it('take the player off for good, replaced, with the injury in the log and the feed', () => {
    const { state, side, player } = injuredGame();
    const event = state.events.find((e) => e.type === 'injury' && e.playerId === player.id);
    expect(event?.injury).toEqual(player.injury);
    // Off at the moment of the injury: he played no second after it.
    expect(player.slot).toBeNull();
    expect(player.secondsPlayed).toBeLessThanOrEqual(event?.t ?? 0);
    // Never back: no substitution brings him in afterwards.
    expect(state.events.some((e) => e.type === 'substitution' && e.otherId === player.id && e.t >= (event?.t ?? 0))).toBe(false);
    // The team kept five on court (a 12-man roster has substitutes).
    expect(state[side].onCourt).toHaveLength(5);
    const text = describeEvent(
      event ?? state.events[0]!,
      () => player.name,
      () => 'Team',
    );
    expect(text).toContain(player.name);
    expect(text).toContain('injured');
  });

  it('refuses the manager a substitution that sends an injured player in', () => {
    const state = createMatch(catalogueTeam(catalogue, A), catalogueTeam(catalogue, B), {}, 7);
    const bench = state.home.players.find((p) => p.slot === null);
    const starter = state.home.players.find((p) => p.slot !== null);
    if (!bench || !starter) throw new Error('no bench');
    bench.injury = { injuryType: 'Ankle sprain', severity: 'minor', matchdaysOut: 1 };
    expect(substitutionError(state, 'home', starter.id, bench.id)).toBe(`${bench.name} is injured`);
  });

  it('leaves players injured before the match out of it', () => {
    const home = catalogueTeam(catalogue, A);
    const hurt = home.players[0];
    if (!hurt) throw new Error('no players');
    const state = createMatch(
      { ...home, players: home.players.map((p) => (p.id === hurt.id ? { ...p, isInjured: true } : p)) },
      catalogueTeam(catalogue, B),
      {},
      3,
    );
    expect(state.home.players.some((p) => p.id === hurt.id)).toBe(false);
  });

  it('strikes tired and older players more often', () => {
    const state = createMatch(catalogueTeam(catalogue, A), catalogueTeam(catalogue, B), {}, 1);
    const p = { ...(state.home.players[0] as EnginePlayer), age: 26, energy: 90 };
    const base = injuryHazard(p, MATCH_RULES);
    expect(injuryHazard({ ...p, energy: 30 }, MATCH_RULES)).toBeCloseTo(base * 2);
    expect(injuryHazard({ ...p, age: 35 }, MATCH_RULES)).toBeCloseTo(base * 1.4);
  });

  it('draws severities in their shares, each within its matchdays', () => {
    const rng = createRng(42);
    const counts = { minor: 0, moderate: 0, severe: 0 };
    for (let i = 0; i < 5000; i += 1) {
      const injury = drawInjury(rng, MATCH_RULES);
      counts[injury.severity] += 1;
      const spec = INJURY_SEVERITIES[injury.severity];
      expect(injury.matchdaysOut).toBeGreaterThanOrEqual(spec.matchdays[0]);
      expect(injury.matchdaysOut).toBeLessThanOrEqual(spec.matchdays[1]);
      expect(spec.types as readonly string[]).toContain(injury.injuryType);
    }
    expect(counts.minor / 5000).toBeCloseTo(INJURY_SEVERITIES.minor.share, 1);
    expect(counts.severe / 5000).toBeCloseTo(INJURY_SEVERITIES.severe.share, 1);
  });
});
