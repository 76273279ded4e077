/**
 * What a match room needs from the rest of the game, injected by the API so
 * the game server never touches the store itself (and tests can fake it).
 */
import type { Autopilot, EngineTeamInput, ForecastState, GamePlan, MatchLogEntry, MatchRecord, MatchState, Side } from '@hardwood/shared';
import type { RoomKind } from './kinds/index.js';
import type { RoomTicker } from './room-ticker.js';
import type { LiveTokenSigner } from './token.js';

export interface LiveMatchSetup {
  matchId: string;
  /** The manager's side; the other is the engine's AI coach. Null in a Live Centre match: the AI coaches both. */
  managedSide: Side | null;
  /**
   * A friendly's two coaches (user ids) by side: each commands his side only.
   * Absent for a career match, whose one coach is the manager who created the
   * room (his `managedSide`), and for a Live Centre match (nobody).
   */
  coaches?: Partial<Record<Side, string>>;
  home: EngineTeamInput;
  away: EngineTeamInput;
  seed: number;
  matchday: number;
  round: number;
  /** A European Cup Final Four game: no home advantage. */
  neutralVenue?: boolean;
  /**
   * A coached side's game plan (the manager's plan for this match, else his
   * default): it coaches the side whenever its manager is not there. Absent:
   * the AI coaches an absent manager's side, as before plans.
   */
  plans?: Partial<Record<Side, GamePlan>>;
  /** A coached side's manager's autopilot: who coaches while he is present and gives no command (default off). */
  autopilot?: Partial<Record<Side, Autopilot>>;
}

export interface LiveMatchDeps {
  tokens: LiveTokenSigner;
  /**
   * The match as the manager may start it live: their own unplayed match on
   * the next matchday with nothing pending in the office. Throws
   * `MatchRefused` with the message the client sees otherwise (any other
   * error is a fault, logged with its stack).
   */
  loadMatch(matchId: string, userId: string): Promise<LiveMatchSetup>;
  /**
   * Records the finished match (scores, player lines, events, seed); a repeat
   * changes nothing. Throws `ResultNotSavable` when it never can (the match is
   * gone with its career); any other error is taken as passing and retried.
   * `record`: the match's start and whole command log, for a replay (given
   * when the room's kind keeps it).
   */
  saveResult(matchId: string, state: MatchState, record?: MatchRecord): Promise<void>;
  /**
   * Told once a match's result is saved with its manager away (he left it to
   * his plan, or never came back), when its kind says so (a career match):
   * the API processes his matchday, as his Close & Save would. Fire and
   * forget: processing is idempotent, and the manager's own call later
   * answers the same result.
   */
  resultSavedUnattended?(matchId: string): void;
  /**
   * The kind of match the room plays, and its rules (kinds/): who may create
   * and join it, who commands which side, how its clock starts and stops, who
   * coaches an absent side, whether it keeps the record, where its result goes.
   */
  kind: RoomKind;
  /** Room milliseconds per game second; 100 unless a test or load run sets MATCH_TICK_MS. */
  tickMs: number;
  /** How often the room's interval ticks; `tickMs` unless a test drives `tick()` itself. */
  simulationIntervalMs?: number;
  /** What steps the room every interval: the process's ticker for its interval unless a test gives its own. */
  ticker?: RoomTicker;
  /** How long a dropped manager's seat is held, in seconds. */
  reconnectSeconds: number;
  /** First delay between save attempts, doubling after each; `SAVE_RETRY_FIRST_MS` unless a test shortens it. */
  saveRetryFirstMs?: number;
  /** Measurement hook (the room benchmark): room milliseconds since the previous tick. */
  onTick?: (elapsedMs: number) => void;
  /**
   * The win probability of a state without RNG state or seed, the home
   * side's chance 0-1; the fitted win model (`winModelChance`) unless a test
   * gives another. Synchronous: it runs on the room's thread once a game
   * minute and at every score change.
   */
  forecast?: (input: ForecastState) => number;
  /**
   * Crash recovery: where a live match is kept (its start once,
   * then its progress every few game seconds, at every manager command and
   * at every break), so a room created again for the match (after its
   * process died) resumes it instead of replaying it. Without it a room
   * starts from the seed, as before.
   */
  snapshots?: LiveSnapshotStore;
}

/**
 * A live match's progress (crash recovery): how far it got and what
 * was done to it; with its start, the engine replays it exactly (shared
 * `replayMatch`). Its score says what the replay must come to.
 */
export interface LiveProgress {
  version: 2;
  elapsed: number;
  score: Record<Side, number>;
  log: MatchLogEntry[];
  /** The score flow so far (one margin a minute) and the win-chance line: the engine does not keep them. */
  flow: number[];
  winChance: number[];
}

/**
 * The store's side of crash recovery. `begin` keeps a match's start (the
 * engine before its first second, as JSON) and forgets any progress stored
 * for the match before; `save` keeps its newest progress (an older one than
 * the stored changes nothing; nothing without a start); `load` gives both
 * back, or null without a start; `clear` forgets the match once its result
 * is saved. The start holds the RNG state: none of it ever leaves the server.
 * The start is about 15 KB and written once; the progress is a few hundred
 * bytes at most, rewritten every few seconds.
 */
export interface LiveSnapshotStore {
  begin(matchId: string, start: string): Promise<void>;
  save(matchId: string, elapsed: number, progress: string): Promise<void>;
  load(matchId: string): Promise<{ start: string; progress: string | null } | null>;
  clear(matchId: string): Promise<void>;
}

/** A Live Centre room's rules (kinds/live-centre.ts). */
export interface ExhibitionRules {
  /** Proves a room creation comes from the programme in this process, never from a client's options. */
  secret: string;
  quarterBreakMs: number;
  halfTimeMs: number;
  maxSpectators: number;
}

/** The stops of a room with two coaches (a friendly's, a league match's), in room milliseconds, and its spectators (the shared FRIENDLY and LIVE_CENTRE rules in production). */
export interface HeadToHeadRules {
  timeoutMs: number;
  quarterBreakMs: number;
  halfTimeMs: number;
  /** From the moment both coaches are in (or the AI coaches an absent one's side) to the tip-off. */
  tipOffMs: number;
  /** A coach back from a dropped connection: this long before the clock runs again. */
  returnMs: number;
  maxSpectators: number;
}

/**
 * A result that can never be saved: the match record no longer exists (its
 * manager abandoned the career while the room played). The room stops
 * retrying at once and closes.
 */
export class ResultNotSavable extends Error {
  override readonly name = 'ResultNotSavable';
}

/** By name too: a second copy of this module (a bundler, a symlink) would break `instanceof`. */
export function isResultNotSavable(error: unknown): boolean {
  return error instanceof ResultNotSavable || (error instanceof Error && error.name === 'ResultNotSavable');
}

/** `loadMatch` refuses the match for a reason the manager is told (not a fault: nothing is logged). */
export class MatchRefused extends Error {
  override readonly name = 'MatchRefused';
}
