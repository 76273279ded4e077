/**
 * The public Live Centre: a continuous competition of the
 * catalogue's strongest clubs played live by the AI, which anyone may watch,
 * signed in or not. The listing, the spectator token and the room's extra
 * messages are declared here once for the API, the game server and the client.
 */
import { z } from 'zod';
import { idSchema } from './schemas.js';
import { tokenText } from './text-limits.js';

/** The Live Centre's room type: AI against AI, created by the server's programme only. */
export const LIVE_CENTRE_ROOM_NAME = 'live-centre' as const;

/** Sent by every match room to a client as it joins: the whole feed so far (a late spectator sees the match from the tip-off). */
export const LIVE_FEED_MESSAGE = 'feed';

const liveCentreTeamSchema = z.object({ id: z.number().int(), name: z.string(), country: z.string() });

export const liveCentreMatchSchema = z.object({
  matchId: z.string(),
  /** The competition's cycle (one double round-robin) and the round within it. */
  cycle: z.number().int(),
  round: z.number().int(),
  home: liveCentreTeamSchema,
  away: liveCentreTeamSchema,
  status: z.enum(['scheduled', 'live', 'finished']),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  /** While live: the room's period ("Q3", "OT1"), quarter, clock (game seconds left in the period) and match status. */
  periodLabel: z.string(),
  quarter: z.number().int(),
  clock: z.number().int(),
  matchStatus: z.string(),
  spectators: z.number().int(),
  /** Room milliseconds per game second (100; less only in tests and load runs): a card runs its clock from it between polls. */
  tickMs: z.number().int(),
  /** ISO times. */
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type LiveCentreMatch = z.infer<typeof liveCentreMatchSchema>;

export const liveCentreTableRowSchema = z.object({
  position: z.number().int(),
  team: liveCentreTeamSchema,
  played: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  pointsFor: z.number().int(),
  pointsAgainst: z.number().int(),
  points: z.number().int(),
});
export type LiveCentreTableRow = z.infer<typeof liveCentreTableRowSchema>;

export const liveCentreSchema = z.object({
  competition: z.object({
    name: z.string(),
    cycle: z.number().int(),
    rounds: z.number().int(),
    matchesPlayed: z.number().int(),
    matchesTotal: z.number().int(),
  }),
  /** False when this server runs without a programme (tests, LIVE_CENTRE_MATCHES=0). */
  running: z.boolean(),
  live: z.array(liveCentreMatchSchema),
  /** Newest first. */
  results: z.array(liveCentreMatchSchema),
  /** In the order they will start. */
  upcoming: z.array(liveCentreMatchSchema),
  table: z.array(liveCentreTableRowSchema),
});
export type LiveCentre = z.infer<typeof liveCentreSchema>;

export const liveCentreTokenRequestSchema = z.object({ matchId: idSchema }).strict();
export type LiveCentreTokenRequest = z.infer<typeof liveCentreTokenRequestSchema>;

export const liveCentreTokenResponseSchema = z.object({
  token: z.string(),
  endpoint: z.string(),
  roomName: z.literal(LIVE_CENTRE_ROOM_NAME),
  role: z.literal('spectator'),
});
export type LiveCentreTokenResponse = z.infer<typeof liveCentreTokenResponseSchema>;

/** What the server's programme passes to create a Live Centre room; a client cannot know the secret, so cannot create one. */
export const exhibitionCreateSchema = z.object({ matchId: z.string().min(1).max(64), programme: tokenText('programme').min(1) });

/** The client's page of a finished Live Centre match played again. */
export const liveCentreReplayPath = (matchId: string) => `/live/replay/${matchId}`;
