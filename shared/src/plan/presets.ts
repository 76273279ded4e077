/**
 * The plans a manager starts from: each a whole, valid plan he can take as
 * it is or change. They name no players (the rotation's minutes and closers
 * are his own to add), so they fit every squad.
 */
import type { GamePlan, PlanRotation, PlanRule } from './schema.js';

export const GAME_PLAN_PRESET_IDS = ['balanced', 'protect-a-lead', 'chase-the-game', 'rest-the-stars'] as const;
export type GamePlanPresetId = (typeof GAME_PLAN_PRESET_IDS)[number];

export interface GamePlanPreset {
  id: GamePlanPresetId;
  label: string;
  description: string;
  plan: GamePlan;
}

/** Tactics to suit the matchup all game: the AI coach's own choice, as the best live coach plays it. */
const suitTheMatchup: PlanRule = {
  id: 'suit-the-matchup',
  when: {},
  then: [{ type: 'tactics', pace: 'suited', offense: 'suited', defense: 'suited' }],
};
const rotation = (restBelowEnergy: number, returnAtEnergy: number): PlanRotation => ({
  restBelowEnergy,
  returnAtEnergy,
  minutes: {},
  closers: [],
  closeFromSeconds: 240,
});
/** Foul to stop the clock when down by up to two possessions in the last two minutes. */
const foulLate: PlanRule = {
  id: 'foul-late',
  when: { trailAtMost: 6, gameSecondsLeftAtMost: 120, fromQuarter: 4 },
  then: [{ type: 'instruction', instruction: 'foul', on: true }],
};
/** A timeout after the other side's 8-0 run, one kept for the last two minutes. */
const timeouts = { afterOpponentRun: 8, keepForLastSeconds: 120 };

export const GAME_PLAN_PRESETS: readonly GamePlanPreset[] = [
  {
    id: 'balanced',
    label: 'Balanced',
    description: 'Tactics to suit the matchup, tired players rested under 60 energy, fouls late when two possessions down.',
    plan: { rotation: rotation(60, 80), rules: [suitTheMatchup, foulLate], timeouts },
  },
  {
    id: 'protect-a-lead',
    label: 'Protect a lead',
    description: 'Slows the game and runs the clock ahead by 10 in the 4th quarter; rests the starters ahead by 15 with 4 minutes left.',
    plan: {
      rotation: rotation(60, 80),
      rules: [
        suitTheMatchup,
        {
          id: 'slow-with-a-lead',
          when: { leadAtLeast: 10, fromQuarter: 4 },
          then: [
            { type: 'tactics', pace: 'slow', defense: 'man-to-man' },
            { type: 'instruction', instruction: 'run-clock', on: true },
          ],
        },
        {
          id: 'rest-when-safe',
          when: { leadAtLeast: 15, gameSecondsLeftAtMost: 240, fromQuarter: 4 },
          then: [{ type: 'instruction', instruction: 'rest', on: true }],
        },
      ],
      timeouts,
    },
  },
  {
    id: 'chase-the-game',
    label: 'Chase the game',
    description: 'Fast pace and a press behind by 8 in the 4th quarter, fouls late when two possessions down, a timeout after a 6-0 run.',
    plan: {
      rotation: rotation(60, 80),
      rules: [
        suitTheMatchup,
        {
          id: 'push-when-behind',
          when: { trailAtLeast: 8, fromQuarter: 4 },
          then: [{ type: 'tactics', pace: 'fast', offense: 'perimeter', defense: 'full-court-press' }],
        },
        foulLate,
      ],
      timeouts: { afterOpponentRun: 6, keepForLastSeconds: 120 },
    },
  },
  {
    id: 'rest-the-stars',
    label: 'Rest the stars',
    description: 'Rests players under 70 energy until they are back at 85, and the starters whenever the game is decided by 15.',
    plan: {
      rotation: rotation(70, 85),
      rules: [
        suitTheMatchup,
        { id: 'rest-ahead', when: { leadAtLeast: 15, fromQuarter: 4 }, then: [{ type: 'instruction', instruction: 'rest', on: true }] },
        { id: 'rest-behind', when: { trailAtLeast: 20, fromQuarter: 4 }, then: [{ type: 'instruction', instruction: 'rest', on: true }] },
      ],
      timeouts: { afterOpponentRun: null, keepForLastSeconds: 0 },
    },
  },
];

/** A preset's plan, a fresh copy to change. */
export function gamePlanPreset(id: GamePlanPresetId): GamePlan {
  const preset = GAME_PLAN_PRESETS.find((p) => p.id === id);
  // The ids are the presets' own, so this is a programming error, not bad input.
  if (!preset) throw new Error(`No game plan preset "${id}"`);
  return structuredClone(preset.plan);
}
