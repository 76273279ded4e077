/**
 * Schemas of the youth academy, its tournament and youth scouting (issue
 * 12): the payloads the API validates and the answers both
 * sides are typed from.
 */
import { z } from 'zod';
import { ACADEMY_TYPES } from './rules.js';
import { idSchema, playerSchema, positionSchema } from './schemas.js';
import { boundedText, ID_MAX_LENGTH, nameText } from './text-limits.js';

const int = () => z.number().int();
const money = () => z.number().int({ error: 'Amounts are whole euros' });

// ---- Academy ----
export const academyTypeSchema = z.enum(Object.keys(ACADEMY_TYPES) as [keyof typeof ACADEMY_TYPES, ...(keyof typeof ACADEMY_TYPES)[]]);
export const academyPayloadSchema = z.object({ type: academyTypeSchema, capacity: int().optional(), cost: money().optional() });
export const recruitPayloadSchema = z.object({ position: positionSchema });
export const promotePayloadSchema = z.object({ toRoster: z.boolean() });
/** What may be shown of a youth player's potential (shared academy potentialView): never the number while hidden. */
export const potentialViewSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('hidden'), progress: int() }),
  z.object({ status: z.literal('range'), min: int(), max: int(), exactIn: int() }),
  z.object({ status: z.literal('exact'), potential: int() }),
]);
export const youthPlayerSchema = z.object({
  id: idSchema,
  name: z.string(),
  position: positionSchema,
  age: int(),
  overall: int(),
  /** The exact potential once discovered, else null. */
  potential: int().nullable(),
  discovery: potentialViewSchema,
  nationality: z.string(),
  recruitedAtMatchday: int(),
});
export type YouthPlayer = z.infer<typeof youthPlayerSchema>;
export const academySlotSchema = z.object({
  id: idSchema,
  position: positionSchema,
  isOccupied: z.boolean(),
  youthPlayer: youthPlayerSchema.nullable(),
});
export type AcademySlot = z.infer<typeof academySlotSchema>;
export const academySchema = z.object({
  type: academyTypeSchema,
  name: z.string(),
  description: z.string(),
  capacity: int(),
  cost: money(),
  tournament: z.string(),
  players: int(),
  available: int(),
  /** The tiers it may still become, each with what the upgrade costs (the difference). */
  upgrades: z.array(z.object({ type: academyTypeSchema, cost: money() })),
});
export type Academy = z.infer<typeof academySchema>;
export const academyAnswerSchema = z.object({ message: z.string(), academy: academySchema, budget: money() });
export const recruitAnswerSchema = z.object({ message: z.string(), slot: academySlotSchema });
export const releaseAnswerSchema = z.object({ message: z.string(), budget: money() });
export const promoteAnswerSchema = z.object({ message: z.string(), player: playerSchema.nullable() });

// ---- Youth tournament ----
export const tournamentPlayerStatsSchema = z.object({
  points: int(),
  rebounds: int(),
  assists: int(),
  steals: int(),
  blocks: int(),
  turnovers: int(),
  fgm: int(),
  fga: int(),
  threepm: int(),
  threepa: int(),
  ftm: int(),
  fta: int(),
  minutesPlayed: int(),
});
export type TournamentPlayerStats = z.infer<typeof tournamentPlayerStatsSchema>;
export const tournamentTeamStatsSchema = z.object({
  totalPoints: int(),
  totalRebounds: int(),
  totalAssists: int(),
  fieldGoalPct: z.number(),
  threePointPct: z.number(),
  freeThrowPct: z.number(),
});
/**
 * The spec's client posts a whole result; here only `matchId` is read (the
 * server plays the match). The other fields are accepted for compatibility
 * and ignored: a forged score changes nothing.
 */
export const tournamentMatchPayloadSchema = z.object({
  matchId: z.string().trim().min(1, { error: 'matchId is required' }).max(40),
  opponent: nameText('opponent').optional(),
  teamScore: int().optional(),
  opponentScore: int().optional(),
  result: z.enum(['win', 'loss']).optional(),
  matchday: int().optional(),
  selectedPlayers: z.array(z.unknown()).max(40).optional(),
  mvpPlayerId: boundedText(ID_MAX_LENGTH, 'mvpPlayerId').optional(),
  teamStats: z.unknown().optional(),
});
export const tournamentLineSchema = z.object({
  playerId: idSchema,
  name: z.string(),
  position: positionSchema,
  stats: tournamentPlayerStatsSchema,
  scoutNotes: z.array(z.string()).max(3),
});
export type TournamentLineDto = z.infer<typeof tournamentLineSchema>;
export const tournamentRecordSchema = z.object({
  matchId: z.string(),
  opponent: z.string(),
  tournament: z.string(),
  teamScore: int(),
  opponentScore: int(),
  result: z.enum(['win', 'loss']),
  matchday: int(),
  /** The squad's box score, each with his scout notes. */
  selectedPlayers: z.array(tournamentLineSchema),
  playersSelected: int(),
  teamStats: tournamentTeamStatsSchema,
  /** By points+rebounds+assists+steals+blocks−turnovers. */
  mvpPlayer: z.object({ playerId: idSchema, name: z.string(), points: int(), rebounds: int(), assists: int() }),
});
export type TournamentRecord = z.infer<typeof tournamentRecordSchema>;
export const TOURNAMENT_MATCH_STATES = ['locked', 'available', 'played', 'missed'] as const;
export const tournamentMatchSchema = z.object({
  matchId: z.string(),
  /** 1..10 in the season's order. */
  number: int(),
  opponent: z.string(),
  matchday: int(),
  /** Locked until its matchday; available on it; played; missed once its matchday has passed unplayed. */
  status: z.enum(TOURNAMENT_MATCH_STATES),
  record: tournamentRecordSchema.nullable(),
});
export type TournamentMatch = z.infer<typeof tournamentMatchSchema>;
export const tournamentOverviewSchema = z.object({
  tournament: z.string(),
  season: int(),
  currentMatchday: int(),
  matches: z.array(tournamentMatchSchema),
  played: int(),
  wins: int(),
  losses: int(),
  averagePoints: z.number(),
  mvpAwards: z.array(z.object({ playerId: idSchema, name: z.string(), awards: int() })),
});
export type TournamentOverview = z.infer<typeof tournamentOverviewSchema>;
export const tournamentPlayAnswerSchema = z.object({ message: z.string(), match: tournamentRecordSchema, replay: z.boolean() });
export const youthPlayerStatsSchema = z.object({
  playerId: idSchema,
  name: z.string(),
  position: positionSchema,
  games: int(),
  mvpAwards: int(),
  totals: tournamentPlayerStatsSchema,
  averages: z.object({ points: z.number(), rebounds: z.number(), assists: z.number(), minutes: z.number() }),
});
export type YouthPlayerStats = z.infer<typeof youthPlayerStatsSchema>;

// ---- Youth scouting ----
export const scoutingStartPayloadSchema = z.object({ position: positionSchema.optional() });
export const youthProspectSchema = z.object({
  id: idSchema,
  name: z.string(),
  position: positionSchema,
  age: int(),
  nationality: z.string(),
  overall: int(),
  /** The scout's estimate: the true potential lies inside, never sent itself. */
  potentialRange: z.object({ min: int(), max: int() }),
  reportedAtMatchday: int(),
  status: z.enum(['available', 'signed', 'discarded']),
});
export type YouthProspect = z.infer<typeof youthProspectSchema>;
export const scoutingReportsSchema = z.object({
  /** Scouts still out and the reports they still owe. */
  reportsDue: int(),
  scoutingCost: money().nullable(),
  reports: z.array(youthProspectSchema),
});
export type ScoutingReports = z.infer<typeof scoutingReportsSchema>;
export const scoutingStartAnswerSchema = z.object({ message: z.string(), cost: money(), reportsDue: int(), budget: money() });
export const prospectSignAnswerSchema = z.object({ message: z.string(), slot: academySlotSchema });
export const prospectDiscardAnswerSchema = z.object({ message: z.string(), budget: money() });
