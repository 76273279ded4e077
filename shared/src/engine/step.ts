/**
 * One game second: the AI coach's checks, maybe one possession event,
 * then the clock and period flow. Pure apart from mutating the given state and
 * drawing from the given RNG; no globals, no I/O.
 */
import type { Rng } from '../rng.js';
import { aiCoaches, aiSubstitutions, aiTacticsCheck } from './coach.js';
import { emit } from './emit.js';
import { settleFatigue } from './fatigue.js';
import { checkInjuries } from './injury.js';
import type { MatchRules } from './match-rules.js';
import { announceLatePlans, isLate, lateChanceStaysBase, lateEventChance, restWave } from './late-game.js';
import { resolvePossession } from './possession.js';
import { teamOf } from './roster.js';
import { byPace } from './tactic-lookup.js';
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
  if (typeof team.waveAt === 'number' && state.elapsed - team.waveAt < rules.aiSubstitutionEvery) return;
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
  if (state.elapsed % rules.aiTacticsEvery === 0) aiTacticsCheck(state, rules, events);
  if (rng.chance(eventChance(state, rules))) resolvePossession(state, rng, rules, events);
  finishSecond(state, rules, rng, events, from);
}

/** This second's chance of a possession event. */
function eventChance(state: MatchState, rules: MatchRules): number {
  const base = baseEventChance(state, rules);
  return isLate(state, rules) ? lateEventChance(state, base, rules) : base;
}

/** The chance before the late game's plans: it changes only with an event (the ball, the numbers on court, the tactics). */
function baseEventChance(state: MatchState, rules: MatchRules): number {
  const unequal = state.home.onCourt.length !== state.away.onCourt.length;
  // The side with the ball sets the tempo of its possession.
  return (
    (unequal ? rules.eventChanceUnequal : rules.eventChance) *
    (1 + byPace(rules.matchups.tempo, teamOf(state, state.possession).tactics.pace))
  );
}

/** The rest of a second after its possession draw: the coaches at a dead ball (`from`: the second's first event), then the period's end. */
function finishSecond(state: MatchState, rules: MatchRules, rng: Rng, events: MatchEvent[], from: number): void {
  if (deadBallSince(events, from)) {
    settleFatigue(state, rules);
    coachAtDeadBall(state, state.home, rules, events);
    coachAtDeadBall(state, state.away, rules, events);
    if (isLate(state, rules)) announceLatePlans(state, rules, events);
  }
  if (state.clock <= 0) endPeriod(state, rules, rng, events);
}

/** Seconds after `elapsed` before the next multiple of `every`: the seconds that pass before that check is due. */
function secondsBefore(elapsed: number, every: number): number {
  return every - 1 - (elapsed % every);
}

/**
 * Bulk simulation's shortcut through quiet seconds, played exactly as
 * `stepInto` plays them: a second with no check due that does not end the
 * period and whose draw gives no possession event only runs the clock (most
 * of a game's seconds). Stops before a second that needs the whole step
 * (answers false); a second whose draw gives a possession event it plays to
 * its end (answers true).
 */
export function skipQuietSeconds(state: MatchState, rules: MatchRules, rng: Rng, events: MatchEvent[]): boolean {
  if (state.status !== 'playing') return false;
  const quiet = Math.min(
    secondsBefore(state.elapsed, rules.injury.checkEvery),
    secondsBefore(state.elapsed, rules.aiTacticsEvery),
    state.clock - 1,
  );
  if (!(quiet > 0)) return false;
  if (isLate(state, rules)) return skipLateQuietSeconds(state, rules, rng, events, quiet);
  // Before it nothing else changes in a quiet second: one chance for the run, drawn in one go.
  return drawQuietRun(state, rules, rng, events, eventChance(state, rules), quiet);
}

/** A run of up to `quiet` seconds of one `chance`, drawn in one go; the second whose draw gives a possession event played to its end. */
function drawQuietRun(state: MatchState, rules: MatchRules, rng: Rng, events: MatchEvent[], chance: number, quiet: number): boolean {
  const seconds = rng.firstBelow(chance, quiet);
  state.elapsed += seconds > 0 ? seconds : quiet;
  state.clock -= seconds > 0 ? seconds : quiet;
  return seconds > 0 && playPossessionSecond(state, rules, rng, events);
}

/** `skipQuietSeconds` late in the game, where the plans move the chance with the clock and the score: it is worked out second by second. */
function skipLateQuietSeconds(state: MatchState, rules: MatchRules, rng: Rng, events: MatchEvent[], quiet: number): boolean {
  const base = baseEventChance(state, rules);
  // Before the plans start, one chance for the run, drawn in one go.
  if (lateChanceStaysBase(state, quiet, rules)) return drawQuietRun(state, rules, rng, events, base, quiet);
  for (let s = 0; s < quiet; s += 1) {
    state.elapsed += 1;
    state.clock -= 1;
    if (rng.chance(lateEventChance(state, base, rules))) return playPossessionSecond(state, rules, rng, events);
  }
  return false;
}

/** The rest of a second whose draw gave a possession event. */
function playPossessionSecond(state: MatchState, rules: MatchRules, rng: Rng, events: MatchEvent[]): true {
  const from = events.length;
  resolvePossession(state, rng, rules, events);
  finishSecond(state, rules, rng, events, from);
  return true;
}

/** Advances one game second while playing; returns the events it produced. */
export function step(state: MatchState, rules: MatchRules, rng: Rng): MatchEvent[] {
  const events: MatchEvent[] = [];
  stepInto(state, rules, rng, events);
  return events;
}
