/**
 * The records that replay matches played live (start and command log), kept
 * once per match when the room saves its result, and the last one of a club.
 */
import type { MatchRecord } from '@hardwood/shared';
import { isDuplicateKeyError } from '../../infra/store/errors.js';
import { MatchRecordModel, type MatchRecordDoc } from '../../models/matches/match-record.model.js';
import type { MatchDoc } from '../../models/season/match.model.js';
import type { Club } from '../worlds/seat.js';

/** Keeps the match's record; a second save of the same match (a room resumed after a crash) keeps the first. */
export async function keepMatchRecord(match: MatchDoc, record: MatchRecord): Promise<void> {
  try {
    await MatchRecordModel.create({
      worldId: match.worldId,
      matchId: match._id,
      homeTeamId: match.homeTeamId,
      awayTeamId: match.awayTeamId,
      start: record.start,
      log: JSON.stringify(record.log),
      elapsed: record.elapsed,
      savedAt: new Date(),
    });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
}

/** The record of the club's match played live most recently, or null when it has played none. */
export async function lastMatchRecord(club: Club): Promise<MatchRecordDoc | null> {
  const [home, away] = await Promise.all(
    (['homeTeamId', 'awayTeamId'] as const).map((field) =>
      MatchRecordModel.findOne({ worldId: club.worldId, [field]: club.teamId })
        .sort({ savedAt: -1 })
        .lean<MatchRecordDoc>(),
    ),
  );
  if (!home || !away) return home ?? away ?? null;
  return home.savedAt >= away.savedAt ? home : away;
}
