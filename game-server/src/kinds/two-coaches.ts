/**
 * What the kinds with a coach on each side (a friendly, a league match between
 * managers) share: who commands which side comes from the setup's two
 * coaches, and with no pause button the clock is the room's to stop and
 * restart (head-to-head.ts), so a coach's pause, play and continue are refused.
 */
import type { Side } from '@hardwood/shared';
import type { LiveMatchSetup } from '../deps.js';
import type { Coaches } from '../room-seats.js';

/** The setup's coaches by side: each commands his side only. */
export function setupCoaches(setup: LiveMatchSetup): Coaches {
  const coaches = new Map<string, Side>();
  for (const side of ['home', 'away'] as const) {
    const coach = setup.coaches?.[side];
    if (coach) coaches.set(coach, side);
  }
  return coaches;
}

/** The refusal of a clock command in a match whose stops the room runs; `match` names it ("a friendly"). */
export function clockCommandRefusal(type: string, match: string): string | null {
  if (type === 'pause') return `There is no pause in ${match}: call a timeout instead`;
  if (type === 'play' || type === 'continue')
    return 'The game starts again by itself when the stop is over, or once both coaches are ready';
  return null;
}
