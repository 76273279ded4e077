/** The payloads of a world's Hall of Fame and its records. */
import { z } from 'zod';
import { AWARD_KINDS, POSITIONS } from './rules.js';
import { idSchema } from './schemas.js';
import { boxLineSchema } from './schemas-history.js';

const int = () => z.number().int();
const clubNameSchema = z.object({ id: idSchema, name: z.string() });

// ---- Hall of Fame ----
export const hallOfFameMemberSchema = z.object({
  playerId: idSchema,
  name: z.string(),
  position: z.enum(POSITIONS),
  nationality: z.string(),
  /** His age when he retired. */
  age: int(),
  /** The clubs he played for in the world, in the order he first played for each. */
  clubs: z.array(clubNameSchema),
  /** The seasons he played in (at least one game), oldest first. */
  seasons: z.array(z.object({ season: int(), seasonName: z.string() })),
  games: int(),
  /** His career's lines summed from the box scores. */
  totals: boxLineSchema,
  awards: z.array(
    z.object({ season: int(), seasonName: z.string(), kind: z.enum(AWARD_KINDS), label: z.string(), leagueName: z.string() }),
  ),
  peakOverall: int(),
  score: z.number(),
  /** What each part of his career brought to the score. */
  parts: z.object({
    longevity: z.number(),
    scoring: z.number(),
    rebounding: z.number(),
    playmaking: z.number(),
    honours: z.number(),
    peak: z.number(),
  }),
  /** The season at whose end he retired and entered. */
  inducted: z.object({ season: int(), seasonName: z.string() }),
});
export type HallOfFameMember = z.infer<typeof hallOfFameMemberSchema>;

export const hallOfFameSchema = z.object({
  /** The score a career needs to enter. */
  threshold: z.number(),
  /** Newest inductees first; within a season, the highest score first. */
  members: z.array(hallOfFameMemberSchema),
});
export type HallOfFame = z.infer<typeof hallOfFameSchema>;

// ---- Records ----
export const RECORD_KINDS = ['game-points', 'season-points', 'career-points', 'win-streak', 'comeback'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];
export const RECORD_LABELS: Record<RecordKind, string> = {
  'game-points': 'Most points in a game',
  'season-points': 'Most points in a season',
  'career-points': 'Most career points',
  'win-streak': 'Longest winning run',
  comeback: 'Biggest comeback',
};

/** Where a record's player can be seen: his page, his Hall of Fame entry, or nowhere (retired, not inducted). */
export const RECORD_PLAYER_PAGES = ['player', 'hall-of-fame'] as const;

export const recordEntrySchema = z.object({
  /** Points (player records), wins in a row, or the deficit overcome. */
  value: int(),
  player: z.object({ id: idSchema, name: z.string(), page: z.enum(RECORD_PLAYER_PAGES).nullable() }).nullable(),
  /** The player's club (his last of the season, or now for a career), or the club that set a club record. */
  club: clubNameSchema.nullable(),
  opponent: clubNameSchema.nullable(),
  /** The game whose box score shows it (a single game's record, a run's last win); null for a season's or a career's total. */
  gameId: idSchema.nullable(),
  season: int().nullable(),
  seasonName: z.string().nullable(),
  competition: z.string().nullable(),
  matchday: int().nullable(),
  /** A winning run's first matchday (`matchday` is its last). */
  fromMatchday: int().nullable(),
  /** A comeback: the period at whose end the deficit stood. */
  period: int().nullable(),
  /** A game's final score, the record setter's first. */
  score: z.object({ for: int(), against: int() }).nullable(),
  /** Games a season's or a career's total was scored in. */
  games: int().nullable(),
});
export type RecordEntry = z.infer<typeof recordEntrySchema>;

export const worldRecordSchema = z.object({
  kind: z.enum(RECORD_KINDS),
  label: z.string(),
  /** The record first, then the next best; empty before any game is played. */
  holders: z.array(recordEntrySchema),
});
export type WorldRecord = z.infer<typeof worldRecordSchema>;

export const worldRecordsSchema = z.object({ records: z.array(worldRecordSchema) });
export type WorldRecords = z.infer<typeof worldRecordsSchema>;
