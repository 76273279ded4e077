/**
 * The records that replay matches (start and command log): a live match's,
 * kept once when the room saves its result, and an instant game's, kept with
 * its result by the simulation that played it. The start is the engine's
 * JSON before the first second, deflated (about 2 KB a game instead of 15).
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type mongoose from 'mongoose';
import type { GameRecorder, MatchLogEntry, MatchRecord } from '@hardwood/shared';
import { isDuplicateKeyError } from '../../infra/store/errors.js';
import { MatchRecordModel, type MatchRecordDoc } from '../../models/matches/match-record.model.js';
import type { MatchDoc } from '../../models/season/match.model.js';
import type { Club } from '../worlds/seat.js';

/** Marks a deflated start (base64); a start without it is the plain JSON records were kept as at first. */
const PACKED = 'z1:';

export function packStart(start: string): string {
  return PACKED + deflateRawSync(start).toString('base64');
}

export function unpackStart(stored: string): string {
  return stored.startsWith(PACKED) ? inflateRawSync(Buffer.from(stored.slice(PACKED.length), 'base64')).toString() : stored;
}

/** A kept record as the replays read it: the start unpacked, the log parsed. */
export interface StoredGame {
  matchId: mongoose.Types.ObjectId;
  homeTeamId: mongoose.Types.ObjectId;
  awayTeamId: mongoose.Types.ObjectId;
  start: string;
  log: MatchLogEntry[];
  elapsed: number;
  /** Played live (a room, its manager's own commands) rather than simulated at once. */
  live: boolean;
}

export function storedGame(doc: MatchRecordDoc): StoredGame {
  return {
    matchId: doc.matchId,
    homeTeamId: doc.homeTeamId,
    awayTeamId: doc.awayTeamId,
    start: unpackStart(doc.start),
    log: JSON.parse(doc.log) as MatchLogEntry[],
    elapsed: doc.elapsed,
    live: doc.live !== false,
  };
}

/** Keeps the match's record; a second save of the same match (a room resumed after a crash) keeps the first. */
export async function keepMatchRecord(match: MatchDoc, record: MatchRecord): Promise<void> {
  try {
    await MatchRecordModel.create({
      worldId: match.worldId,
      matchId: match._id,
      homeTeamId: match.homeTeamId,
      awayTeamId: match.awayTeamId,
      start: packStart(record.start),
      log: JSON.stringify(record.log),
      elapsed: record.elapsed,
      live: true,
      savedAt: new Date(),
    });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
}

/** An instant game to keep: the game (a league or Cup match, another league's) and what its simulation told. */
export interface InstantGame {
  worldId: mongoose.Types.ObjectId;
  matchId: mongoose.Types.ObjectId;
  homeTeamId: mongoose.Types.ObjectId;
  awayTeamId: mongoose.Types.ObjectId;
  recorder: GameRecorder;
}

/**
 * Keeps instant games' records in one write; games that have one already
 * (a processing step repeated after a crash replays the same seeded games)
 * keep theirs.
 */
export async function keepInstantRecords(games: readonly InstantGame[]): Promise<void> {
  const complete = games.filter((g) => g.recorder.start !== undefined && g.recorder.elapsed !== undefined);
  if (complete.length === 0) return;
  const kept = new Set(
    (await MatchRecordModel.find({ matchId: { $in: complete.map((g) => g.matchId) } }, { matchId: 1 }).lean()).map((r) =>
      r.matchId.toString(),
    ),
  );
  const savedAt = new Date();
  const rows = complete
    .filter((g) => !kept.has(g.matchId.toString()))
    .map((g) => ({
      worldId: g.worldId,
      matchId: g.matchId,
      homeTeamId: g.homeTeamId,
      awayTeamId: g.awayTeamId,
      start: packStart(g.recorder.start ?? ''),
      log: JSON.stringify(g.recorder.log),
      elapsed: g.recorder.elapsed ?? 0,
      live: false,
      savedAt,
    }));
  if (rows.length > 0) await MatchRecordModel.insertMany(rows, { lean: true });
}

/** The record of a game of the world, or null when none was kept (played before records were, or by a youth side). */
export async function gameRecord(worldId: mongoose.Types.ObjectId, matchId: mongoose.Types.ObjectId): Promise<StoredGame | null> {
  const doc = await MatchRecordModel.findOne({ worldId, matchId }).lean<MatchRecordDoc>();
  return doc ? storedGame(doc) : null;
}

/** The record of the club's match played live most recently, or null when it has played none. */
export async function lastMatchRecord(club: Club): Promise<StoredGame | null> {
  const [home, away] = await Promise.all(
    (['homeTeamId', 'awayTeamId'] as const).map((field) =>
      // Records kept before instant games had theirs have no flag and were all live.
      MatchRecordModel.findOne({ worldId: club.worldId, [field]: club.teamId, live: { $ne: false } })
        .sort({ savedAt: -1 })
        .lean<MatchRecordDoc>(),
    ),
  );
  if (!home || !away) return home || away ? storedGame((home ?? away) as MatchRecordDoc) : null;
  return storedGame(home.savedAt >= away.savedAt ? home : away);
}
