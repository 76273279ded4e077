/**
 * A friendly between two managers: either may open the room with his token,
 * each commands his own side, and neither owns the clock. With no pause
 * button the room runs the stops (head-to-head.ts): the tip-off once both
 * coaches are in (or replaced), timeouts, breaks that end by themselves, and
 * a dropped coach's holds within his budget, so neither can freeze the game
 * for the other. A friendly is arranged for both to coach it, so the tip-off
 * waits for a coach who has not come yet as for one who dropped; one not
 * back in time has his side coached by his plan (else the AI) until he
 * returns, since the other coach plays on live. The start and log are kept
 * for its replay; its result is nobody's matchday, so nothing follows the
 * save, and it plays on whatever happens to a career (it needs none once started).
 */
import { coachCreator } from '../room-options.js';
import type { HeadToHeadRules } from '../deps.js';
import type { RoomKind } from './index.js';
import { clockCommandRefusal, setupCoaches } from './two-coaches.js';

export function friendlyKind(stops: HeadToHeadRules): RoomKind {
  return {
    name: 'friendly',
    createdByClients: true,
    creatorOf: (options, tokens) => coachCreator(tokens, options),
    commanders: (setup) => setupCoaches(setup),
    maxSpectators: stops.maxSpectators,
    tipOff: 'countdown',
    stops,
    refusal: (type) => clockCommandRefusal(type, 'a friendly'),
    // The stops end its breaks.
    breakPauseMs: () => null,
    absentCoach: { atOpening: 'held', leftToPlan: 'held', notBack: 'plan-until-back' },
    keepsRecord: true,
    closesWithCareer: false,
    resultSaved: () => undefined,
  };
}
