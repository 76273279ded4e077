/**
 * Every played game again: the timeline the server replays from a game's
 * start and command log (friendlies, live and instant league and Cup games,
 * the other leagues' games), each shot's chance and its reasons, the key
 * moments, and the review of a manager's coaching decisions. Declared once
 * for the API and the client.
 */
import { z } from 'zod';

/** A played game's replay page in the client (its match report is `/match/:gameId`). */
export const matchReplayPath = (gameId: string) => `/match/${gameId}/replay`;

const sideSchema = z.enum(['home', 'away']);
const replayPlayerSchema = z.object({ id: z.string(), name: z.string(), position: z.string(), overall: z.number().int() });
const tacticsSchema = z.object({ pace: z.string(), offense: z.string(), defense: z.string() });

export const replayTeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  players: z.array(replayPlayerSchema),
  tactics: tacticsSchema,
});
export type ReplayTeam = z.infer<typeof replayTeamSchema>;

/** One event of the match as the feed showed it, with the game second it came at and what the box score needs. */
export const replayEventSchema = z.object({
  seq: z.number().int(),
  t: z.number().int(),
  type: z.string(),
  side: sideSchema,
  text: z.string(),
  period: z.number().int(),
  clock: z.number(),
  playerId: z.string(),
  otherId: z.string(),
  x: z.number(),
  y: z.number(),
  zone: z.string(),
  defenderId: z.string(),
  points: z.number().int(),
  tactics: tacticsSchema.optional(),
  /** A shot's or free throw's chance of going in when it was taken (0-1), from the engine's own formula. */
  chance: z.number().min(0).max(1).optional(),
  /** A field goal's largest factors in words and points of chance (engine/shot-why.ts encodeShotWhy). */
  why: z.string().optional(),
});
export type ReplayEvent = z.infer<typeof replayEventSchema>;

/** Who was on court (id and slot, PG..C) from game second `t` on. */
const replayLineupSchema = z.object({
  t: z.number().int(),
  home: z.array(z.tuple([z.string(), z.string()])),
  away: z.array(z.tuple([z.string(), z.string()])),
});

/** A coaching decision of either side (a substitution, tactics, an instruction, a timeout, what a plan did), at its game second. */
export const replayDecisionSchema = z.object({
  t: z.number().int(),
  side: sideSchema,
  /** In words, one line per command given at that second. */
  lines: z.array(z.string()),
  /** Given by a game plan or the AI coach rather than by the manager himself. */
  byPlan: z.boolean(),
});
export type ReplayDecision = z.infer<typeof replayDecisionSchema>;

/**
 * A finished match replayed on the server from its start and command log:
 * everything a viewer saw, by game second. The engine's start (with its RNG
 * state and the players' skills) never leaves the server.
 */
export const replayTimelineSchema = z.object({
  key: z.string(),
  home: replayTeamSchema,
  away: replayTeamSchema,
  /** Game seconds played. */
  length: z.number().int(),
  final: z.object({ home: z.number().int(), away: z.number().int() }),
  events: z.array(replayEventSchema),
  lineups: z.array(replayLineupSchema),
  /** Every player's energy (team order) at tip-off and at the end of each game minute. */
  energy: z.array(z.object({ t: z.number().int(), home: z.array(z.number().int()), away: z.array(z.number().int()) })),
  flow: z.array(z.number().int()),
  winChance: z.array(z.number().int()),
  /** The coaching decisions of both sides, in game order (absent from records kept before they were listed). */
  decisions: z.array(replayDecisionSchema).optional(),
  /** The side the asking manager coached, when he did: his decisions can be reviewed. */
  mySide: sideSchema.nullable().optional(),
});
export type ReplayTimeline = z.infer<typeof replayTimelineSchema>;

// ---- The review of a manager's decisions ----

export const DECISION_MARKS = ['good', 'neutral', 'doubtful', 'costly'] as const;
export type DecisionMark = (typeof DECISION_MARKS)[number];

export const reviewedDecisionSchema = z.object({
  t: z.number().int(),
  period: z.number().int(),
  clock: z.number(),
  lines: z.array(z.string()),
  byPlan: z.boolean(),
  /** What the decision did to his chance of winning, in points of percentage (with it minus without it), and its standard error. */
  winDelta: z.number(),
  winDeltaError: z.number(),
  /** What it did to the final margin, in points. */
  pointsDelta: z.number(),
  mark: z.enum(DECISION_MARKS),
});
export type ReviewedDecision = z.infer<typeof reviewedDecisionSchema>;

export const decisionReviewSchema = z.object({
  side: sideSchema,
  /** Paired continuations per decision (with and without it, on the same seeds). */
  pairs: z.number().int(),
  decisions: z.array(reviewedDecisionSchema),
  /** His win probability (0-100) at tip-off and at the end of each game minute, as the game went. */
  winLine: z.array(z.number()),
  /** The decisions' points added to the final margin, summed. */
  coachingPoints: z.number(),
  /** The whole review's work, in milliseconds. */
  ms: z.number().int(),
});
export type DecisionReview = z.infer<typeof decisionReviewSchema>;

/** The review runs off the request: asked for, it answers `pending` until it is ready. */
export const decisionReviewResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending') }),
  z.object({ status: z.literal('ready'), review: decisionReviewSchema }),
]);
export type DecisionReviewResponse = z.infer<typeof decisionReviewResponseSchema>;
