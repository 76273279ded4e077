/** The game server's dependencies, bound to the store: one token signer shared by the API and the rooms. */
import { careerKind, LiveTokenSigner, type LiveMatchDeps } from '@hardwood/game-server';
import { TICK_MS } from '@hardwood/shared';
import { loadLiveMatch, saveLiveResult } from '../../domain/live/live-match.service.js';
import { liveSnapshotStore } from '../../domain/live/live-snapshots.js';
import { processUnattendedLater } from '../../orchestrators/processing/unattended.js';

/** Production holds a dropped manager's seat two minutes. */
export const RECONNECT_SECONDS = 120;

export function liveMatchDeps(tokens = new LiveTokenSigner()): LiveMatchDeps {
  const fromEnv = Number(process.env.MATCH_TICK_MS);
  return {
    tokens,
    // MATCH_TICK_MS is for tests and load runs only; the game runs at 100 ms.
    tickMs: Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : TICK_MS,
    reconnectSeconds: Number(process.env.MATCH_RECONNECT_SECONDS) || RECONNECT_SECONDS,
    loadMatch: loadLiveMatch,
    saveResult: saveLiveResult,
    // A manager's own match (game-server kinds/career.ts): it keeps what replays it (the plan editor reviews the last one).
    kind: careerKind(),
    // A match left to the manager's plan (or abandoned) processes its matchday by itself once it is saved.
    resultSavedUnattended: processUnattendedLater,
    // A match whose process died resumes from its last snapshot.
    snapshots: liveSnapshotStore,
  };
}
