/** A finished Live Centre match again: public, as its listing is, replayed from the record its room saved with the result. */
import { replayTimeline, type ReplayTimeline } from '@hardwood/shared';
import { NotFoundError, objectIdOr404 } from '../../infra/errors/domain-errors.js';
import { LiveCentreMatchModel } from '../../models/live-centre/live-centre.model.js';
import { unpackStart } from '../matches/match-records.js';
import type { MatchLogEntry } from '@hardwood/shared';

/** The last timelines asked for: a finished match is watched again by many, and a replay costs a whole game's play. */
const CACHED = 16;
const cache = new Map<string, ReplayTimeline>();

export async function liveCentreReplay(id: string): Promise<ReplayTimeline> {
  const hit = cache.get(id);
  if (hit) {
    cache.delete(id);
    cache.set(id, hit);
    return hit;
  }
  const timeline = await replayOf(id);
  cache.set(id, timeline);
  for (const key of cache.keys()) {
    if (cache.size <= CACHED) break;
    cache.delete(key);
  }
  return timeline;
}

async function replayOf(id: string): Promise<ReplayTimeline> {
  const match = await LiveCentreMatchModel.findById(objectIdOr404(id, 'Match not found')).lean();
  if (!match || match.status !== 'finished') throw new NotFoundError('Match not found');
  if (!match.recordStart || !match.recordLog || match.recordElapsed === null || match.recordElapsed === undefined)
    throw new NotFoundError('This match has no replay: its cycle is over');
  const timeline = replayTimeline(
    id,
    {
      start: unpackStart(match.recordStart),
      log: JSON.parse(match.recordLog) as MatchLogEntry[],
      elapsed: match.recordElapsed,
      flow: [],
      winChance: [],
    },
    { home: match.homeScore ?? 0, away: match.awayScore ?? 0 },
  );
  if (!timeline) throw new NotFoundError('This match no longer replays: it was played by an earlier version of the engine');
  return { ...timeline, decisions: [], mySide: null };
}
