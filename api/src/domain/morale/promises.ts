/**
 * Promises of playing time in processing step 4: each game a promised
 * player was fit for adds his minutes; the game that completes the promise
 * gives its verdict (kept or broken) and its morale change. Computed from
 * the record as stored plus today's game, so the change is the same whether
 * the record was updated before a crash or not; the player's write (his
 * condition key) and the record's (today's key, its status) each apply once.
 */
import type mongoose from 'mongoose';
import { PLAYING_TIME_PROMISE, promiseVerdict } from '@hardwood/shared';
import { PromiseModel, type PromiseDoc } from '../../models/morale/morale.model.js';

export interface PromiseDay {
  /** Morale change by player id for promises decided today. */
  changes: Map<string, number>;
  /** Applies today's minutes and verdicts to the records (after the players' writes). */
  record: () => Promise<void>;
}

export async function promisesOfTheDay(
  /** `teamId`: the club whose manager's promises are decided, the one `minutesOfFit` counts the players of. */
  ctx: { worldId: mongoose.Types.ObjectId; teamId: mongoose.Types.ObjectId; season: { number: number } },
  key: number,
  /** Minutes today of the manager's players who were fit to play (an injured or loaned player's game does not count). */
  minutesOfFit: ReadonlyMap<string, number>,
): Promise<PromiseDay> {
  // The club's own promises: another club's promise to a player who has since joined this one is not this manager's word.
  const running = await PromiseModel.find({
    worldId: ctx.worldId,
    teamId: ctx.teamId,
    season: ctx.season.number,
    status: 'running',
  }).lean<PromiseDoc[]>();
  const changes = new Map<string, number>();
  const writes: Array<{ updateOne: { filter: Record<string, unknown>; update: Record<string, unknown> } }> = [];
  for (const promise of running) {
    const id = promise.playerId.toString();
    const minutes = minutesOfFit.get(id);
    const stored = promise.games.filter((g) => (g.key ?? 0) < key);
    const today = minutes === undefined ? [] : [{ key, minutes }];
    const games = [...stored, ...today];
    const verdict =
      today.length > 0 && games.length === PLAYING_TIME_PROMISE.games ? promiseVerdict(games.map((g) => g.minutes ?? 0)) : null;
    if (verdict) changes.set(id, verdict.change);
    if (today.length === 0) continue;
    writes.push({
      updateOne: {
        filter: { _id: promise._id, 'games.key': { $ne: key } },
        update: { $push: { games: { key, minutes } }, ...(verdict ? { $set: { status: verdict.kept ? 'kept' : 'broken' } } : {}) },
      },
    });
  }
  return {
    changes,
    record: async () => {
      if (writes.length > 0) await PromiseModel.bulkWrite(writes);
    },
  };
}
