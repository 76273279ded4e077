/**
 * Leagues of managers and the manager's worlds, declared once (see
 * ../contract.ts): the public list, founding and joining a league, a
 * league's page, and the switcher between the manager's career and his
 * leagues (the active world is the one every club page reads).
 */
import { z } from 'zod';
import { defineRoute } from '../contract.js';
import { LEAGUE_RULES } from '../rules.js';
import { idSchema } from '../schemas.js';

export const LEAGUE_VISIBILITIES = ['public', 'invite'] as const;
export type LeagueVisibility = (typeof LEAGUE_VISIBILITIES)[number];

export const ROUND_STATUSES = ['waiting', 'playing', 'processing', 'season-end'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

const isoDateTime = z
  .string()
  .max(40, 'Date and time is too long')
  .datetime({ offset: true, message: 'A date and time is required (ISO 8601)' });

export const leagueCalendarSchema = z
  .object({
    firstTipOff: isoDateTime,
    everySeconds: z
      .number()
      .int('The matchdays are whole seconds apart')
      .min(LEAGUE_RULES.fastClockMinEverySeconds, 'Matchdays are too close together')
      .max(LEAGUE_RULES.maxEverySeconds, 'Matchdays are at most a week apart'),
    timeZone: z.string().trim().min(1, 'A time zone is required').max(64, 'Time zone is too long'),
  })
  .strict();

export const foundLeagueSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(LEAGUE_RULES.nameMinLength, `A league's name has at least ${LEAGUE_RULES.nameMinLength} characters`)
      .max(LEAGUE_RULES.nameMaxLength, `A league's name has at most ${LEAGUE_RULES.nameMaxLength} characters`),
    countryId: z.string().min(1, 'A country is required').max(40),
    /** The catalogue club the founder takes (as at setup). */
    teamId: z.number().int().min(1, 'A club is required'),
    visibility: z.enum(LEAGUE_VISIBILITIES),
    calendar: leagueCalendarSchema,
  })
  .strict();
export type FoundLeague = z.infer<typeof foundLeagueSchema>;

export const joinLeagueSchema = z
  .object({
    /** The league's club to take (an id of the league's world). */
    teamId: idSchema,
    /** The invite code of an invite-only league. */
    invite: z.string().trim().max(64).optional(),
  })
  .strict();
export type JoinLeague = z.infer<typeof joinLeagueSchema>;

export const leagueRoundSchema = z.object({
  /** Rounds played so far over every season (0 before the first tip-off). */
  round: z.number().int().nonnegative(),
  season: z.number().int().positive(),
  matchday: z.number().int().positive(),
  status: z.enum(ROUND_STATUSES),
  /** The next tip-off (or the current round's, while it plays). */
  tipOffAt: isoDateTime,
  /** The last round started more than a minute after its tip-off (the server was down or busy). */
  startedLate: z.boolean(),
});
export type LeagueRound = z.infer<typeof leagueRoundSchema>;

export const leagueSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  country: z.string(),
  division: z.string(),
  visibility: z.enum(LEAGUE_VISIBILITIES),
  managers: z.number().int().nonnegative(),
  clubs: z.number().int().positive(),
  round: leagueRoundSchema,
  calendar: leagueCalendarSchema,
  /** The caller holds a seat in it. */
  member: z.boolean(),
});
export type LeagueSummary = z.infer<typeof leagueSummarySchema>;

export const leagueClubSchema = z.object({
  teamId: idSchema,
  name: z.string(),
  /** Mean overall of the best eight. */
  strength: z.number(),
  /** Its manager's name, or null for a club the AI runs (free to take). */
  manager: z.string().nullable(),
  you: z.boolean(),
});
export type LeagueClub = z.infer<typeof leagueClubSchema>;

export const leagueDetailSchema = leagueSummarySchema.extend({
  table: z.array(leagueClubSchema),
  /** Shown to its members only: the link's code, and until when it admits. */
  invite: z.object({ code: z.string(), expiresAt: isoDateTime }).nullable(),
});
export type LeagueDetail = z.infer<typeof leagueDetailSchema>;

export const leagueListSchema = z.object({ leagues: z.array(leagueSummarySchema) });

/** A match of the round as the league's page lists it: live ones with their score and clock, to watch. */
export const roundMatchSchema = z.object({
  matchId: idSchema,
  home: z.string(),
  away: z.string(),
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  isPlayed: z.boolean(),
  /** Played in a room now (a manager's club plays it); the AI's own games are over at the tip-off. */
  live: z.boolean(),
  /** While live: "Q3 4:12", or the break. */
  clock: z.string().nullable(),
  /** A manager runs the home or away club. */
  managed: z.object({ home: z.boolean(), away: z.boolean() }),
});
export type RoundMatch = z.infer<typeof roundMatchSchema>;
export const leagueRoundMatchesSchema = z.object({
  season: z.number().int().positive(),
  matchday: z.number().int().positive(),
  status: z.enum(ROUND_STATUSES),
  matches: z.array(roundMatchSchema),
});
export type LeagueRoundMatches = z.infer<typeof leagueRoundMatchesSchema>;
export const leagueQuerySchema = z.object({ invite: z.string().trim().max(64).optional() }).strict();

/** A world the manager holds a seat in: his career, or a league. */
export const managerWorldSchema = z.object({
  worldId: idSchema,
  kind: z.enum(['career', 'league']),
  /** The league's name, or "Career". */
  name: z.string(),
  club: z.string(),
  round: leagueRoundSchema.nullable(),
  /** A league's calendar (the schedule shows each matchday's tip-off from it); null for the career. */
  calendar: leagueCalendarSchema.nullable(),
  /** The manager's own match while its round is under way and it is not over (its page opens with one click); else null. */
  liveMatchId: idSchema.nullable(),
  active: z.boolean(),
});
export type ManagerWorld = z.infer<typeof managerWorldSchema>;
export const managerWorldsSchema = z.object({ worlds: z.array(managerWorldSchema) });
export type ManagerWorlds = z.infer<typeof managerWorldsSchema>;

export const switchWorldSchema = z.object({ worldId: idSchema }).strict();

export const leagueRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/leagues',
    serves: 'account',
    request: undefined,
    response: leagueListSchema,
    errors: [401],
    tags: ['leagues'],
  }),
  /** An invite-only league answers 404 to anyone but its members and holders of its live invite. */
  detail: defineRoute({
    method: 'GET',
    path: '/leagues/:id',
    serves: 'account',
    request: leagueQuerySchema,
    response: leagueDetailSchema,
    errors: [400, 401, 404],
    tags: ['leagues', 'season'],
  }),
  /** The round under way (or the next): its matches, the live ones with their score; seen by whoever may see the league. */
  round: defineRoute({
    method: 'GET',
    path: '/leagues/:id/round',
    serves: 'account',
    request: leagueQuerySchema,
    response: leagueRoundMatchesSchema,
    errors: [400, 401, 404],
    tags: ['leagues', 'season'],
  }),
  found: defineRoute({
    method: 'POST',
    path: '/leagues',
    serves: 'account',
    request: foundLeagueSchema,
    response: leagueDetailSchema,
    status: 201,
    errors: [400, 401, 409],
    invalidates: ['leagues', 'user'],
  }),
  /** Refused: a taken club, a second seat in the league, a full league (409); an unknown or expired invite (404). */
  join: defineRoute({
    method: 'POST',
    path: '/leagues/:id/join',
    serves: 'account',
    request: joinLeagueSchema,
    response: leagueDetailSchema,
    status: 201,
    errors: [400, 401, 404, 409],
    invalidates: ['leagues', 'user'],
  }),
} as const;

export const worldRoutes = {
  mine: defineRoute({
    method: 'GET',
    path: '/worlds',
    serves: 'account',
    request: undefined,
    response: managerWorldsSchema,
    errors: [401],
    tags: ['leagues', 'user'],
  }),
  /** Every club page reads the active world afterwards: the client starts afresh. */
  switch: defineRoute({
    method: 'PUT',
    path: '/worlds/active',
    serves: 'account',
    request: switchWorldSchema,
    response: managerWorldsSchema,
    errors: [400, 401, 404],
    invalidates: ['leagues', 'user', 'teams', 'budget', 'roster', 'season', 'office', 'loans', 'market', 'academy', 'news', 'friendlies'],
  }),
} as const;
