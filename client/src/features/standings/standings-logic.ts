/** Standings display rules: status badge tones, the legend from what each place leads to, and short club names for phones. */
import { LEAGUE_TEAMS, placeBands, type Standing } from '@hardwood/shared';

export const STATUS_TONE: Record<Standing['status'], 'green' | 'blue' | 'slate' | 'red'> = {
  Champion: 'green',
  Playoffs: 'blue',
  'European Cup': 'blue',
  'Mid-Table': 'slate',
  Relegation: 'red',
  Promotion: 'green',
};

/** One legend line per run of places: "1", "2", "3-12", with the status and what it leads to. */
export function statusLegend(
  leagueId?: number,
  teams: number = LEAGUE_TEAMS,
): Array<{ status: Standing['status']; positions: string; leadsTo: string }> {
  return placeBands(leagueId, teams).map((band) => ({
    status: band.status,
    positions: band.from === band.to ? String(band.from) : `${band.from}-${band.to}`,
    leadsTo: band.leadsTo,
  }));
}

/**
 * A row's status tag, or null while its club has played no game: before
 * matchday 1 the order is only alphabetical, so no place is Champion or
 * Relegation yet (every club plays each matchday, so a table starts at once).
 */
export function shownStatus(row: Pick<Standing, 'matchesPlayed' | 'status'>): Standing['status'] | null {
  return row.matchesPlayed > 0 ? row.status : null;
}

/** Said in the Status column before a club's first game. */
export const NO_STATUS_YET = 'No games yet';

export const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The name a narrow table shows: one rule with the phone scoreboard's. */
export { shortTeamName } from '../../lib/team-names';
