import { describe, expect, it } from 'vitest';
import { buildCatalogue, overallRating, POSITIONS, SKILL_KEYS, YOUTH_LEAGUE_ID, ITALY_SECOND_TIER_LEAGUE_ID } from '../src/index.js';

const catalogue = buildCatalogue();

describe('catalogue', () => {
  it('is deterministic from its seed', () => {
    expect(JSON.stringify(buildCatalogue())).toBe(JSON.stringify(catalogue));
    expect(JSON.stringify(buildCatalogue(1))).not.toBe(JSON.stringify(catalogue));
  });

  it('has 14 leagues: 12 playable of 12 teams, Serie A2, and a 5-team youth league', () => {
    expect(catalogue.leagues).toHaveLength(14);
    for (const league of catalogue.leagues) {
      const teams = catalogue.teams.filter((t) => t.leagueId === league.id);
      expect(teams).toHaveLength(league.id === YOUTH_LEAGUE_ID ? 5 : 12);
    }
    expect(catalogue.leagues.find((l) => l.id === ITALY_SECOND_TIER_LEAGUE_ID)?.countryId).toBe('italy');
    for (const country of ['italy', 'spain', 'greece', 'turkey', 'france', 'germany']) {
      expect(catalogue.leagues.some((l) => l.countryId === country && l.tier === 1)).toBe(true);
    }
  });

  it('has 100+ teams with unique ids, budgets €2M-€20M rising with strength, reputation 1-5', () => {
    expect(catalogue.teams.length).toBeGreaterThanOrEqual(100);
    expect(new Set(catalogue.teams.map((t) => t.id)).size).toBe(catalogue.teams.length);
    for (const t of catalogue.teams) {
      expect(t.budget).toBeGreaterThanOrEqual(2_000_000);
      expect(t.budget).toBeLessThanOrEqual(20_000_000);
      expect(t.reputation).toBeGreaterThanOrEqual(1);
      expect(t.reputation).toBeLessThanOrEqual(5);
      expect(t.description.length).toBeGreaterThan(10);
    }
    const acb = catalogue.teams.filter((t) => t.leagueId === 2);
    expect(acb[0]!.budget).toBeGreaterThan(acb[11]!.budget);
  });

  it('gives every team 12-15 players covering all positions, with valid attributes', () => {
    expect(catalogue.players.length).toBeGreaterThan(600);
    for (const team of catalogue.teams) {
      const roster = catalogue.players.filter((p) => p.templateTeamId === team.id);
      expect(roster.length).toBeGreaterThanOrEqual(12);
      expect(roster.length).toBeLessThanOrEqual(15);
      for (const pos of POSITIONS) expect(roster.some((p) => p.position === pos)).toBe(true);
      expect(new Set(roster.map((p) => p.name)).size).toBe(roster.length);
    }
    for (const p of catalogue.players) {
      expect(p.age).toBeGreaterThanOrEqual(18);
      expect(p.age).toBeLessThanOrEqual(38);
      for (const key of SKILL_KEYS) {
        expect(p[key]).toBeGreaterThanOrEqual(25);
        expect(p[key]).toBeLessThanOrEqual(95);
      }
      expect(p.overallRating).toBe(overallRating(p.position, p));
      expect(p.potential).toBeGreaterThanOrEqual(Math.min(95, p.overallRating));
    }
  });

  it('makes mostly home-grown rosters and centres taller than guards', () => {
    const italianClubs = new Set(catalogue.teams.filter((t) => t.leagueId === 1).map((t) => t.id));
    const italians = catalogue.players.filter((p) => italianClubs.has(p.templateTeamId));
    const share = italians.filter((p) => p.nationality === 'Italy').length / italians.length;
    expect(share).toBeGreaterThan(0.55);
    expect(share).toBeLessThan(0.9);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(catalogue.players.filter((p) => p.position === 'C').map((p) => p.height))).toBeGreaterThan(
      mean(catalogue.players.filter((p) => p.position === 'PG').map((p) => p.height)) + 15,
    );
  });

  it('correlates player quality with team strength', () => {
    const avg = (teamId: number) => {
      const r = catalogue.players
        .filter((p) => p.templateTeamId === teamId)
        .sort((a, b) => b.overallRating - a.overallRating)
        .slice(0, 8);
      return r.reduce((s, p) => s + p.overallRating, 0) / r.length;
    };
    expect(avg(201)).toBeGreaterThan(avg(212) + 3); // ACB top vs bottom
    expect(avg(201)).toBeGreaterThan(avg(1312) + 10); // ACB top vs Serie A2 bottom
  });
});
