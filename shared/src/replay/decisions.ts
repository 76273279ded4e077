/**
 * A recorded match's coaching decisions: what each side's coach changed
 * (substitutions, tactics, late-game instructions, timeouts), one decision
 * for all a side did at one game second, in game order.
 *
 * Who gave them: the log carries no author on a command, so a command counts
 * as its plan's (`byPlan`) by what the rooms log around it:
 * - a line the plan said ('announce') for that side earlier at the same
 *   second: a room logs the plan's lines, then its commands (side-coaching.ts);
 * - the side's autopilot being 'plan' (its last 'autopilot' entry), unless the
 *   same side's autopilot is switched off right after it at that second: a
 *   manager's own command overrules his plan, and the room logs it and then
 *   his autopilot going off;
 * - the side handed to the AI ('handover' to 'ai'), until it is handed back.
 * The AI coach's own changes (for its sides, or a manager's after his idle
 * minutes) are the engine's and never in the log. A plan that coached a
 * dropped manager's side while his autopilot was 'off' leaves no mark on its
 * silent commands (a rotation, a tactics check): those read as his own. A
 * decision is the plan's when all its commands are.
 */
import type { ManagerCommand } from '../engine/manager.js';
import type { MatchLogEntry } from '../engine/replay.js';
import type { Side } from '../engine/types.js';
import { commandWords } from '../plan/describe.js';
import type { ReplayDecision } from '../schemas-replay.js';

const DECISION_COMMANDS: ReadonlySet<ManagerCommand['type']> = new Set(['substitute', 'tactics', 'instruction', 'timeout']);

/** One decision as the log holds it: the indices of its commands (the side's coaching commands at that second, in order). */
export interface LoggedDecision {
  t: number;
  side: Side;
  entries: number[];
  byPlan: boolean;
}

/** A coaching command that changes something (a tactics command naming no part does not). */
function isDecisionCommand(command: ManagerCommand): boolean {
  if (!DECISION_COMMANDS.has(command.type)) return false;
  if (command.type !== 'tactics') return true;
  const { pace, offense, defense } = command.tactics;
  return pace !== undefined || offense !== undefined || defense !== undefined;
}

/** The side's autopilot switched away from its plan by the entry right after `index`, at the same second. */
function overruledNext(log: readonly MatchLogEntry[], index: number, side: Side): boolean {
  const entry = log[index];
  const after = log[index + 1];
  return (
    entry !== undefined &&
    after !== undefined &&
    after.t === entry.t &&
    after.side === side &&
    after.command.type === 'autopilot' &&
    after.command.mode !== 'plan'
  );
}

/** The decisions of both sides in the log, in game order (by the first command of each). */
export function loggedDecisions(log: readonly MatchLogEntry[]): LoggedDecision[] {
  const decisions: LoggedDecision[] = [];
  const planMode: Record<Side, boolean> = { home: false, away: false };
  const byAi: Record<Side, boolean> = { home: false, away: false };
  /** The sides whose plan said a line at the current second, and each side's decision at it. */
  let second = -1;
  const announced: Record<Side, boolean> = { home: false, away: false };
  const current: Partial<Record<Side, LoggedDecision>> = {};
  log.forEach((entry, index) => {
    if (entry.t !== second) {
      second = entry.t;
      announced.home = announced.away = false;
      delete current.home;
      delete current.away;
    }
    const side = entry.side;
    if (!side) return;
    const { command } = entry;
    if (command.type === 'announce') announced[side] = true;
    else if (command.type === 'autopilot') planMode[side] = command.mode === 'plan';
    else if (command.type === 'handover') byAi[side] = command.to === 'ai';
    if (!isDecisionCommand(command)) return;
    const byPlan = announced[side] || byAi[side] || (planMode[side] && !overruledNext(log, index, side));
    const decision = current[side];
    if (decision) {
      decision.entries.push(index);
      decision.byPlan &&= byPlan;
    } else {
      const made: LoggedDecision = { t: entry.t, side, entries: [index], byPlan };
      current[side] = made;
      decisions.push(made);
    }
  });
  return decisions;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The decision's commands in words, one line each ("Smith off, Jones on", "Full-court press"). */
export function decisionLines(log: readonly MatchLogEntry[], decision: LoggedDecision, nameOf: (playerId: string) => string): string[] {
  const lines: string[] = [];
  for (const index of decision.entries) {
    const entry = log[index];
    const words = entry ? commandWords(entry.command, nameOf) : null;
    if (words !== null) lines.push(capitalised(words));
  }
  return lines;
}

/** Both sides' coaching decisions in the log, in game order, in words. */
export function listDecisions(log: readonly MatchLogEntry[], nameOf: (playerId: string) => string): ReplayDecision[] {
  return loggedDecisions(log).map((decision) => ({
    t: decision.t,
    side: decision.side,
    lines: decisionLines(log, decision, nameOf),
    byPlan: decision.byPlan,
  }));
}
