/**
 * One game second: the AI coach's checks, maybe one possession event,
 * then the clock and period flow. Pure apart from mutating the given state and
 * drawing from the given RNG; no globals, no I/O.
 */
import type { Rng } from '../rng.js';
import { aiCoaches, aiSubstitutions, aiTactics } from './coach.js';
import { emit } from './emit.js';
import { settleFatigue } from './fatigue.js';
import { checkInjuries } from './injury.js';
import type { MatchRules } from './match-rules.js';
import { resolvePossession } from './possession.js';
import type { MatchEvent, MatchState } from './types.js';

const clamp = (v: number, lo: number, hi: number) => (v < lo ? lo : v > hi ? hi : v);

/** Quarter-break recovery: 10 to 15, more for fit and happy players (part 1 §4). */
export function breakRecovery(state: MatchState, rng: Rng, rules: MatchRules): void {
  settleFatigue(state, rules);
  for (const team of [state.home, state.away]) {
    for (const p of team.players) {
      const base = rules.quarterRecoveryMin + rng.next() * (rules.quarterRecoveryMax - rules.quarterRecoveryMin);
      const adjust = (p.fitness - 75) / 25 + (p.morale - 50) / 50;
      p.energy = clamp(p.energy + base + adjust, rules.energyFloor, rules.energyCap);
    }
  }
}

function endPeriod(state: MatchState, rules: MatchRules, rng: Rng, events: MatchEvent[]): void {
  settleFatigue(state, rules);
  emit(state, events, 'period_end', state.possession);
  if (state.period >= rules.quarters && state.score.home !== state.score.away) {
    state.status = 'finished';
    emit(state, events, 'game_end', state.score.home > state.score.away ? 'home' : 'away');
    return;
  }
  // After Q1-Q3, and after a tied Q4 or overtime: a break until someone continues.
  // Players recover as the break starts, so the break shows the fresher legs.
  state.status = 'break';
  breakRecovery(state, rng, rules);
}

/** Starts the next period after a break (the manager's "Continue", or the AI at once). */
export function startNextPeriod(state: MatchState, rules: MatchRules): void {
  if (state.status !== 'break') return;
  state.period += 1;
  state.clock = state.period > rules.quarters ? rules.overtimeSeconds : rules.quarterSeconds;
  state.status = 'playing';
}

/** `step`, writing its events into a list the caller owns (bulk simulation reuses one). */
export function stepInto(state: MatchState, rules: MatchRules, rng: Rng, events: MatchEvent[]): void {
  if (state.status !== 'playing') return;
  state.elapsed += 1;
  state.clock -= 1;
  if (state.elapsed % rules.injury.checkEvery === 0) {
    settleFatigue(state, rules);
    checkInjuries(state, rng, rules, events);
  }
  if (state.elapsed % rules.aiSubstitutionEvery === 0) {
    settleFatigue(state, rules);
    if (aiCoaches(state, state.home, rules)) aiSubstitutions(state, state.home, rules, events);
    if (aiCoaches(state, state.away, rules)) aiSubstitutions(state, state.away, rules, events);
  }
  // Tactics stay the manager's own choice: the AI changes them for AI sides only.
  if (state.elapsed % rules.aiTacticsEvery === 0) {
    if (!state.home.managed) aiTactics(state, state.home, events);
    if (!state.away.managed) aiTactics(state, state.away, events);
  }
  const unequal = state.home.onCourt.length !== state.away.onCourt.length;
  if (rng.chance(unequal ? rules.eventChanceUnequal : rules.eventChance)) resolvePossession(state, rng, rules, events);
  if (state.clock <= 0) endPeriod(state, rules, rng, events);
}

/** Advances one game second while playing; returns the events it produced. */
export function step(state: MatchState, rules: MatchRules, rng: Rng): MatchEvent[] {
  const events: MatchEvent[] = [];
  stepInto(state, rules, rng, events);
  return events;
}
