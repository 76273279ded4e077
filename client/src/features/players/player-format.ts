/** How a player's numbers read on screen: per game or totals, shooting percentages, minutes, potential. */
import type { BoxLine, PlayerPotential } from '@hardwood/shared';

export type StatMode = 'perGame' | 'totals';

/** A counting stat per game (one decimal) or as a total. */
export function statValue(total: number, games: number, mode: StatMode): string {
  if (mode === 'totals') return String(total);
  return games > 0 ? (total / games).toFixed(1) : '0.0';
}

/** Made over attempted as a percentage with one decimal; a dash without attempts. */
export function shootingPct(made: number, attempts: number): string {
  return attempts > 0 ? `${((made / attempts) * 100).toFixed(1)}` : '–';
}

/** Seconds on the court as minutes: per game with one decimal, or whole minutes in total. */
export function minutesValue(seconds: number, games: number, mode: StatMode): string {
  if (mode === 'totals') return String(Math.round(seconds / 60));
  return games > 0 ? (seconds / 60 / games).toFixed(1) : '0.0';
}

/** A game's minutes as m:ss. */
export function gameMinutes(seconds: number): string {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The potential as the server allows it: a number, a range, or a question mark (its reason in the title). */
export function potentialText(potential: PlayerPotential): { text: string; title: string } {
  switch (potential.kind) {
    case 'exact':
      return { text: String(potential.value), title: 'Potential' };
    case 'range':
      return { text: `${potential.min}–${potential.max}`, title: 'Potential: a scout’s range (scout the club for the exact value)' };
    case 'hidden':
      return { text: '?', title: potential.reason };
  }
}

/** The columns of a box score line, in the order tables show them. */
export const LINE_COLUMNS: ReadonlyArray<{
  key: string;
  label: string;
  title: string;
  value: (l: BoxLine, games: number, mode: StatMode) => string;
}> = [
  { key: 'min', label: 'MIN', title: 'Minutes', value: (l, g, m) => minutesValue(l.seconds, g, m) },
  { key: 'pts', label: 'PTS', title: 'Points', value: (l, g, m) => statValue(l.points, g, m) },
  { key: 'reb', label: 'REB', title: 'Rebounds', value: (l, g, m) => statValue(l.rebounds, g, m) },
  { key: 'ast', label: 'AST', title: 'Assists', value: (l, g, m) => statValue(l.assists, g, m) },
  { key: 'stl', label: 'STL', title: 'Steals', value: (l, g, m) => statValue(l.steals, g, m) },
  { key: 'blk', label: 'BLK', title: 'Blocks', value: (l, g, m) => statValue(l.blocks, g, m) },
  { key: 'tov', label: 'TOV', title: 'Turnovers', value: (l, g, m) => statValue(l.turnovers, g, m) },
  { key: 'pf', label: 'PF', title: 'Fouls', value: (l, g, m) => statValue(l.fouls, g, m) },
  { key: 'fg', label: 'FG%', title: 'Field goal percentage', value: (l) => shootingPct(l.fieldGoals, l.fieldGoalAttempts) },
  { key: '3p', label: '3P%', title: 'Three-point percentage', value: (l) => shootingPct(l.threePointers, l.threePointAttempts) },
  { key: 'ft', label: 'FT%', title: 'Free throw percentage', value: (l) => shootingPct(l.freeThrows, l.freeThrowAttempts) },
];
