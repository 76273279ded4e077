/**
 * A live room's crash-recovery record. The engine is
 * deterministic, so a match is kept as its start (the engine before its first
 * second, RNG state included), written once, and its progress: the seconds
 * played and what was done to it (shared `replayMatch`), a few hundred bytes
 * rewritten every few game seconds, at every manager command and at every
 * break. (It was the whole engine state each time: tens of KB serialized and
 * written ~800 times a second at 2,000 rooms.) Writes never wait on each
 * other: one at a time, the start first, and while one is out only the
 * newest waiting progress is kept. A store failure is logged and the next
 * write tries again; the match plays on regardless.
 */
import {
  createMatch,
  idleHandoverFor,
  LIVE_SNAPSHOT_SECONDS,
  MATCH_RULES,
  applyCommand,
  replayMatch,
  type MatchLogEntry,
  type MatchRecord,
  type MatchState,
  type Side,
} from '@hardwood/shared';
import type { LiveMatchSetup, LiveProgress, LiveSnapshotStore } from './deps.js';

/** What the store holds of a match. */
export type StoredMatch = { start: string; progress: string | null };

/** A match resumed from the store: the engine where it was, its log so far, and what the viewers had of its history. */
export interface ResumedMatch {
  state: MatchState;
  log: MatchLogEntry[];
  flow: number[];
  winChance: number[];
}

export class RoomSnapshots {
  private writing: Promise<void> | null = null;
  /** The match's start, until the store has it (a resumed match's is there already). */
  private start: string | null;
  private readonly log: MatchLogEntry[];
  private waiting: { elapsed: number; json: string } | null = null;
  private lastElapsed = -1;
  private cleared = false;

  /** The match's start, kept for its record (a friendly's replay) when the room asks for it. */
  private readonly recordStart: string | null;

  /**
   * `engine` is the match before its first second, or where `resumed` left it
   * (`resumedStart`: the stored start it was replayed from). `keepRecord`:
   * hold the start and the whole log for `matchRecord`.
   */
  constructor(
    private readonly store: LiveSnapshotStore | undefined,
    private readonly matchId: string,
    engine: MatchState,
    resumed: ResumedMatch | null,
    options: { keepRecord?: boolean; resumedStart?: string } = {},
  ) {
    this.log = resumed ? resumed.log : [];
    this.start = store && !resumed ? JSON.stringify(engine) : null;
    this.recordStart = options.keepRecord ? (resumed ? (options.resumedStart ?? null) : (this.start ?? JSON.stringify(engine))) : null;
    // The start at once: a process dying in the first seconds leaves the match resumable (with the lineups it started with).
    if (this.start) this.writing = this.drain();
  }

  /** Progress is kept at all (the room has a store, and its result is not saved yet). */
  get enabled(): boolean {
    return this.store !== undefined && !this.cleared;
  }

  /** Is a periodic write of the progress due at this game second? */
  due(elapsed: number): boolean {
    return this.enabled && elapsed - this.lastElapsed >= LIVE_SNAPSHOT_SECONDS;
  }

  /** Something done to the match besides playing its seconds: a command, or the room's own pause or period start. */
  record(engine: MatchState, command: MatchLogEntry['command'], side?: Side): void {
    this.log.push(side ? { t: engine.elapsed, side, command } : { t: engine.elapsed, command });
  }

  /** The match from its start, with everything done to it (kept only when asked for): what replays it to where it is. */
  matchRecord(engine: MatchState, flow: number[], winChance: number[]): MatchRecord | undefined {
    if (this.recordStart === null) return undefined;
    return { start: this.recordStart, log: [...this.log], elapsed: engine.elapsed, flow, winChance };
  }

  /** Keeps the match's progress as it is now (serialized at once: the match moves on). */
  keep(engine: MatchState, flow: number[], winChance: number[]): void {
    if (!this.enabled) return;
    this.lastElapsed = engine.elapsed;
    const progress: LiveProgress = { version: 2, elapsed: engine.elapsed, score: { ...engine.score }, log: this.log, flow, winChance };
    this.waiting = { elapsed: engine.elapsed, json: JSON.stringify(progress) };
    this.writing ??= this.drain();
  }

  /** The result is saved: the match is no longer needed, and nothing is written after. */
  async clear(): Promise<void> {
    if (!this.store || this.cleared) return;
    this.cleared = true;
    this.waiting = null;
    await this.writing;
    await this.store
      .clear(this.matchId)
      .catch((error: unknown) => console.warn(`[game-server] match ${this.matchId}: snapshot not cleared`, error));
  }

  /** Settles once everything asked for so far is written (tests and shutdown). */
  async flushed(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async drain(): Promise<void> {
    try {
      if (this.start && this.store) {
        try {
          await this.store.begin(this.matchId, this.start);
          this.start = null;
        } catch (error) {
          // Progress without its start is of no use: both wait for the next write.
          console.warn(`[game-server] match ${this.matchId}: start not written`, error);
          return;
        }
      }
      for (let next = this.waiting; next && this.store && !this.cleared; next = this.waiting) {
        this.waiting = null;
        try {
          await this.store.save(this.matchId, next.elapsed, next.json);
        } catch (error) {
          console.warn(`[game-server] match ${this.matchId}: progress at ${next.elapsed} s not written`, error);
        }
      }
    } finally {
      this.writing = null;
    }
  }
}

const parsed = <T>(json: string): Partial<T> | null => {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
};

const COMMANDS: ReadonlySet<string> = new Set([
  'play',
  'pause',
  'continue',
  'substitute',
  'tactics',
  'instruction',
  'timeout',
  'handover',
  'autopilot',
  'announce',
]);
const isLogEntry = (entry: unknown): boolean => {
  const e = entry as Partial<MatchLogEntry> | null;
  return typeof e?.t === 'number' && typeof e.command === 'object' && e.command !== null && COMMANDS.has(e.command.type);
};

/**
 * The stored match as this room may resume it, or null: it must be the same
 * match (its seed), its progress must replay to the score it recorded (the
 * same engine), and it must not be over. A coached match resumes paused (its
 * coaches are reconnecting); one that tips off at once (the Live Centre's,
 * nobody to wait for) plays on (`playsOn`).
 */
export function resumable(stored: StoredMatch | null, seed: number, playsOn: boolean): ResumedMatch | null {
  if (!stored) return null;
  const start = parsed<MatchState>(stored.start);
  if (!start || start.version !== 1 || start.seed !== seed || !Array.isArray(start.rng) || !Array.isArray(start.events) || !start.score)
    return null;
  const progress =
    stored.progress === null
      ? { version: 2, elapsed: start.elapsed, score: start.score, log: [], flow: [], winChance: [] }
      : parsed<LiveProgress>(stored.progress);
  if (
    !progress ||
    progress.version !== 2 ||
    typeof progress.elapsed !== 'number' ||
    !progress.score ||
    !Array.isArray(progress.log) ||
    !progress.log.every(isLogEntry) ||
    !Array.isArray(progress.flow) ||
    !Array.isArray(progress.winChance)
  )
    return null;
  const state = replayMatch(start as MatchState, progress.log, progress.elapsed, MATCH_RULES);
  if (!state || state.score.home !== progress.score.home || state.score.away !== progress.score.away || state.status === 'finished')
    return null;
  const log = [...progress.log];
  if (!playsOn && state.status === 'playing') {
    applyCommand(state, 'home', { type: 'pause' }, MATCH_RULES);
    log.push({ t: state.elapsed, command: { type: 'pause' } });
  }
  return { state, log, flow: progress.flow, winChance: progress.winChance };
}

/**
 * Where a room's match starts: its stored record when it has a resumable
 * one, otherwise a new game from the setup's seed. `coached`: the sides its
 * coaches command (a friendly's both, a career match's one, a Live Centre
 * match's none); `tipsOffAtOnce`: it plays from the room's opening (the Live
 * Centre's, with the AI coaching both sides).
 */
export function startingEngine(
  setup: LiveMatchSetup,
  stored: StoredMatch | null,
  { coached, tipsOffAtOnce }: { coached: readonly Side[]; tipsOffAtOnce: boolean },
): { engine: MatchState; restored: ResumedMatch | null } {
  const restored = resumable(stored, setup.seed, tipsOffAtOnce);
  if (restored) return { engine: restored.state, restored };
  const engine = createMatch(
    { ...setup.home, managed: coached.includes('home') },
    { ...setup.away, managed: coached.includes('away') },
    { recordEvents: true, neutralVenue: setup.neutralVenue === true },
    setup.seed,
  );
  // No AI behind a manager's back: each coached side starts with its manager's autopilot (off unless he chose
  // otherwise), part of the match's start, so its replay and a resumed match have it too.
  for (const side of ['home', 'away'] as const) {
    if (!engine[side].managed) continue;
    const choice = setup.autopilot?.[side];
    engine[side].idleHandover = choice ? idleHandoverFor(choice.mode, choice.idleMinutes) : null;
  }
  if (tipsOffAtOnce) engine.status = 'playing';
  return { engine, restored: null };
}
