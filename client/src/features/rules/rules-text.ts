/** How the rules page writes the table's figures in words. */

/** 1st, 2nd, 3rd, 4th, 11th, 21st...: the rules' numbers change, the words must follow. */
export function ordinal(n: number): string {
  const suffix = ['th', 'st', 'nd', 'rd'];
  const v = n % 100;
  return `${n}${suffix[(v - 20) % 10] ?? suffix[v] ?? 'th'}`;
}

export const pct = (fraction: number) => `${Math.round(fraction * 100)} percent`;
export const pctPrecise = (fraction: number) => `${Number((fraction * 100).toFixed(1))} percent`;
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
