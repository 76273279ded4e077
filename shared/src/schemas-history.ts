/**
 * The payloads of player history: player pages, the player database, match
 * reports with both box scores, the season's awards and club histories.
 */
import { z } from 'zod';
import { AWARD_KINDS, CAREER_PHASES, POSITIONS } from './rules.js';
import { idSchema, playerSchema, skillsShape } from './schemas.js';
import { PLAYER_RELATIONS } from './history/potential-view.js';
import { SHOT_ZONES } from './history/live-extras.js';

const int = () => z.number().int();

export const boxLineSchema = z.object({
  seconds: int(),
  points: int(),
  rebounds: int(),
  assists: int(),
  steals: int(),
  blocks: int(),
  turnovers: int(),
  fouls: int(),
  fieldGoals: int(),
  fieldGoalAttempts: int(),
  threePointers: int(),
  threePointAttempts: int(),
  freeThrows: int(),
  freeThrowAttempts: int(),
});

export const playerPotentialSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('exact'), value: int() }),
  z.object({ kind: z.literal('range'), min: int(), max: int() }),
  z.object({ kind: z.literal('hidden'), reason: z.string() }),
]);
export const playerRelationSchema = z.enum(PLAYER_RELATIONS);

/**
 * A player of a club's roster as the manager may see him: `potentialView` is
 * what he knows of the potential by the same rule as the player database and
 * pages (exact, a range, or hidden with its reason), so every screen agrees.
 */
export const clubRosterPlayerSchema = playerSchema.extend({ potentialView: playerPotentialSchema });
export type ClubRosterPlayer = z.infer<typeof clubRosterPlayerSchema>;

const clubRefSchema = z.object({ id: idSchema, name: z.string(), leagueId: int(), league: z.string() });
export type ClubRef = z.infer<typeof clubRefSchema>;

// ---- Player database ----
export const playerDatabaseRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  position: z.enum(POSITIONS),
  age: int(),
  nationality: z.string(),
  overallRating: int(),
  /** Market value in euros, the formula's (public, as the market shows it). */
  value: int(),
  /** What he earns per game, whole euros (a free agent: what he earned last); public, as the market shows it. */
  salary: int(),
  potential: playerPotentialSchema,
  relation: playerRelationSchema,
  /** His club (his parent club while on loan); null for a free agent. */
  club: clubRefSchema.nullable(),
  isOnLoan: z.boolean(),
  isInjured: z.boolean(),
});
export type PlayerDatabaseRow = z.infer<typeof playerDatabaseRowSchema>;

export const playerDatabaseResponseSchema = z.object({
  rows: z.array(playerDatabaseRowSchema),
  /** Players matching the filters, on every page. */
  total: int(),
  page: int(),
  pageSize: int(),
  pages: int(),
});
export type PlayerDatabaseResponse = z.infer<typeof playerDatabaseResponseSchema>;

// ---- Player page ----
export const COMPETITIONS = ['league', 'cup'] as const;
export type Competition = (typeof COMPETITIONS)[number];

/** A player's season in one competition for one club: his summed lines. */
export const seasonStatRowSchema = z.object({
  season: int(),
  seasonName: z.string(),
  competition: z.enum(COMPETITIONS),
  leagueId: int(),
  /** The league's name, or the European Cup's. */
  leagueName: z.string(),
  teamId: idSchema,
  teamName: z.string(),
  games: int(),
  totals: boxLineSchema,
});
export type SeasonStatRow = z.infer<typeof seasonStatRowSchema>;

export const awardEntrySchema = z.object({
  season: int(),
  seasonName: z.string(),
  kind: z.enum(AWARD_KINDS),
  label: z.string(),
  leagueId: int(),
  leagueName: z.string(),
  playerId: idSchema,
  name: z.string(),
  position: z.enum(POSITIONS),
  teamId: idSchema,
  teamName: z.string(),
  games: int(),
  /** Points a game for the top scorer; efficiency a game otherwise (the Final Four's total). */
  value: z.number(),
});
export type AwardEntry = z.infer<typeof awardEntrySchema>;

export const PLAYER_EVENT_KINDS = ['signing', 'purchase', 'sale', 'transfer', 'refill', 'academy', 'loan', 'injury', 'award'] as const;
export type PlayerEventKind = (typeof PLAYER_EVENT_KINDS)[number];
/** One line of a player's history: a move, a loan, an injury, an award. */
export const playerEventSchema = z.object({
  season: int(),
  /** Null: at the season's end (awards, the season's turn). */
  matchday: int().nullable(),
  kind: z.enum(PLAYER_EVENT_KINDS),
  text: z.string(),
});
export type PlayerEvent = z.infer<typeof playerEventSchema>;

export const gameLogEntrySchema = z.object({
  gameId: idSchema,
  season: int(),
  matchday: int(),
  /** The league's name, or the Cup's stage. */
  competition: z.string(),
  teamId: idSchema,
  opponentId: idSchema,
  opponentName: z.string(),
  home: z.boolean(),
  teamScore: int(),
  opponentScore: int(),
  line: boxLineSchema,
});
export type GameLogEntry = z.infer<typeof gameLogEntrySchema>;

export const playerProfileSchema = z.object({
  player: z.object({
    id: idSchema,
    name: z.string(),
    position: z.enum(POSITIONS),
    age: int(),
    height: int(),
    weight: int(),
    nationality: z.string(),
    avatarUrl: z.string().nullable(),
    description: z.string(),
    careerPhase: z.enum(CAREER_PHASES),
    overallRating: int(),
    value: int(),
    /** What he earns per game, whole euros (a free agent: what he earned last); wages are public. */
    salary: int(),
    /** The number of the last season of his contract; null for a free agent. */
    contractEndsSeason: int().nullable(),
    relation: playerRelationSchema,
    club: clubRefSchema.nullable(),
    /** The club he plays for while on loan. */
    loanClub: z.object({ id: idSchema, name: z.string() }).nullable(),
    isOnLoan: z.boolean(),
    /** Null where the manager may not see them (an unscouted club of another league). */
    skills: z.object(skillsShape).nullable(),
    morale: int().nullable(),
    fitness: int().nullable(),
    potential: playerPotentialSchema,
    injury: z.object({ injuryType: z.string(), severity: z.string(), remainingMatchdays: int() }).nullable(),
  }),
  /** Every season and competition he played in, oldest first, the current season last. */
  seasons: z.array(seasonStatRowSchema),
  /** His overall at the end of each past season, then now. */
  ratings: z.array(z.object({ season: int(), seasonName: z.string(), overall: int(), current: z.boolean() })),
  /** His development by season, oldest first, the current season so far last: whole parts that sum to `to - from`. */
  development: z.array(
    z.object({
      season: int(),
      seasonName: z.string(),
      ageAtSeason: int(),
      from: int(),
      to: int(),
      age: int(),
      minutes: int(),
      training: int(),
      draw: int(),
      current: z.boolean(),
    }),
  ),
  awards: z.array(awardEntrySchema),
  /** Newest first. */
  events: z.array(playerEventSchema),
  /** His latest games, newest first. */
  games: z.array(gameLogEntrySchema),
});
export type PlayerProfile = z.infer<typeof playerProfileSchema>;

// ---- Match reports ----
export const reportPlayerSchema = z.object({
  playerId: idSchema,
  name: z.string(),
  position: z.enum(POSITIONS).nullable(),
  /** He is still a player of the world (retired players have no page). */
  linkable: z.boolean(),
  line: boxLineSchema,
});
export type ReportPlayer = z.infer<typeof reportPlayerSchema>;

export const reportSideSchema = z.object({
  teamId: idSchema,
  name: z.string(),
  score: int(),
  /** Points in each period. */
  periods: z.array(int()),
  players: z.array(reportPlayerSchema),
  totals: boxLineSchema,
});
export type ReportSide = z.infer<typeof reportSideSchema>;

export const matchReportSchema = z.object({
  id: idSchema,
  /** The manager's league, the European Cup, or another league of the world. */
  kind: z.enum(['league', 'cup', 'world']),
  competition: z.string(),
  leagueId: int(),
  season: int(),
  seasonName: z.string(),
  matchday: int(),
  home: reportSideSchema,
  away: reportSideSchema,
  /** A game played live keeps its shots and score flow. */
  live: z
    .object({
      shots: z.array(
        z.object({ playerId: idSchema, side: z.enum(['home', 'away']), x: int(), y: int(), zone: z.enum(SHOT_ZONES), made: z.boolean() }),
      ),
      /** Home minus away at the end of each game minute. */
      flow: z.array(int()),
    })
    .nullable(),
});
export type MatchReport = z.infer<typeof matchReportSchema>;

// ---- Awards and club history ----
export const seasonAwardsQuerySchema = z.object({
  season: z.coerce.number({ error: 'season must be a number' }).int({ error: 'season must be a whole number' }).min(1).optional(),
});
export const seasonAwardsSchema = z.object({
  season: int(),
  seasonName: z.string(),
  /** The league the manager's club played that season (its awards come first on screen). */
  ownLeagueId: int(),
  awards: z.array(awardEntrySchema),
});
export type SeasonAwards = z.infer<typeof seasonAwardsSchema>;

export const clubSeasonSchema = z.object({
  season: int(),
  seasonName: z.string(),
  leagueId: int(),
  leagueName: z.string(),
  position: int(),
  teams: int(),
  wins: int(),
  losses: int(),
  /** How far the club went in the European Cup; null when not in it. */
  cup: z.enum(['Champion', 'Final', 'Final Four', 'Quarterfinal']).nullable(),
  awards: z.array(z.object({ kind: z.enum(AWARD_KINDS), label: z.string(), playerId: idSchema, name: z.string() })),
  topScorer: z.object({ playerId: idSchema, name: z.string(), pointsPerGame: z.number(), games: int() }).nullable(),
});
export type ClubSeason = z.infer<typeof clubSeasonSchema>;

export const clubHistorySchema = z.object({
  team: z.object({ id: idSchema, name: z.string(), city: z.string(), leagueId: int(), league: z.string(), isUserTeam: z.boolean() }),
  /** Finished seasons, newest first. */
  seasons: z.array(clubSeasonSchema),
});
export type ClubHistory = z.infer<typeof clubHistorySchema>;
