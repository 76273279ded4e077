/**
 * A fast deep copy of a match state, for the replay's checkpoints and the
 * decision review's thousands of continuations. `structuredClone` walks the
 * state generically and costs several times more; this copies the shape the
 * engine has. Every object is copied with its own fields spread (a field the
 * engine adds later is carried along); the nested objects the engine changes
 * in place (stats, tactics, the lists and records of a team) are copied too.
 * A test checks that no object of the copy is shared with the original, so a
 * nested field added to the engine without a copy here fails it.
 */
import type { EnginePlayer, EngineTeam, MatchState } from '../engine/types.js';

function clonePlayer(player: EnginePlayer): EnginePlayer {
  const copy: EnginePlayer = { ...player, stats: { ...player.stats } };
  if (player.injury) copy.injury = { ...player.injury };
  return copy;
}

function cloneTeam(team: EngineTeam): EngineTeam {
  const copy: EngineTeam = { ...team, tactics: { ...team.tactics }, players: team.players.map(clonePlayer), onCourt: team.onCourt.slice() };
  if (team.instructions) copy.instructions = { ...team.instructions };
  if (team.announced) copy.announced = { ...team.announced };
  if (team.timeouts) copy.timeouts = team.timeouts.slice();
  return copy;
}

/**
 * A copy of `state` that plays on without touching the original. `events`:
 * 'share' keeps the event record (a new list of the same event objects, which
 * the engine never changes once emitted: read them, do not change them);
 * 'drop' starts the copy with none and with recording off (bulk play).
 */
export function cloneMatchState(state: MatchState, events: 'share' | 'drop' = 'share'): MatchState {
  return {
    ...state,
    rng: state.rng.slice(),
    home: cloneTeam(state.home),
    away: cloneTeam(state.away),
    score: { ...state.score },
    events: events === 'share' ? state.events.slice() : [],
    recordEvents: events === 'share' ? state.recordEvents : false,
  };
}
