/**
 * The editor's pure changes to a game plan: a rule's situation and actions
 * as the form shows them, rules added, removed and moved, and the errors of
 * the plan split by the rule they name (the same `planErrors` the server
 * checks, so the messages match).
 */
import {
  GAME_PLAN_LIMITS,
  PLAN_INSTRUCTIONS,
  planErrors,
  ruleName,
  type GamePlan,
  type LateInstruction,
  type PlanAction,
  type PlanCondition,
  type PlanRule,
  type PlanTacticsAction,
} from '@hardwood/shared';

export type TacticPart = 'pace' | 'offense' | 'defense';
/** An instruction as the form sets it: not given, given, or called off. */
export type InstructionSetting = 'unset' | 'on' | 'off';

/** A rule's actions as the form edits them: one tactics line and one setting per late-game instruction. */
export interface RuleActions {
  tactics: Omit<PlanTacticsAction, 'type'>;
  instructions: Record<LateInstruction, InstructionSetting>;
}

/** The form's view of a rule's actions (several tactics actions merge, the later part winning as the executor plays them). */
export function ruleActions(rule: PlanRule): RuleActions {
  const tactics: RuleActions['tactics'] = {};
  const instructions = Object.fromEntries(PLAN_INSTRUCTIONS.map((i) => [i, 'unset'])) as Record<LateInstruction, InstructionSetting>;
  for (const action of rule.then) {
    if (action.type === 'instruction') instructions[action.instruction] = action.on ? 'on' : 'off';
    else {
      if (action.pace) tactics.pace = action.pace;
      if (action.offense) tactics.offense = action.offense;
      if (action.defense) tactics.defense = action.defense;
    }
  }
  return { tactics, instructions };
}

/** The actions a rule stores for the form's choices: the tactics first, then the instructions given. */
export function actionsOf(actions: RuleActions): PlanAction[] {
  const then: PlanAction[] = [];
  const { pace, offense, defense } = actions.tactics;
  if (pace || offense || defense)
    then.push({ type: 'tactics', ...(pace ? { pace } : {}), ...(offense ? { offense } : {}), ...(defense ? { defense } : {}) });
  for (const instruction of PLAN_INSTRUCTIONS) {
    const setting = actions.instructions[instruction];
    if (setting !== 'unset') then.push({ type: 'instruction', instruction, on: setting === 'on' });
  }
  return then;
}

/** The score part of a situation: any score, ahead or behind. */
export type ScoreSide = 'any' | 'ahead' | 'behind';
export function scoreSide(when: PlanCondition): ScoreSide {
  if (when.leadAtLeast !== undefined || when.leadAtMost !== undefined) return 'ahead';
  if (when.trailAtLeast !== undefined || when.trailAtMost !== undefined) return 'behind';
  return 'any';
}

/**
 * The situation with the score side changed: the margins move over, so "by
 * 10 or more" stays when ahead turns to behind; with no margin yet, "by 1 or
 * more", which is what ahead (or behind) means.
 */
export function withScoreSide(when: PlanCondition, side: ScoreSide): PlanCondition {
  const { leadAtLeast, leadAtMost, trailAtLeast, trailAtMost, ...rest } = when;
  const most = leadAtMost ?? trailAtMost;
  const least = leadAtLeast ?? trailAtLeast ?? (most === undefined ? 1 : undefined);
  if (side === 'any') return rest;
  const keys = side === 'ahead' ? (['leadAtLeast', 'leadAtMost'] as const) : (['trailAtLeast', 'trailAtMost'] as const);
  return { ...rest, ...(least !== undefined ? { [keys[0]]: least } : {}), ...(most !== undefined ? { [keys[1]]: most } : {}) };
}

/** A situation with one field set, or removed when `value` is undefined (an emptied box). */
export function withCondition<K extends keyof PlanCondition>(
  when: PlanCondition,
  key: K,
  value: PlanCondition[K] | undefined,
): PlanCondition {
  const next = { ...when };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

/**
 * A number box's value: empty is "not set"; a whole number otherwise (the
 * plan counts whole points, seconds and minutes).
 */
export function numberOrUndefined(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? Math.trunc(n) : undefined;
}

/** A fresh rule id, unused by the plan's rules. */
export function newRuleId(rules: readonly PlanRule[]): string {
  const used = new Set(rules.map((r) => r.id));
  let n = rules.length + 1;
  while (used.has(`rule-${n}`)) n += 1;
  return `rule-${n}`;
}

/** The plan with a new empty rule at the end (all game, nothing yet: its error asks for an action); unchanged at the limit. */
export function addRule(plan: GamePlan): GamePlan {
  if (plan.rules.length >= GAME_PLAN_LIMITS.maxRules) return plan;
  return { ...plan, rules: [...plan.rules, { id: newRuleId(plan.rules), when: {}, then: [] }] };
}

export function removeRule(plan: GamePlan, index: number): GamePlan {
  return { ...plan, rules: plan.rules.filter((_, i) => i !== index) };
}

/** The rule moved one place up (-1) or down (+1); unchanged at either end. A later rule wins where both hold, so the order matters. */
export function moveRule(plan: GamePlan, index: number, by: -1 | 1): GamePlan {
  const to = index + by;
  if (to < 0 || to >= plan.rules.length) return plan;
  const rules = [...plan.rules];
  const [rule] = rules.splice(index, 1);
  if (!rule) return plan;
  rules.splice(to, 0, rule);
  return { ...plan, rules };
}

export function replaceRule(plan: GamePlan, index: number, rule: PlanRule): GamePlan {
  return { ...plan, rules: plan.rules.map((r, i) => (i === index ? rule : r)) };
}

/** The plan's errors: those of each rule (by index, the "Rule N (...): " prefix kept, as the server words them) and the rest. */
export function splitErrors(plan: GamePlan, rosterIds?: readonly string[]): { byRule: string[][]; other: string[]; all: string[] } {
  const all = planErrors(plan, rosterIds);
  const prefixes = plan.rules.map((rule, i) => `${ruleName(rule, i)}: `);
  const byRule = plan.rules.map(() => [] as string[]);
  const other: string[] = [];
  for (const message of all) {
    const index = prefixes.findIndex((p) => message.startsWith(p));
    if (index >= 0) byRule[index]?.push(message);
    else other.push(message);
  }
  return { byRule, other, all };
}

/** The plan's player ids that are not in the squad (a player sold since it was saved). */
export function playersGone(plan: GamePlan, rosterIds: readonly string[]): string[] {
  const roster = new Set(rosterIds);
  const ids = new Set([...Object.keys(plan.rotation.minutes), ...plan.rotation.closers]);
  return [...ids].filter((id) => !roster.has(id));
}

/** The plan without the players who left the squad. */
export function withoutPlayers(plan: GamePlan, ids: readonly string[]): GamePlan {
  const gone = new Set(ids);
  const minutes = Object.fromEntries(Object.entries(plan.rotation.minutes).filter(([id]) => !gone.has(id)));
  return { ...plan, rotation: { ...plan.rotation, minutes, closers: plan.rotation.closers.filter((id) => !gone.has(id)) } };
}
