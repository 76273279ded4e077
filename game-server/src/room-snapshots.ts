/**
 * A live room's crash-recovery snapshots (issue 17): the engine's plain JSON
 * (its RNG state included) with the score flow and win-chance line, written
 * to the injected store every few game seconds, at every manager command and
 * at every break. Writes never wait on each other: one at a time, and while
 * one is out only the newest waiting snapshot is kept. A store failure is
 * logged and the next snapshot tries again; the match plays on regardless.
 */
import { createMatch, LIVE_SNAPSHOT_SECONDS, type MatchState, type Side } from '@hardwood/shared';
import type { LiveMatchSetup, LiveSnapshot, LiveSnapshotStore } from './deps.js';

export class RoomSnapshots {
  private writing: Promise<void> | null = null;
  private waiting: { elapsed: number; json: string } | null = null;
  private lastElapsed = -1;
  private cleared = false;

  constructor(
    private readonly store: LiveSnapshotStore | undefined,
    private readonly matchId: string,
  ) {}

  /** Snapshots are kept at all (the room has a store, and its result is not saved yet). */
  get enabled(): boolean {
    return this.store !== undefined && !this.cleared;
  }

  /** Is a periodic snapshot due at this game second? */
  due(elapsed: number): boolean {
    return this.enabled && elapsed - this.lastElapsed >= LIVE_SNAPSHOT_SECONDS;
  }

  /** Keeps the match as it is now (serialized at once: the engine moves on). */
  keep(snapshot: LiveSnapshot): void {
    if (!this.enabled) return;
    this.lastElapsed = snapshot.state.elapsed;
    this.waiting = { elapsed: snapshot.state.elapsed, json: JSON.stringify(snapshot) };
    this.writing ??= this.drain();
  }

  /** The result is saved: the snapshot is no longer needed, and none is written after. */
  async clear(): Promise<void> {
    if (!this.store || this.cleared) return;
    this.cleared = true;
    this.waiting = null;
    await this.writing;
    await this.store.clear(this.matchId).catch((error: unknown) => console.warn(`[game-server] match ${this.matchId}: snapshot not cleared`, error));
  }

  /** Settles once every snapshot asked for so far is written (tests and shutdown). */
  async flushed(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async drain(): Promise<void> {
    try {
      for (let next = this.waiting; next && this.store; next = this.waiting) {
        this.waiting = null;
        try {
          await this.store.save(this.matchId, next.elapsed, next.json);
        } catch (error) {
          console.warn(`[game-server] match ${this.matchId}: snapshot at ${next.elapsed} s not written`, error);
        }
      }
    } finally {
      this.writing = null;
    }
  }
}

/**
 * The stored snapshot of a match as this room may resume it, or null: it must
 * be the same match (its seed) and not over. A career match resumes paused
 * (its manager is reconnecting); a Live Centre match plays on.
 */
export function resumable(json: string | null, seed: number, exhibition: boolean): LiveSnapshot | null {
  if (!json) return null;
  let parsed: Partial<LiveSnapshot> & { state?: Partial<MatchState> };
  try {
    parsed = JSON.parse(json) as typeof parsed;
  } catch {
    return null;
  }
  const state = parsed.state;
  if (!state || state.version !== 1 || state.seed !== seed || !Array.isArray(state.rng) || state.status === 'finished') return null;
  if (!Array.isArray(parsed.flow) || !Array.isArray(parsed.winChance)) return null;
  const full = state as MatchState;
  if (!exhibition && full.status === 'playing') full.status = 'paused';
  return { state: full, flow: parsed.flow, winChance: parsed.winChance };
}

/**
 * Where a room's match starts: its stored snapshot when it has a resumable
 * one, otherwise a new game from the setup's seed (a Live Centre match, with
 * the AI coaching both sides, tips off at once).
 */
export function startingEngine(setup: LiveMatchSetup, stored: string | null, exhibition: boolean): { engine: MatchState; restored: LiveSnapshot | null } {
  const restored = resumable(stored, setup.seed, exhibition);
  if (restored) return { engine: restored.state, restored };
  const managed = (side: Side) => side === setup.managedSide;
  const engine = createMatch({ ...setup.home, managed: managed('home') }, { ...setup.away, managed: managed('away') }, { recordEvents: true, neutralVenue: setup.neutralVenue === true }, setup.seed);
  if (exhibition) engine.status = 'playing';
  return { engine, restored: null };
}
