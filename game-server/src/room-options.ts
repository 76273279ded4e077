/**
 * What clients (and the programme) hand a match room, read and checked: the
 * pass a matchmaking call proves, who may create a room (a coach, or the
 * server by its secret), a validated message as an engine command, and the
 * Live Centre's break lengths.
 */
import { ErrorCode, ServerError } from '@colyseus/core';
import {
  exhibitionCreateSchema,
  FRIENDLY_MESSAGE_SCHEMAS,
  LIVE_CENTRE,
  LIVE_MESSAGE_SCHEMAS,
  type FriendlyMessageType,
  liveJoinOptionsSchema,
  QUARTERS,
  TICK_MS,
  type LiveMessagePayload,
  type LiveMessageType,
  type ManagerCommand,
  type MatchState,
  type MatchStatus,
} from '@hardwood/shared';
import type { ExhibitionRules, LiveMatchDeps } from './deps.js';
import type { LiveTokenClaims, LiveTokenSigner } from './token.js';

export const INVALID_TOKEN = 'Your live token is invalid or has expired';
/** A valid pass shown to another kind of room than its match is played in (tokens do not say which kind). */
export const WRONG_ROOM = 'Your live token is for another room';

/** What a matchmaking call proved before its seat was reserved: a valid token for the match it names. */
export interface LivePass {
  userId: string;
  matchId: string;
  role: LiveTokenClaims['role'];
  /** The manager asked to watch only. */
  spectate: boolean;
  /** The address the pass was issued to, when the token carries one (address-seats.ts). */
  address?: string;
}

/** A live room's figures for the Live Centre's listing. */
export interface LiveRoomSnapshot {
  homeScore: number;
  awayScore: number;
  quarter: number;
  periodLabel: string;
  clock: number;
  status: MatchStatus;
  spectators: number;
}

/** The pass of a join's options: a valid, unexpired token for the match they name (the options' matchId picks the room, so it must be the token's). */
export function passFromOptions(deps: LiveMatchDeps, options: unknown): LivePass {
  const parsed = liveJoinOptionsSchema.safeParse(options);
  if (!parsed.success) throw new ServerError(ErrorCode.AUTH_FAILED, parsed.error.issues[0]?.message ?? 'Invalid match options');
  const claims = deps.tokens.verify(parsed.data.token);
  if (!claims || claims.matchId !== parsed.data.matchId) throw new ServerError(ErrorCode.AUTH_FAILED, INVALID_TOKEN);
  return {
    userId: claims.userId,
    matchId: claims.matchId,
    role: claims.role,
    spectate: parsed.data.spectate ?? false,
    ...(claims.address !== undefined ? { address: claims.address } : {}),
  };
}

/** Refusals are ServerErrors: Colyseus logs any other error of onCreate with its stack, as a fault. */
const refuseCreation = (message: string) => new ServerError(ErrorCode.APPLICATION_ERROR, message);

/** A room a coach creates: by his manager's token for the match (not one asking to watch). */
export function coachCreator(tokens: LiveTokenSigner, options: unknown): { matchId: string; userId: string } {
  const parsed = liveJoinOptionsSchema.safeParse(options);
  if (!parsed.success) throw refuseCreation(parsed.error.issues[0]?.message ?? 'Invalid match options');
  const claims = tokens.verify(parsed.data.token);
  if (!claims || claims.matchId !== parsed.data.matchId) throw refuseCreation(INVALID_TOKEN);
  if (claims.role !== 'manager' || parsed.data.spectate) throw refuseCreation('This match is not being played live right now');
  return { matchId: parsed.data.matchId, userId: claims.userId };
}

/** A room only the server creates (a programme in this process, by its secret): never from a client's options. */
export function serverCreator(secret: string, options: unknown): { matchId: string; userId: string } {
  const parsed = exhibitionCreateSchema.safeParse(options);
  if (!parsed.success || parsed.data.programme !== secret) throw refuseCreation('This match is not live');
  return { matchId: parsed.data.matchId, userId: '' };
}

/** A validated room message as the engine's manager command. */
export function toCommand<T extends LiveMessageType>(type: T, payload: LiveMessagePayload<T>): ManagerCommand {
  if (type === 'substitute') {
    const { outId, inId } = payload as LiveMessagePayload<'substitute'>;
    return { type: 'substitute', outId, inId };
  }
  if (type === 'tactics') return { type: 'tactics', tactics: payload as LiveMessagePayload<'tactics'> };
  if (type === 'instruction') return { type: 'instruction', ...(payload as LiveMessagePayload<'instruction'>) };
  if (type === 'autopilot') {
    const { mode, idleMinutes } = payload as LiveMessagePayload<'autopilot'>;
    return { type: 'autopilot', mode, idleMinutes: mode === 'ai-after' ? idleMinutes : null };
  }
  return { type };
}

/** A coach's message, validated, as the engine command it asks for (null for a friendly's `ready`: the room's own business). */
export function parseMessage(
  type: LiveMessageType | FriendlyMessageType,
  message: unknown,
): { ok: true; command: ManagerCommand | null } | { ok: false; error: string } {
  const schema =
    type in LIVE_MESSAGE_SCHEMAS ? LIVE_MESSAGE_SCHEMAS[type as LiveMessageType] : FRIENDLY_MESSAGE_SCHEMAS[type as FriendlyMessageType];
  const parsed = schema.safeParse(message ?? undefined);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? `Invalid ${type} message` };
  if (type === 'ready') return { ok: true, command: null };
  if (type === 'timeout') return { ok: true, command: { type: 'timeout' } };
  return { ok: true, command: toCommand(type, parsed.data as LiveMessagePayload<typeof type>) };
}

/** How long a Live Centre break lasts before the AI plays on: half-time is the longer one. */
export function breakPauseMs(engine: MatchState, breaks: Pick<ExhibitionRules, 'quarterBreakMs' | 'halfTimeMs'>): number {
  return engine.period === QUARTERS / 2 ? breaks.halfTimeMs : breaks.quarterBreakMs;
}

/**
 * A career match left to its plan pauses at its breaks as a Live Centre
 * match does (the same real-time lengths at the room's tick rate), so a
 * watcher sees the break before the plan plays on.
 */
export function planBreakPauseMs(engine: MatchState, tickMs: number): number {
  const scale = tickMs / TICK_MS;
  return Math.round((engine.period === QUARTERS / 2 ? LIVE_CENTRE.halfTimeMs : LIVE_CENTRE.quarterBreakMs) * scale);
}
