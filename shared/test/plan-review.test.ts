/**
 * A plan reviewed against a match that was played: the match replays as it
 * went (the plan's commands are never applied), the plan's rules show at the
 * seconds their situations began, the manager's own commands stand beside
 * them, repeats are not said twice, and a record that does not replay gives
 * no review.
 */
import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  buildCatalogue,
  catalogueTeam,
  createMatch,
  GAME_PLAN_REVIEW,
  gamePlanSchema,
  MATCH_RULES,
  replayMatch,
  reviewPlan,
  rngFromState,
  stepInto,
  type GamePlan,
  type ManagerCommand,
  type MatchEvent,
  type MatchLogEntry,
  type MatchState,
  type MatchStatus,
  type PlayedMatch,
} from '../src/index.js';

const catalogue = buildCatalogue();
const statusOf = (state: MatchState): MatchStatus => state.status;

/** A match played to its end, home's manager slowing the pace at second 100; with the score at every second. */
function played(seed: number): { match: PlayedMatch; final: MatchState; margins: Array<{ period: number; margin: number }> } {
  const live = createMatch(
    { ...catalogueTeam(catalogue, 101), managed: true },
    { ...catalogueTeam(catalogue, 106), managed: false },
    { recordEvents: true, neutralVenue: false },
    seed,
  );
  const start = JSON.stringify(live);
  const rng = rngFromState(live.rng);
  const log: MatchLogEntry[] = [];
  const act = (command: ManagerCommand) => {
    if (applyCommand(live, 'home', command, MATCH_RULES).ok) log.push({ t: live.elapsed, side: 'home', command });
  };
  const margins: Array<{ period: number; margin: number }> = [];
  const events: MatchEvent[] = [];
  act({ type: 'play' });
  while (statusOf(live) !== 'finished') {
    if (statusOf(live) === 'break') act({ type: 'continue' });
    if (live.elapsed === 100) act({ type: 'tactics', tactics: { pace: 'slow' } });
    events.length = 0;
    stepInto(live, MATCH_RULES, rng, events);
    margins[live.elapsed] = { period: live.period, margin: live.score.home - live.score.away };
  }
  return { match: { start, log, elapsed: live.elapsed }, final: live, margins };
}

const plan = (
  rules: unknown[],
  timeouts: { afterOpponentRun: number | null; keepForLastSeconds: number } = { afterOpponentRun: null, keepForLastSeconds: 0 },
): GamePlan =>
  gamePlanSchema.parse({
    rotation: { restBelowEnergy: null, returnAtEnergy: 80, minutes: {}, closers: [], closeFromSeconds: 0 },
    rules,
    timeouts,
  });

describe('reviewPlan', () => {
  const { match, final, margins } = played(7);

  it('says what an all-game rule would have done at the tip-off, and the manager’s own command where he gave it', () => {
    const review = reviewPlan(match, 'home', plan([{ id: 'run', when: {}, then: [{ type: 'tactics', pace: 'fast' }] }]));
    expect(review).not.toBeNull();
    const planLines = review?.moments.filter((m) => m.who === 'plan') ?? [];
    expect(planLines[0]).toMatchObject({ period: 1, line: 'Pushing the pace' });
    expect(planLines[0]?.t).toBeLessThanOrEqual(1);
    // The plan keeps asking for the same pace (it is never applied): said once.
    expect(planLines.filter((m) => /pace/i.test(m.line))).toHaveLength(1);
    expect(review?.moments.filter((m) => m.who === 'you')).toEqual([expect.objectContaining({ t: 100, period: 1, line: 'Slow pace' })]);
    expect(review?.youCount).toBe(1);
  });

  it('fires a situation rule at the first second its situation held, and not when it never did', () => {
    const lead = (least: number) => plan([{ id: 'lead', when: { leadAtLeast: least }, then: [{ type: 'tactics', pace: 'slow' }] }]);
    const most = Math.max(...margins.filter(Boolean).map((m) => m.margin));
    const reached = Math.max(1, Math.min(most, 10));
    const review = reviewPlan(match, 'home', lead(reached));
    const first = margins.findIndex((m) => m !== undefined && m.margin >= reached);
    const fired = review?.moments.filter((m) => m.who === 'plan' && m.line.startsWith('Ahead by')) ?? [];
    if (most >= 1) {
      expect(fired.length).toBeGreaterThan(0);
      // The plan looks before each second is played: it sees the margin of the second before.
      expect(fired[0]?.t).toBe(first);
    }
    const never = reviewPlan(match, 'home', lead(most + 1));
    expect(never?.moments.filter((m) => m.who === 'plan' && m.line.startsWith('Ahead by'))).toEqual([]);
    // With no rule holding, the plan keeps the tactics it found: it undoes the manager's slower pace at its next look.
    expect(never?.moments.filter((m) => m.who === 'plan')).toEqual([
      expect.objectContaining({ t: MATCH_RULES.aiTacticsEvery * Math.ceil(101 / MATCH_RULES.aiTacticsEvery), line: 'Moderate pace' }),
    ]);
  });

  it('leaves the match as it was played, and says a repeated timeout only after a while', () => {
    const review = reviewPlan(match, 'away', plan([], { afterOpponentRun: 4, keepForLastSeconds: 0 }));
    const timeouts = review?.moments.filter((m) => m.who === 'plan' && /timeout/i.test(m.line)) ?? [];
    expect(timeouts.length).toBeGreaterThan(0);
    expect(timeouts[0]?.line).toMatch(/^Timeout after a \d+-0 run$/);
    for (let i = 1; i < timeouts.length; i += 1) {
      expect((timeouts[i]?.t ?? 0) - (timeouts[i - 1]?.t ?? 0)).toBeGreaterThanOrEqual(GAME_PLAN_REVIEW.repeatAfterSeconds);
    }
    // Away's manager gave no command: nothing of his.
    expect(review?.youCount).toBe(0);
    // The record still replays to the score that was played.
    const again = replayMatch(JSON.parse(match.start) as MatchState, match.log, match.elapsed, MATCH_RULES);
    expect(again?.score).toEqual(final.score);
  });

  it('gives no review of a record that does not replay', () => {
    const broken: PlayedMatch = { ...match, log: [...match.log, { t: match.elapsed + 50, side: 'home', command: { type: 'timeout' } }] };
    expect(reviewPlan(broken, 'home', plan([]))).toBeNull();
    expect(reviewPlan({ ...match, start: '{not json' }, 'home', plan([]))).toBeNull();
  });
});
