/**
 * The rooms' snapshot store over the LiveSnapshot model (issue 17). Guarded
 * single-document writes: a snapshot replaces the stored one only if it is
 * not older (a late write after a newer one changes nothing), and the first
 * one of a match is an insert; losing that race to another writer falls back
 * to the guarded replace.
 */
import type { LiveSnapshotStore } from '@hardwood/game-server';
import { isDuplicateKeyError } from '../store/errors.js';
import { LiveSnapshotModel } from './live-snapshot.model.js';

export const liveSnapshotStore: LiveSnapshotStore = {
  async save(matchId, elapsed, json) {
    const savedAt = new Date();
    const replaceIfNotOlder = () => LiveSnapshotModel.updateOne({ matchId, elapsed: { $lte: elapsed } }, { $set: { elapsed, json, savedAt } });
    if ((await replaceIfNotOlder()).matchedCount > 0) return;
    try {
      await LiveSnapshotModel.create({ matchId, elapsed, json, savedAt });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      // Another writer's first snapshot landed in between: this one replaces it if it is not older.
      await replaceIfNotOlder();
    }
  },
  async load(matchId) {
    const doc = await LiveSnapshotModel.findOne({ matchId }, { json: 1 }).lean();
    return doc?.json ?? null;
  },
  async clear(matchId) {
    await LiveSnapshotModel.deleteOne({ matchId });
  },
};
