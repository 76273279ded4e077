/**
 * A Live Centre exhibition: AI against AI, for anyone to watch. Nobody coaches
 * it, so nobody is waited for: the programme in this process opens the room
 * (by its secret; a client only ever joins a match already live), the game
 * tips off as the room opens, a resumed one plays on at once, and every break
 * ends by itself after its pause. A spectator's pass is all anyone has. Its
 * result is a programme's, no manager's: nothing beyond the save, and no
 * record (nobody replays an exhibition).
 */
import type { ExhibitionRules } from '../deps.js';
import { breakPauseMs, serverCreator } from '../room-options.js';
import type { RoomKind } from './index.js';

export function liveCentreKind(rules: ExhibitionRules): RoomKind {
  return {
    name: 'live-centre',
    createdByClients: false,
    creatorOf: (options) => serverCreator(rules.secret, options),
    commanders: () => new Map(),
    maxSpectators: rules.maxSpectators,
    tipOff: 'at-once',
    stops: null,
    refusal: () => null,
    breakPauseMs: (engine) => breakPauseMs(engine, rules),
    absentCoach: null,
    keepsRecord: true,
    closesWithCareer: false,
    resultSaved: () => undefined,
  };
}
