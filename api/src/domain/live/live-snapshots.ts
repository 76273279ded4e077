/**
 * The rooms' crash-recovery store over the LiveStart and LiveProgress models
 *. Guarded single-document writes: a progress replaces the stored
 * one only if it is not older (a late write after a newer one changes
 * nothing), and the first one of a match is an insert; losing that race to
 * another writer falls back to the guarded replace. A new start forgets the
 * progress of whatever was stored for the match before it; a progress with no
 * start stored is not kept (it could never be replayed).
 */
import type { LiveSnapshotStore } from '@hardwood/game-server';
import { isDuplicateKeyError } from '../../infra/store/errors.js';
import { LiveProgressModel, LiveStartModel } from '../../models/live/live-snapshot.model.js';

/** `update` when the document exists, else (if `mayInsert`) insert it; a racing insert makes it `update` again. */
async function updateOrInsert(
  update: () => Promise<{ matchedCount: number }>,
  insert: () => Promise<unknown>,
  mayInsert: () => Promise<boolean> = async () => true,
): Promise<void> {
  if ((await update()).matchedCount > 0) return;
  if (!(await mayInsert())) return;
  try {
    await insert();
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    await update();
  }
}

export const liveSnapshotStore: LiveSnapshotStore = {
  async begin(matchId, start) {
    // The progress first: a crash in between leaves the old start with no progress, which replays to its own tip-off at most.
    await LiveProgressModel.deleteOne({ matchId });
    const savedAt = new Date();
    await updateOrInsert(
      () => LiveStartModel.updateOne({ matchId }, { $set: { start, savedAt } }),
      () => LiveStartModel.create({ matchId, start, savedAt }),
    );
  },
  async save(matchId, elapsed, progress) {
    const savedAt = new Date();
    await updateOrInsert(
      () => LiveProgressModel.updateOne({ matchId, elapsed: { $lte: elapsed } }, { $set: { elapsed, progress, savedAt } }),
      () => LiveProgressModel.create({ matchId, elapsed, progress, savedAt }),
      // The first progress of a match (or one older than the stored: the insert then finds it and changes nothing).
      async () => (await LiveStartModel.exists({ matchId })) !== null,
    );
  },
  async load(matchId) {
    const start = await LiveStartModel.findOne({ matchId }, { start: 1 }).lean();
    if (!start) return null;
    const progress = await LiveProgressModel.findOne({ matchId }, { progress: 1 }).lean();
    return { start: start.start, progress: progress?.progress ?? null };
  },
  async clear(matchId) {
    // The start last: until it goes, a progress left by a crash in between is still the match's.
    await LiveProgressModel.deleteOne({ matchId });
    await LiveStartModel.deleteOne({ matchId });
  },
};
