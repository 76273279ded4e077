/**
 * A league match between two managers, on the league's calendar. It tips off
 * at its time whoever is there, so the server opens the room then (the
 * calendar in this process, by its secret; a client only ever joins it) and
 * no coach is waited for: a side whose manager is not there is coached by his
 * game plan (else the AI) from the tip-off, and he takes it over whenever he
 * comes. With nobody in the room to get ready, the tip-off stop is over as
 * the room opens. Once there, it is a friendly's game between two coaches: each
 * commands his side, the room runs the stops (head-to-head.ts) and a dropped
 * coach's holds come out of the same budget, so neither can freeze the other's
 * game. Its result counts as a career match's does: the start and log are
 * kept, and a result saved with a coach away is told as a career match's is,
 * so the API can process his matchday for him. It belongs to the league, not
 * to one career: a coach's career abandoned, it plays on.
 */
import type { HeadToHeadRules } from '../deps.js';
import { serverCreator } from '../room-options.js';
import type { RoomKind } from './index.js';
import { clockCommandRefusal, setupCoaches } from './two-coaches.js';

export interface LeagueRules {
  /** Proves a room creation comes from the league's calendar in this process, never from a client's options. */
  secret: string;
  /** The stops between the two coaches, as a friendly's (its tip-off countdown runs from the room's opening). */
  stops: HeadToHeadRules;
}

export function leagueKind(rules: LeagueRules): RoomKind {
  const { secret, stops } = rules;
  return {
    name: 'league',
    createdByClients: false,
    creatorOf: (options) => serverCreator(secret, options),
    commanders: (setup) => setupCoaches(setup),
    maxSpectators: stops.maxSpectators,
    tipOff: 'countdown',
    stops,
    refusal: (type) => clockCommandRefusal(type, 'a league match'),
    // The stops end its breaks.
    breakPauseMs: () => null,
    absentCoach: { atOpening: 'plan', leftToPlan: 'held', leftOnPurpose: 'plays-on', notBack: 'plan-until-back' },
    keepsRecord: true,
    closesWithCareer: false,
    resultSaved: (deps, setup, everyCoachHere) => {
      if (!everyCoachHere) deps.resultSavedUnattended?.(setup.matchId);
    },
  };
}
