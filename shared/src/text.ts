/**
 * English count and possessive forms for every text the game writes, so a
 * count of one reads "1 point" and a club named "Bears" reads "Bears’ coach"
 * wherever the sentence is made (client, server or game server).
 */

/** Irregular plurals the game's texts use; every other noun takes an "s". */
const IRREGULAR_PLURALS: Readonly<Record<string, string>> = { match: 'matches', injury: 'injuries', penalty: 'penalties' };

/** The noun for `count` of it: "point" for 1, "points" otherwise (`pluralWord` when the plural is not the noun plus "s"). */
export function pluralWord(count: number, word: string, plural?: string): string {
  if (count === 1 || count === -1) return word;
  return plural ?? IRREGULAR_PLURALS[word] ?? `${word}s`;
}

/** The count and its noun: "1 point", "0 points", "12 points". */
export function countOf(count: number, word: string, plural?: string): string {
  return `${count} ${pluralWord(count, word, plural)}`;
}

/** The typographic apostrophe every possessive uses. */
export const APOSTROPHE = '’';

/** "Milano" → "Milano’s"; a name ending in s takes the apostrophe alone: "Bears" → "Bears’". */
export function possessive(name: string): string {
  const trimmed = name.trimEnd();
  return /s$/i.test(trimmed) ? `${trimmed}${APOSTROPHE}` : `${trimmed}${APOSTROPHE}s`;
}
