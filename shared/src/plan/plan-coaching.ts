/**
 * Game plans on the coaching bench: a plan as one of the bench's coaches,
 * the bench's best live coach and the same coaching written as a plan, and
 * the bands of what a plan is worth (the game-plans bench prints them).
 */
import { restRotation, suitsMatchup, type Coach } from '../engine/coaching.js';
import { applyCommand, type ManagerCommand } from '../engine/manager.js';
import type { Band } from '../engine/realism.js';
import type { MatchState, Side } from '../engine/types.js';
import { newPlanMemory, planDecisions, type PlanFeedLine, type PlanMemory } from './plan-coach.js';
import type { GamePlan } from './schema.js';

export const GAME_PLAN_BANDS = {
  /** A plan that suits its tactics to the matchup, against a side that ignores it: what the live coach who does so gains, points a game. */
  suitedPlan: { min: 2, max: 4 },
  /** The best live coach against the same coaching as a plan: presence alone is no edge (points a game, either way). */
  presenceEdge: { min: -1, max: 1 },
} as const satisfies Record<string, Band>;

/** Told of every command the plan coach applied (with its result) and every line it fired, for a log or a feed. */
export type PlanObserver = (state: MatchState, side: Side, command: ManagerCommand | null, fired: readonly PlanFeedLine[]) => void;

/**
 * A plan as a bench coach: each game second it applies the plan's
 * decisions with `applyCommand`, as `restRotation` applies its own. Its
 * memory is kept per match and side, so one coach plays any number of games.
 */
export function planCoach(plan: GamePlan, observe?: PlanObserver): Coach {
  const memories = new WeakMap<MatchState, Partial<Record<Side, PlanMemory>>>();
  return (state, side, rules) => {
    let bySide = memories.get(state);
    if (!bySide) memories.set(state, (bySide = {}));
    const decisions = planDecisions(state, side, plan, bySide[side] ?? newPlanMemory(), rules);
    bySide[side] = decisions.memory;
    if (decisions.fired.length > 0) observe?.(state, side, null, decisions.fired);
    for (const command of decisions.commands) {
      if (applyCommand(state, side, command, rules).ok) observe?.(state, side, command, []);
    }
  };
}

/**
 * The bench's best live coach: no single coach of the bench does it all,
 * so it is the two that gain points together: the tactics that suit the
 * matchup (looked at every 30 game seconds) and the rest rotation (off under
 * 60 energy, back at 80, looked at every game minute).
 */
export function bestLiveCoach(): Coach {
  const tactics = suitsMatchup();
  const rotation = restRotation();
  return (state, side, rules) => {
    tactics(state, side, rules);
    rotation(state, side, rules);
  };
}

/** Tactics that suit the matchup all game; the AI coach's own substitutions. */
export const suitedPlan: GamePlan = {
  rotation: { restBelowEnergy: null, returnAtEnergy: 80, minutes: {}, closers: [], closeFromSeconds: 0 },
  rules: [{ id: 'suit-the-matchup', when: {}, then: [{ type: 'tactics', pace: 'suited', offense: 'suited', defense: 'suited' }] }],
  timeouts: { afterOpponentRun: null, keepForLastSeconds: 0 },
};

/** The best live coach written as a plan: the suited tactics all game, and off under 60 energy, back at 80. */
export const liveCoachAsPlan: GamePlan = {
  ...suitedPlan,
  rotation: { restBelowEnergy: 60, returnAtEnergy: 80, minutes: {}, closers: [], closeFromSeconds: 0 },
};
