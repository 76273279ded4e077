/**
 * The Live Centre's programme: keeps a configurable number of AI
 * matches live at once in this process, staggered so finishes spread out;
 * when one ends the next fixture starts. Cycles of a double round-robin
 * among the catalogue's strongest clubs follow one another for ever.
 *
 * Rooms are created in this process with a secret only it knows; the rooms
 * save through `saveResult` below (guarded live → finished), which frees the
 * slot. A match live when the process stopped is started again after a
 * restart and resumes from its last snapshot, or from its tip-off
 * if it has none (same seed, same game). With several processes only one runs
 * the programme (LIVE_CENTRE_MATCHES=0 elsewhere; see docker-compose.yml).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { LIVE_CENTRE, LIVE_CENTRE_ROOM_NAME, liveCentreFixtures, staggerMs, type MatchRecord, type MatchState } from '@hardwood/shared';
import {
  liveCentreKind,
  MatchRefused,
  ResultNotSavable,
  type LiveMatchDeps,
  type LiveMatchSetup,
  type LiveTokenSigner,
} from '@hardwood/game-server';
import mongoose from 'mongoose';
import { liveSnapshotStore } from '../live/live-snapshots.js';
import { packStart } from '../matches/match-records.js';
import { liveCentreClubs, liveCentreSquad } from './live-centre-clubs.js';
import { LiveCentreMatchModel, type LiveCentreMatchDoc } from '../../models/live-centre/live-centre.model.js';

export interface ProgrammeOptions {
  /** Matches live at once (0: no programme). */
  concurrent: number;
  /** Room milliseconds per game second. */
  tickMs: number;
  /** Creates the room of a match in this process (the game server in production; tests may fake it). */
  createRoom(roomName: string, options: { matchId: string; programme: string }): Promise<unknown>;
  /** How often the programme looks for a free slot. */
  checkEveryMs?: number;
  /** Whether a match's room is still running in this process (the game server's registry). */
  isRoomLive(matchId: string): boolean;
  /** How long a started match's room may be missing before it is played again (LOST_ROOM_GRACE_MS). */
  lostRoomGraceMs?: number;
}

/** A started match whose room is gone this long without a result is played again. */
const LOST_ROOM_GRACE_MS = 15_000;

export class LiveCentreProgramme {
  readonly secret = randomBytes(24).toString('base64url');
  /** Matches whose room this process is running. */
  private readonly live = new Set<string>();
  /** When each of this process's live matches was started (ms), to find rooms lost without a result. */
  private readonly startedAt = new Map<string, number>();
  private lastStartAt = 0;
  private timer: NodeJS.Timeout | null = null;
  private filling: Promise<void> | null = null;
  /** Bumped whenever a match starts or finishes: the listing's cached reads follow it. */
  version = 0;

  constructor(private readonly options: ProgrammeOptions) {}

  get tickMs(): number {
    return this.options.tickMs;
  }

  get running(): boolean {
    return this.timer !== null;
  }

  isLive(matchId: string): boolean {
    return this.live.has(matchId);
  }

  liveIds(): string[] {
    return [...this.live];
  }

  /** The room's dependencies: AI against AI, breaks by the room, results saved here. */
  roomDeps(tokens: LiveTokenSigner, forecast?: LiveMatchDeps['forecast']): LiveMatchDeps {
    return {
      tokens,
      ...(forecast ? { forecast } : {}),
      tickMs: this.options.tickMs,
      reconnectSeconds: 0,
      kind: liveCentreKind({
        secret: this.secret,
        quarterBreakMs: Math.round((LIVE_CENTRE.quarterBreakMs * this.options.tickMs) / 100),
        halfTimeMs: Math.round((LIVE_CENTRE.halfTimeMs * this.options.tickMs) / 100),
        maxSpectators: LIVE_CENTRE.maxSpectators,
      }),
      loadMatch: (matchId) => this.load(matchId),
      saveResult: (matchId, state, record) => this.save(matchId, state, record),
      // A restart resumes a live match from its last snapshot instead of replaying it from the tip-off.
      snapshots: liveSnapshotStore,
    };
  }

  async start(): Promise<void> {
    if (this.options.concurrent <= 0 || this.timer) return;
    // This process is the only programme: what was live when it stopped is played again.
    await LiveCentreMatchModel.updateMany({ status: 'live' }, { $set: { status: 'scheduled', startedAt: null } });
    this.timer = setInterval(() => void this.fill(), this.options.checkEveryMs ?? 1_000);
    this.timer.unref();
    await this.fill();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Starts the next fixture when a slot is free and the stagger allows; one pass at a time. */
  fill(): Promise<void> {
    this.filling ??= this.fillOnce()
      .catch((error: unknown) => console.error('[live-centre] could not start the next match:', error))
      .finally(() => {
        this.filling = null;
      });
    return this.filling;
  }

  private async fillOnce(): Promise<void> {
    if (!this.timer) return;
    await this.releaseLostRooms();
    if (this.live.size >= this.options.concurrent) return;
    const now = Date.now();
    // The first start of a run goes at once; then one per stagger so that finishes spread out.
    if (this.live.size > 0 && now - this.lastStartAt < staggerMs(this.options.concurrent, 2_400 * this.options.tickMs)) return;
    const next = await this.nextFixture();
    if (!next) return;
    const claimed = await LiveCentreMatchModel.updateOne(
      { _id: next._id, status: 'scheduled' },
      { $set: { status: 'live', startedAt: new Date(now) } },
    );
    if (claimed.modifiedCount !== 1) return;
    const matchId = next._id.toString();
    this.live.add(matchId);
    this.startedAt.set(matchId, now);
    this.lastStartAt = now;
    this.version += 1;
    try {
      await this.options.createRoom(LIVE_CENTRE_ROOM_NAME, { matchId, programme: this.secret });
    } catch (error) {
      this.live.delete(matchId);
      await LiveCentreMatchModel.updateOne({ _id: next._id, status: 'live' }, { $set: { status: 'scheduled', startedAt: null } });
      throw error;
    }
  }

  /**
   * A room that ended without saving (its saves kept failing, or it was
   * disposed) never calls back: after a grace period its slot is freed and
   * its match goes back to the schedule, to be played again.
   */
  private async releaseLostRooms(): Promise<void> {
    const now = Date.now();
    for (const [matchId, startedAt] of this.startedAt) {
      if (!this.live.has(matchId)) {
        this.startedAt.delete(matchId);
        continue;
      }
      if (now - startedAt < (this.options.lostRoomGraceMs ?? LOST_ROOM_GRACE_MS) || this.options.isRoomLive(matchId)) continue;
      this.live.delete(matchId);
      this.startedAt.delete(matchId);
      this.version += 1;
      await LiveCentreMatchModel.updateOne({ _id: matchId, status: 'live' }, { $set: { status: 'scheduled', startedAt: null } });
    }
  }

  /** The first scheduled fixture of the newest cycle; a new cycle is drawn when it has none left. */
  private async nextFixture(): Promise<LiveCentreMatchDoc | null> {
    const newest = await LiveCentreMatchModel.findOne({}, { cycle: 1 }).sort({ cycle: -1 }).lean<{ cycle: number }>();
    const cycle = newest?.cycle ?? 0;
    const next =
      cycle > 0 ? await LiveCentreMatchModel.findOne({ cycle, status: 'scheduled' }).sort({ order: 1 }).lean<LiveCentreMatchDoc>() : null;
    if (next) return next;
    await drawCycle(cycle + 1);
    return LiveCentreMatchModel.findOne({ cycle: cycle + 1, status: 'scheduled' })
      .sort({ order: 1 })
      .lean<LiveCentreMatchDoc>();
  }

  private async load(matchId: string): Promise<LiveMatchSetup> {
    const match = mongoose.isValidObjectId(matchId) ? await LiveCentreMatchModel.findById(matchId).lean<LiveCentreMatchDoc>() : null;
    if (!match || match.status !== 'live') throw new MatchRefused('This match is not live');
    return {
      matchId,
      managedSide: null,
      home: liveCentreSquad(match.homeTeamId),
      away: liveCentreSquad(match.awayTeamId),
      seed: match.seed,
      matchday: match.round,
      round: match.round,
    };
  }

  /** The room's result, once (guarded live → finished); the slot goes to the next fixture. */
  private async save(matchId: string, state: MatchState, record?: MatchRecord): Promise<void> {
    const match = mongoose.isValidObjectId(matchId)
      ? await LiveCentreMatchModel.findById(matchId, { status: 1 }).lean<{ status: string }>()
      : null;
    if (!match) throw new ResultNotSavable(`Live Centre match ${matchId} vanished`);
    if (match.status === 'live') {
      await LiveCentreMatchModel.updateOne(
        { _id: matchId, status: 'live' },
        {
          $set: {
            status: 'finished',
            homeScore: state.score.home,
            awayScore: state.score.away,
            finishedAt: new Date(),
            ...(record
              ? { recordStart: packStart(record.start), recordLog: JSON.stringify(record.log), recordElapsed: record.elapsed }
              : {}),
          },
        },
      );
    }
    this.live.delete(matchId);
    this.version += 1;
    void this.fill();
  }
}

/** Writes a cycle's fixtures (the missing ones only, so a second call changes nothing). */
export async function drawCycle(cycle: number): Promise<void> {
  const clubs = liveCentreClubs().map((c) => c.id);
  const existing = new Set((await LiveCentreMatchModel.find({ cycle }, { order: 1 }).lean<Array<{ order: number }>>()).map((m) => m.order));
  const missing = liveCentreFixtures(clubs)
    .filter((f) => !existing.has(f.order))
    .map((f) => ({
      cycle,
      order: f.order,
      round: f.round,
      homeTeamId: f.home,
      awayTeamId: f.away,
      seed: randomInt(1, 2 ** 31 - 1),
      status: 'scheduled',
    }));
  if (missing.length > 0) await LiveCentreMatchModel.insertMany(missing);
  // Replays are kept for this cycle and the last one: older records would only grow the store.
  await LiveCentreMatchModel.updateMany(
    { cycle: { $lt: cycle - 1 }, recordStart: { $ne: null } },
    { $set: { recordStart: null, recordLog: null, recordElapsed: null } },
  );
}
