/**
 * What a match room needs from the rest of the game, injected by the API so
 * the game server never touches the store itself (and tests can fake it).
 */
import type { EngineTeamInput, MatchState, Side } from '@hardwood/shared';
import type { LiveTokenSigner } from './token.js';

export interface LiveMatchSetup {
  matchId: string;
  /** The manager's side; the other is the engine's AI coach. */
  managedSide: Side;
  home: EngineTeamInput;
  away: EngineTeamInput;
  seed: number;
  matchday: number;
  round: number;
}

export interface LiveMatchDeps {
  tokens: LiveTokenSigner;
  /**
   * The match as the manager may start it live: their own unplayed match on
   * the next matchday with nothing pending in the office. Throws an Error
   * whose message the client sees otherwise.
   */
  loadMatch(matchId: string, userId: string): Promise<LiveMatchSetup>;
  /** Records the finished match (scores, player lines, events, seed); a repeat changes nothing. */
  saveResult(matchId: string, state: MatchState): Promise<void>;
  /** Room milliseconds per game second; 100 unless a test or load run sets MATCH_TICK_MS. */
  tickMs: number;
  /** How often the room's interval ticks; `tickMs` unless a test drives `tick()` itself. */
  simulationIntervalMs?: number;
  /** How long a dropped manager's seat is held, in seconds. */
  reconnectSeconds: number;
  /** Measurement hook (the room benchmark): room milliseconds since the previous tick. */
  onTick?: (elapsedMs: number) => void;
}
