/**
 * Playing a live match out at once with the AI coaching both sides (the
 * coach never came back, or the room is shutting down), every step the room
 * takes logged as it would be live: the sides handed to the AI, the clock
 * started, each break continued. So the match's record replays it exactly
 * (a friendly's replay), as it does a match played to the end live.
 */
import {
  applyCommand,
  MATCH_RULES,
  stepInto,
  type ManagerCommand,
  type MatchEvent,
  type MatchState,
  type Rng,
  type Side,
} from '@hardwood/shared';

const SIDES: readonly Side[] = ['home', 'away'];

export function playOutLogged(engine: MatchState, rng: Rng, record: (command: ManagerCommand, side?: Side) => void): void {
  const logged = (command: ManagerCommand, side?: Side) => {
    applyCommand(engine, side ?? 'home', command, MATCH_RULES);
    record(command, side);
  };
  for (const side of SIDES) if (engine[side].managed) logged({ type: 'handover', to: 'ai' }, side);
  const scratch: MatchEvent[] = [];
  // A hard bound: no real game needs more than 40 overtimes.
  for (let guard = 0; guard < 100_000 && engine.status !== 'finished'; guard += 1) {
    if (engine.status === 'break') logged({ type: 'continue' });
    else if (engine.status !== 'playing') logged({ type: 'play' });
    else stepInto(engine, MATCH_RULES, rng, scratch);
    scratch.length = 0;
  }
}
