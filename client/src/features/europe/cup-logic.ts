/**
 * The European Cup bracket, pure: how a series reads (its score,
 * its games, its title), whose club is the manager's and which column of
 * the bracket every series goes in. The panel only lays these out.
 */
import { EUROPEAN_QUARTERFINAL_BEST_OF, EUROPEAN_QUARTERFINAL_SEEDS, type CupSeriesDto, type EuropeanCup } from '@hardwood/shared';

export type CupRoundId = CupSeriesDto['round'];
export type CupGameDto = CupSeriesDto['games'][number];
export type CupTeamDto = EuropeanCup['teams'][number];

export const CUP_HEADING = 'European Cup';
export const CUP_ERROR_TEXT = 'Failed to fetch the European Cup';
export const CUP_LOADING_TEXT = 'Loading the European Cup...';
export const CUP_NOT_DRAWN_TEXT = 'The European Cup draw has not been made yet.';
export const OWN_QUALIFIED_TEXT = 'Your club is in the European Cup';
export const OWN_NOT_QUALIFIED_TEXT = 'Your club did not qualify this season';
export const YOU_MARK = '(You)';
export const UNKNOWN_TEAM = 'TBD';

/** One column of the bracket: its title and the series drawn so far, with the slots still to be drawn. */
export interface CupColumn {
  id: 'QF' | 'SF' | 'FINAL';
  title: string;
  subtitle: string;
  series: CupSeriesDto[];
  /** Placeholders for series not drawn yet: what they will be. */
  pending: Array<{ round: CupRoundId; slot: number; text: string }>;
}

/** The fixed shape of the bracket: which round-slots each column holds and what an undrawn one awaits. */
const LAYOUT: ReadonlyArray<{
  id: CupColumn['id'];
  title: string;
  subtitle: string;
  slots: ReadonlyArray<{ round: CupRoundId; slot: number; awaits: string }>;
}> = [
  {
    id: 'QF',
    title: 'Quarterfinals',
    subtitle: `Best of ${EUROPEAN_QUARTERFINAL_BEST_OF}`,
    // The pairs of the rules table (1 v 8, 4 v 5 | 2 v 7, 3 v 6).
    slots: EUROPEAN_QUARTERFINAL_SEEDS.map(([a, b], i) => ({ round: 'QF' as const, slot: i + 1, awaits: `Seed ${a} v seed ${b}` })),
  },
  {
    id: 'SF',
    title: 'Final Four: Semifinals',
    subtitle: 'One game, neutral venue',
    slots: [
      { round: 'SF', slot: 1, awaits: 'Winner QF1 v winner QF2' },
      { round: 'SF', slot: 2, awaits: 'Winner QF3 v winner QF4' },
    ],
  },
  {
    id: 'FINAL',
    title: 'Final & Third Place',
    subtitle: 'One game, neutral venue',
    slots: [
      { round: 'F', slot: 1, awaits: 'Winners of the semifinals' },
      { round: '3P', slot: 1, awaits: 'Losers of the semifinals' },
    ],
  },
];

/** The series grouped into the bracket's three columns, in bracket order, with what is still to be drawn. */
export function cupColumns(series: readonly CupSeriesDto[]): CupColumn[] {
  return LAYOUT.map(({ id, title, subtitle, slots }) => {
    const drawn: CupSeriesDto[] = [];
    const pending: CupColumn['pending'] = [];
    for (const { round, slot, awaits } of slots) {
      const found = series.find((s) => s.round === round && s.slot === slot);
      if (found) drawn.push(found);
      else pending.push({ round, slot, text: awaits });
    }
    return { id, title, subtitle, series: drawn, pending };
  });
}

/** A series' title: "Quarterfinal 2", "Semifinal 1", "Final", "Third place". */
export function seriesTitle(round: CupRoundId, slot: number): string {
  if (round === 'QF') return `Quarterfinal ${slot}`;
  if (round === 'SF') return `Semifinal ${slot}`;
  return round === 'F' ? 'Final' : 'Third place';
}

const isPlayed = (g: CupGameDto): g is CupGameDto & { homeScore: number; awayScore: number } =>
  g.homeScore !== null && g.awayScore !== null;

/** A game's points seen from the series' better seed first: [high, low]. */
function pointsHighFirst(s: CupSeriesDto, g: CupGameDto & { homeScore: number; awayScore: number }): [number, number] {
  return g.homeTeamId === s.high ? [g.homeScore, g.awayScore] : [g.awayScore, g.homeScore];
}

/**
 * What each side shows beside its name, better seed first: the games won in
 * a best-of-5 quarterfinal, the points of the single game in the Final Four
 * (null while it is unplayed).
 */
export function sideScores(s: CupSeriesDto): [number, number] | null {
  if (s.round === 'QF') return [s.winsHigh, s.winsLow];
  const game = s.games.find(isPlayed);
  return game ? pointsHighFirst(s, game) : null;
}

/** The series score as text, better seed first: "3-1" (a Final Four game's points: "84-79"); "0-0" before a Final Four game. */
export function seriesScoreText(s: CupSeriesDto): string {
  const [high, low] = sideScores(s) ?? [0, 0];
  return `${high}-${low}`;
}

/** The series in a sentence: "Lions win 3-1", "Lions lead 2-1", "Series tied 1-1", "Not started". */
export function seriesStatus(s: CupSeriesDto, name: (id: string) => string): string {
  const score = seriesScoreText(s);
  if (s.winner !== null) {
    const [high, low] = sideScores(s) ?? [s.winsHigh, s.winsLow];
    return `${name(s.winner)} win ${s.winner === s.high ? `${high}-${low}` : `${low}-${high}`}`;
  }
  if (s.games.every((g) => !isPlayed(g))) return 'Not started';
  if (s.winsHigh === s.winsLow) return `Series tied ${score}`;
  return s.winsHigh > s.winsLow ? `${name(s.high)} lead ${s.winsHigh}-${s.winsLow}` : `${name(s.low)} lead ${s.winsLow}-${s.winsHigh}`;
}

/** One game of a series as the card lists it: "G1", "84-79" (better seed first) or "Matchday 23", and where. */
export interface GameLine {
  label: string;
  result: string;
  venue: string;
  played: boolean;
  /** The better seed's win, the lower seed's, or null while unplayed. */
  won: 'high' | 'low' | null;
}

export function gameLine(s: CupSeriesDto, g: CupGameDto, name: (id: string) => string): GameLine {
  const venue = g.neutralVenue ? 'neutral venue' : `at ${name(g.homeTeamId)}`;
  const label = `G${g.game}`;
  if (!isPlayed(g)) return { label, result: `Matchday ${g.matchday}`, venue, played: false, won: null };
  const [high, low] = pointsHighFirst(s, g);
  return { label, result: `${high}-${low}`, venue, played: true, won: high > low ? 'high' : 'low' };
}

/** Is this the manager's club? */
export function isOwnTeam(teamId: string | null | undefined, ownTeamId: string): boolean {
  return Boolean(teamId) && teamId === ownTeamId;
}

/** Does the manager's club play in this series? */
export function seriesHasOwnTeam(s: Pick<CupSeriesDto, 'high' | 'low'>, ownTeamId: string): boolean {
  return isOwnTeam(s.high, ownTeamId) || isOwnTeam(s.low, ownTeamId);
}

/** A lookup of the entrants by id. */
export function teamIndex(teams: readonly CupTeamDto[]): (id: string) => CupTeamDto | undefined {
  const byId = new Map(teams.map((t) => [t.id, t]));
  return (id) => byId.get(id);
}

/** The line under the heading: whether the manager's club is in this season's Cup. */
export function qualificationLine(ownQualified: boolean): string {
  return ownQualified ? OWN_QUALIFIED_TEXT : OWN_NOT_QUALIFIED_TEXT;
}
