/**
 * Playing a live match out at once (the coach never came back, or the room is
 * shutting down): a side whose manager has a plan is coached by it, the AI
 * coaches the rest. Every step the room takes is logged as it would be live:
 * the sides handed to the AI, the plan's lines and commands, the clock
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
import { autopilotCommand, type SideCoaching } from './side-coaching.js';

const SIDES: readonly Side[] = ['home', 'away'];

export function playOutLogged(
  engine: MatchState,
  rng: Rng,
  record: (command: ManagerCommand, side?: Side) => void,
  coaching?: SideCoaching,
): void {
  const logged = (command: ManagerCommand, side?: Side) => {
    if (applyCommand(engine, side ?? 'home', command, MATCH_RULES).ok) record(command, side);
  };
  const planned = SIDES.filter((side) => engine[side].managed && coaching?.leaveToPlan(side) === true);
  for (const side of SIDES) {
    if (!engine[side].managed) continue;
    if (!planned.includes(side)) logged({ type: 'handover', to: 'ai' }, side);
    // Nobody is there to be idle: the AI never steps in for the plan.
    else if (engine[side].idleHandover !== null) logged(autopilotCommand({ mode: 'plan', idleMinutes: null }), side);
  }
  const scratch: MatchEvent[] = [];
  // A hard bound: no real game needs more than 40 overtimes.
  for (let guard = 0; guard < 100_000 && engine.status !== 'finished'; guard += 1) {
    if (engine.status === 'playing') for (const side of planned) for (const command of coaching?.decide(side) ?? []) logged(command, side);
    if (engine.status === 'break') logged({ type: 'continue' });
    else if (engine.status !== 'playing') logged({ type: 'play' });
    else stepInto(engine, MATCH_RULES, rng, scratch);
    scratch.length = 0;
  }
}
