/**
 * Timeouts, as FIBA gives them: each side has FRIENDLY.timeoutsPerHalf in
 * each half and FRIENDLY.timeoutsPerOvertime in each overtime, unused ones
 * lost when the half ends. A timeout stops a running clock; the room holds
 * the stop and starts the clock again. The count lives in the match state
 * (`EngineTeam.timeouts`), so a match replayed from its log or resumed
 * after a crash knows how many each side has left.
 */
import { FRIENDLY } from '../rules.js';
import type { MatchRules } from './match-rules.js';
import { teamOf } from './roster.js';
import type { MatchState, Side } from './types.js';

/** The allowance a period belongs to: the first half (Q1-Q2), the second (Q3-Q4), or an overtime of its own. */
export function timeoutWindow(period: number, rules: Pick<MatchRules, 'quarters'>): number {
  if (period > rules.quarters) return period;
  return period <= rules.quarters / 2 ? 1 : 2;
}

/** Timeouts a window allows each side. */
export function timeoutsAllowed(period: number, rules: Pick<MatchRules, 'quarters'>): number {
  return period > rules.quarters ? FRIENDLY.timeoutsPerOvertime : FRIENDLY.timeoutsPerHalf;
}

/** Timeouts `side` may still call in the current half or overtime. */
export function timeoutsLeft(state: MatchState, side: Side, rules: Pick<MatchRules, 'quarters'>): number {
  const window = timeoutWindow(state.period, rules);
  const used = (teamOf(state, side).timeouts ?? []).filter((period) => timeoutWindow(period, rules) === window).length;
  return Math.max(0, timeoutsAllowed(state.period, rules) - used);
}

/** Why `side` may not call a timeout now, or null when it may. */
export function timeoutError(state: MatchState, side: Side, rules: Pick<MatchRules, 'quarters'>): string | null {
  if (state.status === 'finished') return 'The game is over';
  if (state.status !== 'playing') return 'The clock is already stopped: a timeout stops a running clock';
  if (timeoutsLeft(state, side, rules) > 0) return null;
  const allowed = timeoutsAllowed(state.period, rules);
  return state.period > rules.quarters
    ? `No timeouts left in this overtime (${allowed} an overtime)`
    : `No timeouts left this half (${allowed} a half)`;
}
