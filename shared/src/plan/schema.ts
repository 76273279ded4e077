/**
 * A game plan: the coaching a manager leaves for the matches he does not
 * watch. A rotation (who rests at what energy, minutes per player, who
 * closes games), rules by situation (tactics and the late-game instructions)
 * and timeouts. Plain JSON, stored per manager seat and sent over HTTP; the
 * zod schema checks the shapes and `planErrors` the values, with messages
 * that name the rule at fault.
 */
import { z } from 'zod';
import { GAME_PLAN_LIMITS, OVERTIME_SECONDS, QUARTER_SECONDS, QUARTERS } from '../rules.js';
import { describeConditions } from './describe.js';

const L = GAME_PLAN_LIMITS;
/** A whole regulation game, in minutes and seconds. */
export const GAME_MINUTES = (QUARTERS * QUARTER_SECONDS) / 60;
const GAME_SECONDS = QUARTERS * QUARTER_SECONDS;
/** The quarter number a plan gives overtime. */
export const OVERTIME_QUARTER = QUARTERS + 1;

/** A tactic part set outright, or 'suited': the AI coach's own choice for the matchup (`suitedTactics`), re-read at its checks. */
const suitedOr = <T extends readonly [string, ...string[]]>(values: T) => z.enum([...values, 'suited']);
export const PLAN_PACES = ['slow', 'moderate', 'fast'] as const;
export const PLAN_OFFENSES = ['inside', 'balanced', 'perimeter'] as const;
export const PLAN_DEFENSES = ['man-to-man', 'zone', 'full-court-press'] as const;
export const PLAN_INSTRUCTIONS = ['foul', 'run-clock', 'rest'] as const;

const count = z.number().int();
const playerIdSchema = z.string().min(1).max(64);

/**
 * When a rule holds: every field given must hold (none given: all game).
 * Quarters count from 1, overtime is quarter 5; "seconds left in the game"
 * are those of regulation, and in overtime the overtime's own.
 */
export const planConditionSchema = z
  .object({
    fromQuarter: count.optional(),
    gameSecondsLeftAtMost: count.optional(),
    quarterSecondsLeftAtMost: count.optional(),
    leadAtLeast: count.optional(),
    leadAtMost: count.optional(),
    trailAtLeast: count.optional(),
    trailAtMost: count.optional(),
    /** The other side's three-point percentage this game, once it has taken enough threes. */
    opponentThreePct: z.object({ atLeast: count, afterAttempts: count }).strict().optional(),
  })
  .strict();
export type PlanCondition = z.infer<typeof planConditionSchema>;

export const planActionSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('tactics'),
      pace: suitedOr(PLAN_PACES).optional(),
      offense: suitedOr(PLAN_OFFENSES).optional(),
      defense: suitedOr(PLAN_DEFENSES).optional(),
    })
    .strict(),
  z.object({ type: z.literal('instruction'), instruction: z.enum(PLAN_INSTRUCTIONS), on: z.boolean() }).strict(),
]);
export type PlanAction = z.infer<typeof planActionSchema>;
export type PlanTacticsAction = Extract<PlanAction, { type: 'tactics' }>;

export const planRuleSchema = z
  .object({
    id: z.string().max(L.maxRuleIdLength, `A rule id has at most ${L.maxRuleIdLength} characters`),
    /** The manager's own name for the rule; its plain-words description otherwise. */
    label: z.string().max(L.maxRuleLabelLength, `A rule label has at most ${L.maxRuleLabelLength} characters`).optional(),
    when: planConditionSchema,
    then: z.array(planActionSchema).max(L.maxActionsPerRule, `A rule has at most ${L.maxActionsPerRule} actions`),
  })
  .strict();
export type PlanRule = z.infer<typeof planRuleSchema>;

export const planRotationSchema = z
  .object({
    /** A player under this energy comes off at the executor's next look; null: the AI coach's own substitutions. */
    restBelowEnergy: count.nullable(),
    /** A better player of the slot comes back once rested to this. */
    returnAtEnergy: count,
    /** The most minutes a player should play: he comes off once he has them (closers excepted while closing). */
    minutes: z.record(playerIdSchema, count),
    /** Who closes games: on court for the last `closeFromSeconds` of the fourth quarter and overtime. */
    closers: z.array(playerIdSchema).max(L.maxClosers, `At most ${L.maxClosers} closers`),
    closeFromSeconds: count,
  })
  .strict();
export type PlanRotation = z.infer<typeof planRotationSchema>;

export const planTimeoutsSchema = z
  .object({
    /** A timeout once the other side has scored this many unanswered points; null: none for runs. */
    afterOpponentRun: count.nullable(),
    /** The half's last timeout is kept for the last this many seconds of the game (0: none kept). */
    keepForLastSeconds: count,
  })
  .strict();
export type PlanTimeouts = z.infer<typeof planTimeoutsSchema>;

const gamePlanShape = z
  .object({
    rotation: planRotationSchema,
    rules: z.array(planRuleSchema).max(L.maxRules, `A plan has at most ${L.maxRules} rules`),
    timeouts: planTimeoutsSchema,
  })
  .strict();
export type GamePlan = z.infer<typeof gamePlanShape>;

const between = (value: number | undefined, min: number, max: number) => value === undefined || (value >= min && value <= max);

/** The rule as its messages name it: "Rule 3 (ahead by 10 or more in the 4th quarter)". */
export function ruleName(rule: PlanRule, index: number): string {
  const label = rule.label?.trim() || describeConditions(rule.when);
  return `Rule ${index + 1} (${label})`;
}

function conditionErrors(when: PlanCondition): string[] {
  const errors: string[] = [];
  const margin = (name: string, value: number | undefined) => {
    if (!between(value, 1, L.maxMargin)) errors.push(`${name} must be between 1 and ${L.maxMargin}`);
  };
  if (!between(when.fromQuarter, 1, OVERTIME_QUARTER))
    errors.push(`the quarter must be between 1 and ${OVERTIME_QUARTER} (${OVERTIME_QUARTER} is overtime)`);
  if (!between(when.gameSecondsLeftAtMost, 1, GAME_SECONDS))
    errors.push(`the seconds left in the game must be between 1 and ${GAME_SECONDS}`);
  if (!between(when.quarterSecondsLeftAtMost, 1, QUARTER_SECONDS))
    errors.push(`the seconds left in the quarter must be between 1 and ${QUARTER_SECONDS}`);
  if (
    when.fromQuarter === OVERTIME_QUARTER &&
    when.quarterSecondsLeftAtMost !== undefined &&
    when.quarterSecondsLeftAtMost > OVERTIME_SECONDS
  )
    errors.push(`an overtime lasts ${OVERTIME_SECONDS} seconds`);
  margin('lead', when.leadAtLeast);
  margin('the most lead', when.leadAtMost);
  margin('deficit', when.trailAtLeast);
  margin('the most deficit', when.trailAtMost);
  const ahead = when.leadAtLeast !== undefined || when.leadAtMost !== undefined;
  const behind = when.trailAtLeast !== undefined || when.trailAtMost !== undefined;
  if (ahead && behind) errors.push('a rule cannot ask to be ahead and behind at once');
  if (when.leadAtLeast !== undefined && when.leadAtMost !== undefined && when.leadAtLeast > when.leadAtMost)
    errors.push('the least lead is more than the most lead');
  if (when.trailAtLeast !== undefined && when.trailAtMost !== undefined && when.trailAtLeast > when.trailAtMost)
    errors.push('the least deficit is more than the most deficit');
  const threes = when.opponentThreePct;
  if (threes) {
    if (!between(threes.atLeast, 1, 100)) errors.push('the three-point percentage must be between 1 and 100');
    if (!between(threes.afterAttempts, 1, L.maxThreeAttempts))
      errors.push(`the three-point attempts must be between 1 and ${L.maxThreeAttempts}`);
  }
  return errors;
}

function actionErrors(rule: PlanRule): string[] {
  const errors: string[] = [];
  const when = rule.when;
  const ahead = when.leadAtLeast !== undefined || when.leadAtMost !== undefined;
  const behind = when.trailAtLeast !== undefined || when.trailAtMost !== undefined;
  if (rule.then.length === 0) errors.push('it does nothing: give it at least one action');
  const seen = new Set<string>();
  for (const action of rule.then) {
    if (action.type === 'tactics') {
      if (!action.pace && !action.offense && !action.defense) errors.push('a tactics action must set the pace, the offence or the defence');
      for (const part of ['pace', 'offense', 'defense'] as const) {
        if (!action[part]) continue;
        if (seen.has(part)) errors.push(`it sets the ${part === 'offense' ? 'offence' : part === 'defense' ? 'defence' : part} twice`);
        seen.add(part);
      }
      continue;
    }
    if (seen.has(action.instruction)) errors.push(`it gives the "${action.instruction}" instruction twice`);
    seen.add(action.instruction);
    if (!action.on) continue;
    if (action.instruction === 'foul' && !behind)
      errors.push('fouling to stop the clock only makes sense when behind: add a deficit to its situation');
    if (action.instruction === 'run-clock' && !ahead)
      errors.push('running the clock only makes sense when ahead: add a lead to its situation');
  }
  return errors;
}

/**
 * Everything wrong with a plan, each message naming its rule or part; empty
 * when the plan is sound. With the roster's ids, also players who are not
 * the club's.
 */
export function planErrors(plan: GamePlan, rosterIds?: readonly string[]): string[] {
  const errors: string[] = [];
  const { rotation, timeouts } = plan;
  if (plan.rules.length > L.maxRules) errors.push(`A plan has at most ${L.maxRules} rules (this one has ${plan.rules.length})`);
  const energy = (name: string, value: number) => {
    if (!between(value, L.minEnergy, L.maxEnergy)) errors.push(`Rotation: ${name} must be between ${L.minEnergy} and ${L.maxEnergy}`);
  };
  if (rotation.restBelowEnergy !== null) {
    energy('the energy to rest a player at', rotation.restBelowEnergy);
    if (rotation.returnAtEnergy <= rotation.restBelowEnergy)
      errors.push('Rotation: a player must come back with more energy than he was rested at');
  }
  energy('the energy to bring a player back at', rotation.returnAtEnergy);
  const roster = rosterIds ? new Set(rosterIds) : null;
  for (const [id, minutes] of Object.entries(rotation.minutes)) {
    if (!between(minutes, 0, GAME_MINUTES)) errors.push(`Rotation: minutes for ${id} must be between 0 and ${GAME_MINUTES}`);
    if (roster && !roster.has(id)) errors.push(`Rotation: ${id} (minutes) is not in the squad`);
  }
  if (rotation.closers.length > L.maxClosers) errors.push(`Rotation: at most ${L.maxClosers} closers`);
  if (new Set(rotation.closers).size !== rotation.closers.length) errors.push('Rotation: a closer is named twice');
  for (const id of rotation.closers) if (roster && !roster.has(id)) errors.push(`Rotation: closer ${id} is not in the squad`);
  if (!between(rotation.closeFromSeconds, 0, QUARTER_SECONDS))
    errors.push(`Rotation: the closers come on with between 0 and ${QUARTER_SECONDS} seconds left`);
  if (timeouts.afterOpponentRun !== null && !between(timeouts.afterOpponentRun, L.minOpponentRun, L.maxOpponentRun))
    errors.push(`Timeouts: the opponent's run must be between ${L.minOpponentRun} and ${L.maxOpponentRun} points`);
  if (!between(timeouts.keepForLastSeconds, 0, QUARTER_SECONDS))
    errors.push(`Timeouts: the seconds to keep one for must be between 0 and ${QUARTER_SECONDS}`);
  const ids = new Map<string, number>();
  plan.rules.forEach((rule, index) => {
    const name = ruleName(rule, index);
    const own = [...conditionErrors(rule.when), ...actionErrors(rule)];
    if (rule.id.trim() === '') own.push('it needs an id');
    const earlier = ids.get(rule.id);
    if (earlier !== undefined) own.push(`its id "${rule.id}" is rule ${earlier + 1}'s too`);
    else ids.set(rule.id, index);
    for (const message of own) errors.push(`${name}: ${message}`);
  });
  return errors;
}

/** The plan as stored and sent: the shapes, then every value checked (`planErrors`), so a bad plan is refused with its message. */
export const gamePlanSchema = gamePlanShape.superRefine((plan, ctx) => {
  for (const message of planErrors(plan)) ctx.addIssue({ code: 'custom', message });
});
