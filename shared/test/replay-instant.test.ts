/**
 * Instant games replay like live ones: the simulation tells a recorder its
 * start and every command it applied (a plan's, the breaks continued), and
 * replaying that record gives back the very game, box score included.
 */
import { describe, expect, it } from 'vitest';
import {
  buildCatalogue,
  catalogueTeam,
  createMatch,
  gamePlanSchema,
  MATCH_RULES,
  replayMatch,
  replayTimeline,
  simulatePlanned,
  simulateWithPeriods,
  type GamePlan,
  type GameRecorder,
  type MatchState,
} from '../src/index.js';

const catalogue = buildCatalogue();
const game = (seed: number, managed = false) =>
  createMatch({ ...catalogueTeam(catalogue, 101), managed }, catalogueTeam(catalogue, 106), { recordEvents: false }, seed);

const busyPlan: GamePlan = gamePlanSchema.parse({
  rotation: { restBelowEnergy: 55, returnAtEnergy: 80, minutes: {}, closers: [], closeFromSeconds: 0 },
  rules: [{ id: 'run', when: {}, then: [{ type: 'tactics', pace: 'fast' }] }],
  timeouts: { afterOpponentRun: 6, keepForLastSeconds: 120 },
});

function sameGame(a: MatchState, b: MatchState): void {
  expect(b.score).toEqual(a.score);
  expect(b.rng).toEqual(a.rng);
  expect(b.elapsed).toBe(a.elapsed);
  for (const side of ['home', 'away'] as const)
    expect(b[side].players.map((p) => [p.id, p.stats, p.secondsPlayed])).toEqual(
      a[side].players.map((p) => [p.id, p.stats, p.secondsPlayed]),
    );
}

describe('instant games keep what replays them', () => {
  it('a game without plans replays to the same end', () => {
    for (const seed of [3, 77]) {
      const recorder: GameRecorder = { log: [] };
      const { state } = simulateWithPeriods(game(seed), MATCH_RULES, recorder);
      expect(recorder.log.every((e) => e.command.type === 'continue')).toBe(true);
      const again = replayMatch(JSON.parse(recorder.start ?? '') as MatchState, recorder.log, recorder.elapsed ?? 0, MATCH_RULES);
      expect(again).not.toBeNull();
      sameGame(state, again as MatchState);
    }
  });

  it("a game coached by a plan replays its commands to the same end, and its timeline shows the shots' chances", () => {
    const recorder: GameRecorder = { log: [] };
    const { state } = simulatePlanned(game(9, true), { home: busyPlan }, MATCH_RULES, recorder);
    const commands = recorder.log.filter((e) => e.side === 'home');
    expect(commands.some((e) => e.command.type === 'substitute')).toBe(true);
    expect(commands.some((e) => e.command.type === 'tactics')).toBe(true);
    const again = replayMatch(JSON.parse(recorder.start ?? '') as MatchState, recorder.log, recorder.elapsed ?? 0, MATCH_RULES);
    sameGame(state, again as MatchState);
    const timeline = replayTimeline(
      'g',
      { start: recorder.start ?? '', log: recorder.log, elapsed: recorder.elapsed ?? 0, flow: [], winChance: [] },
      state.score,
    );
    expect(timeline).not.toBeNull();
    const shots = timeline?.events.filter((e) => e.type.endsWith('made') || e.type.endsWith('missed')) ?? [];
    expect(shots.length).toBeGreaterThan(100);
    expect(shots.every((e) => e.chance !== undefined)).toBe(true);
    expect(shots.filter((e) => e.why).length).toBeGreaterThan(80);
  });
});
