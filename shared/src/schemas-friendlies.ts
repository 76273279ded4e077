/**
 * Friendlies: one manager challenges another with a link, and both coach the
 * match live in one room. The REST payloads, the room's extra messages and
 * its extra state, and a finished friendly's replay, declared once for the
 * API, the game server and the client.
 */
import { z } from 'zod';
import { idSchema, teamBoxScoreSchema } from './schemas.js';

/** The room type of friendlies: two coached sides; created by either coach's pass, watched by anyone with the link. */
export const FRIENDLY_ROOM_NAME = 'friendly' as const;

/** open (a link to accept) → accepted (to be played) → finished; an open challenge may be cancelled. */
export const FRIENDLY_STATUSES = ['open', 'accepted', 'finished', 'cancelled'] as const;

/** The client's pages of a friendly: the challenge link, the match (coaches and spectators alike) and its replay. */
export const friendlyChallengePath = (token: string) => `/friendly/challenge/${token}`;
export const friendlyMatchPath = (key: string) => `/friendly/${key}`;
export const friendlyReplayPath = (key: string) => `/friendly/${key}/replay`;

const sideSchema = z.enum(['home', 'away']);

/** Creating a challenge, and accepting one: the club the manager brings (his own; omitted, his own all the same). */
export const friendlyClubRequestSchema = z.object({ teamId: idSchema.optional() });
export type FriendlyClubRequest = z.infer<typeof friendlyClubRequestSchema>;

/** A side of a friendly as both managers and spectators see it. */
export const friendlyClubSchema = z.object({
  teamId: z.string(),
  name: z.string(),
  /** The manager's name as his account gives it. */
  manager: z.string(),
  /** The mean overall of the best eight available players when the challenge was made or accepted. */
  strength: z.number(),
});
export type FriendlyClub = z.infer<typeof friendlyClubSchema>;

/** An open challenge as its maker sees it: the link to share. */
export const friendlyChallengeLinkSchema = z.object({
  token: z.string(),
  /** The client's path of the link (the token in it); the page shows it with the site's origin. */
  path: z.string(),
  challenger: friendlyClubSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type FriendlyChallengeLink = z.infer<typeof friendlyChallengeLinkSchema>;

/** A challenge as the link shows it to whoever opens it. */
export const friendlyChallengeSchema = z.object({
  state: z.enum(['open', 'accepted', 'expired', 'cancelled']),
  challenger: friendlyClubSchema,
  expiresAt: z.string(),
  /** The caller made it (he cannot accept it). */
  mine: z.boolean(),
  /** Once accepted: the match, for its two coaches only (null for anyone else). */
  friendlyKey: z.string().nullable(),
});
export type FriendlyChallenge = z.infer<typeof friendlyChallengeSchema>;

/** A player's line of a finished friendly: his minutes and the counting stats a team's box score has. */
export const friendlyBoxLineSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.string(),
  minutes: z.number().int(),
  ...teamBoxScoreSchema.shape,
});
export type FriendlyBoxLine = z.infer<typeof friendlyBoxLineSchema>;

/** A friendly match: who plays whom, where it stands, and once over its result and box score. */
export const friendlySchema = z.object({
  key: z.string(),
  status: z.enum(['scheduled', 'finished']),
  home: friendlyClubSchema,
  away: friendlyClubSchema,
  /** The caller's side when he coaches it; null for a spectator. */
  mySide: sideSchema.nullable(),
  acceptedAt: z.string(),
  playedAt: z.string().nullable(),
  result: z.object({ homeScore: z.number().int(), awayScore: z.number().int(), overtimes: z.number().int() }).nullable(),
  box: z.object({ home: z.array(friendlyBoxLineSchema), away: z.array(friendlyBoxLineSchema) }).nullable(),
  /** Its start and command log are kept: the replay page can play it again. */
  replayable: z.boolean(),
});
export type Friendly = z.infer<typeof friendlySchema>;

export const friendliesSchema = z.object({
  /** The caller's open challenges, newest first. */
  open: z.array(friendlyChallengeLinkSchema),
  /** Accepted, not played yet. */
  upcoming: z.array(friendlySchema),
  /** Played, newest first (the latest FRIENDLY.historyListed). */
  history: z.array(friendlySchema),
});
export type Friendlies = z.infer<typeof friendliesSchema>;

/** A pass into a friendly's room: a coach's (his side) or a spectator's. */
export const friendlyPassSchema = z.object({
  token: z.string(),
  endpoint: z.string(),
  roomName: z.literal(FRIENDLY_ROOM_NAME),
  role: z.enum(['manager', 'spectator']),
  side: sideSchema.nullable(),
});
export type FriendlyPass = z.infer<typeof friendlyPassSchema>;

/**
 * The room's messages besides the live match's (substitute, tactics,
 * instruction): a coach's timeout, and his word that he is ready to play on
 * (when both coaches are, a stop ends at once).
 */
export const FRIENDLY_MESSAGE_SCHEMAS = {
  timeout: z.undefined().or(z.object({}).strict()),
  ready: z.undefined().or(z.object({}).strict()),
} as const;
export type FriendlyMessageType = keyof typeof FRIENDLY_MESSAGE_SCHEMAS;

/** Why the clock is stopped in a friendly. */
export const FRIENDLY_STOPS = ['', 'tip-off', 'timeout', 'break', 'coach-away', 'return'] as const;
export type FriendlyStop = (typeof FRIENDLY_STOPS)[number];

/** A friendly room's own state beside the match's (`LiveMatchView.headToHead`). */
export interface HeadToHeadView {
  /** Each coach's connection: false while his seat is held for him or once the AI coaches his side. */
  homeConnected: boolean;
  awayConnected: boolean;
  homeTimeoutsLeft: number;
  awayTimeoutsLeft: number;
  homeReady: boolean;
  awayReady: boolean;
  /** Why the clock is stopped ('' while it runs or once the game is over). */
  stop: FriendlyStop | string;
  /** The side the stop is about: who called the timeout, whose coach is away. */
  stopSide: string;
  /** Whole seconds until the stop ends by itself (the tip-off and a coach's absence count down too). */
  stopSeconds: number;
}

// ---- Replays: schemas-replay.ts (every game replays, friendlies included) ----
