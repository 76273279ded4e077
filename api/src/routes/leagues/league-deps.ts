/**
 * The league room's dependencies, bound to the store: the match room's
 * league kind (two coaches, opened by the calendar at the tip-off, an absent
 * manager's side coached by his plan), a friendly's stops between the
 * coaches, crash recovery through the same records as every live match, and
 * its result saved as a career match's (the calendar processes the round
 * once its last match has ended, so nothing is processed per match here).
 */
import { randomBytes } from 'node:crypto';
import { leagueKind, type LiveMatchDeps, type LiveTokenSigner } from '@hardwood/game-server';
import { FRIENDLY, LEAGUE_RULES, LIVE_CENTRE, TICK_MS } from '@hardwood/shared';
import { liveSnapshotStore } from '../../domain/live/live-snapshots.js';
import { saveLiveResult } from '../../domain/live/live-match.service.js';
import { loadLeagueMatch } from '../../domain/leagues/league-match.service.js';

/** The calendar's proof, made once per process: a room's creation options carry it, a client cannot guess it. */
export const LEAGUE_ROOM_SECRET = randomBytes(24).toString('hex');

export function leagueMatchDeps(tokens: LiveTokenSigner, env: Readonly<Record<string, string | undefined>> = process.env): LiveMatchDeps {
  const fromEnv = Number(env.MATCH_TICK_MS);
  const tickMs = Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : TICK_MS;
  // The stops are in step with the game: a test or load run that plays a game second faster shortens its breaks alike.
  const ms = (seconds: number) => Math.round((seconds * 1000 * tickMs) / TICK_MS);
  return {
    tokens,
    // MATCH_TICK_MS and MATCH_RECONNECT_SECONDS are for tests and load runs only.
    tickMs,
    reconnectSeconds: Number(env.MATCH_RECONNECT_SECONDS) || LEAGUE_RULES.dropHoldSeconds,
    loadMatch: (matchId) => loadLeagueMatch(matchId),
    saveResult: saveLiveResult,
    snapshots: liveSnapshotStore,
    kind: leagueKind({
      secret: LEAGUE_ROOM_SECRET,
      stops: {
        timeoutMs: ms(FRIENDLY.timeoutSeconds),
        quarterBreakMs: ms(FRIENDLY.quarterBreakSeconds),
        halfTimeMs: ms(FRIENDLY.halfTimeSeconds),
        tipOffMs: ms(FRIENDLY.tipOffSeconds),
        returnMs: ms(FRIENDLY.returnSeconds),
        maxSpectators: LIVE_CENTRE.maxSpectators,
      },
    }),
  };
}
