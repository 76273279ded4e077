/**
 * A club's short name, for a place too narrow for the full one: its own name
 * without the words that only say "a basketball club", the first word alone
 * when it says enough ("Olimpia Milano Lions" reads "Olimpia"; "Real Capital
 * Basket" reads "Real Capital"). The standings on phones and the live scoreboard share it.
 */

/** Words that say "a basketball club" in the catalogue's names: a short name leaves them out. */
const GENERIC_WORDS = new Set(['bc', 'bk', 'kk', 'kb', 'ks', 'sc', 'club', 'basket', 'basketball', 'pallacanestro', 'baloncesto']);
/** A first word shorter than this ("Real", "Hapoel") is joined by the next one. */
const SHORT_FIRST_WORD = 5;

export function shortTeamName(name: string): string {
  const words = name.split(/\s+/).filter((w) => w.length > 0);
  const own = words.filter((w) => !GENERIC_WORDS.has(w.toLowerCase()));
  const pick = own.length > 0 ? own : words;
  const [first = name, second] = pick;
  return first.length < SHORT_FIRST_WORD && second ? `${first} ${second}` : first;
}
