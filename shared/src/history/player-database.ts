/**
 * The player database: one table of every player of the career's world,
 * filtered, sorted and paged on the server. The query's shape and the sort
 * orders live here so the API and the client read the same ones.
 */
import { z } from 'zod';
import { PLAYER_DATABASE_MAX_PAGE_SIZE, PLAYER_DATABASE_PAGE_SIZE, POSITIONS } from '../rules.js';
import { idSchema } from '../schemas.js';
import { nameText } from '../text-limits.js';
import type { Position } from '../types.js';

/**
 * The columns the table sorts by. Potential is not one: ordering by a value
 * the server keeps hidden would give it away.
 */
export const PLAYER_DATABASE_SORTS = ['overall', 'value', 'wage', 'age', 'name', 'position', 'club', 'league'] as const;
export type PlayerDatabaseSort = (typeof PLAYER_DATABASE_SORTS)[number];
export const PLAYER_DATABASE_SORT_LABELS: Record<PlayerDatabaseSort, string> = {
  overall: 'Overall',
  value: 'Value',
  wage: 'Wage',
  age: 'Age',
  name: 'Name',
  position: 'Position',
  club: 'Club',
  league: 'League',
};
/** The direction a column sorts in when first chosen: the best, the dearest, the best paid and the youngest first; names A to Z. */
export const PLAYER_DATABASE_DEFAULT_DIRECTION: Record<PlayerDatabaseSort, 'asc' | 'desc'> = {
  overall: 'desc',
  value: 'desc',
  wage: 'desc',
  age: 'asc',
  name: 'asc',
  position: 'asc',
  club: 'asc',
  league: 'asc',
};

const int = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max}` });

export const playerDatabaseQuerySchema = z
  .object({
    /** Part of the player's name, any case. */
    q: nameText('Search').trim().optional(),
    position: z.enum(POSITIONS, { error: `Position must be one of ${POSITIONS.join(', ')}` }).optional(),
    ageMin: int('Minimum age', 0, 60).optional(),
    ageMax: int('Maximum age', 0, 60).optional(),
    overallMin: int('Minimum overall', 0, 100).optional(),
    overallMax: int('Maximum overall', 0, 100).optional(),
    valueMin: int('Minimum value', 0, 100_000_000).optional(),
    valueMax: int('Maximum value', 0, 100_000_000).optional(),
    /** A season's wage in euros (what the table shows), not the salary per game the store keeps. */
    wageMin: int('Minimum wage', 0, 100_000_000).optional(),
    wageMax: int('Maximum wage', 0, 100_000_000).optional(),
    leagueId: int('League', 0, 10_000).optional(),
    teamId: idSchema.optional(),
    /** Only players without a club. */
    freeAgents: z.enum(['true', 'false'], { error: 'freeAgents must be true or false' }).optional(),
    sort: z.enum(PLAYER_DATABASE_SORTS, { error: `Sort must be one of ${PLAYER_DATABASE_SORTS.join(', ')}` }).default('overall'),
    dir: z.enum(['asc', 'desc'], { error: 'Direction must be asc or desc' }).optional(),
    page: int('Page', 1, 10_000).default(1),
    pageSize: int('Page size', 1, PLAYER_DATABASE_MAX_PAGE_SIZE).default(PLAYER_DATABASE_PAGE_SIZE),
  })
  .refine((q) => q.ageMin === undefined || q.ageMax === undefined || q.ageMin <= q.ageMax, {
    error: 'Minimum age must not be above the maximum',
    path: ['ageMin'],
  })
  .refine((q) => q.overallMin === undefined || q.overallMax === undefined || q.overallMin <= q.overallMax, {
    error: 'Minimum overall must not be above the maximum',
    path: ['overallMin'],
  })
  .refine((q) => q.valueMin === undefined || q.valueMax === undefined || q.valueMin <= q.valueMax, {
    error: 'Minimum value must not be above the maximum',
    path: ['valueMin'],
  })
  .refine((q) => q.wageMin === undefined || q.wageMax === undefined || q.wageMin <= q.wageMax, {
    error: 'Minimum wage must not be above the maximum',
    path: ['wageMin'],
  });
export type PlayerDatabaseQuery = z.infer<typeof playerDatabaseQuerySchema>;

/** What a row is sorted on. */
export interface SortableDatabaseRow {
  id: string;
  name: string;
  position: Position;
  age: number;
  overallRating: number;
  value: number;
  /** Salary per game (sorting by it orders season wages alike). */
  salary: number;
  /** Club and league names (null for a free agent: after every club when ascending). */
  clubName: string | null;
  leagueName: string | null;
}

const positionOrder = (p: Position) => POSITIONS.indexOf(p);
const text = (a: string | null, b: string | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a.localeCompare(b));
const COMPARE: Record<PlayerDatabaseSort, (a: SortableDatabaseRow, b: SortableDatabaseRow) => number> = {
  overall: (a, b) => a.overallRating - b.overallRating,
  value: (a, b) => a.value - b.value,
  wage: (a, b) => a.salary - b.salary,
  age: (a, b) => a.age - b.age,
  name: (a, b) => a.name.localeCompare(b.name),
  position: (a, b) => positionOrder(a.position) - positionOrder(b.position),
  club: (a, b) => text(a.clubName, b.clubName),
  league: (a, b) => text(a.leagueName, b.leagueName),
};

/**
 * Sorts in place by `sort` in `dir`; ties by overall (best first), then
 * name and id, so a page never shifts between two reads of the same world.
 */
export function sortDatabaseRows<T extends SortableDatabaseRow>(rows: T[], sort: PlayerDatabaseSort, dir: 'asc' | 'desc'): T[] {
  const sign = dir === 'asc' ? 1 : -1;
  const primary = COMPARE[sort];
  return rows.sort(
    (a, b) =>
      sign * primary(a, b) || b.overallRating - a.overallRating || a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
