/**
 * Who coaches each coached side of a room besides its manager: his game plan
 * while he is away (or always, when his autopilot says 'plan'), the AI after
 * the idle minutes he chose, or nobody but him. The plan's decisions are
 * plain commands the room applies through its logged command path, so a
 * replay and a crash recovery see them; its memory lives here only (a resumed
 * match starts it afresh, which is safe: the plan only re-fires situations).
 */
import {
  aiCoaches,
  MATCH_RULES,
  newPlanMemory,
  planDecisions,
  type AutopilotMode,
  type CoachedBy,
  type GamePlan,
  type ManagerCommand,
  type MatchState,
  type PlanMemory,
  type Side,
} from '@hardwood/shared';

export interface AutopilotChoice {
  mode: AutopilotMode;
  idleMinutes: number | null;
}

export const AUTOPILOT_OFF: AutopilotChoice = { mode: 'off', idleMinutes: null };

/** The commands a manager overrules his plan with: coaching, not the clock. */
const COACHING_COMMANDS: ReadonlySet<ManagerCommand['type']> = new Set(['substitute', 'tactics', 'instruction', 'timeout']);

/** The autopilot command that carries a choice into the engine (and its log). */
export const autopilotCommand = (choice: AutopilotChoice): ManagerCommand => ({
  type: 'autopilot',
  mode: choice.mode,
  idleMinutes: choice.mode === 'ai-after' ? choice.idleMinutes : null,
});

export class SideCoaching {
  private readonly memory: Partial<Record<Side, PlanMemory>> = {};
  /** Sides whose manager is gone (not merely held for): his plan coaches them. */
  private readonly absent = new Set<Side>();

  constructor(
    private readonly engine: MatchState,
    private readonly plans: Partial<Record<Side, GamePlan>>,
    private readonly choices: Partial<Record<Side, AutopilotChoice>>,
  ) {}

  /** The side has a plan to coach it. */
  hasPlan(side: Side): boolean {
    return this.plans[side] !== undefined;
  }

  autopilot(side: Side): AutopilotChoice {
    return this.choices[side] ?? AUTOPILOT_OFF;
  }

  /** The manager chose (or the room carried in) his autopilot; the engine has it already. */
  chose(side: Side, choice: AutopilotChoice): void {
    this.choices[side] = choice;
  }

  /** The plan coaches the side now: it has one, the side is still the manager's, and he is gone or asked for it. */
  planCoaches(side: Side): boolean {
    if (!this.hasPlan(side) || !this.engine[side].managed) return false;
    return this.absent.has(side) || this.autopilot(side).mode === 'plan';
  }

  /** Who the viewers are told coaches the side. */
  coachedBy(side: Side): CoachedBy {
    const team = this.engine[side];
    if (!team.managed || aiCoaches(this.engine, team, MATCH_RULES)) return 'ai';
    return this.planCoaches(side) ? 'plan' : 'manager';
  }

  /** The manager is gone: his plan coaches his side (false: he has none, the AI must). */
  leaveToPlan(side: Side): boolean {
    if (!this.hasPlan(side)) return false;
    this.absent.add(side);
    return true;
  }

  /** The manager is gone and his plan coaches in his place. */
  isAbsent(side: Side): boolean {
    return this.absent.has(side);
  }

  /** The manager is back: his own autopilot again. */
  returned(side: Side): void {
    this.absent.delete(side);
  }

  /** A command of the manager's own: one that coaches overrules a plan he had left it to (his autopilot goes off). */
  overrules(side: Side, command: ManagerCommand): boolean {
    return COACHING_COMMANDS.has(command.type) && !this.absent.has(side) && this.autopilot(side).mode === 'plan';
  }

  /** The plan's lines and commands for this game second, each to be applied and logged in order. */
  decide(side: Side): ManagerCommand[] {
    const plan = this.plans[side];
    if (!plan || !this.planCoaches(side)) return [];
    const decisions = planDecisions(this.engine, side, plan, this.memory[side] ?? newPlanMemory(), MATCH_RULES);
    this.memory[side] = decisions.memory;
    const lines: ManagerCommand[] = decisions.fired.map((fired) => ({ type: 'announce', line: fired.line }));
    return [...lines, ...decisions.commands];
  }
}
