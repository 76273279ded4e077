/** Every change to the box score and the score goes through one event and the shared reducer. */
import { applyEvent } from './box-score.js';
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
  const event: MatchEvent = { t: state.elapsed, period: state.period, clock: state.clock, type, side };
  if (player) event.playerId = player.id;
  if (other) event.otherId = other.id;
  if (detail) Object.assign(event, detail);
  applyEvent(event, player?.stats, other?.stats);
  if (event.points) state.score[side] += event.points;
  if (state.recordEvents) state.events.push(event);
  events.push(event);
  return event;
}
