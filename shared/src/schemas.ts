/**
 * One schema module for every entity and payload the API and the client exchange.
 * The API validates input with these; the client imports the inferred types.
 */
import { z } from 'zod';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword, PASSWORD_IS_EMAIL_MESSAGE, passwordMatchesEmail } from './common-passwords.js';
import { ID_MAX_LENGTH, LABEL_MAX_LENGTH, NAME_MAX_LENGTH } from './text-limits.js';
import { CAREER_PHASES, FITNESS_RECOVERY_AMOUNT, MORALE_LABELS, POSITIONS } from './rules.js';
import { RANK_STATUSES } from './standings.js';

export const idSchema = z.string().min(1, 'Id is required').max(ID_MAX_LENGTH, 'Id is too long');
export const positionSchema = z.enum(POSITIONS);
export const careerPhaseSchema = z.enum(CAREER_PHASES);
export const moraleLabelSchema = z.enum(MORALE_LABELS);

// ---- Accounts ----
/** RFC 5321's limit on an address: longer input is refused before anything else sees it. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_TOO_LONG_MESSAGE = `E-mail must be at most ${EMAIL_MAX_LENGTH} characters`;
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid e-mail address';
// The length check comes before the e-mail pattern, so oversized input is refused without being matched.
export const emailSchema = z
  .string({ error: 'E-mail is required' })
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: EMAIL_TOO_LONG_MESSAGE })
  .toLowerCase()
  .pipe(z.email({ error: EMAIL_INVALID_MESSAGE }));
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const PASSWORD_BLANK_MESSAGE = 'Password must contain a character other than spaces';
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT_MESSAGE })
  .max(PASSWORD_MAX_LENGTH, { error: 'Password is too long' })
  // Eight spaces pass the length rule but are no secret: at least one visible character.
  .refine((password) => /\S/.test(password), { error: PASSWORD_BLANK_MESSAGE })
  .refine((password) => !isCommonPassword(password), { error: COMMON_PASSWORD_MESSAGE });
/** A manager's names' refusals, named once: the sign-in page shows these and no other text. */
export const NAME_MESSAGES = {
  firstName: { required: 'First name is required', tooLong: 'First name is too long' },
  lastName: { required: 'Last name is required', tooLong: 'Last name is too long' },
} as const;
const nameSchema = (messages: { required: string; tooLong: string }) =>
  z.string({ error: messages.required }).trim().min(1, { error: messages.required }).max(NAME_MAX_LENGTH, { error: messages.tooLong });

export const registerPayloadSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    firstName: nameSchema(NAME_MESSAGES.firstName),
    lastName: nameSchema(NAME_MESSAGES.lastName),
  })
  .refine((payload) => !passwordMatchesEmail(payload.password, payload.email), { error: PASSWORD_IS_EMAIL_MESSAGE, path: ['password'] });
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

export const loginPayloadSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(PASSWORD_MAX_LENGTH, { error: 'Password is too long' }),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

export const userSchema = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  isSetupComplete: z.boolean(),
  simulateMode: z.boolean(),
  isDeveloper: z.boolean(),
  /** The player editor has been used in this career: a sandbox career, shown on the profile. */
  editorUsed: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const simulateModePatchSchema = z.object({ simulateMode: z.boolean() });
export const simulateModePostSchema = z.object({ enabled: z.boolean() });

// ---- Catalogue and setup ----
/** Public figures for the landing page's stats row. */
export const catalogueStatsSchema = z.object({
  countries: z.number().int(),
  leagues: z.number().int(),
  clubs: z.number().int(),
  players: z.number().int(),
  matchdays: z.number().int(),
});
export type CatalogueStats = z.infer<typeof catalogueStatsSchema>;

export const countrySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The flag as an emoji (fonts without flags show letters); the client draws its own SVG by `code`. */
  flag: z.string(),
  /** ISO 3166-1 alpha-2, lower case ("it"). */
  code: z.string(),
  /** The country's leagues a manager may take a club in, top tier first, with their number of clubs. */
  leagues: z.array(z.object({ id: z.number().int(), name: z.string(), clubs: z.number().int() })),
});
export type Country = z.infer<typeof countrySchema>;

export const catalogueTeamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  leagueId: z.number().int(),
  league: z.string().optional(),
  budget: z.number().int(),
  reputation: z.number().int().min(0).max(5),
  description: z.string().optional(),
});
export type CatalogueTeam = z.infer<typeof catalogueTeamSchema>;

/** A club as setup offers it: the catalogue's club, its squad strength and what its board expects. */
export const setupTeamSchema = catalogueTeamSchema.extend({
  /** Mean overall of the best eight (one decimal). */
  squadStrength: z.number(),
  /** 1 for the strongest squad of its league. */
  strengthRank: z.number().int(),
  boardExpectation: z.string(),
});
export type SetupTeam = z.infer<typeof setupTeamSchema>;

export const setupCompletePayloadSchema = z.object({
  countryId: z
    .string({ error: 'countryId is required' })
    .min(1, { error: 'countryId is required' })
    .max(LABEL_MAX_LENGTH, { error: 'countryId is too long' }),
  teamId: z.coerce.number({ error: 'teamId must be a number' }).int({ error: 'teamId must be an integer' }),
});
export type SetupCompletePayload = z.infer<typeof setupCompletePayloadSchema>;

// ---- Career entities ----
export const teamSchema = z.object({
  id: idSchema,
  name: z.string(),
  city: z.string(),
  leagueId: z.number().int(),
  league: z.string().optional(),
  budget: z.number().int(),
  reputation: z.number().int().min(0).max(5),
  description: z.string().optional(),
  templateTeamId: z.number().int(),
  isUserTeam: z.boolean(),
  isScoutedTeam: z.boolean().optional(),
});
export type Team = z.infer<typeof teamSchema>;

export const skillsShape = {
  shooting: z.number().int().min(0).max(100),
  threePoint: z.number().int().min(0).max(100),
  passing: z.number().int().min(0).max(100),
  defense: z.number().int().min(0).max(100),
  rebounding: z.number().int().min(0).max(100),
  athletics: z.number().int().min(0).max(100),
  basketballIQ: z.number().int().min(0).max(100),
};

export const playerSchema = z.object({
  id: idSchema,
  teamId: idSchema.nullable(),
  teamName: z.string().optional(),
  name: z.string(),
  position: positionSchema,
  age: z.number().int(),
  height: z.number().int(),
  weight: z.number().int(),
  nationality: z.string(),
  avatarUrl: z.string().nullable(),
  description: z.string(),
  /**
   * Exact potential, or null where the server keeps it to itself (hidden
   * information): players over 24, and players of clubs
   * the manager has not scouted (free agents included). Only the own club's
   * and scouted clubs' young players show it.
   */
  potential: z.number().int().nullable(),
  careerPhase: careerPhaseSchema,
  morale: z.number().int(),
  fitness: z.number().int(),
  overallRating: z.number().int(),
  isOnLoan: z.boolean(),
  cannotSellUntilMatchday: z.number().int(),
  /** What he earns per game, whole euros (a free agent: what he earned last). */
  salary: z.number().int(),
  /** The number of the last season of his contract; null for a free agent. */
  contractEndsSeason: z.number().int().nullable(),
  ...skillsShape,
});
export type Player = z.infer<typeof playerSchema>;

export const seasonSchema = z.object({
  id: idSchema,
  name: z.string(),
  isActive: z.boolean(),
  leagueId: z.number().int(),
  currentMatchday: z.number().int(),
});
export type Season = z.infer<typeof seasonSchema>;

export const seasonStatusSchema = z.object({
  season: z.object({ id: idSchema, seasonName: z.string() }).nullable(),
  isComplete: z.boolean(),
  totalMatches: z.number().int(),
  completedMatches: z.number().int(),
  totalMatchdays: z.number().int(),
  completedMatchdays: z.number().int(),
  completionPercentage: z.number(),
});
export type SeasonStatus = z.infer<typeof seasonStatusSchema>;

/** A team's counting stats in one match, recorded by the server with the result. */
export const teamBoxScoreSchema = z.object({
  points: z.number().int(),
  rebounds: z.number().int(),
  assists: z.number().int(),
  steals: z.number().int(),
  blocks: z.number().int(),
  turnovers: z.number().int(),
  fouls: z.number().int(),
  fieldGoals: z.number().int(),
  fieldGoalAttempts: z.number().int(),
  threePointers: z.number().int(),
  threePointAttempts: z.number().int(),
  freeThrows: z.number().int(),
  freeThrowAttempts: z.number().int(),
});
export type TeamBoxScore = z.infer<typeof teamBoxScoreSchema>;

export const matchSchema = z.object({
  id: idSchema,
  seasonId: idSchema,
  homeTeamId: idSchema,
  awayTeamId: idSchema,
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  matchday: z.number().int(),
  round: z.union([z.literal(1), z.literal(2)]),
  isPlayed: z.boolean(),
  homeStats: teamBoxScoreSchema.nullable().optional(),
  awayStats: teamBoxScoreSchema.nullable().optional(),
  /** The competition: the season's league, or the European Cup (EUROPEAN_CUP_LEAGUE_ID) with its round. */
  leagueId: z.number().int().optional(),
  cup: z
    .object({ round: z.enum(['QF', 'SF', 'F', '3P']), slot: z.number().int(), game: z.number().int(), neutralVenue: z.boolean() })
    .nullable()
    .optional(),
});
export type Match = z.infer<typeof matchSchema>;

export const standingSchema = z.object({
  id: idSchema,
  userTeamId: idSchema,
  teamName: z.string(),
  matchesPlayed: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  pointsFor: z.number().int(),
  pointsAgainst: z.number().int(),
  points: z.number().int(),
  pointsDifference: z.number().int(),
  position: z.number().int(),
  status: z.enum(RANK_STATUSES),
});
export type Standing = z.infer<typeof standingSchema>;

export const startingLineupSchema = z.object({
  pgId: idSchema,
  sgId: idSchema,
  sfId: idSchema,
  pfId: idSchema,
  cId: idSchema,
});
export type StartingLineup = z.infer<typeof startingLineupSchema>;
export const LINEUP_INCOMPLETE_MESSAGE = 'You must select a player for every position.';
const lineupSlotSchema = z
  .string({ error: LINEUP_INCOMPLETE_MESSAGE })
  .min(1, { error: LINEUP_INCOMPLETE_MESSAGE })
  .max(64, { error: 'Id is too long' });
export const startingLineupPayloadSchema = z.object(
  { pgId: lineupSlotSchema, sgId: lineupSlotSchema, sfId: lineupSlotSchema, pfId: lineupSlotSchema, cId: lineupSlotSchema },
  { error: LINEUP_INCOMPLETE_MESSAGE },
);

export const dashboardStatsSchema = z.object({
  currentMatchday: z.number().int(),
  nextMatch: z
    .object({
      id: idSchema,
      isHome: z.boolean(),
      opponent: z.string(),
      opponentId: idSchema,
      matchday: z.number().int(),
      round: z.number().int(),
      /** A European Cup game's stage ("Quarterfinal game 2", "Final"), else absent. */
      competition: z.string().optional(),
    })
    .nullable(),
  teamMorale: z.number().int(),
  transferBudget: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const playerSeasonStatsSchema = z.object({
  playerId: idSchema,
  matchesPlayed: z.number().int(),
  averageMinutes: z.number(),
  pointsPerGame: z.number(),
  reboundsPerGame: z.number(),
  assistsPerGame: z.number(),
  fieldGoalPercentage: z.number(),
  threePointPercentage: z.number(),
});
export type PlayerSeasonStats = z.infer<typeof playerSeasonStatsSchema>;

export const recoverFitnessPayloadSchema = z.object({
  recoveryAmount: z.literal(FITNESS_RECOVERY_AMOUNT, {
    error: `recoveryAmount must be ${FITNESS_RECOVERY_AMOUNT}`,
  }),
});

/** The physio session's price before booking it, and whether it is still available this matchday. */
export const fitnessRecoveryQuoteSchema = z.object({
  tiredPlayers: z.number().int(),
  cost: z.number().int(),
  usedThisMatchday: z.boolean(),
});
export type FitnessRecoveryQuote = z.infer<typeof fitnessRecoveryQuoteSchema>;
export const recoverFitnessResponseSchema = z.object({
  success: z.literal(true),
  recovered: z.number().int(),
  recoveryAmount: z.number().int(),
  cost: z.number().int(),
  budget: z.number().int(),
});

export const leagueIdQuerySchema = z.object({
  leagueId: z.coerce.number({ error: 'leagueId must be a number' }).int().optional(),
});
export const seasonIdQuerySchema = z.object({ seasonId: idSchema.optional() });

export const errorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;
