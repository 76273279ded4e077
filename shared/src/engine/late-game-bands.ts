/**
 * How games end, over the catalogue's real pairings (each first division's
 * double round robin): who wins by the gap in strength, how often a side
 * down after a quarter comes back, and how free throws pile up in the last
 * two minutes of close games. The engine bench prints these with their bands;
 * the tests pin the arithmetic.
 */
import type { Catalogue } from '../catalogue/generate.js';
import { LEAGUES } from '../catalogue/leagues.js';
import { rngFromState, type Rng } from '../rng.js';
import { doubleRoundRobin } from '../schedule.js';
import { createMatch } from './create.js';
import { MATCH_RULES, type MatchRules } from './match-rules.js';
import { catalogueTeam, teamStrength, type Band } from './realism.js';
import { startNextPeriod, stepInto } from './step.js';
import type { EngineTeamInput, MatchEvent, MatchState } from './types.js';

export const LATE_BANDS = {
  /** Favourites win about two games in three in the EuroLeague. */
  strongerWinPct: { min: 62, max: 72 },
  strongerWinPctGapUnder3: { min: 52, max: 63 },
  strongerWinPctGapOver10: { min: 80, max: 93 },
  /** NBA 2002-16, scaled to 40 minutes and about 72 possessions. */
  downEightToTwelveAfterQ1WinPct: { min: 14, max: 22 },
  downEightToTwelveAfterQ3WinPct: { min: 8, max: 13 },
  downTenPlusAfterQ3WinPct: { min: 3.5, max: 8 },
} as const satisfies Record<string, Band>;
export type LateMetric = keyof typeof LATE_BANDS;

/** The late window of the free-throw comparison: the last two minutes of the fourth quarter or overtime, within this many points. */
export const LATE_FT_SECONDS = 120;
export const LATE_FT_MARGIN = 6;

/** What the bands need of one game. */
export interface GameLine {
  /** Mean overall of each side's best eight. */
  homeStrength: number;
  awayStrength: number;
  /** Home minus away at the end of each of the first three quarters. */
  afterQuarter: number[];
  /** Home minus away at the final buzzer. */
  final: number;
  /** Free-throw attempts and all attempts (field goals and free throws) in the late window of a close game, and in the rest of the game. */
  lateFreeThrows: number;
  lateAttempts: number;
  otherFreeThrows: number;
  otherAttempts: number;
}

export function emptyLine(homeStrength: number, awayStrength: number): GameLine {
  return {
    homeStrength,
    awayStrength,
    afterQuarter: [],
    final: 0,
    lateFreeThrows: 0,
    lateAttempts: 0,
    otherFreeThrows: 0,
    otherAttempts: 0,
  };
}

const FREE_THROW = new Set<MatchEvent['type']>(['free_throw_made', 'free_throw_missed']);
const FIELD_GOAL = new Set<MatchEvent['type']>(['two_made', 'two_missed', 'three_made', 'three_missed']);

/** Counts one second's attempts into the line: `late` when the second is in the late window of a close game. */
export function countAttempts(line: GameLine, events: readonly MatchEvent[], late: boolean): void {
  for (const e of events) {
    const ft = FREE_THROW.has(e.type);
    if (!ft && !FIELD_GOAL.has(e.type)) continue;
    if (late) {
      line.lateAttempts += 1;
      if (ft) line.lateFreeThrows += 1;
    } else {
      line.otherAttempts += 1;
      if (ft) line.otherFreeThrows += 1;
    }
  }
}

/**
 * Plays a game to its end as instant simulation does (breaks continued at
 * once), noting the margins after Q1-Q3 and where its attempts fell. `onMinute`
 * is called at the start of every game minute that is played (the reliability
 * table samples there), or every `everySeconds` game seconds when given (the
 * win model's fit samples more often).
 */
export function playGameLine(
  home: EngineTeamInput,
  away: EngineTeamInput,
  seed: number,
  rules: MatchRules = MATCH_RULES,
  onMinute?: (state: MatchState, rng: Rng) => void,
  everySeconds = 60,
): { state: MatchState; line: GameLine } {
  const state = createMatch(home, away, { recordEvents: false }, seed);
  const line = emptyLine(teamStrength(home), teamStrength(away));
  return { state, line: playLine(state, line, rules, onMinute, everySeconds) };
}

function playLine(
  state: MatchState,
  line: GameLine,
  rules: MatchRules,
  onMinute: ((state: MatchState, rng: Rng) => void) | undefined,
  everySeconds: number,
): GameLine {
  const rng = rngFromState(state.rng);
  const scratch: MatchEvent[] = [];
  if (state.status === 'not_started') state.status = 'playing';
  for (let guard = 0; guard < 100_000 && state.status !== 'finished'; guard += 1) {
    if (state.status === 'break') {
      if (state.period < rules.quarters) line.afterQuarter.push(state.score.home - state.score.away);
      startNextPeriod(state, rules);
      continue;
    }
    if (onMinute && state.elapsed % everySeconds === 0) onMinute(state, rng);
    const late =
      state.period >= rules.quarters && state.clock <= LATE_FT_SECONDS && Math.abs(state.score.home - state.score.away) <= LATE_FT_MARGIN;
    scratch.length = 0;
    stepInto(state, rules, rng, scratch);
    countAttempts(line, scratch, late);
  }
  line.final = state.score.home - state.score.away;
  state.rng = rng.state();
  return line;
}

/** Every first division's double round robin, as catalogue teams (home, away). */
export function firstDivisionFixtures(catalogue: Catalogue): Array<[EngineTeamInput, EngineTeamInput]> {
  const fixtures: Array<[EngineTeamInput, EngineTeamInput]> = [];
  for (const league of LEAGUES.filter((l) => l.tier === 1)) {
    const teams = catalogue.teams.filter((t) => t.leagueId === league.id).map((t) => catalogueTeam(catalogue, t.id));
    if (teams.length < 2 || teams.length % 2 !== 0) continue;
    for (const f of doubleRoundRobin(teams)) fixtures.push([f.home, f.away]);
  }
  return fixtures;
}

/** A share with the games it stands on. */
export interface Share {
  pct: number;
  games: number;
}
const share = (wins: number, games: number): Share => ({ pct: games > 0 ? (100 * wins) / games : 0, games });

export type LateFigures = Record<LateMetric, Share> & { lateFreeThrowPct: number; otherFreeThrowPct: number };

/** The bands' figures over a set of games. Pairs of equal strength count in no stronger-side band. */
export function lateFigures(lines: readonly GameLine[]): LateFigures {
  const stronger = { all: [0, 0], close: [0, 0], wide: [0, 0] };
  const comeback = { q1: [0, 0], q3: [0, 0], q3big: [0, 0] };
  let lateFt = 0;
  let lateAll = 0;
  let otherFt = 0;
  let otherAll = 0;
  const tally = (t: number[], won: boolean) => {
    t[0] = (t[0] ?? 0) + (won ? 1 : 0);
    t[1] = (t[1] ?? 0) + 1;
  };
  for (const g of lines) {
    const gap = g.homeStrength - g.awayStrength;
    if (gap !== 0) {
      const strongerWon = gap > 0 ? g.final > 0 : g.final < 0;
      tally(stronger.all, strongerWon);
      if (Math.abs(gap) < 3) tally(stronger.close, strongerWon);
      if (Math.abs(gap) > 10) tally(stronger.wide, strongerWon);
    }
    const trailerWon = (m: number) => (m > 0 ? g.final < 0 : g.final > 0);
    const q1 = g.afterQuarter[0];
    const q3 = g.afterQuarter[2];
    if (q1 !== undefined && Math.abs(q1) >= 8 && Math.abs(q1) <= 12) tally(comeback.q1, trailerWon(q1));
    if (q3 !== undefined && Math.abs(q3) >= 8 && Math.abs(q3) <= 12) tally(comeback.q3, trailerWon(q3));
    if (q3 !== undefined && Math.abs(q3) >= 10) tally(comeback.q3big, trailerWon(q3));
    lateFt += g.lateFreeThrows;
    lateAll += g.lateAttempts;
    otherFt += g.otherFreeThrows;
    otherAll += g.otherAttempts;
  }
  const s = (t: number[]) => share(t[0] ?? 0, t[1] ?? 0);
  return {
    strongerWinPct: s(stronger.all),
    strongerWinPctGapUnder3: s(stronger.close),
    strongerWinPctGapOver10: s(stronger.wide),
    downEightToTwelveAfterQ1WinPct: s(comeback.q1),
    downEightToTwelveAfterQ3WinPct: s(comeback.q3),
    downTenPlusAfterQ3WinPct: s(comeback.q3big),
    lateFreeThrowPct: share(lateFt, lateAll).pct,
    otherFreeThrowPct: share(otherFt, otherAll).pct,
  };
}

/** `games` games cycling through the fixtures (a new seed each), with their lines. */
export function sampleLines(
  fixtures: ReadonlyArray<readonly [EngineTeamInput, EngineTeamInput]>,
  games: number,
  firstSeed: number,
  rules: MatchRules = MATCH_RULES,
): GameLine[] {
  const lines: GameLine[] = [];
  for (let g = 0; g < games; g += 1) {
    const [home, away] = fixtures[g % fixtures.length] as readonly [EngineTeamInput, EngineTeamInput];
    lines.push(playGameLine(home, away, firstSeed + g, rules).line);
  }
  return lines;
}
