/**
 * Box scores as stored: every game of a career keeps each side's players
 * (ids, in the order the engine lists them) and each side's lines as one
 * flat list of numbers, BOX_COLUMNS numbers a player, plus the points of each
 * period. A player's line is a slice of the list, so a game costs a few
 * hundred small numbers instead of a document per player.
 *
 * The lists are stored as text (packInts): MongoDB's BSON keeps each element
 * of an array with its index as a key and a 4- or 8-byte number, 8 to 11
 * bytes for a number like 7, where the text takes two (a world game's box
 * score: about 2.9 KB as BSON arrays, about 1.1 KB as text).
 */
import type { CountingStats, EngineTeam, MatchEvent, MatchState } from '../engine/types.js';
import { emptyStats } from '../engine/box-score.js';

/** The numbers of one player's line, in stored order: seconds on the court, then the counting stats. */
export const BOX_COLUMNS = [
  'seconds',
  'points',
  'rebounds',
  'assists',
  'steals',
  'blocks',
  'turnovers',
  'fouls',
  'fieldGoals',
  'fieldGoalAttempts',
  'threePointers',
  'threePointAttempts',
  'freeThrows',
  'freeThrowAttempts',
] as const satisfies ReadonlyArray<'seconds' | keyof CountingStats>;
export const BOX_WIDTH = BOX_COLUMNS.length;

/** One player's line of one game (or a sum of lines). */
export type BoxLine = CountingStats & { seconds: number };

export function emptyBoxLine(): BoxLine {
  return { seconds: 0, ...emptyStats() };
}

/** A side's players who played, in the engine's order: the ones a box score lists. */
export function playersWhoPlayed(team: Pick<EngineTeam, 'players'>): EngineTeam['players'] {
  return team.players.filter((p) => p.secondsPlayed > 0);
}

/** Whole numbers as stored text: base 36, comma-separated ("1ks,c,4" is 2,008, 12, 4). */
export function packInts(values: readonly number[]): string {
  return values.map((v) => Math.round(v).toString(36)).join(',');
}

/**
 * Reads packInts' text back. Digit by digit, not split and parseInt: a season
 * end reads about 500,000 numbers, and a string for each kept the garbage
 * collector busier than the reading.
 */
export function unpackInts(text: string | null | undefined): number[] {
  if (!text) return [];
  const out: number[] = [];
  let value = 0;
  let negative = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === COMMA) {
      out.push(negative ? -value : value);
      value = 0;
      negative = false;
    } else if (code === MINUS) negative = true;
    else value = value * 36 + (code <= NINE ? code - ZERO : code - LOWER_A + 10);
  }
  out.push(negative ? -value : value);
  return out;
}
const [COMMA, MINUS, ZERO, NINE, LOWER_A] = [44, 45, 48, 57, 97] as const;

/** The flat list of a side's lines (the players who played, in the engine's order). */
export function sideLines(team: Pick<EngineTeam, 'players'>): number[] {
  const out: number[] = [];
  for (const p of playersWhoPlayed(team)) {
    out.push(Math.round(p.secondsPlayed));
    for (let c = 1; c < BOX_WIDTH; c += 1) out.push(p.stats[BOX_COLUMNS[c] as keyof CountingStats]);
  }
  return out;
}

/** The line at `index` of a flat array; an empty line past its end. */
export function unpackLine(flat: readonly number[], index: number): BoxLine {
  const line = emptyBoxLine();
  const at = index * BOX_WIDTH;
  if (at + BOX_WIDTH > flat.length) return line;
  for (let c = 0; c < BOX_WIDTH; c += 1) line[BOX_COLUMNS[c] as keyof BoxLine] = flat[at + c] ?? 0;
  return line;
}

export function unpackSide(flat: readonly number[]): BoxLine[] {
  return Array.from({ length: Math.floor(flat.length / BOX_WIDTH) }, (_, i) => unpackLine(flat, i));
}

/** Adds `line` into `total` in place. */
export function addLine(total: BoxLine, line: BoxLine): BoxLine {
  for (const key of BOX_COLUMNS) total[key] += line[key];
  return total;
}

export function sumLines(lines: Iterable<BoxLine>): BoxLine {
  const total = emptyBoxLine();
  for (const line of lines) addLine(total, line);
  return total;
}

/**
 * Efficiency, the box score's one-number summary (points, rebounds, assists,
 * steals and blocks, less missed shots, missed free throws and turnovers):
 * what the awards rank by.
 */
export function efficiency(line: CountingStats): number {
  return (
    line.points +
    line.rebounds +
    line.assists +
    line.steals +
    line.blocks -
    (line.fieldGoalAttempts - line.fieldGoals) -
    (line.freeThrowAttempts - line.freeThrows) -
    line.turnovers
  );
}

/** Points of each period, interleaved home and away: [home Q1, away Q1, home Q2, …]. */
export type PeriodScores = number[];

/** The points of each period from a side-by-side list of cumulative scores at each period's end. */
export function periodsFromTotals(totals: ReadonlyArray<{ home: number; away: number }>): PeriodScores {
  const out: number[] = [];
  let before = { home: 0, away: 0 };
  for (const t of totals) {
    out.push(t.home - before.home, t.away - before.away);
    before = t;
  }
  return out;
}

const SCORING = new Set<MatchEvent['type']>(['two_made', 'three_made', 'free_throw_made']);

/** The points of each period from a match's event feed (live games keep it); `periods` is how many were played. */
export function periodsFromEvents(events: readonly MatchEvent[], periods: number): PeriodScores {
  const out = new Array<number>(periods * 2).fill(0);
  for (const e of events) {
    if (!SCORING.has(e.type) || e.period < 1 || e.period > periods) continue;
    const at = (e.period - 1) * 2 + (e.side === 'home' ? 0 : 1);
    out[at] = (out[at] ?? 0) + (e.points ?? 0);
  }
  return out;
}

/** Home minus away at the end of each game minute, from a live game's feed (the score-flow chart). */
export function scoreFlowFromEvents(events: readonly MatchEvent[], state: Pick<MatchState, 'elapsed'>): number[] {
  const minutes = Math.ceil(state.elapsed / 60);
  const flow: number[] = [];
  let margin = 0;
  let i = 0;
  const sorted = [...events].sort((a, b) => a.t - b.t);
  for (let minute = 1; minute <= minutes; minute += 1) {
    const end = minute * 60;
    for (; i < sorted.length && (sorted[i] as MatchEvent).t <= end; i += 1) {
      const e = sorted[i] as MatchEvent;
      if (SCORING.has(e.type)) margin += (e.side === 'home' ? 1 : -1) * (e.points ?? 0);
    }
    flow.push(margin);
  }
  return flow;
}
