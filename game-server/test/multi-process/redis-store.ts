/**
 * The multi-process tests' stand-in for the shared store, in Redis: a
 * match's start and newest progress as the API keeps them (one writer per
 * match: the room that claimed it), and its result, of which the first stays
 * (SET NX) whatever else is tried, as the store's guarded write does.
 */
import type { Redis } from 'ioredis';
import type { LiveMatchDeps, LiveSnapshotStore } from '../../src/index.js';
import { keys } from './keys.js';

export function redisSnapshots(redis: Redis): LiveSnapshotStore {
  return {
    async begin(matchId, start) {
      await redis.del(keys.progress(matchId));
      await redis.set(keys.start(matchId), start);
    },
    async save(matchId, elapsed, progress) {
      if (!(await redis.exists(keys.start(matchId)))) return;
      const stored = await redis.get(keys.progress(matchId));
      if (stored && (JSON.parse(stored) as { elapsed: number }).elapsed > elapsed) return;
      await redis.set(keys.progress(matchId), JSON.stringify({ elapsed, progress }));
    },
    async load(matchId) {
      const start = await redis.get(keys.start(matchId));
      if (start === null) return null;
      const stored = await redis.get(keys.progress(matchId));
      return { start, progress: stored ? (JSON.parse(stored) as { progress: string }).progress : null };
    },
    async clear(matchId) {
      await redis.del(keys.progress(matchId), keys.start(matchId));
    },
  };
}

/** Counts every save and keeps the first result. */
export function redisSaveResult(redis: Redis): LiveMatchDeps['saveResult'] {
  return async (matchId, state) => {
    await redis.incr(keys.saveCalls(matchId));
    await redis.set(
      keys.result(matchId),
      JSON.stringify({ score: state.score, elapsed: state.elapsed, events: state.events.length }),
      'NX',
    );
  };
}
