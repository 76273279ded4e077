/**
 * A room's side coaching as its setup asks: each coached side's plan, and its
 * manager's autopilot (off unless he chose otherwise: the AI never takes a
 * present manager's side behind his back).
 */
import type { MatchState, Side } from '@hardwood/shared';
import type { LiveMatchSetup } from './deps.js';
import { AUTOPILOT_OFF, SideCoaching, type AutopilotChoice } from './side-coaching.js';

export function roomCoaching(engine: MatchState, setup: LiveMatchSetup, coachedSides: readonly Side[], resumed: boolean): SideCoaching {
  const plans = setup.plans ?? {};
  const choices: Partial<Record<Side, AutopilotChoice>> = {};
  for (const side of coachedSides) {
    const chosen = setup.autopilot?.[side] ?? AUTOPILOT_OFF;
    // A resumed match goes on with the autopilot its engine carries (he may have changed it during the match).
    const handover = engine[side].idleHandover;
    choices[side] = !resumed
      ? chosen
      : typeof handover === 'number'
        ? { mode: 'ai-after', idleMinutes: Math.round(handover / 60) }
        : chosen.mode === 'ai-after'
          ? AUTOPILOT_OFF
          : chosen;
  }
  return new SideCoaching(engine, plans, choices);
}
