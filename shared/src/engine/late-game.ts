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
import { onCourtPlayers, otherSide, teamOf } from './roster.js';
import type { EnginePlayer, EngineTeam, LateInstruction, MatchEvent, MatchState, Side } from './types.js';

/** Points ahead (negative when behind). */
export function marginFor(state: MatchState, side: Side): number {
  return state.score[side] - state.score[otherSide(side)];
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
  const u = deficit / Math.max(state.clock / 60, 0.5) / rules.lateGame.pushFullRate;
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
  const late = rules.lateGame;
  const deficit = -marginFor(state, side);
  if (!isLate(state, rules) || deficit <= 0 || deficit > late.foulMaxDeficit) return false;
  return state.clock <= Math.min(late.foulWindow, late.foulSecondsBase + late.foulSecondsPerPoint * deficit);
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
  if (aiCoaches(state, team, rules)) {
    switch (instruction) {
      case 'foul':
        return aiFoulsToStopClock(state, team.side, rules);
      case 'run-clock':
        return isLate(state, rules) && marginFor(state, team.side) > 0 && state.clock <= rules.lateGame.runClockSeconds;
      case 'rest':
        return isDecided(state, rules);
    }
  }
  if (team.instructions?.[instruction] !== true) return false;
  if (instruction === 'rest') return true;
  const margin = marginFor(state, team.side);
  return isLate(state, rules) && (instruction === 'foul' ? margin < 0 && state.clock <= rules.lateGame.foulWindow : margin > 0);
}

/** The trailing side's urgency, for the sides the AI coaches (the manager sets his own pace with his tactics). */
function aiUrgency(state: MatchState, team: EngineTeam, rules: MatchRules): number {
  return aiCoaches(state, team, rules) ? pushUrgency(state, team.side, rules) : 0;
}

/** This second's chance of a possession event in the fourth quarter or overtime, from the base chance. */
export function lateEventChance(state: MatchState, base: number, rules: MatchRules): number {
  const offense = teamOf(state, state.possession);
  const defense = teamOf(state, otherSide(state.possession));
  if (plays(state, defense, 'foul', rules)) return rules.lateGame.foulEventChance;
  if (plays(state, offense, 'run-clock', rules)) return base * rules.lateGame.runClockPace;
  return base * (1 + rules.lateGame.pushPace * aiUrgency(state, offense, rules));
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
    lastMade = rng.chance(freeThrowChance(target));
    if (lastMade) emit(state, events, 'free_throw_made', side, target, undefined, { points: rules.freeThrowValue });
    else emit(state, events, 'free_throw_missed', side, target);
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
    for (const p of onCourtPlayers(team)) if (!out || p.secondsPlayed > out.secondsPlayed) out = p;
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
  for (const team of [state.home, state.away]) {
    if (!aiCoaches(state, team, rules)) continue;
    const now = {
      push: pushUrgency(state, team.side, rules) >= 0.5,
      'run-clock': plays(state, team, 'run-clock', rules),
      foul: plays(state, team, 'foul', rules),
      rest: plays(state, team, 'rest', rules),
    };
    const said = (team.announced ??= {});
    for (const key of ['push', 'run-clock', 'foul', 'rest'] as const) {
      // A manager's side the AI coaches: the feed says the AI chose it, not him.
      if (now[key] && !said[key])
        emit(state, events, 'instruction', team.side, undefined, undefined, {
          instruction: key,
          on: true,
          ...(team.managed ? { byAi: true } : {}),
        });
      said[key] = now[key];
    }
  }
}
