/**
 * Input hardening in the shared schemas: every string a route accepts has a
 * maximum, the CSV export cannot carry a live formula and reads back exactly,
 * a blank password is refused, an import cell is a primitive.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  csvToPlayers,
  guardCsvCell,
  importPlayersPayloadSchema,
  passwordSchema,
  PASSWORD_BLANK_MESSAGE,
  playerFormSchema,
  playersToCsv,
  registerPayloadSchema,
  loginPayloadSchema,
  setupCompletePayloadSchema,
  startingLineupPayloadSchema,
  matchResultPayloadSchema,
  liveTokenRequestSchema,
  liveJoinOptionsSchema,
  exhibitionCreateSchema,
  simulateModePatchSchema,
  simulateModePostSchema,
  leagueIdQuerySchema,
  seasonIdQuerySchema,
  ROUTES,
  allRoutes,
  TOKEN_MAX_LENGTH,
  unguardCsvCell,
  NAME_MAX_LENGTH,
  NATIONALITY_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '../src/index.js';
import { exampleWith, stringSlots } from './schema-strings.js';

// The route table's requests, and the inputs outside it: the routes not yet in the table and the game server's room options.
const requestSchemas = [
  ...allRoutes(ROUTES).flatMap(({ group, name, def }) => (def.request ? [[`${group}.${name}`, def.request] as const] : [])),
  ...Object.entries({
    registerPayloadSchema,
    loginPayloadSchema,
    setupCompletePayloadSchema,
    startingLineupPayloadSchema,
    matchResultPayloadSchema,
    liveTokenRequestSchema,
    liveJoinOptionsSchema,
    exhibitionCreateSchema,
    simulateModePatchSchema,
    simulateModePostSchema,
    leagueIdQuerySchema,
    seasonIdQuerySchema,
  }).map(([name, schema]) => [name, schema as z.ZodType] as const),
];

describe('bounded strings', () => {
  it('finds the request schemas and their strings', () => {
    expect(requestSchemas.length).toBeGreaterThan(20);
    expect(stringSlots(playerFormSchema).map((s) => s.path)).toEqual(['name', 'avatarUrl', 'nationality']);
  });

  /** The issues of a parse that are not a schema's own value checks (a game plan's rules refuse the generic example's figures). */
  const shapeIssues = (schema: z.ZodType, value: unknown) =>
    schema.safeParse(value).error?.issues.filter((issue) => issue.code !== 'custom') ?? [];

  it.each(requestSchemas)('every string of %s declares a maximum, and one past it is refused', (_name, schema) => {
    expect(shapeIssues(schema, exampleWith(schema))).toEqual([]);
    stringSlots(schema).forEach((slot, i) => {
      expect(slot.max, `${slot.path} has no maximum`).toBeDefined();
      expect(slot.max).toBeLessThanOrEqual(TOKEN_MAX_LENGTH);
      expect(shapeIssues(schema, exampleWith(schema, i)).length, `${slot.path} one past its maximum`).toBeGreaterThan(0);
    });
  });

  it('bounds the editor form by meaning: names 60, nationality 40, URLs 300, and takes the longest allowed values', () => {
    const bounds = Object.fromEntries(stringSlots(playerFormSchema).map((s) => [s.path, s.max]));
    expect(bounds).toEqual({ name: NAME_MAX_LENGTH, nationality: NATIONALITY_MAX_LENGTH, avatarUrl: URL_MAX_LENGTH });
    const longest = {
      ...(exampleWith(playerFormSchema) as Record<string, unknown>),
      name: 'N'.repeat(NAME_MAX_LENGTH),
      nationality: 'C'.repeat(NATIONALITY_MAX_LENGTH),
      avatarUrl: `https://example.com/${'a'.repeat(URL_MAX_LENGTH - 20)}`,
    };
    expect(playerFormSchema.safeParse(longest).success).toBe(true);
  });
});

describe('import cells', () => {
  const row = (id: unknown) => ({ rows: [{ id, name: 'Ann', position: 'PG' }] });
  it('takes primitives and refuses an object or a nested array as a cell', () => {
    expect(importPlayersPayloadSchema.safeParse(row('0123456789abcdef01234567')).success).toBe(true);
    expect(importPlayersPayloadSchema.safeParse(row(42)).success).toBe(true);
    expect(importPlayersPayloadSchema.safeParse(row(null)).success).toBe(true);
    expect(importPlayersPayloadSchema.safeParse(row({ toString: 1 })).success).toBe(false);
    let nested: unknown = 'x';
    for (let i = 0; i < 10_000; i += 1) nested = [nested];
    expect(importPlayersPayloadSchema.safeParse(row(nested)).success).toBe(false);
  });
});

describe('CSV injection', () => {
  const base = {
    id: 'a1',
    position: 'PG' as const,
    age: 20,
    height: 198,
    weight: 90,
    potential: 90,
    shooting: 80,
    threePoint: 78,
    passing: 88,
    defense: 60,
    rebounding: 65,
    athletics: 75,
    basketballIQ: 85,
  };
  const risky = ['=HYPERLINK("http://evil.example","x")', '+1+2', '-2+3', '@SUM(A1)', '\t=1', '\r=1', "'=already quoted", "''=twice"];

  it('writes no cell that starts with =, +, -, @, tab or carriage return', () => {
    const csv = playersToCsv(risky.map((name, i) => ({ ...base, id: `a${i}`, name, nationality: name, avatarUrl: name, teamName: name })));
    const lines = csv.split('\r\n').slice(1).join('\n');
    // Every cell, quoted or not, after a line start or a comma.
    for (const cell of lines.split(/,|\n/)) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('reads back exactly what it wrote, and negative numbers stay numbers', () => {
    for (const value of [...risky, "'plain", 'Luka', '-5', '-12.5']) expect(unguardCsvCell(guardCsvCell(value))).toBe(value);
    expect(guardCsvCell('-5')).toBe('-5');
    const csv = playersToCsv(
      risky.map((name, i) => ({ ...base, id: `a${i}`, name: name.trim(), nationality: 'Italy', avatarUrl: null, teamName: name })),
    );
    expect(csvToPlayers(csv).rows.map((r) => r.name)).toEqual(risky.map((n) => n.trim()));
  });
});

describe('CSV import', () => {
  it('counts a row with a value the editor form refuses as failed, so it is never sent', () => {
    const header = 'id,name,position,nationality,avatarUrl';
    const csv = [
      header,
      `a1,${'N'.repeat(NAME_MAX_LENGTH + 1)},PG,Italy,`,
      `a2,Ann,PG,${'C'.repeat(NATIONALITY_MAX_LENGTH + 1)},`,
      `a3,Bea,PG,Italy,https://example.com/${'a'.repeat(URL_MAX_LENGTH)}`,
      'a4,Cy,PG,Italy,',
    ].join('\n');
    const result = csvToPlayers(csv);
    expect(result.failed).toBe(3);
    expect(result.rows.map((r) => r.id)).toEqual(['a4']);
  });
});

describe('passwords', () => {
  it('refuses a password without a character other than spaces', () => {
    const blank = passwordSchema.safeParse(' '.repeat(8));
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe(PASSWORD_BLANK_MESSAGE);
    expect(
      registerPayloadSchema.safeParse({ email: 'a@example.com', password: ' \t'.repeat(6), firstName: 'A', lastName: 'B' }).success,
    ).toBe(false);
    expect(passwordSchema.safeParse('  correct horse  ').success).toBe(true);
  });
});
