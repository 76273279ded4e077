/**
 * A friendly's rules in the engine (timeouts counted by half, the room's
 * handover of a side to the AI) and its replay: a match played as a friendly
 * room plays it, replayed from its start and log, ends on its recorded score
 * with the same box score and five on court, at any speed of scrubbing.
 */
import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  buildCatalogue,
  catalogueTeam,
  createMatch,
  createRng,
  FRIENDLY,
  MATCH_RULES,
  periodClockAt,
  replayTimeline,
  replayViewAt,
  rngFromState,
  startNextPeriod,
  stepInto,
  timeoutError,
  timeoutsLeft,
  type ManagerCommand,
  type MatchLogEntry,
  type MatchRecord,
  type MatchState,
  type Side,
} from '../src/index.js';

const catalogue = buildCatalogue();
const statusOf = (state: MatchState) => state.status as string;

function friendly(seed: number): MatchState {
  return createMatch(
    { ...catalogueTeam(catalogue, 401), managed: true },
    { ...catalogueTeam(catalogue, 402), managed: true },
    { recordEvents: true },
    seed,
  );
}

/** Plays on to `period` (breaks continued at once). */
function playTo(state: MatchState, period: number): void {
  const rng = rngFromState(state.rng);
  if (statusOf(state) !== 'playing') state.status = 'playing';
  while (state.period < period) {
    if (statusOf(state) === 'break') startNextPeriod(state, MATCH_RULES);
    else stepInto(state, MATCH_RULES, rng, []);
  }
  state.rng = rng.state();
}

describe('timeouts', () => {
  it('gives each side two a half and one an overtime, stops the clock, and refuses beyond that', () => {
    const state = friendly(7);
    expect(timeoutError(state, 'home', MATCH_RULES)).toMatch(/clock is already stopped/);
    state.status = 'playing';
    for (const left of [2, 1]) {
      expect(timeoutsLeft(state, 'home', MATCH_RULES)).toBe(left);
      const called = applyCommand(state, 'home', { type: 'timeout' }, MATCH_RULES);
      expect(called).toMatchObject({ ok: true, events: [{ type: 'timeout', side: 'home' }] });
      expect(state.status).toBe('paused');
      // Stopped: no second timeout on top of it.
      expect(applyCommand(state, 'away', { type: 'timeout' }, MATCH_RULES)).toEqual({
        ok: false,
        error: 'The clock is already stopped: a timeout stops a running clock',
      });
      state.status = 'playing';
    }
    expect(applyCommand(state, 'home', { type: 'timeout' }, MATCH_RULES)).toEqual({
      ok: false,
      error: `No timeouts left this half (${FRIENDLY.timeoutsPerHalf} a half)`,
    });
    // The other side's are its own.
    expect(timeoutsLeft(state, 'away', MATCH_RULES)).toBe(2);
    // Q2 is the same half; Q3 starts the second with two again.
    playTo(state, 2);
    expect(timeoutsLeft(state, 'home', MATCH_RULES)).toBe(0);
    playTo(state, 3);
    expect(timeoutsLeft(state, 'home', MATCH_RULES)).toBe(2);
    expect(state.home.timeouts).toEqual([1, 1]);
    // An overtime has one of its own.
    const overtime = { ...structuredClone(state), period: 5, status: 'playing' as const };
    expect(timeoutsLeft(overtime, 'home', MATCH_RULES)).toBe(FRIENDLY.timeoutsPerOvertime);
    expect(applyCommand(overtime, 'home', { type: 'timeout' }, MATCH_RULES).ok).toBe(true);
    overtime.status = 'playing';
    expect(applyCommand(overtime, 'home', { type: 'timeout' }, MATCH_RULES)).toEqual({
      ok: false,
      error: 'No timeouts left in this overtime (1 an overtime)',
    });
  });

  it('hands a side to the AI coach and back', () => {
    const state = friendly(8);
    expect(applyCommand(state, 'away', { type: 'handover', to: 'ai' }, MATCH_RULES).ok).toBe(true);
    expect(state.away.managed).toBe(false);
    state.elapsed = 300;
    expect(applyCommand(state, 'away', { type: 'handover', to: 'manager' }, MATCH_RULES).ok).toBe(true);
    expect(state.away).toMatchObject({ managed: true, managerActedAt: 300 });
  });
});

/**
 * A friendly as its room plays it: both coaches act now and then (timeouts
 * when the clock runs, substitutions and tactics when it is stopped), the
 * room starts the clock again after each stop and continues the breaks, and
 * the away coach drops in the third quarter and the AI takes his side.
 */
function playFriendly(seed: number): { record: MatchRecord; live: MatchState } {
  const live = friendly(seed);
  const start = JSON.stringify(live);
  const rng = rngFromState(live.rng);
  const coach = createRng(seed + 99);
  const log: MatchLogEntry[] = [];
  const act = (command: ManagerCommand, side?: Side) => {
    if (applyCommand(live, side ?? 'home', command, MATCH_RULES).ok)
      log.push(side ? { t: live.elapsed, side, command } : { t: live.elapsed, command });
  };
  act({ type: 'play' });
  while (statusOf(live) !== 'finished') {
    if (statusOf(live) === 'playing') {
      if (coach.chance(0.004)) act({ type: 'timeout' }, coach.chance(0.5) ? 'home' : 'away');
      if (live.elapsed === 1500 && live.away.managed) act({ type: 'handover', to: 'ai' }, 'away');
    }
    if (statusOf(live) === 'paused' || statusOf(live) === 'break') {
      for (const side of ['home', 'away'] as const) {
        const team = live[side];
        const out = team.players.find((p) => p.slot !== null);
        const benched = team.players.find((p) => p.slot === null && !p.fouledOut && !p.injury);
        if (team.managed && out && benched) act({ type: 'substitute', outId: out.id, inId: benched.id }, side);
        if (team.managed && coach.chance(0.5)) act({ type: 'tactics', tactics: { pace: coach.chance(0.5) ? 'fast' : 'slow' } }, side);
      }
      act(statusOf(live) === 'break' ? { type: 'continue' } : { type: 'play' });
      continue;
    }
    stepInto(live, MATCH_RULES, rng, []);
  }
  live.rng = rng.state();
  return { record: { start, log, elapsed: live.elapsed, flow: [1, 2], winChance: [50, 60, 70] }, live };
}

describe('replayTimeline', () => {
  it('replays a friendly from its start and log to its recorded score, box score and five on court', () => {
    const { record, live } = playFriendly(11);
    expect(record.log.filter((e) => e.command.type === 'timeout').length).toBeGreaterThan(2);
    expect(record.log.filter((e) => e.command.type === 'handover').length).toBe(1);
    const timeline = replayTimeline('k1', record, live.score);
    expect(timeline).not.toBeNull();
    if (!timeline) return;
    expect(timeline.final).toEqual(live.score);
    expect(timeline.length).toBe(live.elapsed);
    expect(timeline.events.length).toBe(live.events.length);
    expect(timeline.events.filter((e) => e.type === 'timeout').length).toBe(record.log.filter((e) => e.command.type === 'timeout').length);
    // The end of the replay is the end of the match, whatever speed it was watched at.
    const { view, feed } = replayViewAt(timeline, timeline.length, 100 / 16);
    expect(view).toMatchObject({ status: 'finished', homeScore: live.score.home, awayScore: live.score.away });
    expect(feed[0]?.type).toBe('game_end');
    for (const side of ['home', 'away'] as const) {
      expect(view[side].onCourt).toEqual(live[side].onCourt.map((i) => live[side].players[i]?.id));
      for (const p of live[side].players) {
        const shown = view[side].players.find((q) => q.id === p.id);
        expect(shown).toMatchObject({ points: p.stats.points, rebounds: p.stats.rebounds, assists: p.stats.assists, fouls: p.stats.fouls });
        expect(shown?.minutes).toBe(Math.floor(p.secondsPlayed / 60));
      }
    }
    // Half-way: the score so far, the clock of its period.
    const half = replayViewAt(timeline, 1200, 100);
    expect(half.view).toMatchObject({ quarter: 2, clock: 0, status: 'break' });
    expect(half.view.homeScore + half.view.awayScore).toBe(
      live.events.filter((e) => e.t <= 1200).reduce((sum, e) => sum + (e.points ?? 0), 0),
    );
    expect(half.view.flow).toEqual([1, 2]);
  });

  it('answers null for a record that does not end on the stored score', () => {
    const { record, live } = playFriendly(12);
    expect(replayTimeline('k2', record, { home: live.score.home + 1, away: live.score.away })).toBeNull();
    expect(replayTimeline('k2', { ...record, log: record.log.slice(1) }, live.score)).toBeNull();
    expect(replayTimeline('k2', { ...record, start: 'not json' }, live.score)).toBeNull();
  });

  it('tells the period and clock of any game second', () => {
    expect(periodClockAt(0)).toEqual({ period: 1, clock: 600 });
    expect(periodClockAt(600)).toEqual({ period: 1, clock: 0 });
    expect(periodClockAt(601)).toEqual({ period: 2, clock: 599 });
    expect(periodClockAt(2400)).toEqual({ period: 4, clock: 0 });
    expect(periodClockAt(2401)).toEqual({ period: 5, clock: 299 });
    expect(periodClockAt(2700)).toEqual({ period: 5, clock: 0 });
    expect(periodClockAt(2701)).toEqual({ period: 6, clock: 299 });
  });
});
