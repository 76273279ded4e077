/**
 * The live match protocol: the token call and every room message,
 * validated on the server with these and typed on the client from them.
 */
import { z } from 'zod';
import type { CountingStats, MatchEvent } from './engine/types.js';
import { shotWhyCode } from './engine/shot-why.js';
import type { HeadToHeadView } from './schemas-friendlies.js';
import { idSchema } from './schemas.js';
import { TOKEN_MAX_LENGTH } from './text-limits.js';
import { AUTOPILOT_MODES } from './plan/autopilot.js';
import { GAME_PLAN_LIMITS } from './rules.js';

export const LIVE_ROOM_NAME = 'match';
/** The room of a league's match, opened by the league's calendar at its tip-off (clients only join it). */
export const LEAGUE_ROOM_NAME = 'league-match';

export const liveTokenRequestSchema = z.object({
  matchId: idSchema,
  spectate: z.boolean().optional(),
});
export type LiveTokenRequest = z.infer<typeof liveTokenRequestSchema>;

export const liveTokenResponseSchema = z.object({
  token: z.string(),
  /** Colyseus endpoint (ws:// or wss://) to join or create the room at. */
  endpoint: z.string(),
  roomName: z.enum([LIVE_ROOM_NAME, LEAGUE_ROOM_NAME]),
  role: z.enum(['manager', 'spectator']),
  /** A league match's coach: the side he commands (both sides have a manager's seat in its room). */
  side: z.enum(['home', 'away']).optional(),
});
export type LiveTokenResponse = z.infer<typeof liveTokenResponseSchema>;

/** Options a client passes to joinOrCreate / join. */
export const liveJoinOptionsSchema = z.object({
  matchId: z.string({ error: 'A matchId is required' }).min(1, 'A matchId is required').max(64, 'Id is too long'),
  token: z
    .string({ error: 'A live token is required' })
    .min(1, 'A live token is required')
    .max(TOKEN_MAX_LENGTH, 'A live token is too long'),
  spectate: z.boolean().optional(),
});
export type LiveJoinOptions = z.infer<typeof liveJoinOptionsSchema>;

export const paceSchema = z.enum(['slow', 'moderate', 'fast']);
export const offenseSchema = z.enum(['inside', 'balanced', 'perimeter']);
export const defenseSchema = z.enum(['man-to-man', 'zone', 'full-court-press']);

/** The manager's late-game instructions: foul to stop the clock, run the clock, rest the starters (engine late-game.ts). */
export const lateInstructionSchema = z.enum(['foul', 'run-clock', 'rest'], { error: 'The instruction must be foul, run-clock or rest' });

/** Each message type the room accepts, with its payload. */
export const LIVE_MESSAGE_SCHEMAS = {
  play: z.undefined().or(z.object({}).strict()),
  pause: z.undefined().or(z.object({}).strict()),
  continue: z.undefined().or(z.object({}).strict()),
  substitute: z.object({ outId: idSchema, inId: idSchema }).strict(),
  tactics: z.object({ pace: paceSchema, offense: offenseSchema, defense: defenseSchema }).strict(),
  /** Given (`on` true) or called off; the engine refuses one that makes no sense now. */
  instruction: z.object({ instruction: lateInstructionSchema, on: z.boolean({ error: 'on must be true or false' }) }).strict(),
  /** The present manager's choice of who coaches when he gives no command: off, his plan, or the AI after N idle game minutes. */
  autopilot: z
    .object({
      mode: z.enum(AUTOPILOT_MODES),
      idleMinutes: z.number().int().min(GAME_PLAN_LIMITS.minIdleMinutes).max(GAME_PLAN_LIMITS.maxIdleMinutes).nullable(),
    })
    .strict()
    .refine((a) => (a.mode === 'ai-after') === (a.idleMinutes !== null), {
      message: 'Idle minutes are given with "the AI after N idle minutes", and only then',
    }),
} as const;
export type LiveMessageType = keyof typeof LIVE_MESSAGE_SCHEMAS;
export type LiveMessagePayload<T extends LiveMessageType> = z.infer<(typeof LIVE_MESSAGE_SCHEMAS)[T]>;

/** What the room sends back when it refuses a message. */
export const LIVE_ERROR_MESSAGE = 'error';
export const liveErrorSchema = z.object({ type: z.string(), message: z.string() });
export type LiveError = z.infer<typeof liveErrorSchema>;

/**
 * The room state as clients see it (`room.state.toJSON()`); the game
 * server's schema classes implement these, so both sides share one shape.
 */
export interface LivePlayerView extends CountingStats {
  id: string;
  name: string;
  position: string;
  /** Court slot (PG..C) while on court; empty on the bench. */
  slot: string;
  overall: number;
  energy: number;
  /** Whole minutes played. */
  minutes: number;
  fouledOut: boolean;
  /** Hurt in this match: off for good. */
  injured: boolean;
}

export interface LiveTeamView {
  id: string;
  name: string;
  side: string;
  managed: boolean;
  pace: string;
  offense: string;
  defense: string;
  players: LivePlayerView[];
  onCourt: string[];
  /** The manager's late-game instructions in force ('foul', 'run-clock', 'rest'), comma-separated; absent from rooms made before it. */
  instructions?: string;
  /** Who coaches the side now (plan/autopilot.ts CoachedBy: 'manager', 'plan' or 'ai'); absent from rooms made before it. */
  coachedBy?: string;
  /** The present manager's autopilot ('off', 'plan', 'ai-after') and its idle minutes (0 unless 'ai-after'); absent from rooms made before it. */
  autopilot?: string;
  autopilotIdleMinutes?: number;
}

export interface LiveEventView {
  seq: number;
  type: string;
  side: string;
  text: string;
  period: number;
  clock: number;
  /** Who the event is about (the shooter, the rebounder...); empty or absent for a team's event. */
  playerId?: string;
  /** The other player it names: the assister, the substitute coming in (playerId goes out), the player stolen from. */
  otherId?: string;
  /** A field goal's spot on the half court in decimetres from the baseline's left corner (x 0-150 across, y 0-140 out; shared engine/shot-spot.ts COURT) and its zone; zone empty or absent for other events. */
  x?: number;
  y?: number;
  zone?: string;
  /** The defender contesting a field goal (the engine draws who); empty or absent when nobody did or for other events. */
  defenderId?: string;
  /** Why a substituted player left (engine SubstitutionReason: fatigue, fouls, fouled-out, injury, rest); empty or absent for the manager's own change and for other events. */
  reason?: string;
  /** A shot's or free throw's chance of going in (0-1); 0 or absent for other events. */
  chance?: number;
  /** A field goal's largest factors in their short form (engine/shot-why.ts shotWhyCode; shotWhyFromCode says them in words); empty or absent otherwise. */
  why?: string;
}

/** An engine event as the feed shows it (the room's synced feed and the history a late joiner is sent). */
export function liveEventView(seq: number, event: MatchEvent, text: string): Required<LiveEventView> {
  return {
    seq,
    type: event.type,
    side: event.side,
    text,
    period: event.period,
    clock: Math.max(0, event.clock),
    playerId: event.playerId ?? '',
    otherId: event.otherId ?? '',
    x: event.spot ? Math.round(event.spot.x * 10) : 0,
    y: event.spot ? Math.round(event.spot.y * 10) : 0,
    zone: event.zone ?? '',
    defenderId: event.defenderId ?? '',
    reason: event.reason ?? '',
    chance: event.chance !== undefined ? Math.round(event.chance * 1000) / 1000 : 0,
    // Its short form: every spectator receives it for every shot, and shotWhyFromCode makes the words when one opens "Why?".
    why: event.whyParts ? shotWhyCode(event.whyParts) : '',
  };
}

/** A live event's shot spot in metres, or null when it is not a field goal. */
export function liveShotSpot(event: LiveEventView): { x: number; y: number; zone: string } | null {
  if (!event.zone) return null;
  return { x: (event.x ?? 0) / 10, y: (event.y ?? 0) / 10, zone: event.zone };
}

export interface LiveMatchView {
  matchId: string;
  status: 'not_started' | 'playing' | 'paused' | 'break' | 'finished' | string;
  quarter: number;
  periodLabel: string;
  clock: number;
  homeScore: number;
  awayScore: number;
  matchday: number;
  round: number;
  managerConnected: boolean;
  resultSaved: boolean;
  /** The result could not be saved (the career was abandoned, or the store kept failing); the room then closes. */
  resultFailed: boolean;
  home: LiveTeamView;
  away: LiveTeamView;
  events: LiveEventView[];
  /** Home minus away at the end of each game minute so far; absent from rooms made before it. */
  flow?: number[];
  /**
   * Room milliseconds per game second. The room sends the clock
   * only when something changes or every LIVE_CLOCK_RESYNC_SECONDS; the
   * viewer runs it in between (`displayedClock`).
   */
  tickMs?: number;
  /** The home side's win probability in percent: [0] at tip-off, then one per game minute; absent from rooms made before it. */
  winChance?: number[];
  /** The home side's win probability now, in percent: refreshed at every score change; absent from rooms made before it. */
  winChanceNow?: number;
  /** A friendly's coaches, timeouts and stops; absent from other rooms. */
  headToHead?: HeadToHeadView;
}
