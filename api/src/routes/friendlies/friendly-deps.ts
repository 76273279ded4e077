/**
 * The friendly room's dependencies, bound to the store: the match room with
 * two coached sides (game-server head-to-head.ts), the FRIENDLY rules' stops,
 * the Live Centre's spectator cap, crash recovery through the same records as
 * every live match, and the start and log kept for the replay.
 */
import { friendlyKind, type LiveMatchDeps, type LiveTokenSigner } from '@hardwood/game-server';
import { FRIENDLY, LIVE_CENTRE, TICK_MS } from '@hardwood/shared';
import { RECONNECT_SECONDS } from '../live/live-deps.js';
import { liveSnapshotStore } from '../../domain/live/live-snapshots.js';
import { loadFriendlyMatch, saveFriendlyResult } from '../../domain/friendlies/friendly-match.service.js';

export function friendlyMatchDeps(tokens: LiveTokenSigner, env: Readonly<Record<string, string | undefined>> = process.env): LiveMatchDeps {
  const fromEnv = Number(env.MATCH_TICK_MS);
  return {
    tokens,
    // MATCH_TICK_MS and MATCH_RECONNECT_SECONDS are for tests and load runs only.
    tickMs: Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : TICK_MS,
    reconnectSeconds: Number(env.MATCH_RECONNECT_SECONDS) || RECONNECT_SECONDS,
    loadMatch: loadFriendlyMatch,
    saveResult: saveFriendlyResult,
    snapshots: liveSnapshotStore,
    kind: friendlyKind({
      timeoutMs: FRIENDLY.timeoutSeconds * 1000,
      quarterBreakMs: FRIENDLY.quarterBreakSeconds * 1000,
      halfTimeMs: FRIENDLY.halfTimeSeconds * 1000,
      tipOffMs: FRIENDLY.tipOffSeconds * 1000,
      returnMs: FRIENDLY.returnSeconds * 1000,
      maxSpectators: LIVE_CENTRE.maxSpectators,
    }),
  };
}
