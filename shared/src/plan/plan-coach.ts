/**
 * The executor of a game plan: what the coach of a side whose manager is
 * away does each game second, as the same commands a present manager sends
 * (`applyCommand`). Pure and deterministic: it reads the state, never draws
 * from the match's RNG, and answers the commands with the rules that fired
 * and its next memory, so a match played with a plan replays from its log.
 *
 * How rules combine: a rule holds while its situation does; where several
 * hold, a later rule overrides an earlier one part by part; when none sets a
 * tactic part, the side plays the tactics it had when the plan took over,
 * and an instruction the plan gave is called off. A rule fires (says so in
 * the feed) when its situation begins, and again only once it has ended and
 * come back.
 */
import { bestBench, suitedTactics } from '../engine/coach.js';
import { energyNow, secondsPlayedNow } from '../engine/fatigue.js';
import { instructionError, marginFor } from '../engine/late-game.js';
import { applyCommand, isClockStopped, type ManagerCommand } from '../engine/manager.js';
import type { MatchRules } from '../engine/match-rules.js';
import { onCourtPlayers, otherSide, teamOf } from '../engine/roster.js';
import { timeoutError, timeoutsLeft } from '../engine/timeouts.js';
import type { EnginePlayer, EngineTeam, LateInstruction, MatchState, Side, Tactics } from '../engine/types.js';
import { GAME_PLAN_ROTATION } from '../rules.js';
import { firedRuleLine, planClosersLine, planTimeoutLine, type FiredSituation } from './describe.js';
import { PLAN_INSTRUCTIONS, type GamePlan, type PlanCondition, type PlanRule } from './schema.js';

/** What the executor remembers between game seconds (plain JSON, kept with the match). */
export interface PlanMemory {
  /** Ids of the rules whose situation held at the last look. */
  active: string[];
  /** The tactics the side had when the plan took it over: what a part returns to when no rule sets it. */
  base: Tactics | null;
  /** The instructions the plan gave (it calls off only its own). */
  instructionsOn: LateInstruction[];
  /** The score at the last look, own first, and the other side's points since the side last scored. */
  score: { own: number; other: number } | null;
  run: number;
  /** The closers' time had begun at the last look. */
  closing: boolean;
}

export const newPlanMemory = (): PlanMemory => ({ active: [], base: null, instructionsOn: [], score: null, run: 0, closing: false });

/** A feed line of the plan: a rule that fired, a timeout it called, its closers coming on. */
export interface PlanFeedLine {
  source: 'rule' | 'timeout' | 'closers';
  ruleId?: string;
  line: string;
}

export interface PlanDecisions {
  /** To apply in order with `applyCommand` for the side, now (before the game second is played). */
  commands: ManagerCommand[];
  fired: PlanFeedLine[];
  memory: PlanMemory;
}

function opponentThrees(state: MatchState, side: Side): { made: number; attempts: number } {
  let made = 0;
  let attempts = 0;
  for (const p of teamOf(state, otherSide(side)).players) {
    made += p.stats.threePointers;
    attempts += p.stats.threePointAttempts;
  }
  return { made, attempts };
}

/** Seconds left in regulation (in overtime, in the overtime). */
export function gameSecondsLeft(state: MatchState, rules: MatchRules): number {
  return state.period > rules.quarters ? state.clock : (rules.quarters - state.period) * rules.quarterSeconds + state.clock;
}

/** Whether a rule's situation holds for `side` now. */
export function conditionHolds(state: MatchState, side: Side, when: PlanCondition, rules: MatchRules): boolean {
  if (when.fromQuarter !== undefined && state.period < when.fromQuarter) return false;
  if (when.gameSecondsLeftAtMost !== undefined && gameSecondsLeft(state, rules) > when.gameSecondsLeftAtMost) return false;
  if (when.quarterSecondsLeftAtMost !== undefined && state.clock > when.quarterSecondsLeftAtMost) return false;
  const margin = marginFor(state, side);
  if (when.leadAtLeast !== undefined && margin < when.leadAtLeast) return false;
  if (when.leadAtMost !== undefined && (margin < 1 || margin > when.leadAtMost)) return false;
  if (when.trailAtLeast !== undefined && -margin < when.trailAtLeast) return false;
  if (when.trailAtMost !== undefined && (margin > -1 || -margin > when.trailAtMost)) return false;
  if (when.opponentThreePct) {
    const { made, attempts } = opponentThrees(state, side);
    if (attempts < when.opponentThreePct.afterAttempts || 100 * made < when.opponentThreePct.atLeast * attempts) return false;
  }
  return true;
}

const TACTIC_PARTS = ['pace', 'offense', 'defense'] as const;

/** Sets one part of a set of tactics. */
function setPart(tactics: Tactics, part: (typeof TACTIC_PARTS)[number], from: Tactics): void {
  if (part === 'pace') tactics.pace = from.pace;
  else if (part === 'offense') tactics.offense = from.offense;
  else tactics.defense = from.defense;
}

/** The tactics the holding rules ask for now ('suited' parts re-read at the AI coach's checks and when their rule fires). */
function wantedTactics(
  state: MatchState,
  team: EngineTeam,
  plan: GamePlan,
  holding: readonly boolean[],
  firing: readonly boolean[],
  base: Tactics,
  rules: MatchRules,
): Tactics {
  const wanted: Tactics = { ...base };
  let suited: Tactics | undefined;
  const aiCheck = state.elapsed % rules.aiTacticsEvery === 0;
  for (let i = 0; i < plan.rules.length; i += 1) {
    const rule = plan.rules[i];
    if (!rule || !holding[i]) continue;
    for (const action of rule.then) {
      if (action.type !== 'tactics') continue;
      for (const part of TACTIC_PARTS) {
        const value = action[part];
        if (value === undefined) continue;
        if (value !== 'suited') setPart(wanted, part, { ...wanted, [part]: value });
        else if (aiCheck || firing[i]) setPart(wanted, part, (suited ??= suitedTactics(state, team, rules)));
        else setPart(wanted, part, team.tactics);
      }
    }
  }
  return wanted;
}

function available(p: EnginePlayer): boolean {
  return p.slot === null && !p.fouledOut && p.injury === null;
}

/**
 * The rotation's look, made on `sim` (a copy of the match, clock stopped):
 * tired players off, rested better ones back, players at their minutes off,
 * and in the closing minutes the closers on. Answers the substitutions made,
 * in order, and the closers who came on.
 */
function rotate(
  sim: MatchState,
  side: Side,
  plan: GamePlan,
  closing: boolean,
  rules: MatchRules,
  /** False: only whether any substitution is due, the match left as it is (the first look, cheap). */
  apply: boolean,
): { subs: ManagerCommand[]; closers: string[] } {
  const team = teamOf(sim, side);
  const { restBelowEnergy, returnAtEnergy, minutes, closers } = plan.rotation;
  const subs: ManagerCommand[] = [];
  const sub = (outId: string, inId: string) => {
    const command: ManagerCommand = { type: 'substitute', outId, inId };
    if (!apply || applyCommand(sim, side, command, rules).ok) subs.push(command);
  };
  const isCloser = (p: EnginePlayer) => closing && closers.includes(p.id);
  const offBefore = closing ? closers.filter((id) => team.players.some((p) => p.id === id && p.slot === null)) : [];
  const underCap = (p: EnginePlayer) => minutes[p.id] === undefined || secondsPlayedNow(sim, p) < (minutes[p.id] ?? 0) * 60;
  const eligible = (): EngineTeam => ({ ...team, players: team.players.filter((p) => available(p) && (underCap(p) || isCloser(p))) });
  for (const p of onCourtPlayers(team)) {
    if (!apply && subs.length > 0) break;
    if (isCloser(p)) continue;
    const slot = p.slot ?? p.position;
    let incoming: EnginePlayer | undefined;
    if (!underCap(p)) incoming = bestBench(eligible(), slot, null);
    else if (restBelowEnergy !== null) {
      const energy = energyNow(sim, team, p, rules);
      if (energy < restBelowEnergy) incoming = bestBench(eligible(), slot, energy + GAME_PLAN_ROTATION.fresherBy);
      else {
        for (const b of eligible().players) {
          if (b.position !== slot) continue;
          if (energyNow(sim, team, b, rules) < returnAtEnergy || b.overallRating < p.overallRating + GAME_PLAN_ROTATION.betterBy) continue;
          if (!incoming || b.overallRating > incoming.overallRating) incoming = b;
        }
      }
    }
    if (incoming) sub(p.id, incoming.id);
  }
  if (!closing || (!apply && subs.length > 0)) return { subs, closers: [] };
  for (const id of closers) {
    const closer = team.players.find((p) => p.id === id);
    if (!closer || !available(closer)) continue;
    const others = onCourtPlayers(team).filter((p) => !closers.includes(p.id));
    const out =
      others.find((p) => p.slot === closer.position) ??
      others.reduce<EnginePlayer | undefined>((low, p) => (!low || p.overallRating < low.overallRating ? p : low), undefined);
    if (!out) continue;
    sub(out.id, closer.id);
    if (!apply) break;
  }
  // The closers who came on at this look, by the rotation's own pass or as closers.
  const came = team.players.filter((p) => offBefore.includes(p.id) && p.slot !== null).map((p) => p.name);
  return { subs, closers: came };
}

function copyTeam(team: EngineTeam): EngineTeam {
  return {
    ...team,
    players: team.players.map((p) => ({ ...p, stats: { ...p.stats } })),
    onCourt: [...team.onCourt],
    ...(team.instructions ? { instructions: { ...team.instructions } } : {}),
    ...(team.timeouts ? { timeouts: [...team.timeouts] } : {}),
  };
}

/**
 * A copy of the match to try the commands on: what they change (the teams,
 * the score, the status, the fatigue settled) copied, the feed left out (the
 * choices never read it). Made only when a substitution is due.
 */
const trial = (state: MatchState): MatchState => ({
  ...state,
  rng: [...state.rng],
  score: { ...state.score },
  events: [],
  home: copyTeam(state.home),
  away: copyTeam(state.away),
});

/**
 * The commands the plan issues for `side` now, the rules that fired and the
 * executor's next memory. The memory given is not changed.
 */
export function planDecisions(state: MatchState, side: Side, plan: GamePlan, memory: PlanMemory, rules: MatchRules): PlanDecisions {
  // The memory is copied as it changes (most game seconds nothing does: this runs every second of every match).
  const next: PlanMemory = { ...memory };
  if (state.status === 'finished') return { commands: [], fired: [], memory: next };
  const team = teamOf(state, side);
  const base = (next.base ??= { ...team.tactics });
  const commands: ManagerCommand[] = [];
  const fired: PlanFeedLine[] = [];

  // Which rules hold, and which begin to.
  const count = plan.rules.length;
  const holding: boolean[] = new Array<boolean>(count);
  const firing: boolean[] = new Array<boolean>(count);
  let changed = memory.base === null;
  let instructed = memory.instructionsOn.length > 0;
  for (let i = 0; i < count; i += 1) {
    const rule = plan.rules[i] as PlanRule;
    const holds = conditionHolds(state, side, rule.when, rules);
    const held = memory.active.includes(rule.id);
    holding[i] = holds;
    firing[i] = holds && !held;
    if (holds !== held) changed = true;
    if (!holds) continue;
    if (!instructed) for (const action of rule.then) if (action.type === 'instruction') instructed = true;
    if (held) continue;
    const situation: FiredSituation = {
      margin: marginFor(state, side),
      clock: state.clock,
      period: state.period,
      opponentThrees: opponentThrees(state, side),
    };
    fired.push({ source: 'rule', ruleId: rule.id, line: firedRuleLine(rule, situation) });
  }
  if (changed) next.active = plan.rules.filter((_, i) => holding[i]).map((rule) => rule.id);

  // Tactics, when a rule begins or ends and at the AI coach's checks: one command for every part that changes.
  if (changed || state.elapsed % rules.aiTacticsEvery === 0) {
    const wanted = wantedTactics(state, team, plan, holding, firing, base, rules);
    const change: Partial<Tactics> = {};
    if (wanted.pace !== team.tactics.pace) change.pace = wanted.pace;
    if (wanted.offense !== team.tactics.offense) change.offense = wanted.offense;
    if (wanted.defense !== team.tactics.defense) change.defense = wanted.defense;
    if (change.pace || change.offense || change.defense) commands.push({ type: 'tactics', tactics: change });
  }

  // Instructions: given while a holding rule asks for them and they make sense, called off when none does.
  if (instructed) {
    const asked: Partial<Record<LateInstruction, boolean>> = {};
    plan.rules.forEach((rule, i) => {
      if (holding[i]) for (const action of rule.then) if (action.type === 'instruction') asked[action.instruction] = action.on;
    });
    for (const instruction of PLAN_INSTRUCTIONS) {
      const on = team.instructions?.[instruction] === true;
      const want = asked[instruction];
      if (want === true && !on && instructionError(state, side, instruction, true, rules) === null) {
        commands.push({ type: 'instruction', instruction, on: true });
        if (!next.instructionsOn.includes(instruction)) next.instructionsOn = [...next.instructionsOn, instruction];
      } else if (on && (want === false || (want === undefined && next.instructionsOn.includes(instruction)))) {
        commands.push({ type: 'instruction', instruction, on: false });
        next.instructionsOn = next.instructionsOn.filter((i) => i !== instruction);
      }
    }
  }

  // Timeouts: after the other side's run, keeping the half's last one for the end of the game.
  const own = state.score[side];
  const other = state.score[otherSide(side)];
  if (next.score) {
    if (own > next.score.own) next.run = 0;
    else if (other > next.score.other) next.run += other - next.score.other;
  }
  if (!next.score || next.score.own !== own || next.score.other !== other) next.score = { own, other };
  let timeoutCalled = false;
  const { afterOpponentRun, keepForLastSeconds } = plan.timeouts;
  if (afterOpponentRun !== null && next.run >= afterOpponentRun && timeoutError(state, side, rules) === null) {
    const secondHalf = state.period > rules.quarters / 2;
    const keep =
      secondHalf && keepForLastSeconds > 0 && !(state.period >= rules.quarters && gameSecondsLeft(state, rules) <= keepForLastSeconds);
    if (!keep || timeoutsLeft(state, side, rules) > 1) {
      commands.push({ type: 'timeout' });
      fired.push({ source: 'timeout', line: planTimeoutLine(next.run) });
      next.run = 0;
      timeoutCalled = true;
    }
  }

  // The rotation: at its look every game minute, at a timeout of its own, and as the closers' time begins.
  const { closers, closeFromSeconds, restBelowEnergy, minutes } = plan.rotation;
  const closing =
    closers.length > 0 && state.period >= rules.quarters && state.clock <= closeFromSeconds && team.instructions?.rest !== true;
  const closingBegins = closing && !memory.closing;
  next.closing = closing;
  const rotates = restBelowEnergy !== null || closers.length > 0 || Object.keys(minutes).length > 0;
  const look = state.elapsed % GAME_PLAN_ROTATION.lookEverySeconds === 0 || timeoutCalled || closingBegins;
  // A side resting its starters leaves its substitutions to that.
  const restsNow = team.instructions?.rest === true || commands.some((c) => c.type === 'instruction' && c.instruction === 'rest' && c.on);
  // A first look on the match itself: the copy to make them on is needed only when a substitution is due.
  if (rotates && look && !restsNow && rotate(state, side, plan, closing, rules, false).subs.length > 0) {
    const sim = trial(state);
    for (const command of commands) applyCommand(sim, side, command, rules);
    const stopped = isClockStopped(sim);
    if (!stopped) applyCommand(sim, side, { type: 'pause' }, rules);
    const { subs, closers: came } = rotate(sim, side, plan, closing, rules, true);
    if (subs.length > 0) {
      if (!stopped) commands.push({ type: 'pause' });
      commands.push(...subs);
      if (!stopped) commands.push({ type: 'play' });
    }
    if (came.length > 0) fired.push({ source: 'closers', line: planClosersLine(came) });
  }
  // The plan's own stop ends with play, as the live coach's does.
  if (timeoutCalled) commands.push({ type: 'play' });
  return { commands, fired, memory: next };
}
