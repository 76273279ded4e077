/**
 * The end of a game as real basketball plays it (fourth quarter and
 * overtime): a trailing side pushes the pace and hunts threes as the deficit
 * grows and the time runs out, and fouls to stop the clock in the last
 * possessions; a leading side runs the shot clock; a decided game brings the
 * benches on. The AI coach does all of it for the sides it coaches; the
 * manager gives the same choices as instructions (`instructionError` says
 * when one makes no sense). Everything here reads the state and draws only
 * from the match's RNG, so a game stays the same game for the same seed.
 */
import type { Rng } from '../rng.js';
import { aiCoaches, substitute } from './coach.js';
import { emit } from './emit.js';
import type { MatchRules } from './match-rules.js';
import { courtOf, otherSide, pointsOf, teamOf } from './roster.js';
import type { EnginePlayer, EngineTeam, LateInstruction, MatchEvent, MatchState, Side } from './types.js';

/** Points ahead (negative when behind). */
export function marginFor(state: MatchState, side: Side): number {
  return pointsOf(state, side) - pointsOf(state, otherSide(side));
}

/** The fourth quarter or an overtime: the only time late-game play applies. */
export function isLate(state: MatchState, rules: MatchRules): boolean {
  return state.period >= rules.quarters;
}

/**
 * How hard a trailing side presses, 0 to 1: the points a minute it needs
 * over `pushFullRate`, nothing below `pushFrom`.
 */
export function pushUrgency(state: MatchState, side: Side, rules: MatchRules): number {
  const deficit = -marginFor(state, side);
  if (deficit <= 0 || !isLate(state, rules)) return 0;
  return urgencyOf(deficit, state.clock, rules);
}

/** `pushUrgency` of a deficit (points, more than none) with `clock` seconds left, late in the game. */
function urgencyOf(deficit: number, clock: number, rules: MatchRules): number {
  const u = deficit / Math.max(clock / 60, 0.5) / rules.lateGame.pushFullRate;
  return u < rules.lateGame.pushFrom ? 0 : Math.min(1, u);
}

/** Decided: the margin is out of reach for the time left, so both AI coaches bring their benches on. */
export function isDecided(state: MatchState, rules: MatchRules): boolean {
  const late = rules.lateGame;
  return (
    isLate(state, rules) && Math.abs(state.score.home - state.score.away) >= late.decidedBase + (late.decidedPerMinute * state.clock) / 60
  );
}

/** The AI's judgement: a trailing side within a few possessions fouls once the time left is too short to defend normally. */
export function aiFoulsToStopClock(state: MatchState, side: Side, rules: MatchRules): boolean {
  return isLate(state, rules) && aiFoulsAt(-marginFor(state, side), state.clock, rules);
}

/** The AI's foul rule, late in the game, for a side `deficit` points behind with `clock` seconds left. */
function aiFoulsAt(deficit: number, clock: number, rules: MatchRules): boolean {
  const late = rules.lateGame;
  if (deficit <= 0 || deficit > late.foulMaxDeficit) return false;
  return clock <= Math.min(late.foulWindow, late.foulSecondsBase + late.foulSecondsPerPoint * deficit);
}

/** The AI's run-clock rule, late in the game, for a side `margin` points ahead with `clock` seconds left. */
function aiRunsClockAt(margin: number, clock: number, rules: MatchRules): boolean {
  return margin > 0 && clock <= rules.lateGame.runClockSeconds;
}

/** Why an instruction cannot be given now, or null when it can (turning one off is always allowed while the game is on). */
export function instructionError(
  state: MatchState,
  side: Side,
  instruction: LateInstruction,
  on: boolean,
  rules: MatchRules,
): string | null {
  if (state.status === 'finished') return 'The game is over';
  if (!on) return null;
  const margin = marginFor(state, side);
  switch (instruction) {
    case 'foul':
      if (margin >= 0)
        return margin > 0
          ? 'You are ahead: fouling would only give them free throws'
          : 'The game is level: fouling would only give them free throws';
      if (!isLate(state, rules) || state.clock > rules.lateGame.foulWindow)
        return `Fouling to stop the clock is for the last ${rules.lateGame.foulWindow / 60} minutes of the game`;
      return null;
    case 'run-clock':
      if (margin <= 0)
        return margin < 0 ? 'You are behind: running the clock would help them' : 'The game is level: nobody gains from running the clock';
      if (!isLate(state, rules)) return 'Running the clock is for the fourth quarter or overtime';
      return null;
    case 'rest':
      if (Math.abs(margin) < rules.lateGame.restMinMargin)
        return `The game is too close to rest the starters (a margin of ${rules.lateGame.restMinMargin} or more either way)`;
      return null;
  }
}

/** Does this side play `instruction` now: by the AI's judgement when the AI coaches it, by the manager's word (while it still makes sense) when he does. */
export function plays(state: MatchState, team: EngineTeam, instruction: LateInstruction, rules: MatchRules): boolean {
  return playsAt(state, team, instruction, marginFor(state, team.side), rules);
}

/** `plays` for a side `margin` points ahead (the late game's every second knows it already). */
function playsAt(state: MatchState, team: EngineTeam, instruction: LateInstruction, margin: number, rules: MatchRules): boolean {
  if (aiCoaches(state, team, rules)) {
    switch (instruction) {
      case 'foul':
        return isLate(state, rules) && aiFoulsAt(-margin, state.clock, rules);
      case 'run-clock':
        return isLate(state, rules) && aiRunsClockAt(margin, state.clock, rules);
      case 'rest':
        return isDecided(state, rules);
    }
  }
  if (team.instructions?.[instruction] !== true) return false;
  if (instruction === 'rest') return true;
  return isLate(state, rules) && (instruction === 'foul' ? margin < 0 && state.clock <= rules.lateGame.foulWindow : margin > 0);
}

/** The trailing side's urgency, for the sides the AI coaches (the manager sets his own pace with his tactics). */
function aiUrgency(state: MatchState, team: EngineTeam, rules: MatchRules): number {
  return aiCoaches(state, team, rules) ? pushUrgency(state, team.side, rules) : 0;
}

/** This second's chance of a possession event in the fourth quarter or overtime, from the base chance. */
export function lateEventChance(state: MatchState, base: number, rules: MatchRules): number {
  const offense = teamOf(state, state.possession);
  // This runs every late game second, so the score says first which plans can
  // apply: the defence fouls and the attack runs the clock only when the
  // attack leads; the attack pushes only when it trails (else no urgency:
  // the chance is the base).
  const lead = marginFor(state, offense.side);
  if (lead < 0) {
    // aiUrgency, its deficit known.
    const urgency = isLate(state, rules) && aiCoaches(state, offense, rules) ? urgencyOf(-lead, state.clock, rules) : 0;
    return base * (1 + rules.lateGame.pushPace * urgency);
  }
  if (lead === 0) return base;
  if (playsAt(state, teamOf(state, otherSide(state.possession)), 'foul', -lead, rules)) return rules.lateGame.foulEventChance;
  if (playsAt(state, offense, 'run-clock', lead, rules)) return base * rules.lateGame.runClockPace;
  return base;
}

/**
 * Whether, late in a game the AI coaches on both sides, the plans leave the
 * event chance at its base through the next `seconds` seconds of a quiet
 * run (the ball and the score stay put), as lateEventChance would find
 * second by second. Each plan starts once the clock is low enough (the
 * urgency grows as the time runs down) and then holds, so it is enough that
 * none has started at the run's last second. Not for a manager's side: his
 * instructions, and the AI taking his side over, go by other times.
 */
export function lateChanceStaysBase(state: MatchState, seconds: number, rules: MatchRules): boolean {
  if (state.home.managed || state.away.managed || !isLate(state, rules)) return false;
  const lead = marginFor(state, state.possession);
  const clock = state.clock - seconds;
  if (lead < 0) return urgencyOf(-lead, clock, rules) === 0;
  return lead === 0 || (!aiFoulsAt(lead, clock, rules) && !aiRunsClockAt(lead, clock, rules));
}

/** What is added to the attack's share of threes now. */
export function lateThreeShare(state: MatchState, offense: EngineTeam, rules: MatchRules): number {
  return isLate(state, rules) ? rules.lateGame.pushThreeShare * aiUrgency(state, offense, rules) : 0;
}

/** The attack's shot-quality factor now: rushed shots when pushing, late-clock shots when running the clock. */
export function lateShotFactor(state: MatchState, offense: EngineTeam, rules: MatchRules): number {
  if (!isLate(state, rules)) return 1;
  const late = rules.lateGame;
  const lead = marginFor(state, offense.side);
  const comfort =
    lead >= late.comfortFrom && aiCoaches(state, offense, rules)
      ? 1 - Math.min(late.comfortMaxPenalty, late.comfortPerPoint * (lead - late.comfortFrom + 1))
      : 1;
  if (plays(state, offense, 'run-clock', rules)) return late.runClockShotFactor * comfort;
  return (1 - late.pushShotPenalty * aiUrgency(state, offense, rules)) * comfort;
}

/** The defence fouls on purpose at this possession. */
export function foulsNow(state: MatchState, defense: EngineTeam, rules: MatchRules): boolean {
  return isLate(state, rules) && plays(state, defense, 'foul', rules);
}

/**
 * The foul to stop the clock: the defender with the fewest fouls fouls the
 * attacker the defence would most like at the line (the worst shooter), who
 * shoots two. Answers whether the last free throw went in (else the caller
 * plays the rebound). `freeThrowChance` is the engine's own.
 */
export function stopClockFoul(
  state: MatchState,
  rng: Rng,
  rules: MatchRules,
  events: MatchEvent[],
  attackers: readonly EnginePlayer[],
  defenders: readonly EnginePlayer[],
  freeThrowChance: (p: EnginePlayer) => number,
  foulOut: (player: EnginePlayer) => void,
): boolean {
  const side = state.possession;
  let fouler = defenders[0] as EnginePlayer;
  for (const d of defenders) if (d.stats.fouls < fouler.stats.fouls) fouler = d;
  let target = attackers[0] as EnginePlayer;
  for (const a of attackers) if (a.shooting < target.shooting) target = a;
  emit(state, events, 'foul', otherSide(side), fouler, target, { intentional: true });
  if (fouler.stats.fouls >= rules.foulOutLimit) foulOut(fouler);
  let lastMade = false;
  for (let i = 0; i < rules.lateGame.foulFreeThrows; i += 1) {
    const chance = freeThrowChance(target);
    lastMade = rng.chance(chance);
    const ft = lastMade
      ? emit(state, events, 'free_throw_made', side, target, undefined, { points: rules.freeThrowValue })
      : emit(state, events, 'free_throw_missed', side, target);
    if (state.recordEvents) ft.chance = chance;
  }
  return lastMade;
}

/**
 * Resting the starters: at a dead ball, up to a wave of the players on court
 * with the most minutes go off for the bench players with the fewest (who
 * have played less than them). Answers whether the side is resting (then the
 * usual fatigue substitutions wait).
 */
export function restWave(state: MatchState, team: EngineTeam, rules: MatchRules, events: MatchEvent[]): boolean {
  if (!plays(state, team, 'rest', rules)) return false;
  for (let n = 0; n < rules.lateGame.substitutionWave; n += 1) {
    let out: EnginePlayer | undefined;
    for (const p of courtOf(team)) if (!out || p.secondsPlayed > out.secondsPlayed) out = p;
    let incoming: EnginePlayer | undefined;
    for (const p of team.players) {
      if (p.slot !== null || p.fouledOut || p.injury !== null) continue;
      if (!incoming || p.secondsPlayed < incoming.secondsPlayed) incoming = p;
    }
    if (!out || !incoming || incoming.secondsPlayed >= out.secondsPlayed) break;
    substitute(state, team, out.id, incoming.id, rules, events, 'rest');
  }
  return true;
}

/** Says once in the feed when a side the AI coaches starts a late-game plan (and forgets it when the plan ends, to say it again). */
export function announceLatePlans(state: MatchState, rules: MatchRules, events: MatchEvent[]): void {
  announceFor(state, state.home, rules, events);
  announceFor(state, state.away, rules, events);
}

/**
 * One side's announcements. This runs at every late dead ball, so each plan
 * is spelled out rather than looped over by name (a lookup by a changing
 * name is slow); the order (push, run-clock, foul, rest) is the feed's and
 * that of `announced`'s keys.
 */
function announceFor(state: MatchState, team: EngineTeam, rules: MatchRules, events: MatchEvent[]): void {
  if (!aiCoaches(state, team, rules)) return;
  const push = pushUrgency(state, team.side, rules) >= 0.5;
  const runClock = plays(state, team, 'run-clock', rules);
  const foul = plays(state, team, 'foul', rules);
  const rest = plays(state, team, 'rest', rules);
  const said = (team.announced ??= {});
  if (push && !said.push) announce(state, team, 'push', events);
  said.push = push;
  if (runClock && !said['run-clock']) announce(state, team, 'run-clock', events);
  said['run-clock'] = runClock;
  if (foul && !said.foul) announce(state, team, 'foul', events);
  said.foul = foul;
  if (rest && !said.rest) announce(state, team, 'rest', events);
  said.rest = rest;
}

function announce(state: MatchState, team: EngineTeam, instruction: LateInstruction | 'push', events: MatchEvent[]): void {
  // A manager's side the AI coaches: the feed says the AI chose it, not him.
  emit(state, events, 'instruction', team.side, undefined, undefined, {
    instruction,
    on: true,
    ...(team.managed ? { byAi: true } : {}),
  });
}
