/**
 * Game plans as data: the presets are valid plans, a bad plan is refused
 * with messages that name the rule at fault (by `planErrors` and by the
 * schema the API parses with), and rules read in plain words.
 */
import { describe, expect, it } from 'vitest';
import {
  describeRule,
  firedRuleLine,
  GAME_PLAN_LIMITS,
  GAME_PLAN_PRESETS,
  gamePlanPreset,
  gamePlanSchema,
  liveCoachAsPlan,
  planErrors,
  suitedPlan,
  type GamePlan,
  type PlanRule,
} from '../src/index.js';

const aheadInQ4: PlanRule = {
  id: 'ahead-q4',
  when: { leadAtLeast: 10, fromQuarter: 4 },
  then: [
    { type: 'tactics', pace: 'slow' },
    { type: 'instruction', instruction: 'run-clock', on: true },
  ],
};
const plan = (rules: PlanRule[], change: Partial<GamePlan> = {}): GamePlan => ({ ...gamePlanPreset('balanced'), rules, ...change });

describe('presets', () => {
  it('are the four named ones, each labelled, described and valid by the schema the API uses', () => {
    expect(GAME_PLAN_PRESETS.map((p) => p.id)).toEqual(['balanced', 'protect-a-lead', 'chase-the-game', 'rest-the-stars']);
    for (const preset of GAME_PLAN_PRESETS) {
      expect(preset.label.length).toBeGreaterThan(0);
      expect(preset.description.length).toBeGreaterThan(0);
      expect(planErrors(preset.plan)).toEqual([]);
      expect(gamePlanSchema.safeParse(preset.plan).success).toBe(true);
    }
    expect(planErrors(suitedPlan)).toEqual([]);
    expect(planErrors(liveCoachAsPlan)).toEqual([]);
  });

  it('hands out a copy: changing it leaves the preset as it was', () => {
    const copy = gamePlanPreset('protect-a-lead');
    copy.rules.length = 0;
    expect(gamePlanPreset('protect-a-lead').rules.length).toBe(3);
  });
});

describe('validation', () => {
  it('names the rule in every message about it', () => {
    const bad = plan([
      aheadInQ4,
      aheadInQ4,
      { id: 'huge', when: { leadAtLeast: 50, fromQuarter: 4 }, then: [{ type: 'tactics', pace: 'slow' }] },
    ]);
    expect(planErrors(bad)).toEqual([
      `Rule 2 (Ahead by 10 or more in the 4th quarter): its id "ahead-q4" is rule 1's too`,
      'Rule 3 (Ahead by 50 or more in the 4th quarter): lead must be between 1 and 40',
    ]);
  });

  it('uses the manager’s label for the rule when he gave one', () => {
    const labelled = { ...aheadInQ4, label: 'ahead by 10 in Q4', when: { leadAtLeast: 0, fromQuarter: 4 } };
    expect(planErrors(plan([labelled]))).toEqual(['Rule 1 (ahead by 10 in Q4): lead must be between 1 and 40']);
  });

  it('refuses rules that contradict themselves or make no sense', () => {
    const errors = planErrors(
      plan([
        { id: 'a', when: { leadAtLeast: 5, trailAtLeast: 5 }, then: [{ type: 'tactics', pace: 'fast' }] },
        { id: 'b', when: { fromQuarter: 4 }, then: [{ type: 'instruction', instruction: 'foul', on: true }] },
        { id: 'c', when: { trailAtLeast: 3 }, then: [{ type: 'instruction', instruction: 'run-clock', on: true }] },
        { id: 'd', when: { fromQuarter: 9, quarterSecondsLeftAtMost: 900 }, then: [] },
        { id: 'e', when: { opponentThreePct: { atLeast: 140, afterAttempts: 0 } }, then: [{ type: 'tactics' }] },
        {
          id: 'f',
          when: { trailAtLeast: 9, trailAtMost: 4 },
          then: [
            { type: 'tactics', pace: 'fast' },
            { type: 'tactics', pace: 'slow' },
          ],
        },
      ]),
    );
    expect(errors).toEqual([
      'Rule 1 (Ahead by 5 or more Behind by 5 or more): a rule cannot ask to be ahead and behind at once',
      'Rule 2 (In the 4th quarter): fouling to stop the clock only makes sense when behind: add a deficit to its situation',
      'Rule 3 (Behind by 3 or more): running the clock only makes sense when ahead: add a lead to its situation',
      'Rule 4 (In the last 15 minutes of a quarter in overtime): the quarter must be between 1 and 5 (5 is overtime)',
      'Rule 4 (In the last 15 minutes of a quarter in overtime): the seconds left in the quarter must be between 1 and 600',
      'Rule 4 (In the last 15 minutes of a quarter in overtime): it does nothing: give it at least one action',
      'Rule 5 (They shoot 140% or better from three (after 0 attempts)): the three-point percentage must be between 1 and 100',
      'Rule 5 (They shoot 140% or better from three (after 0 attempts)): the three-point attempts must be between 1 and 40',
      'Rule 5 (They shoot 140% or better from three (after 0 attempts)): a tactics action must set the pace, the offence or the defence',
      'Rule 6 (Behind by 9 to 4): the least deficit is more than the most deficit',
      'Rule 6 (Behind by 9 to 4): it sets the pace twice',
    ]);
  });

  it('checks the rotation and the timeouts, and with the squad, the players named', () => {
    const bad = plan([], {
      rotation: { restBelowEnergy: 70, returnAtEnergy: 65, minutes: { p1: 45, p9: 20 }, closers: ['p1', 'p1'], closeFromSeconds: 240 },
      timeouts: { afterOpponentRun: 2, keepForLastSeconds: 120 },
    });
    expect(planErrors(bad, ['p1', 'p2'])).toEqual([
      'Rotation: a player must come back with more energy than he was rested at',
      'Rotation: minutes for p1 must be between 0 and 40',
      'Rotation: p9 (minutes) is not in the squad',
      'Rotation: a closer is named twice',
      "Timeouts: the opponent's run must be between 4 and 20 points",
    ]);
  });

  it('the schema answers the same messages, so the API can refuse a plan with them', () => {
    const result = gamePlanSchema.safeParse(plan([{ ...aheadInQ4, when: { leadAtLeast: 50, fromQuarter: 4 } }]));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Rule 1 (Ahead by 50 or more in the 4th quarter): lead must be between 1 and 40',
    ]);
  });

  it('the schema refuses shapes that are not a plan, and too many rules', () => {
    expect(
      gamePlanSchema.safeParse(plan([{ ...aheadInQ4, then: [{ type: 'tactics', pace: 'turbo' }] } as unknown as PlanRule])).success,
    ).toBe(false);
    expect(gamePlanSchema.safeParse({ ...plan([]), extra: 1 }).success).toBe(false);
    const many = Array.from({ length: GAME_PLAN_LIMITS.maxRules + 1 }, (_, i) => ({ ...aheadInQ4, id: `r${i}` }));
    const result = gamePlanSchema.safeParse(plan(many));
    expect(result.error?.issues.map((i) => i.message)).toContain(`A plan has at most ${GAME_PLAN_LIMITS.maxRules} rules`);
  });
});

describe('plain words', () => {
  it('reads a rule as the manager wrote it', () => {
    expect(describeRule(aheadInQ4)).toBe('Ahead by 10 or more in the 4th quarter: slow pace, run the clock');
    expect(
      describeRule({
        id: 'x',
        when: { trailAtMost: 6, gameSecondsLeftAtMost: 120 },
        then: [{ type: 'instruction', instruction: 'foul', on: true }],
      }),
    ).toBe('Behind by up to 6 in the last 2 minutes of the game: foul to stop the clock');
    expect(describeRule(suitedPlan.rules[0] as PlanRule)).toBe('All game: tactics to suit the matchup');
    expect(
      describeRule({
        id: 'y',
        when: { opponentThreePct: { atLeast: 40, afterAttempts: 10 } },
        then: [{ type: 'tactics', defense: 'man-to-man' }],
      }),
    ).toBe('They shoot 40% or better from three (after 10 attempts): man-to-man');
  });

  it('says a fired rule with the game as it is', () => {
    const now = { margin: 12, clock: 300, period: 4, opponentThrees: { made: 0, attempts: 0 } };
    expect(firedRuleLine({ ...aheadInQ4, then: [{ type: 'tactics', pace: 'slow' }] }, now)).toBe('plan: ahead by 12, slowing the pace');
    expect(firedRuleLine(aheadInQ4, now)).toBe('plan: ahead by 12, slowing the pace and running the clock');
  });
});
