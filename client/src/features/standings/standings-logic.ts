/** Standings display rules: status badge tones, the legend from what each place leads to, and short club names for phones. */
import { LEAGUE_TEAMS, placeBands, type Standing } from '@hardwood/shared';

export const STATUS_TONE: Record<Standing['status'], 'green' | 'blue' | 'slate' | 'red'> = {
  Champion: 'green',
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

export const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** Words that say "a basketball club" in the catalogue's names: a short name leaves them out. */
const GENERIC_WORDS = new Set(['bc', 'bk', 'kk', 'kb', 'ks', 'sc', 'club', 'basket', 'basketball', 'pallacanestro', 'baloncesto']);
/** A first word shorter than this ("Real", "Hapoel") is joined by the next one. */
const SHORT_FIRST_WORD = 5;

/**
 * The name a narrow table shows: the club's own name without its generic
 * words, the first word alone when it says enough ("Olimpia Milano Lions"
 * reads "Olimpia"; "Real Capital Basket" reads "Real Capital").
 */
export function shortTeamName(name: string): string {
  const words = name.split(/\s+/).filter((w) => w.length > 0);
  const own = words.filter((w) => !GENERIC_WORDS.has(w.toLowerCase()));
  const pick = own.length > 0 ? own : words;
  const [first = name, second] = pick;
  return first.length < SHORT_FIRST_WORD && second ? `${first} ${second}` : first;
}
