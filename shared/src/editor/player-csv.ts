/**
 * The player editor's CSV (the spec's import rules and export columns),
 * with papaparse doing the CSV itself (quotes, commas, line breaks): export
 * `players_export.csv`, and import rows under every import rule of the spec,
 * ready for the bulk endpoint (which validates each row again).
 */
import Papa from 'papaparse';
import { skillsFrom } from '../formulas.js';
import { PLAYER_FORM_RANGES, POSITIONS, SKILL_KEYS } from '../rules.js';
import { playerFormSchema } from '../schemas-club.js';
import { ID_MAX_LENGTH } from '../text-limits.js';
import type { Position } from '../types.js';

export const EXPORT_FILE_NAME = 'players_export.csv';
/** id, name, position, age, height, weight, nationality, potential, the seven skills, avatarUrl, teamName. */
export const CSV_COLUMNS = [
  'id',
  'name',
  'position',
  'age',
  'height',
  'weight',
  'nationality',
  'potential',
  ...SKILL_KEYS,
  'avatarUrl',
  'teamName',
] as const;
/** The spec's import defaults. */
export const CSV_DEFAULTS = { age: 25, height: 185, weight: 85, potential: 75, skill: 50, nationality: 'Italy' } as const;
export const CSV_FILE_MESSAGE = 'Please select a CSV file';
export const CSV_EMPTY_MESSAGE = 'No valid player data found in CSV';

export interface CsvPlayer {
  id: string;
  name: string;
  position: Position;
  age: number;
  height: number;
  weight: number;
  nationality: string;
  /** Absent: the cell was empty (a hidden potential in the export), and the stored one stays. */
  potential?: number;
  shooting: number;
  threePoint: number;
  passing: number;
  defense: number;
  rebounding: number;
  athletics: number;
  basketballIQ: number;
  avatarUrl: string;
}

/**
 * A spreadsheet runs a cell that starts with =, +, -, @, tab or carriage
 * return as a formula (CSV injection): such text is written behind a single
 * quote, which spreadsheets show as text and the import takes off again.
 * Leading quotes already there count too, so the guard is stripped exactly
 * once on the way back. Numbers ("-5") stay numbers.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;
export function guardCsvCell(value: string): string {
  return FORMULA_START.test(value) && !NUMBER.test(value) ? `'${value}` : value;
}
/** The cell as it was before `guardCsvCell`. */
export function unguardCsvCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) && !NUMBER.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** The export of players (with their team names) as CSV text. */
export function playersToCsv(
  players: ReadonlyArray<
    Omit<CsvPlayer, 'avatarUrl' | 'potential'> & { avatarUrl: string | null; potential: number | null; teamName: string }
  >,
): string {
  return Papa.unparse({
    fields: [...CSV_COLUMNS],
    data: players.map((p) =>
      CSV_COLUMNS.map((c) => guardCsvCell(c === 'avatarUrl' || c === 'potential' ? String(p[c] ?? '') : String(p[c]))),
    ),
  });
}

export const isCsvFileName = (name: string) => name.toLowerCase().endsWith('.csv');

const clamp = (v: number, [lo, hi]: readonly [number, number]) => Math.min(hi, Math.max(lo, v));

/** An integer from a cell, or the default when it is empty or not a number (parsed as integers). */
function integer(cell: string | undefined, fallback: number): number {
  const n = Number.parseInt((cell ?? '').trim(), 10);
  return Number.isNaN(n) ? fallback : n;
}

export interface CsvImport {
  /** Rows ready to send: clamped, defaults filled. */
  rows: CsvPlayer[];
  /** Rows without a name or a valid position, or with a value the editor form refuses (too long, a bad URL): counted as failed. */
  failed: number;
  /** Rows skipped: a different column count, or no id. */
  skipped: number;
}

/** Reads an import under the rules. */
export function csvToPlayers(text: string): CsvImport {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  const [header, ...body] = parsed.data;
  if (!header) return { rows: [], failed: 0, skipped: 0 };
  const index = new Map(header.map((h, i) => [h.trim(), i]));
  const cell = (row: string[], column: string) => {
    const i = index.get(column);
    const value = i === undefined ? undefined : row[i];
    return value === undefined ? undefined : unguardCsvCell(value);
  };
  const rows: CsvPlayer[] = [];
  let failed = 0;
  let skipped = 0;
  for (const row of body) {
    if (row.length !== header.length) {
      skipped += 1;
      continue;
    }
    const id = (cell(row, 'id') ?? '').trim();
    if (!id) {
      skipped += 1;
      continue;
    }
    const name = (cell(row, 'name') ?? '').trim();
    const position = (cell(row, 'position') ?? '').trim().toUpperCase();
    if (!name || !(POSITIONS as readonly string[]).includes(position)) {
      failed += 1;
      continue;
    }
    const skill = (key: (typeof SKILL_KEYS)[number]) => clamp(integer(cell(row, key), CSV_DEFAULTS.skill), PLAYER_FORM_RANGES.skill);
    const player: CsvPlayer = {
      id,
      name,
      position: position as Position,
      age: clamp(integer(cell(row, 'age'), CSV_DEFAULTS.age), PLAYER_FORM_RANGES.age),
      height: clamp(integer(cell(row, 'height'), CSV_DEFAULTS.height), PLAYER_FORM_RANGES.height),
      weight: clamp(integer(cell(row, 'weight'), CSV_DEFAULTS.weight), PLAYER_FORM_RANGES.weight),
      nationality: (cell(row, 'nationality') ?? '').trim() || CSV_DEFAULTS.nationality,
      // An empty potential is one the export hid: the import leaves it as it is rather than write the default over it.
      ...((cell(row, 'potential') ?? '').trim()
        ? { potential: clamp(integer(cell(row, 'potential'), CSV_DEFAULTS.potential), PLAYER_FORM_RANGES.potential) }
        : {}),
      ...skillsFrom(skill),
      avatarUrl: (cell(row, 'avatarUrl') ?? '').trim(),
    };
    // The editor form's own schema (bounded names, nationality and URL): a row it refuses would fail on the server too.
    if (!playerFormSchema.safeParse(player).success || player.id.length > ID_MAX_LENGTH) {
      failed += 1;
      continue;
    }
    rows.push(player);
  }
  return { rows, failed, skipped };
}

/** The import summary the spec words. */
export const importSummary = (updated: number, failed: number) => `${updated} players updated successfully. ${failed} failed.`;
