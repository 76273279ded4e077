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
import { announceLatePlans, isLate, lateEventChance, restWave } from './late-game.js';
import { resolvePossession } from './possession.js';
import { teamOf } from './roster.js';
import type { EngineTeam, MatchEvent, MatchState } from './types.js';

const clamp = (v: number, lo: number, hi: number) => (v < lo ? lo : v > hi ? hi : v);

/** Quarter-break recovery: 10 to 15, more for fit and happy players. */
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

/** The ball is dead after a foul, a turnover or a made basket: when coaches may substitute. */
function deadBallSince(events: readonly MatchEvent[], from: number): boolean {
  for (let i = from; i < events.length; i += 1) {
    const type = (events[i] as MatchEvent).type;
    if (type === 'foul' || type === 'turnover' || type === 'two_made' || type === 'three_made') return true;
  }
  return false;
}

/** The AI coach's wave at a dead ball, at most one every `aiSubstitutionEvery` seconds a side: rest the starters in a decided game, else the tired and the fouled. */
function coachAtDeadBall(state: MatchState, team: EngineTeam, rules: MatchRules, events: MatchEvent[]): void {
  if (team.waveAt !== undefined && state.elapsed - team.waveAt < rules.aiSubstitutionEvery) return;
  const ai = aiCoaches(state, team, rules);
  // The manager's own "rest the starters" is carried out at dead balls too.
  if (!ai && team.instructions?.rest !== true) return;
  team.waveAt = state.elapsed;
  const from = events.length;
  if (!restWave(state, team, rules, events) && ai) aiSubstitutions(state, team, rules, events);
  if (ai && team.managed) markByAi(events, from, team.side);
}

/** The events from `from` on that the AI made for a manager's side: his changes, made by the AI, are said to be its. */
export function markByAi(events: MatchEvent[], from: number, side: EngineTeam['side']): void {
  for (let i = from; i < events.length; i += 1) {
    const event = events[i] as MatchEvent;
    if (event.side === side && (event.type === 'substitution' || event.type === 'instruction')) event.byAi = true;
  }
}

/** `step`, writing its events into a list the caller owns (bulk simulation reuses one). */
export function stepInto(state: MatchState, rules: MatchRules, rng: Rng, events: MatchEvent[]): void {
  if (state.status !== 'playing') return;
  const from = events.length;
  state.elapsed += 1;
  state.clock -= 1;
  if (state.elapsed % rules.injury.checkEvery === 0) {
    settleFatigue(state, rules);
    checkInjuries(state, rng, rules, events);
  }
  // Tactics stay the manager's own choice: the AI changes them for AI sides only.
  if (state.elapsed % rules.aiTacticsEvery === 0) {
    if (!state.home.managed) aiTactics(state, state.home, rules, events);
    if (!state.away.managed) aiTactics(state, state.away, rules, events);
  }
  const unequal = state.home.onCourt.length !== state.away.onCourt.length;
  // The side with the ball sets the tempo of its possession.
  const base =
    (unequal ? rules.eventChanceUnequal : rules.eventChance) * (1 + rules.matchups.tempo[teamOf(state, state.possession).tactics.pace]);
  if (rng.chance(isLate(state, rules) ? lateEventChance(state, base, rules) : base)) resolvePossession(state, rng, rules, events);
  if (deadBallSince(events, from)) {
    settleFatigue(state, rules);
    coachAtDeadBall(state, state.home, rules, events);
    coachAtDeadBall(state, state.away, rules, events);
    if (isLate(state, rules)) announceLatePlans(state, rules, events);
  }
  if (state.clock <= 0) endPeriod(state, rules, rng, events);
}

/** Advances one game second while playing; returns the events it produced. */
export function step(state: MatchState, rules: MatchRules, rng: Rng): MatchEvent[] {
  const events: MatchEvent[] = [];
  stepInto(state, rules, rng, events);
  return events;
}
