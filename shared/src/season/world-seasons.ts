/**
 * Ten seasons of a whole world with AI-only clubs ("a stable
 * world"), from the catalogue through the same season turn the API runs:
 * development catch-up, ageing, retirement, youngsters and free agents.
 * Pure and seeded; `npm run bench -w shared` prints it and a test runs a
 * shorter version.
 */
import { buildCatalogue, generateFreeAgents, type TemplatePlayerData } from '../catalogue/generate.js';
import { COUNTRIES, LEAGUES } from '../catalogue/leagues.js';
import { keyedRng } from '../rng.js';
import { FREE_AGENT_POOL_TARGET, LEAGUE_MATCHDAYS } from '../rules.js';
import { planRefills, turnPlayer } from './season-turn.js';

export interface WorldSeasonSnapshot {
  season: number;
  /** Overall ratings of the top tiers' rostered players. */
  firstDivisionMean: number;
  firstDivisionSpread: number;
  /** Share of all rostered players by age band. */
  ages: Record<'18-21' | '22-25' | '26-30' | '31-33' | '34+', number>;
  smallestRoster: number;
  largestRoster: number;
  /** The oldest rostered or free player. */
  oldest: number;
  retirements: number;
  youngsters: number;
  signings: number;
}

interface SimPlayer extends TemplatePlayerData {
  id: string;
  clubId: string | null;
}

const band = (age: number): keyof WorldSeasonSnapshot['ages'] =>
  age <= 21 ? '18-21' : age <= 25 ? '22-25' : age <= 30 ? '26-30' : age <= 33 ? '31-33' : '34+';

export function simulateWorldSeasons(seasons: number, seed = 1): WorldSeasonSnapshot[] {
  const catalogue = buildCatalogue();
  const topTier = new Set(LEAGUES.filter((l) => l.tier === 1).map((l) => l.id));
  const clubs = catalogue.teams.map((t) => ({
    id: String(t.id),
    strength: t.strength,
    leagueId: t.leagueId,
    nationality: COUNTRIES.find((c) => c.id === t.countryId)?.nationality ?? null,
  }));
  let nextId = 0;
  const make = (p: TemplatePlayerData, clubId: string | null): SimPlayer => ({ ...p, id: `p${(nextId += 1)}`, clubId });
  let players: SimPlayer[] = [
    ...catalogue.players.map((p) => make(p, String(p.templateTeamId))),
    ...generateFreeAgents(seed, FREE_AGENT_POOL_TARGET).map((p) => make(p, null)),
  ];
  const snapshot = (season: number, counts: { retirements: number; youngsters: number; signings: number }): WorldSeasonSnapshot => {
    const rostered = players.filter((p) => p.clubId !== null);
    const top = rostered.filter((p) => topTier.has(clubs.find((c) => c.id === p.clubId)?.leagueId ?? -1)).map((p) => p.overallRating);
    const mean = top.reduce((s, v) => s + v, 0) / top.length;
    const spread = Math.sqrt(top.reduce((s, v) => s + (v - mean) ** 2, 0) / top.length);
    const ages = { '18-21': 0, '22-25': 0, '26-30': 0, '31-33': 0, '34+': 0 };
    for (const p of rostered) ages[band(p.age)] += 1 / rostered.length;
    const sizes = clubs.map((c) => rostered.filter((p) => p.clubId === c.id).length);
    return {
      season,
      firstDivisionMean: mean,
      firstDivisionSpread: spread,
      ages,
      smallestRoster: Math.min(...sizes),
      largestRoster: Math.max(...sizes),
      oldest: Math.max(...players.map((p) => p.age)),
      ...counts,
    };
  };
  const history = [snapshot(1, { retirements: 0, youngsters: 0, signings: 0 })];
  for (let season = 1; season < seasons; season += 1) {
    let retirements = 0;
    players = players.flatMap((p) => {
      const outcome = turnPlayer(p, LEAGUE_MATCHDAYS, keyedRng(`${seed}:${season}:turn:${p.id}`));
      if (outcome.retired) {
        retirements += 1;
        return [];
      }
      return [{ ...p, ...outcome }];
    });
    const plan = planRefills(
      clubs.map((c) => ({ ...c, positions: players.filter((p) => p.clubId === c.id).map((p) => p.position) })),
      players.filter((p) => p.clubId === null),
      keyedRng(`${seed}:${season}:refill`),
    );
    const byId = new Map(players.map((p) => [p.id, p]));
    for (const s of plan.signings) {
      const agent = byId.get(s.agentId);
      if (agent) agent.clubId = s.clubId;
    }
    players.push(...plan.regens.map((r) => make(r.player, r.clubId)));
    const pool = players.filter((p) => p.clubId === null).length;
    if (pool < FREE_AGENT_POOL_TARGET)
      players.push(...generateFreeAgents(seed * 1000 + season, FREE_AGENT_POOL_TARGET - pool).map((p) => make(p, null)));
    history.push(snapshot(season + 1, { retirements, youngsters: plan.regens.length, signings: plan.signings.length }));
  }
  return history;
}
