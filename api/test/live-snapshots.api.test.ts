/**
 * The rooms' crash-recovery records in the store: a match's start
 * written once, its newest progress winning whatever order the writes land
 * in, two writers racing for the first one leaving one document, nothing kept
 * without a start, a new start forgetting the old progress, and a cleared
 * match having none.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveProgressModel, LiveStartModel } from '../src/models/live/live-snapshot.model.js';
import { liveSnapshotStore } from '../src/domain/live/live-snapshots.js';
import { connectStore, disconnectStore } from '../src/infra/store/connect.js';

const dir = mkdtempSync(path.join(tmpdir(), 'hw-snapshots-'));
beforeAll(async () => {
  await connectStore(`nedb://${dir}`);
});
afterAll(async () => {
  await disconnectStore();
  rmSync(dir, { recursive: true, force: true });
});

describe('live match snapshots', () => {
  it('keeps the start and the newest progress of each match, whatever order the writes land in', async () => {
    await liveSnapshotStore.begin('m1', '{"start":1}');
    await Promise.all([
      liveSnapshotStore.save('m1', 24, '{"at":24}'),
      liveSnapshotStore.save('m1', 48, '{"at":48}'),
      liveSnapshotStore.save('m1', 12, '{"at":12}'),
    ]);
    expect(await LiveProgressModel.countDocuments({ matchId: 'm1' })).toBe(1);
    expect(await liveSnapshotStore.load('m1')).toEqual({ start: '{"start":1}', progress: '{"at":48}' });
    await liveSnapshotStore.save('m1', 30, '{"at":30}');
    expect((await liveSnapshotStore.load('m1'))?.progress).toBe('{"at":48}');
    await liveSnapshotStore.save('m1', 72, '{"at":72}');
    expect(await liveSnapshotStore.load('m1')).toEqual({ start: '{"start":1}', progress: '{"at":72}' });
    expect(await LiveStartModel.countDocuments({ matchId: 'm1' })).toBe(1);
    expect(await liveSnapshotStore.load('m2')).toBeNull();
  });

  it('keeps no progress without a start, and a new start forgets the progress before it', async () => {
    await liveSnapshotStore.save('m4', 10, '{"at":10}');
    expect(await LiveProgressModel.countDocuments({ matchId: 'm4' })).toBe(0);
    expect(await liveSnapshotStore.load('m4')).toBeNull();
    await liveSnapshotStore.begin('m4', '{"start":"a"}');
    expect(await liveSnapshotStore.load('m4')).toEqual({ start: '{"start":"a"}', progress: null });
    await liveSnapshotStore.save('m4', 10, '{"at":10}');
    await liveSnapshotStore.begin('m4', '{"start":"b"}');
    expect(await liveSnapshotStore.load('m4')).toEqual({ start: '{"start":"b"}', progress: null });
    // The new match's first progress may be older than the one forgotten.
    await liveSnapshotStore.save('m4', 5, '{"at":5}');
    expect((await liveSnapshotStore.load('m4'))?.progress).toBe('{"at":5}');
  });

  it('forgets a match once cleared, and only that match', async () => {
    await liveSnapshotStore.begin('m2', '{"start":2}');
    await liveSnapshotStore.save('m2', 5, '{"m":2}');
    await liveSnapshotStore.clear('m1');
    expect(await liveSnapshotStore.load('m1')).toBeNull();
    expect(await LiveProgressModel.countDocuments({ matchId: 'm1' })).toBe(0);
    expect(await liveSnapshotStore.load('m2')).toEqual({ start: '{"start":2}', progress: '{"m":2}' });
  });

  it('writes the start once and keeps the progress file small on the embedded file store', async () => {
    const start = `{"pad":"${'x'.repeat(40_000)}"}`;
    await liveSnapshotStore.begin('m3', start);
    const log = 'y'.repeat(400);
    for (let elapsed = 100; elapsed < 160; elapsed += 1) await liveSnapshotStore.save('m3', elapsed, `{"log":"${log}","at":${elapsed}}`);
    await disconnectStore();
    // Sixty progress writes never rewrote the start; closing compacts the progress to one live document a match.
    expect(statSync(path.join(dir, 'livestarts.db')).size).toBeLessThan(3 * 41_000);
    expect(statSync(path.join(dir, 'liveprogresses.db')).size).toBeLessThan(3 * 1_000);
    await connectStore(`nedb://${dir}`);
    const stored = await liveSnapshotStore.load('m3');
    expect(stored?.start).toBe(start);
    expect(JSON.parse(stored?.progress ?? '{}').at).toBe(159);
  });
});
