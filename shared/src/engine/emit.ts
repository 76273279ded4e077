/** Every change to the box score and the score goes through one event and the shared reducer. */
import { applyStats } from './box-score.js';
import type { EnginePlayer, MatchEvent, MatchEventType, MatchState, Side } from './types.js';

export function emit(
  state: MatchState,
  events: MatchEvent[],
  type: MatchEventType,
  side: Side,
  player?: EnginePlayer,
  other?: EnginePlayer,
  detail?: Pick<
    MatchEvent,
    'offensive' | 'points' | 'tactics' | 'injury' | 'intentional' | 'reason' | 'instruction' | 'on' | 'note' | 'byAi'
  >,
): MatchEvent {
  // Built whole, the players' ids included, rather than added to: a property
  // added to an object literal in V8 allocates a second block for it.
  const { elapsed: t, period, clock } = state;
  const event: MatchEvent = player
    ? other
      ? { t, period, clock, type, side, playerId: player.id, otherId: other.id }
      : { t, period, clock, type, side, playerId: player.id }
    : other
      ? { t, period, clock, type, side, otherId: other.id }
      : { t, period, clock, type, side };
  // Only a detail adds points; read from it, whose few shapes keep this read
  // quick (the events' own shapes are many).
  let points: number | undefined;
  if (detail) {
    Object.assign(event, detail);
    points = detail.points;
  }
  applyStats(type, points, player?.stats, other?.stats);
  if (points) {
    // A fixed property each way: `score[side]` by a changing name is slow in V8.
    if (side === 'home') state.score.home += points;
    else state.score.away += points;
  }
  if (state.recordEvents) state.events.push(event);
  events.push(event);
  return event;
}
