/**
 * A manager's league or cup match, played live from his office. It is his
 * match alone: he opens the room with his token and commands his side, the
 * engine's AI the other, and the clock is his (Play, Pause, Continue): nothing
 * moves until he plays. If he drops, the clock stops and his seat is held for
 * the whole reconnect window; if he is not back, the rest of the match is
 * played out at once (by his plan, else the AI) so his matchday is not left
 * waiting. If he left his side to his plan on purpose, nobody waits: the plan
 * plays on at the match's pace, breaks ending by themselves as a watcher
 * would see them. The match's start and log are kept (the plan editor reviews
 * the last match played live), and a result saved with him away is his
 * matchday to process, since nobody is there to press Close & Save. His
 * career abandoned, the match has nowhere to go: the room closes.
 */
import type { Side } from '@hardwood/shared';
import { MAX_SPECTATORS } from '../limits.js';
import { coachCreator, planBreakPauseMs } from '../room-options.js';
import type { RoomKind } from './index.js';

export function careerKind(): RoomKind {
  return {
    name: 'career',
    createdByClients: true,
    creatorOf: (options, tokens) => coachCreator(tokens, options),
    // The room's creator is the manager whose match it is (the API's loadMatch checked it).
    commanders: (setup, creatorId) => new Map<string, Side>(setup.managedSide ? [[creatorId, setup.managedSide]] : []),
    maxSpectators: MAX_SPECTATORS,
    tipOff: 'coach-play',
    stops: null,
    refusal: () => null,
    breakPauseMs: (engine, tickMs, leftToPlan) => (leftToPlan ? planBreakPauseMs(engine, tickMs) : null),
    absentCoach: { atOpening: 'joining', leftToPlan: 'plays-on', notBack: 'play-out-at-once' },
    keepsRecord: true,
    closesWithCareer: true,
    resultSaved: (deps, setup, everyCoachHere) => {
      if (setup.managedSide !== null && !everyCoachHere) deps.resultSavedUnattended?.(setup.matchId);
    },
  };
}
