import { describe, expect, it } from 'vitest';
import {
  buildBoxScore,
  buildCatalogue,
  createMatch,
  MATCH_RULES,
  rngFromState,
  simulateToEnd,
  startNextPeriod,
  step,
  type EngineTeamInput,
  type MatchState,
} from '../src/index.js';

const catalogue = buildCatalogue();
const team = (id: number): EngineTeamInput => ({
  id: String(id),
  name: String(id),
  players: catalogue.players.filter((p) => p.templateTeamId === id).map((p) => ({ ...p, id: `${id}-${p.slot}` })),
});

function play(state: MatchState, seconds: number): MatchState {
  const rng = rngFromState(state.rng);
  state.status = state.status === 'not_started' ? 'playing' : state.status;
  for (let i = 0; i < seconds && state.status !== 'finished'; i += 1) {
    if (state.status === 'break') startNextPeriod(state, rng, MATCH_RULES);
    else step(state, MATCH_RULES, rng);
  }
  state.rng = rng.state();
  return state;
}

describe('match engine', () => {
  it('replays a seed byte for byte', () => {
    const a = simulateToEnd(createMatch(team(101), team(102), {}, 7));
    const b = simulateToEnd(createMatch(team(101), team(102), {}, 7));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const c = simulateToEnd(createMatch(team(101), team(102), {}, 8));
    expect(JSON.stringify(c)).not.toBe(JSON.stringify(a));
  });

  it('resumes exactly from a mid-game JSON snapshot', () => {
    const full = simulateToEnd(createMatch(team(201), team(202), {}, 99));
    const half = play(createMatch(team(201), team(202), {}, 99), 1300);
    expect(half.status).not.toBe('finished');
    const resumed = simulateToEnd(JSON.parse(JSON.stringify(half)) as MatchState);
    expect(JSON.stringify(resumed)).toBe(JSON.stringify(full));
  });

  it('stops at quarter breaks until continued, and the box score rebuilds from events', () => {
    const state = play(createMatch(team(301), team(302), {}, 5), 600);
    expect(state.status).toBe('break');
    expect(state.period).toBe(1);
    expect(state.clock).toBe(0);
    const before = JSON.stringify(state);
    step(state, MATCH_RULES, rngFromState(state.rng));
    expect(JSON.stringify(state)).toBe(before); // no play during a break
    simulateToEnd(state);
    const box = buildBoxScore(state.events);
    for (const p of [...state.home.players, ...state.away.players]) {
      expect(box.get(p.id)?.points ?? 0).toBe(p.stats.points);
      expect(box.get(p.id)?.rebounds ?? 0).toBe(p.stats.rebounds);
    }
    const homePoints = state.home.players.reduce((s, p) => s + p.stats.points, 0);
    expect(homePoints).toBe(state.score.home);
  });

  it('plays league-like basketball over 300 seeded games', () => {
    const totals = { points: 0, fgm: 0, fga: 0, tpm: 0, tpa: 0, ftm: 0, fta: 0, reb: 0, ast: 0, tov: 0, stl: 0 };
    let homeWins = 0;
    let overtimes = 0;
    const games = 300;
    for (let g = 0; g < games; g += 1) {
      const league = 1 + (g % 12);
      const home = league * 100 + 1 + (g % 12);
      const away = league * 100 + 1 + ((g + 1) % 12);
      const s = simulateToEnd(createMatch(team(home), team(away), { recordEvents: false }, 1000 + g));
      expect(s.status).toBe('finished');
      expect(s.score.home).not.toBe(s.score.away);
      const ots = Math.max(0, s.period - 4);
      if (ots > 0) overtimes += 1;
      if (s.score.home > s.score.away) homeWins += 1;
      for (const t of [s.home, s.away]) {
        const minutes = t.players.reduce((sum, p) => sum + p.secondsPlayed, 0) / 60;
        expect(minutes).toBeCloseTo(200 + 25 * ots, 5);
        for (const p of t.players) {
          totals.points += p.stats.points;
          totals.fgm += p.stats.fieldGoals;
          totals.fga += p.stats.fieldGoalAttempts;
          totals.tpm += p.stats.threePointers;
          totals.tpa += p.stats.threePointAttempts;
          totals.ftm += p.stats.freeThrows;
          totals.fta += p.stats.freeThrowAttempts;
          totals.reb += p.stats.rebounds;
          totals.ast += p.stats.assists;
          totals.tov += p.stats.turnovers;
          totals.stl += p.stats.steals;
        }
      }
    }
    const perTeam = (n: number) => n / (2 * games);
    expect(perTeam(totals.points)).toBeGreaterThanOrEqual(72);
    expect(perTeam(totals.points)).toBeLessThanOrEqual(92);
    expect(totals.fgm / totals.fga).toBeGreaterThanOrEqual(0.42);
    expect(totals.fgm / totals.fga).toBeLessThanOrEqual(0.52);
    expect(totals.tpm / totals.tpa).toBeGreaterThanOrEqual(0.3);
    expect(totals.tpm / totals.tpa).toBeLessThanOrEqual(0.4);
    expect(totals.ftm / totals.fta).toBeGreaterThanOrEqual(0.68);
    expect(totals.ftm / totals.fta).toBeLessThanOrEqual(0.82);
    expect(perTeam(totals.reb)).toBeGreaterThanOrEqual(30);
    expect(perTeam(totals.reb)).toBeLessThanOrEqual(42);
    expect(perTeam(totals.ast)).toBeGreaterThanOrEqual(13);
    expect(perTeam(totals.ast)).toBeLessThanOrEqual(22);
    expect(perTeam(totals.tov)).toBeGreaterThanOrEqual(9);
    expect(perTeam(totals.tov)).toBeLessThanOrEqual(17);
    expect(perTeam(totals.stl)).toBeGreaterThanOrEqual(4);
    expect(perTeam(totals.stl)).toBeLessThanOrEqual(9);
    expect(homeWins / games).toBeGreaterThanOrEqual(0.5);
    expect(homeWins / games).toBeLessThanOrEqual(0.7);
    expect(overtimes / games).toBeLessThanOrEqual(0.1);
  });
});
