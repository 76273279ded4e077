/**
 * The game plan's executor: each condition holds at its situation and only
 * then, a rule fires once when its situation begins (again only after it
 * ended and came back), the commands it issues are ones the match accepts,
 * and a match coached by a plan is the same match every time and replays
 * from its log.
 */
import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  buildCatalogue,
  catalogueTeam,
  conditionHolds,
  createMatch,
  GAME_PLAN_PRESETS,
  gamePlanPreset,
  ignoresMatchup,
  MATCH_RULES,
  newPlanMemory,
  onCourtPlayers,
  planCoach,
  planDecisions,
  playCoached,
  replayMatch,
  rngFromState,
  startNextPeriod,
  stepInto,
  type GamePlan,
  type MatchLogEntry,
  type MatchState,
  type MatchStatus,
  type PlanCondition,
  type PlanMemory,
  type PlanRule,
} from '../src/index.js';

const catalogue = buildCatalogue();
const rules = MATCH_RULES;
const statusOf = (state: MatchState): MatchStatus => state.status;

function game(): MatchState {
  const state = createMatch(
    { ...catalogueTeam(catalogue, 201), managed: true },
    { ...catalogueTeam(catalogue, 202), managed: true },
    { recordEvents: true },
    5,
  );
  state.status = 'playing';
  return state;
}
/** The game at a moment: period, seconds left on its clock, home and away score. */
function at(state: MatchState, period: number, clock: number, home: number, away: number): MatchState {
  state.period = period;
  state.clock = clock;
  state.elapsed = (Math.min(period, 4) - 1) * 600 + 600 - clock + 1;
  state.settledAt = state.elapsed;
  state.score = { home, away };
  return state;
}
const holds = (when: PlanCondition, state: MatchState) => conditionHolds(state, 'home', when, rules);
const onlyRules = (ruleList: PlanRule[]): GamePlan => ({
  rotation: { restBelowEnergy: null, returnAtEnergy: 80, minutes: {}, closers: [], closeFromSeconds: 0 },
  rules: ruleList,
  timeouts: { afterOpponentRun: null, keepForLastSeconds: 0 },
});

describe('conditions', () => {
  it('quarter: from the quarter named on, overtime counting as the fifth', () => {
    expect(holds({ fromQuarter: 4 }, at(game(), 3, 10, 0, 0))).toBe(false);
    expect(holds({ fromQuarter: 4 }, at(game(), 4, 590, 0, 0))).toBe(true);
    expect(holds({ fromQuarter: 4 }, at(game(), 5, 200, 0, 0))).toBe(true);
    expect(holds({ fromQuarter: 5 }, at(game(), 4, 1, 0, 0))).toBe(false);
  });

  it('seconds left in the game and in the quarter', () => {
    expect(holds({ gameSecondsLeftAtMost: 120 }, at(game(), 4, 121, 0, 0))).toBe(false);
    expect(holds({ gameSecondsLeftAtMost: 120 }, at(game(), 4, 120, 0, 0))).toBe(true);
    // Two minutes left in the third quarter is twelve left in the game.
    expect(holds({ gameSecondsLeftAtMost: 120 }, at(game(), 3, 60, 0, 0))).toBe(false);
    expect(holds({ gameSecondsLeftAtMost: 120 }, at(game(), 5, 100, 0, 0))).toBe(true);
    expect(holds({ quarterSecondsLeftAtMost: 30 }, at(game(), 2, 30, 0, 0))).toBe(true);
    expect(holds({ quarterSecondsLeftAtMost: 30 }, at(game(), 2, 31, 0, 0))).toBe(false);
  });

  it('lead and deficit, at least and at most, for the side asked about', () => {
    expect(holds({ leadAtLeast: 10 }, at(game(), 2, 100, 60, 50))).toBe(true);
    expect(holds({ leadAtLeast: 10 }, at(game(), 2, 100, 59, 50))).toBe(false);
    expect(conditionHolds(at(game(), 2, 100, 60, 50), 'away', { trailAtLeast: 10 }, rules)).toBe(true);
    expect(holds({ leadAtMost: 5 }, at(game(), 2, 100, 55, 50))).toBe(true);
    expect(holds({ leadAtMost: 5 }, at(game(), 2, 100, 56, 50))).toBe(false);
    expect(holds({ leadAtMost: 5 }, at(game(), 2, 100, 50, 50))).toBe(false);
    expect(holds({ trailAtMost: 6 }, at(game(), 4, 100, 44, 50))).toBe(true);
    expect(holds({ trailAtMost: 6 }, at(game(), 4, 100, 43, 50))).toBe(false);
    expect(holds({ trailAtMost: 6 }, at(game(), 4, 100, 50, 50))).toBe(false);
    expect(holds({ trailAtLeast: 8 }, at(game(), 4, 100, 42, 50))).toBe(true);
    expect(holds({ trailAtLeast: 8 }, at(game(), 4, 100, 43, 50))).toBe(false);
  });

  it('the other side’s three-point percentage, once it has taken enough threes', () => {
    const state = at(game(), 2, 300, 30, 30);
    const when: PlanCondition = { opponentThreePct: { atLeast: 40, afterAttempts: 10 } };
    const shooter = state.away.players[0];
    if (!shooter) throw new Error('no player');
    Object.assign(shooter.stats, { threePointers: 4, threePointAttempts: 9 });
    expect(holds(when, state)).toBe(false);
    Object.assign(shooter.stats, { threePointers: 4, threePointAttempts: 10 });
    expect(holds(when, state)).toBe(true);
    Object.assign(shooter.stats, { threePointers: 4, threePointAttempts: 11 });
    expect(holds(when, state)).toBe(false);
    // Its own threes do not count.
    Object.assign(shooter.stats, { threePointers: 0, threePointAttempts: 0 });
    Object.assign((state.home.players[0] as (typeof state.home.players)[0]).stats, { threePointers: 9, threePointAttempts: 10 });
    expect(holds(when, state)).toBe(false);
  });

  it('no condition: all game', () => {
    expect(holds({}, at(game(), 1, 600, 0, 0))).toBe(true);
  });
});

const slowWithALead: PlanRule = {
  id: 'slow',
  when: { leadAtLeast: 10, fromQuarter: 4 },
  then: [
    { type: 'tactics', pace: 'slow' },
    { type: 'instruction', instruction: 'run-clock', on: true },
  ],
};

describe('firing', () => {
  it('fires once when its situation begins, says so in the feed, and again only after it ended and came back', () => {
    const state = at(game(), 4, 300, 62, 50);
    const plan = onlyRules([slowWithALead]);
    let memory: PlanMemory = newPlanMemory();
    const look = () => {
      const d = planDecisions(state, 'home', plan, memory, rules);
      for (const command of d.commands) expect(applyCommand(state, 'home', command, rules)).toMatchObject({ ok: true });
      memory = d.memory;
      return d;
    };
    const first = look();
    expect(first.fired).toEqual([{ source: 'rule', ruleId: 'slow', line: 'plan: ahead by 12, slowing the pace and running the clock' }]);
    expect(first.commands).toEqual([
      { type: 'tactics', tactics: { pace: 'slow' } },
      { type: 'instruction', instruction: 'run-clock', on: true },
    ]);
    expect(state.home.tactics.pace).toBe('slow');
    expect(state.home.instructions?.['run-clock']).toBe(true);
    // Still ahead by 10 or more: nothing new.
    at(state, 4, 250, 64, 50);
    expect(look()).toMatchObject({ commands: [], fired: [] });
    // The lead is down to 8: the plan's pace and instruction end with it.
    at(state, 4, 200, 64, 56);
    expect(look()).toMatchObject({
      commands: [
        { type: 'tactics', tactics: { pace: 'moderate' } },
        { type: 'instruction', instruction: 'run-clock', on: false },
      ],
      fired: [],
    });
    at(state, 4, 150, 66, 56);
    expect(look().fired.map((f) => f.line)).toEqual(['plan: ahead by 10, slowing the pace and running the clock']);
  });

  it('a later rule overrides an earlier one for the same part while both hold', () => {
    const plan = onlyRules([
      { id: 'q4', when: { fromQuarter: 4 }, then: [{ type: 'tactics', pace: 'fast', defense: 'zone' }] },
      slowWithALead,
    ]);
    const d = planDecisions(at(game(), 4, 300, 62, 50), 'home', plan, newPlanMemory(), rules);
    expect(d.fired.map((f) => f.ruleId)).toEqual(['q4', 'slow']);
    expect(d.commands[0]).toEqual({ type: 'tactics', tactics: { pace: 'slow', defense: 'zone' } });
  });

  it('gives an instruction only once it makes sense, and holds it while the rule does', () => {
    const plan = onlyRules([
      { id: 'foul', when: { trailAtMost: 6, fromQuarter: 4 }, then: [{ type: 'instruction', instruction: 'foul', on: true }] },
    ]);
    const state = at(game(), 4, 200, 46, 50);
    const early = planDecisions(state, 'home', plan, newPlanMemory(), rules);
    // The rule fires, but fouling is for the last two minutes.
    expect(early.fired).toHaveLength(1);
    expect(early.commands).toEqual([]);
    const late = planDecisions(at(state, 4, 110, 46, 50), 'home', plan, early.memory, rules);
    expect(late.fired).toEqual([]);
    expect(late.commands).toEqual([{ type: 'instruction', instruction: 'foul', on: true }]);
  });

  it('calls a timeout after the other side’s run, keeping the half’s last for the end of the game', () => {
    const plan: GamePlan = { ...onlyRules([]), timeouts: { afterOpponentRun: 8, keepForLastSeconds: 120 } };
    const state = at(game(), 3, 300, 40, 40);
    let memory = planDecisions(state, 'home', plan, newPlanMemory(), rules).memory;
    state.score.away = 46;
    memory = planDecisions(state, 'home', plan, memory, rules).memory;
    state.score.away = 48;
    const d = planDecisions(state, 'home', plan, memory, rules);
    expect(d.commands).toEqual([{ type: 'timeout' }, { type: 'play' }]);
    expect(d.fired.map((f) => f.line)).toEqual(['plan: timeout after a 8-0 run']);
    // With one left and more than two minutes to play, the last is kept.
    state.home.timeouts = [3];
    expect(planDecisions(state, 'home', plan, memory, rules).commands).toEqual([]);
    at(state, 4, 100, 40, 48);
    expect(planDecisions(state, 'home', plan, memory, rules).commands).toEqual([{ type: 'timeout' }, { type: 'play' }]);
    // Scoring ends the run.
    state.score.home = 42;
    expect(planDecisions(state, 'home', plan, memory, rules).commands).toEqual([]);
  });

  it('rests a tired player at its look, stopping the clock for it and playing on', () => {
    const state = at(game(), 2, 420, 20, 20);
    state.elapsed = 780;
    state.settledAt = 780;
    const tired = onCourtPlayers(state.home)[0];
    if (!tired) throw new Error('no player');
    tired.energy = 50;
    const plan: GamePlan = { ...onlyRules([]), rotation: { ...onlyRules([]).rotation, restBelowEnergy: 60 } };
    const d = planDecisions(state, 'home', plan, newPlanMemory(), rules);
    expect(d.commands[0]).toEqual({ type: 'pause' });
    expect(d.commands[1]).toMatchObject({ type: 'substitute', outId: tired.id });
    expect(d.commands.at(-1)).toEqual({ type: 'play' });
    // The decisions left the match as it was.
    expect(tired.slot).not.toBeNull();
    expect(state.status).toBe('playing');
    // Off the look's second, nothing.
    state.elapsed = 781;
    expect(planDecisions(state, 'home', plan, newPlanMemory(), rules).commands).toEqual([]);
  });

  it('brings its closers on as the closing minutes begin, and takes a player off at his minutes', () => {
    const state = at(game(), 4, 240, 70, 68);
    const closer = state.home.players.find((p) => p.slot === null && !p.injury);
    const starter = onCourtPlayers(state.home)[1];
    if (!closer || !starter) throw new Error('no players');
    const plan: GamePlan = {
      ...onlyRules([]),
      rotation: { restBelowEnergy: null, returnAtEnergy: 80, minutes: { [starter.id]: 20 }, closers: [closer.id], closeFromSeconds: 240 },
    };
    starter.secondsPlayed = 20 * 60;
    const d = planDecisions(state, 'home', plan, newPlanMemory(), rules);
    const subs = d.commands.filter((c) => c.type === 'substitute');
    expect(subs).toContainEqual(expect.objectContaining({ outId: starter.id }));
    expect(subs).toContainEqual(expect.objectContaining({ inId: closer.id }));
    expect(d.fired.map((f) => f.source)).toContain('closers');
    for (const command of d.commands) expect(applyCommand(state, 'home', command, rules).ok).toBe(true);
    expect(closer.slot).not.toBeNull();
    expect(starter.slot).toBeNull();
  });
});

/** A match played to its end as playCoached plays it, logging every command as a room would (the break's continue is the room's own). */
function playLogged(plan: GamePlan, awayPlan: GamePlan | null, seed: number) {
  const state = createMatch(
    { ...catalogueTeam(catalogue, 401), managed: true },
    { ...catalogueTeam(catalogue, 402), managed: awayPlan !== null },
    { recordEvents: true },
    seed,
  );
  const start = JSON.parse(JSON.stringify(state)) as MatchState;
  const log: MatchLogEntry[] = [];
  const refused: string[] = [];
  const coach = (p: GamePlan, side: 'home' | 'away') =>
    planCoach(p, (s, _side, command) => {
      if (command) log.push({ t: s.elapsed, side, command });
    });
  const home = coach(plan, 'home');
  const away = awayPlan ? coach(awayPlan, 'away') : null;
  const memories: Record<'home' | 'away', PlanMemory> = { home: newPlanMemory(), away: newPlanMemory() };
  const rng = rngFromState(state.rng);
  applyCommand(state, 'home', { type: 'play' }, rules);
  log.push({ t: 0, side: 'home', command: { type: 'play' } });
  for (let guard = 0; guard < 100_000 && statusOf(state) !== 'finished'; guard += 1) {
    if (statusOf(state) === 'break') {
      startNextPeriod(state, rules);
      log.push({ t: state.elapsed, command: { type: 'continue' } });
    }
    // Every command the plan asks for must be one the match accepts.
    for (const side of ['home', 'away'] as const) {
      const p = side === 'home' ? plan : awayPlan;
      if (!p) continue;
      const d = planDecisions(state, side, p, memories[side], rules);
      memories[side] = d.memory;
      const trial = d.commands.length > 0 ? (JSON.parse(JSON.stringify({ ...state, events: [] })) as MatchState) : state;
      for (const command of d.commands) {
        const result = applyCommand(trial, side, command, rules);
        if (!result.ok) refused.push(`${command.type}: ${result.error}`);
      }
      (side === 'home' ? home : away)?.(state, side, rules);
    }
    stepInto(state, rules, rng, []);
  }
  return { start, log, state, refused };
}

describe('a match coached by a plan', () => {
  it('is the same match for the same seed, whichever preset coaches it', () => {
    const home = catalogueTeam(catalogue, 201);
    const away = catalogueTeam(catalogue, 202);
    for (const preset of GAME_PLAN_PRESETS) {
      const coach = planCoach(preset.plan);
      const first = playCoached(home, away, 11, coach, ignoresMatchup);
      expect(playCoached(home, away, 11, coach, ignoresMatchup)).toBe(first);
      expect(playCoached(home, away, 11, planCoach(preset.plan), ignoresMatchup)).toBe(first);
    }
  });

  it('issues only commands the match accepts, and replays from its log to the same score', () => {
    for (const seed of [1, 2, 3]) {
      const { start, log, state, refused } = playLogged(gamePlanPreset('chase-the-game'), gamePlanPreset('protect-a-lead'), seed);
      expect(refused).toEqual([]);
      expect(log.some((e) => e.command.type === 'substitute')).toBe(true);
      expect(log.some((e) => e.command.type === 'tactics')).toBe(true);
      const replayed = replayMatch(start, log, state.elapsed, rules);
      expect(replayed?.score).toEqual(state.score);
      expect(replayed?.status).toBe('finished');
    }
  });

  it('against an AI side, too', () => {
    const { start, log, state, refused } = playLogged(gamePlanPreset('balanced'), null, 4);
    expect(refused).toEqual([]);
    expect(replayMatch(start, log, state.elapsed, rules)?.score).toEqual(state.score);
  });
});
