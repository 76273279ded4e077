/**
 * A game plan in plain words: each rule as the manager reads it in his plan
 * ("Ahead by 10 or more in the 4th quarter: slow pace, run the clock"), and
 * each rule that fires as the match feed says it ("plan: ahead by 12,
 * slowing the pace").
 */
import { QUARTERS } from '../rules.js';
import type { ManagerCommand } from '../engine/manager.js';
import type { LateInstruction, Tactics } from '../engine/types.js';
import type { PlanAction, PlanCondition, PlanRule } from './schema.js';

const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

/** Seconds as the clock shows them: "2 minutes", "45 seconds", "1:30". */
function timeWords(seconds: number): string {
  if (seconds % 60 === 0) return seconds === 60 ? '1 minute' : `${seconds / 60} minutes`;
  if (seconds < 60) return `${seconds} seconds`;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function marginWords(word: 'Ahead' | 'Behind', least: number | undefined, most: number | undefined): string {
  if (least !== undefined && most !== undefined) return least === most ? `${word} by ${least}` : `${word} by ${least} to ${most}`;
  if (least !== undefined) return `${word} by ${least} or more`;
  return `${word} by up to ${most ?? 0}`;
}

/** The situation of a rule in words: "Ahead by 10 or more in the 4th quarter"; "All game" when it always holds. */
export function describeConditions(when: PlanCondition): string {
  const parts: string[] = [];
  if (when.leadAtLeast !== undefined || when.leadAtMost !== undefined) parts.push(marginWords('Ahead', when.leadAtLeast, when.leadAtMost));
  if (when.trailAtLeast !== undefined || when.trailAtMost !== undefined)
    parts.push(marginWords('Behind', when.trailAtLeast, when.trailAtMost));
  if (when.opponentThreePct)
    parts.push(`They shoot ${when.opponentThreePct.atLeast}% or better from three (after ${when.opponentThreePct.afterAttempts} attempts)`);
  if (when.gameSecondsLeftAtMost !== undefined) parts.push(`in the last ${timeWords(when.gameSecondsLeftAtMost)} of the game`);
  if (when.quarterSecondsLeftAtMost !== undefined) parts.push(`in the last ${timeWords(when.quarterSecondsLeftAtMost)} of a quarter`);
  if (when.fromQuarter !== undefined && when.fromQuarter > 1) {
    if (when.fromQuarter > QUARTERS) parts.push('in overtime');
    else if (when.fromQuarter === QUARTERS) parts.push(`in the ${ordinal(QUARTERS)} quarter`);
    else parts.push(`from the ${ordinal(when.fromQuarter)} quarter`);
  }
  if (parts.length === 0) return 'All game';
  const text = parts.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const TACTIC_WORDS: { [K in keyof Tactics]: Record<Tactics[K] | 'suited', string> } = {
  pace: { slow: 'slow pace', moderate: 'moderate pace', fast: 'fast pace', suited: 'pace to suit the matchup' },
  offense: {
    inside: 'attack inside',
    balanced: 'balanced attack',
    perimeter: 'attack from the perimeter',
    suited: 'attack to suit the matchup',
  },
  defense: { 'man-to-man': 'man-to-man', zone: 'zone', 'full-court-press': 'full-court press', suited: 'defence to suit the matchup' },
};
const INSTRUCTION_WORDS: Record<LateInstruction, { on: string; off: string }> = {
  foul: { on: 'foul to stop the clock', off: 'no fouling to stop the clock' },
  'run-clock': { on: 'run the clock', off: 'no running the clock' },
  rest: { on: 'rest the starters', off: 'starters stay on' },
};

/** What a rule does, as a list of short orders. */
function actionWords(actions: readonly PlanAction[]): string[] {
  const words: string[] = [];
  for (const action of actions) {
    if (action.type === 'instruction') {
      words.push(INSTRUCTION_WORDS[action.instruction][action.on ? 'on' : 'off']);
      continue;
    }
    if (action.pace === 'suited' && action.offense === 'suited' && action.defense === 'suited') {
      words.push('tactics to suit the matchup');
      continue;
    }
    if (action.pace) words.push(TACTIC_WORDS.pace[action.pace]);
    if (action.offense) words.push(TACTIC_WORDS.offense[action.offense]);
    if (action.defense) words.push(TACTIC_WORDS.defense[action.defense]);
  }
  return words;
}

/** A rule in plain words: "Ahead by 10 or more in the 4th quarter: slow pace, run the clock". */
export function describeRule(rule: PlanRule): string {
  const actions = actionWords(rule.then);
  return `${describeConditions(rule.when)}: ${actions.length > 0 ? actions.join(', ') : 'nothing'}`;
}

const TACTIC_DOING: { [K in keyof Tactics]: Record<Tactics[K] | 'suited', string> } = {
  pace: { slow: 'slowing the pace', moderate: 'back to a moderate pace', fast: 'pushing the pace', suited: 'pace to the matchup' },
  offense: {
    inside: 'attacking inside',
    balanced: 'a balanced attack',
    perimeter: 'attacking from the perimeter',
    suited: 'attack to the matchup',
  },
  defense: {
    'man-to-man': 'going man-to-man',
    zone: 'going to a zone',
    'full-court-press': 'pressing full court',
    suited: 'defence to the matchup',
  },
};
const INSTRUCTION_DOING: Record<LateInstruction, { on: string; off: string }> = {
  foul: { on: 'fouling to stop the clock', off: 'no more fouling' },
  'run-clock': { on: 'running the clock', off: 'no longer running the clock' },
  rest: { on: 'resting the starters', off: 'the starters back on' },
};

const joinWords = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1] ?? ''}`;

/** What the game looks like to a side when a rule fires, as the feed says it. */
export interface FiredSituation {
  /** Points ahead (negative when behind). */
  margin: number;
  /** Seconds left on the clock of the period, and the period. */
  clock: number;
  period: number;
  /** The other side's threes this game. */
  opponentThrees: { made: number; attempts: number };
}

/**
 * The feed line of a rule that fired: the situation that made it fire as
 * the game has it now, then what the plan does ("plan: ahead by 12,
 * slowing the pace and running the clock").
 */
export function firedRuleLine(rule: PlanRule, now: FiredSituation): string {
  const when = rule.when;
  const situation: string[] = [];
  if (when.leadAtLeast !== undefined || when.leadAtMost !== undefined || when.trailAtLeast !== undefined || when.trailAtMost !== undefined)
    situation.push(now.margin > 0 ? `ahead by ${now.margin}` : now.margin < 0 ? `behind by ${-now.margin}` : 'level');
  if (when.opponentThreePct) {
    const { made, attempts } = now.opponentThrees;
    situation.push(`they shoot ${Math.round((100 * made) / Math.max(1, attempts))}% from three`);
  }
  if (when.gameSecondsLeftAtMost !== undefined || when.quarterSecondsLeftAtMost !== undefined)
    situation.push(`${Math.floor(now.clock / 60)}:${String(now.clock % 60).padStart(2, '0')} left`);
  else if (when.fromQuarter !== undefined && when.fromQuarter > 1 && situation.length === 0)
    situation.push(now.period > QUARTERS ? 'overtime' : `${ordinal(now.period)} quarter`);
  const doing: string[] = [];
  for (const action of rule.then) {
    if (action.type === 'instruction') {
      doing.push(INSTRUCTION_DOING[action.instruction][action.on ? 'on' : 'off']);
      continue;
    }
    if (action.pace === 'suited' && action.offense === 'suited' && action.defense === 'suited') {
      doing.push('suiting the tactics to the matchup');
      continue;
    }
    if (action.pace) doing.push(TACTIC_DOING.pace[action.pace]);
    if (action.offense) doing.push(TACTIC_DOING.offense[action.offense]);
    if (action.defense) doing.push(TACTIC_DOING.defense[action.defense]);
  }
  const head = situation.length > 0 ? `${situation.join(', ')}, ` : '';
  return `plan: ${head}${joinWords(doing)}`;
}

/** The feed line of a timeout the plan calls after the other side's run. */
export function planTimeoutLine(run: number): string {
  return `plan: timeout after a ${run}-0 run`;
}

/** The feed line when the plan brings its closers on. */
export function planClosersLine(names: readonly string[]): string {
  return `plan: the closers come on (${joinWords(names)})`;
}

/**
 * A coaching command in a few words, as a review lists it ("slow pace and
 * zone", "Rossi off, Bianchi on", "foul to stop the clock", "timeout");
 * null for what is not coaching (play, pause, hand-overs, announcements).
 */
export function commandWords(command: ManagerCommand, nameOf: (playerId: string) => string): string | null {
  switch (command.type) {
    case 'tactics': {
      const words: string[] = [];
      if (command.tactics.pace) words.push(TACTIC_WORDS.pace[command.tactics.pace]);
      if (command.tactics.offense) words.push(TACTIC_WORDS.offense[command.tactics.offense]);
      if (command.tactics.defense) words.push(TACTIC_WORDS.defense[command.tactics.defense]);
      return words.length > 0 ? joinWords(words) : null;
    }
    case 'substitute':
      return `${nameOf(command.outId)} off, ${nameOf(command.inId)} on`;
    case 'instruction':
      return INSTRUCTION_WORDS[command.instruction][command.on ? 'on' : 'off'];
    case 'timeout':
      return 'timeout';
    default:
      return null;
  }
}
