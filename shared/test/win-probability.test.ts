import { describe, expect, it } from 'vitest';
import {
  buildCatalogue,
  catalogueTeam,
  createMatch,
  forecastInput,
  MATCH_RULES,
  rngFromState,
  stepInto,
  winProbability,
  type EngineTeamInput,
  type MatchEvent,
  type MatchState,
} from '../src/index.js';

const catalogue = buildCatalogue();

/** The same squad under other ids: two equal teams. */
function twin(team: EngineTeamInput, suffix: string): EngineTeamInput {
  return {
    ...team,
    id: `${team.id}${suffix}`,
    name: `${team.name} ${suffix}`,
    players: team.players.map((p) => ({ ...p, id: `${p.id}${suffix}` })),
    lineup: Object.fromEntries(Object.entries(team.lineup ?? {}).map(([k, v]) => [k, `${v}${suffix}`])),
  };
}

function playTo(state: MatchState, seconds: number): MatchState {
  const rng = rngFromState(state.rng);
  const scratch: MatchEvent[] = [];
  state.status = 'playing';
  while (state.elapsed < seconds && (state.status as MatchState['status']) !== 'finished') {
    if ((state.status as MatchState['status']) === 'break') {
      state.period += 1;
      state.clock = MATCH_RULES.quarterSeconds;
      state.status = 'playing';
    }
    stepInto(state, MATCH_RULES, rng, scratch);
    scratch.length = 0;
  }
  state.rng = rng.state();
  return state;
}

describe('win probability', () => {
  it('is even for equal teams at tip-off (50% ± 10 over 300 fresh games)', () => {
    const base = catalogueTeam(catalogue, 401);
    const state = createMatch(twin(base, 'a'), twin(base, 'b'), { recordEvents: false, neutralVenue: true }, 11);
    const p = winProbability(forecastInput(state), 300, 1);
    expect(p).toBeGreaterThan(0.4);
    expect(p).toBeLessThan(0.6);
  });

  it('moves toward the leader late in a game', () => {
    const base = catalogueTeam(catalogue, 401);
    const state = playTo(createMatch(twin(base, 'a'), twin(base, 'b'), { recordEvents: false, neutralVenue: true }, 5), 2_280);
    // Two minutes left in Q4: give the home side a ten-point lead.
    state.score.home = state.score.away + 10;
    expect(state.period).toBe(4);
    expect(winProbability(forecastInput(state), 200, 7)).toBeGreaterThan(0.9);
    state.score.home = state.score.away - 10;
    expect(winProbability(forecastInput(state), 200, 7)).toBeLessThan(0.1);
  });

  it('never sees the match RNG state or seed, and leaves the real game untouched', () => {
    const state = createMatch(catalogueTeam(catalogue, 401), catalogueTeam(catalogue, 402), { recordEvents: true }, 3);
    const before = JSON.stringify(state);
    const input = forecastInput(state);
    expect('rng' in input || 'seed' in input || 'events' in input).toBe(false);
    winProbability(input, 20, 9);
    expect(JSON.stringify(state)).toBe(before);
    // A finished game is certain.
    expect(winProbability({ ...input, status: 'finished', score: { home: 80, away: 79 } }, 10, 1)).toBe(1);
  });
});
