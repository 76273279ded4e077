/**
 * League-like output over many seeded games: the bands a European top
 * flight plays in, and the sampler the realism test and the
 * engine benchmark share.
 */
import type { Catalogue } from '../catalogue/generate.js';
import { overallRating } from '../formulas.js';
import { SKILL_KEYS } from '../rules.js';
import { createMatch } from './create.js';
import { simulateToEnd } from './simulate.js';
import type { EngineRosterPlayer, EngineTeamInput, MatchState } from './types.js';

export interface Band {
  min: number;
  max: number;
}

/** Per team and game unless a percentage or rate. */
export const REALISM_BANDS = {
  points: { min: 72, max: 92 },
  fieldGoalPct: { min: 42, max: 52 },
  threePointPct: { min: 30, max: 40 },
  freeThrowPct: { min: 68, max: 82 },
  rebounds: { min: 30, max: 42 },
  assists: { min: 13, max: 22 },
  turnovers: { min: 9, max: 17 },
  steals: { min: 4, max: 9 },
  homeWinPct: { min: 55, max: 65 },
  overtimePct: { min: 2, max: 8 },
  strongerWinPct: { min: 75, max: 95 },
  /** About one injury per team every 4 to 6 games. */
  injuriesPerTeamGame: { min: 1 / 6, max: 1 / 4 },
} as const satisfies Record<string, Band>;
export type RealismMetric = keyof typeof REALISM_BANDS;

export function catalogueTeam(catalogue: Catalogue, teamId: number): EngineTeamInput {
  const team = catalogue.teams.find((t) => t.id === teamId);
  return {
    id: String(teamId),
    name: team?.name ?? String(teamId),
    players: catalogue.players.filter((p) => p.templateTeamId === teamId).map((p) => ({ ...p, id: `${teamId}-${p.slot}` })),
  };
}

/** Mean overall of a team's best eight: the rotation that plays. */
export function teamStrength(team: EngineTeamInput): number {
  const best = team.players
    .map((p) => p.overallRating)
    .sort((a, b) => b - a)
    .slice(0, 8);
  return best.reduce((s, r) => s + r, 0) / Math.max(1, best.length);
}

/** The same team with every player's skills raised until the overall is `delta` higher. */
export function strengthened(team: EngineTeamInput, delta: number): EngineTeamInput {
  const players = team.players.map((p): EngineRosterPlayer => {
    const target = p.overallRating + delta;
    const next: EngineRosterPlayer = { ...p };
    for (let add = 0; add <= 3 * delta && overallRating(p.position, next) < target; add += 1) {
      for (const key of SKILL_KEYS) next[key] = Math.min(99, p[key] + add);
    }
    next.overallRating = overallRating(p.position, next);
    return next;
  });
  return { ...team, id: `${team.id}+${delta}`, players };
}

/** Pairs of first-division teams within `maxGap` strength of each other, each pairing in both venues. */
export function similarPairs(
  catalogue: Catalogue,
  leagueIds: readonly number[],
  maxGap: number,
): Array<[EngineTeamInput, EngineTeamInput]> {
  const pairs: Array<[EngineTeamInput, EngineTeamInput]> = [];
  for (const leagueId of leagueIds) {
    const teams = catalogue.teams.filter((t) => t.leagueId === leagueId).map((t) => catalogueTeam(catalogue, t.id));
    for (let i = 0; i < teams.length; i += 1) {
      for (let j = 0; j < teams.length; j += 1) {
        const a = teams[i];
        const b = teams[j];
        if (i !== j && a && b && Math.abs(teamStrength(a) - teamStrength(b)) <= maxGap) pairs.push([a, b]);
      }
    }
  }
  return pairs;
}

export interface RealismTotals {
  games: number;
  points: number;
  fgm: number;
  fga: number;
  tpm: number;
  tpa: number;
  ftm: number;
  fta: number;
  rebounds: number;
  assists: number;
  turnovers: number;
  steals: number;
  homeWins: number;
  overtimeGames: number;
  injuries: number;
  /** Games where a team's minutes did not sum to 200 + 25 per overtime, or that ended level. */
  invalidGames: number;
}

export function emptyTotals(): RealismTotals {
  return {
    games: 0,
    points: 0,
    fgm: 0,
    fga: 0,
    tpm: 0,
    tpa: 0,
    ftm: 0,
    fta: 0,
    rebounds: 0,
    assists: 0,
    turnovers: 0,
    steals: 0,
    homeWins: 0,
    overtimeGames: 0,
    injuries: 0,
    invalidGames: 0,
  };
}

export function addGame(totals: RealismTotals, s: MatchState, quarters = 4): void {
  totals.games += 1;
  const overtimes = Math.max(0, s.period - quarters);
  if (overtimes > 0) totals.overtimeGames += 1;
  if (s.score.home > s.score.away) totals.homeWins += 1;
  let valid = s.status === 'finished' && s.score.home !== s.score.away;
  for (const team of [s.home, s.away]) {
    let seconds = 0;
    for (const p of team.players) {
      seconds += p.secondsPlayed;
      totals.points += p.stats.points;
      totals.fgm += p.stats.fieldGoals;
      totals.fga += p.stats.fieldGoalAttempts;
      totals.tpm += p.stats.threePointers;
      totals.tpa += p.stats.threePointAttempts;
      totals.ftm += p.stats.freeThrows;
      totals.fta += p.stats.freeThrowAttempts;
      totals.rebounds += p.stats.rebounds;
      totals.assists += p.stats.assists;
      totals.turnovers += p.stats.turnovers;
      totals.steals += p.stats.steals;
      if (p.injury) totals.injuries += 1;
    }
    if (seconds !== (200 + 25 * overtimes) * 60) valid = false;
  }
  if (!valid) totals.invalidGames += 1;
}

export function realismFigures(t: RealismTotals): Record<Exclude<RealismMetric, 'strongerWinPct'>, number> {
  const perTeam = (n: number) => n / (2 * t.games);
  const pct = (a: number, b: number) => (100 * a) / Math.max(1, b);
  return {
    points: perTeam(t.points),
    fieldGoalPct: pct(t.fgm, t.fga),
    threePointPct: pct(t.tpm, t.tpa),
    freeThrowPct: pct(t.ftm, t.fta),
    rebounds: perTeam(t.rebounds),
    assists: perTeam(t.assists),
    turnovers: perTeam(t.turnovers),
    steals: perTeam(t.steals),
    homeWinPct: pct(t.homeWins, t.games),
    overtimePct: pct(t.overtimeGames, t.games),
    injuriesPerTeamGame: perTeam(t.injuries),
  };
}

/** `games` seeded games cycling through the pairs. */
export function sampleGames(
  pairs: ReadonlyArray<readonly [EngineTeamInput, EngineTeamInput]>,
  games: number,
  firstSeed: number,
): RealismTotals {
  const totals = emptyTotals();
  for (let g = 0; g < games; g += 1) {
    const [home, away] = pairs[g % pairs.length] as readonly [EngineTeamInput, EngineTeamInput];
    addGame(totals, simulateToEnd(createMatch(home, away, { recordEvents: false }, firstSeed + g)));
  }
  return totals;
}

/** Win share of a team made `delta` overall stronger than its opponent, half at home and half away. */
export function strongerWinPct(catalogue: Catalogue, teamIds: readonly number[], delta: number, games: number, firstSeed: number): number {
  let wins = 0;
  for (let g = 0; g < games; g += 1) {
    const base = catalogueTeam(catalogue, teamIds[g % teamIds.length] as number);
    const strong = strengthened(base, delta);
    const strongAtHome = g % 2 === 0;
    const s = simulateToEnd(
      createMatch(strongAtHome ? strong : base, strongAtHome ? base : strong, { recordEvents: false }, firstSeed + g),
    );
    const strongSide = strongAtHome ? 'home' : 'away';
    const weakSide = strongAtHome ? 'away' : 'home';
    if (s.score[strongSide] > s.score[weakSide]) wins += 1;
  }
  return (100 * wins) / games;
}
