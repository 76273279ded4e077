/** Roster rules that carry logic: the filter, the five sorts, the colour bands. */
import {
  FITNESS_COLOUR_BANDS,
  POSITIONS,
  RATING_COLOUR_BANDS,
  SKILL_COLOUR_BANDS,
  SKILL_DEFAULT,
  type Player,
  type PlayerSeasonStats,
  type Position,
} from '@hardwood/shared';

export const POSITION_FILTERS = ['All', ...POSITIONS] as const;
export type PositionFilter = (typeof POSITION_FILTERS)[number];

export const ROSTER_SORTS = [
  { id: 'position', label: 'Position' },
  { id: 'age', label: 'Age' },
  { id: 'morale', label: 'Morale' },
  { id: 'matchesPlayed', label: 'Matches Played' },
  { id: 'averageMinutes', label: 'Average Minutes' },
] as const;
export type RosterSort = (typeof ROSTER_SORTS)[number]['id'];

const positionOrder = (p: Position) => POSITIONS.indexOf(p);

export function filterByPosition<T extends Pick<Player, 'position'>>(players: readonly T[], filter: PositionFilter): T[] {
  return filter === 'All' ? [...players] : players.filter((p) => p.position === filter);
}

/**
 * Position runs PG to C (then best overall first); age youngest first; morale,
 * matches played and average minutes highest first. Ties by name.
 */
export function sortRoster(players: readonly Player[], stats: ReadonlyMap<string, PlayerSeasonStats>, sort: RosterSort): Player[] {
  const stat = (p: Player, key: 'matchesPlayed' | 'averageMinutes') => stats.get(p.id)?.[key] ?? 0;
  const compare: Record<RosterSort, (a: Player, b: Player) => number> = {
    position: (a, b) => positionOrder(a.position) - positionOrder(b.position) || b.overallRating - a.overallRating,
    age: (a, b) => a.age - b.age,
    morale: (a, b) => b.morale - a.morale,
    matchesPlayed: (a, b) => stat(b, 'matchesPlayed') - stat(a, 'matchesPlayed'),
    averageMinutes: (a, b) => stat(b, 'averageMinutes') - stat(a, 'averageMinutes'),
  };
  return [...players].sort((a, b) => compare[sort](a, b) || a.name.localeCompare(b.name));
}

export type Tone = 'excellent' | 'good' | 'fair' | 'weak' | 'poor';
export const TONE_CLASS: Record<Tone, string> = {
  excellent: 'text-emerald-300',
  good: 'text-lime-300',
  fair: 'text-amber-300',
  weak: 'text-orange-400',
  poor: 'text-red-400',
};

/** Skills: 85 / 75 / 65 / 55 bands; a missing skill counts as 50. */
export function skillTone(value: number | null | undefined): Tone {
  const v = value ?? SKILL_DEFAULT;
  const [a, b, c, d] = SKILL_COLOUR_BANDS;
  if (v >= a) return 'excellent';
  if (v >= b) return 'good';
  if (v >= c) return 'fair';
  if (v >= d) return 'weak';
  return 'poor';
}

/** Fitness: 80 and 60. */
export function fitnessTone(value: number): Tone {
  const [high, mid] = FITNESS_COLOUR_BANDS;
  if (value >= high) return 'excellent';
  if (value >= mid) return 'fair';
  return 'poor';
}

/** Overall rating: 85 / 75 / 65. */
export function ratingTone(value: number): Tone {
  const [a, b, c] = RATING_COLOUR_BANDS;
  if (value >= a) return 'excellent';
  if (value >= b) return 'good';
  if (value >= c) return 'fair';
  return 'weak';
}
