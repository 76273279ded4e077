/**
 * The rooms' crash-recovery snapshots in the store (issue 17): the newest per
 * match wins whatever order the writes land in, two writers racing for the
 * first one leave one document, and a cleared match has none.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveSnapshotModel } from '../src/live/live-snapshot.model.js';
import { liveSnapshotStore } from '../src/live/live-snapshots.js';
import { connectStore, disconnectStore } from '../src/store/connect.js';

const dir = mkdtempSync(path.join(tmpdir(), 'hw-snapshots-'));
beforeAll(async () => {
  await connectStore(`nedb://${dir}`);
});
afterAll(async () => {
  await disconnectStore();
  rmSync(dir, { recursive: true, force: true });
});

describe('live match snapshots', () => {
  it('keeps the newest snapshot of each match, whatever order the writes land in', async () => {
    await Promise.all([liveSnapshotStore.save('m1', 24, '{"at":24}'), liveSnapshotStore.save('m1', 48, '{"at":48}'), liveSnapshotStore.save('m1', 12, '{"at":12}')]);
    expect(await LiveSnapshotModel.countDocuments({ matchId: 'm1' })).toBe(1);
    expect(await liveSnapshotStore.load('m1')).toBe('{"at":48}');
    await liveSnapshotStore.save('m1', 30, '{"at":30}');
    expect(await liveSnapshotStore.load('m1')).toBe('{"at":48}');
    await liveSnapshotStore.save('m1', 72, '{"at":72}');
    expect(await liveSnapshotStore.load('m1')).toBe('{"at":72}');
    expect(await liveSnapshotStore.load('m2')).toBeNull();
  });

  it('forgets a match once cleared, and only that match', async () => {
    await liveSnapshotStore.save('m2', 5, '{"m":2}');
    await liveSnapshotStore.clear('m1');
    expect(await liveSnapshotStore.load('m1')).toBeNull();
    expect(await liveSnapshotStore.load('m2')).toBe('{"m":2}');
  });

  it('keeps its file small on the embedded file store: rewritten documents are compacted away', async () => {
    const big = 'x'.repeat(40_000);
    for (let elapsed = 100; elapsed < 160; elapsed += 1) await liveSnapshotStore.save('m3', elapsed, `{"pad":"${big}","at":${elapsed}}`);
    await disconnectStore();
    // Closing compacts: one live document per match is left of sixty writes.
    expect(statSync(path.join(dir, 'livesnapshots.db')).size).toBeLessThan(3 * 41_000);
    await connectStore(`nedb://${dir}`);
    expect(JSON.parse((await liveSnapshotStore.load('m3')) ?? '{}').at).toBe(159);
  });
});
