/**
 * The European Cup's bracket, pure: qualification, best-of-5
 * quarterfinals (games 1, 2 and 5 at the better seed, stop at three wins),
 * then the Final Four at a neutral venue (semifinals, final, third place).
 * Given the entrants and the games so far, it says the state of every
 * series and which games come next; the API stores and plays them.
 */
import {
  EUROPEAN_BETTER_SEED_HOME_GAMES,
  EUROPEAN_CUP_QUALIFICATION,
  EUROPEAN_CUP_TEAMS,
  EUROPEAN_QUARTERFINAL_SEEDS,
  EUROPEAN_SERIES_WINS,
} from '../rules.js';

export type CupRound = 'QF' | 'SF' | 'F' | '3P';
export const CUP_ROUNDS: readonly CupRound[] = ['QF', 'SF', 'F', '3P'];
export const CUP_ROUND_NAMES: Record<CupRound, string> = { QF: 'Quarterfinal', SF: 'Semifinal', F: 'Final', '3P': 'Third-place game' };

/** A game's stage: "Quarterfinal game 2", "Semifinal", "Final", "Third-place game". */
export function cupStageName(round: CupRound, game: number): string {
  return round === 'QF' ? `${CUP_ROUND_NAMES.QF} game ${game}` : CUP_ROUND_NAMES[round];
}

export interface CupGame {
  round: CupRound;
  /** The series within its round: quarterfinals 1-4, semifinals 1-2, the final and the third-place game 1. */
  slot: number;
  /** The game within its series (1-5 in a quarterfinal). */
  game: number;
  homeTeamId: string;
  awayTeamId: string;
  homeScore: number | null;
  awayScore: number | null;
}

export interface CupSeries {
  round: CupRound;
  slot: number;
  /** The better seed (home in games 1, 2 and 5 of a quarterfinal). */
  high: string;
  low: string;
  winsHigh: number;
  winsLow: number;
  winner: string | null;
  loser: string | null;
  games: CupGame[];
}

export interface ScheduledCupGame {
  round: CupRound;
  slot: number;
  game: number;
  homeTeamId: string;
  awayTeamId: string;
  neutralVenue: boolean;
}

const played = (g: CupGame) => g.homeScore !== null && g.awayScore !== null;
const winnerOf = (g: CupGame) => ((g.homeScore ?? 0) > (g.awayScore ?? 0) ? g.homeTeamId : g.awayTeamId);

function series(round: CupRound, slot: number, a: string, b: string, seeds: readonly string[], games: readonly CupGame[]): CupSeries {
  const [high, low] = seeds.indexOf(a) <= seeds.indexOf(b) ? [a, b] : [b, a];
  const mine = games.filter((g) => g.round === round && g.slot === slot).sort((x, y) => x.game - y.game);
  const wins = (team: string) => mine.filter((g) => played(g) && winnerOf(g) === team).length;
  const needed = round === 'QF' ? EUROPEAN_SERIES_WINS : 1;
  const [winsHigh, winsLow] = [wins(high), wins(low)];
  const winner = winsHigh >= needed ? high : winsLow >= needed ? low : null;
  return { round, slot, high, low, winsHigh, winsLow, winner, loser: winner === null ? null : winner === high ? low : high, games: mine };
}

/** Every series known so far, in bracket order, and the champion once the final is played. */
export function cupBracket(seeds: readonly string[], games: readonly CupGame[]): { series: CupSeries[]; champion: string | null } {
  const out: CupSeries[] = [];
  if (seeds.length < EUROPEAN_CUP_TEAMS) return { series: out, champion: null };
  const qf = EUROPEAN_QUARTERFINAL_SEEDS.map(([a, b], i) => series('QF', i + 1, seeds[a - 1] ?? '', seeds[b - 1] ?? '', seeds, games));
  out.push(...qf);
  const sf = [
    [qf[0], qf[1]],
    [qf[2], qf[3]],
  ].map(([x, y], i) => (x?.winner && y?.winner ? series('SF', i + 1, x.winner, y.winner, seeds, games) : null));
  for (const s of sf) if (s) out.push(s);
  const [sf1, sf2] = sf;
  let champion: string | null = null;
  if (sf1?.winner && sf2?.winner && sf1.loser && sf2.loser) {
    const final = series('F', 1, sf1.winner, sf2.winner, seeds, games);
    out.push(final, series('3P', 1, sf1.loser, sf2.loser, seeds, games));
    champion = final.winner;
  }
  return { series: out, champion };
}

/**
 * The games to play next: none while a scheduled game is unplayed; else the
 * next game of every undecided quarterfinal, then both semifinals, then
 * the final and the third-place game (the Final Four on neutral courts).
 */
export function nextCupGames(seeds: readonly string[], games: readonly CupGame[]): ScheduledCupGame[] {
  if (seeds.length < EUROPEAN_CUP_TEAMS || games.some((g) => !played(g))) return [];
  const { series: all } = cupBracket(seeds, games);
  const open = all.filter((s) => s.winner === null);
  return open.map((s) => {
    const game = s.games.length + 1;
    const highHome = s.round !== 'QF' || (EUROPEAN_BETTER_SEED_HOME_GAMES as readonly number[]).includes(game);
    return {
      round: s.round,
      slot: s.slot,
      game,
      homeTeamId: highHome ? s.high : s.low,
      awayTeamId: highHome ? s.low : s.high,
      neutralVenue: s.round !== 'QF',
    };
  });
}

export interface QualifyingTable {
  /** The catalogue's level of the league: stronger leagues send more clubs. */
  level: number;
  /** Club ids in final-table order. */
  ranking: readonly string[];
}

/** Next season's entrants by our rule (rules.ts EUROPEAN_CUP_QUALIFICATION), seeded in order of qualification. */
export function cupEntrantsFromTables(tables: readonly QualifyingTable[]): string[] {
  const byStrength = [...tables].sort((a, b) => b.level - a.level);
  const entrants: string[] = [];
  for (const rule of EUROPEAN_CUP_QUALIFICATION) {
    for (const table of byStrength.slice(0, rule.strongestLeagues)) {
      const club = table.ranking[rule.place - 1];
      if (club && !entrants.includes(club)) entrants.push(club);
    }
  }
  // A world with fewer leagues fills from the strongest tables' next places.
  for (let place = 2; entrants.length < EUROPEAN_CUP_TEAMS && place <= 12; place += 1) {
    for (const table of byStrength) {
      const club = table.ranking[place - 1];
      if (club && !entrants.includes(club) && entrants.length < EUROPEAN_CUP_TEAMS) entrants.push(club);
    }
  }
  return entrants.slice(0, EUROPEAN_CUP_TEAMS);
}

/** The first season's entrants: the eight strongest clubs by reputation, then budget. */
export function firstCupEntrants(clubs: ReadonlyArray<{ id: string; reputation: number; budget: number }>): string[] {
  return [...clubs]
    .sort((a, b) => b.reputation - a.reputation || b.budget - a.budget || a.id.localeCompare(b.id))
    .slice(0, EUROPEAN_CUP_TEAMS)
    .map((c) => c.id);
}

/**
 * How far each entrant went, for the Cup's prize money: the quarterfinal,
 * the semifinal (the Final Four), the final, or the title. Known once the
 * bracket is complete; before, the furthest round reached so far.
 */
export function cupFinishes(seeds: readonly string[], games: readonly CupGame[]): Map<string, 'QF' | 'SF' | 'F' | 'champion'> {
  const { series, champion } = cupBracket(seeds, games);
  const finish = new Map<string, 'QF' | 'SF' | 'F' | 'champion'>(seeds.map((id) => [id, 'QF']));
  for (const s of series) {
    if (s.round === 'SF') for (const id of [s.high, s.low]) finish.set(id, 'SF');
  }
  for (const s of series) {
    if (s.round === 'F') for (const id of [s.high, s.low]) finish.set(id, 'F');
  }
  if (champion) finish.set(champion, 'champion');
  return finish;
}
