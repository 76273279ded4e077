/**
 * The end of a game: the AI's late-game play (fouls to stop the clock, runs
 * the clock, pushes when behind, rests the starters in a decided game), the
 * manager's instructions accepted and refused, substitution waves, the
 * feed's period and clock, and the arithmetic of the bench's late-game bands.
 */
import { describe, expect, it } from 'vitest';
import {
  aiFoulsToStopClock,
  applyCommand,
  buildCatalogue,
  catalogueTeam,
  countAttempts,
  createMatch,
  createRng,
  describeEvent,
  emptyLine,
  eventStamp,
  isDecided,
  LIVE_MESSAGE_SCHEMAS,
  lateEventChance,
  lateFigures,
  lateThreeShare,
  MATCH_RULES,
  pushUrgency,
  simulateToEnd,
  stepInto,
  type GameLine,
  type MatchEvent,
  type MatchState,
  type Side,
} from '../src/index.js';

const catalogue = buildCatalogue();
const rules = MATCH_RULES;
const statusOf = (state: MatchState): MatchState['status'] => state.status;

/** A match of two catalogue sides at a given moment of the fourth quarter. */
function lateGame(home: number, away: number, clock: number, possession: Side, managedHome = false, seed = 7): MatchState {
  const state = createMatch(
    { ...catalogueTeam(catalogue, 401), managed: managedHome },
    catalogueTeam(catalogue, 402),
    { recordEvents: true },
    seed,
  );
  state.status = 'playing';
  state.period = 4;
  state.clock = clock;
  state.elapsed = 2400 - clock;
  state.settledAt = state.elapsed;
  state.score = { home, away };
  state.possession = possession;
  if (managedHome) state.home.managerActedAt = state.elapsed;
  return state;
}

/** Plays seconds until `stop` says so or the game ends; answers every event. */
function playUntil(state: MatchState, stop: (events: MatchEvent[]) => boolean, seed = 1): MatchEvent[] {
  const rng = createRng(seed);
  const all: MatchEvent[] = [];
  while (statusOf(state) === 'playing') {
    const events: MatchEvent[] = [];
    stepInto(state, rules, rng, events);
    all.push(...events);
    if (stop(all)) break;
  }
  return all;
}

describe('the AI at the end of a game', () => {
  it('a side down 5 with 60 seconds left fouls to stop the clock, and the leader goes to the line for two', () => {
    expect(aiFoulsToStopClock(lateGame(70, 75, 60, 'away'), 'home', rules)).toBe(true);
    for (const seed of [1, 2, 3]) {
      const state = lateGame(70, 75, 60, 'away', false, seed);
      const events = playUntil(state, (all) => all.some((e) => e.type === 'foul'), seed);
      const foul = events.find((e) => e.type === 'foul');
      expect(foul).toMatchObject({ side: 'home', intentional: true });
      // Fouled at once (the defence goes for the ball), on the leader's worst shooter on court.
      expect(60 - (foul?.clock ?? 0)).toBeLessThanOrEqual(20);
      const throws = events.filter((e) => e.type.startsWith('free_throw'));
      expect(throws.slice(0, 2).map((e) => [e.side, e.playerId])).toEqual([
        ['away', foul?.otherId],
        ['away', foul?.otherId],
      ]);
      expect(
        describeEvent(
          foul as MatchEvent,
          () => 'Cohen',
          (s) => (s === 'home' ? 'Hapoel' : 'Maccabi'),
        ),
      ).toBe('Hapoel foul to stop the clock: Cohen on Cohen');
    }
  });

  it('does not foul when ahead, level, too far behind or with time to defend', () => {
    expect(aiFoulsToStopClock(lateGame(75, 70, 60, 'away'), 'home', rules)).toBe(false);
    expect(aiFoulsToStopClock(lateGame(70, 70, 20, 'away'), 'home', rules)).toBe(false);
    expect(aiFoulsToStopClock(lateGame(60, 75, 60, 'away'), 'home', rules)).toBe(false);
    // Down 5: the foul comes with 85 seconds or fewer left, down 1 with 25.
    expect(aiFoulsToStopClock(lateGame(70, 75, 100, 'away'), 'home', rules)).toBe(false);
    expect(aiFoulsToStopClock(lateGame(70, 71, 30, 'away'), 'home', rules)).toBe(false);
    expect(aiFoulsToStopClock(lateGame(70, 71, 20, 'away'), 'home', rules)).toBe(true);
    // Not before the fourth quarter.
    const third = lateGame(70, 75, 60, 'away');
    third.period = 3;
    expect(aiFoulsToStopClock(third, 'home', rules)).toBe(false);
  });

  it('a side up 25 with 3 minutes left rests its starters, and so does the other side', () => {
    const state = lateGame(90, 65, 180, 'home');
    expect(isDecided(state, rules)).toBe(true);
    const starters = {
      home: state.home.onCourt.map((i) => state.home.players[i]?.id),
      away: state.away.onCourt.map((i) => state.away.players[i]?.id),
    };
    // The starters have played most of the game.
    for (const team of [state.home, state.away])
      for (const i of team.onCourt) (team.players[i] as { secondsPlayed: number }).secondsPlayed = 1800;
    const events = playUntil(state, () => false);
    const rests = events.filter((e) => e.type === 'substitution' && e.reason === 'rest');
    for (const side of ['home', 'away'] as const) {
      expect(rests.filter((e) => e.side === side).length).toBeGreaterThanOrEqual(3);
      // The starters go first (the most minutes), and none comes back.
      expect(
        rests
          .filter((e) => e.side === side)
          .slice(0, 3)
          .every((e) => starters[side].includes(e.playerId)),
      ).toBe(true);
      expect(events.some((e) => e.type === 'substitution' && e.side === side && starters[side].includes(e.otherId))).toBe(false);
      expect(events.some((e) => e.type === 'instruction' && e.instruction === 'rest' && e.side === side)).toBe(true);
    }
    expect(isDecided(lateGame(80, 70, 180, 'home'), rules)).toBe(false);
  });

  it('the leader runs the clock and the trailing side pushes the pace and shoots more threes', () => {
    const base = rules.eventChance;
    // Up 3 with 3 minutes left, home has the ball: longer possessions.
    expect(lateEventChance(lateGame(80, 77, 180, 'home'), base, rules)).toBeCloseTo(base * rules.lateGame.runClockPace);
    // Down 6 with 2 minutes left (3 points a minute needed), home has the ball: full urgency.
    const chasing = lateGame(74, 80, 120, 'home');
    expect(pushUrgency(chasing, 'home', rules)).toBe(1);
    expect(lateEventChance(chasing, base, rules)).toBeCloseTo(base * (1 + rules.lateGame.pushPace));
    expect(lateThreeShare(chasing, chasing.home, rules)).toBeCloseTo(rules.lateGame.pushThreeShare);
    // Down 1 with 8 minutes left: no crisis yet; nothing before the fourth quarter.
    expect(pushUrgency(lateGame(79, 80, 480, 'home'), 'home', rules)).toBe(0);
    const third = lateGame(74, 80, 120, 'home');
    third.period = 3;
    expect(lateEventChance(third, base, rules)).toBe(base);
  });
});

describe("the manager's late-game instructions", () => {
  const command = (instruction: 'foul' | 'run-clock' | 'rest', on = true) => ({ type: 'instruction' as const, instruction, on });

  it('foul to stop the clock: refused when ahead, level or early; given, the side fouls', () => {
    expect(applyCommand(lateGame(75, 70, 60, 'away', true), 'home', command('foul'), rules)).toEqual({
      ok: false,
      error: 'You are ahead: fouling would only give them free throws',
    });
    expect(applyCommand(lateGame(70, 70, 60, 'away', true), 'home', command('foul'), rules)).toEqual({
      ok: false,
      error: 'The game is level: fouling would only give them free throws',
    });
    expect(applyCommand(lateGame(70, 75, 300, 'away', true), 'home', command('foul'), rules)).toEqual({
      ok: false,
      error: 'Fouling to stop the clock is for the last 2 minutes of the game',
    });
    // Down 2 with 50 seconds: the AI would still defend; the manager's word makes his side foul.
    const state = lateGame(70, 72, 50, 'away', true);
    expect(aiFoulsToStopClock(state, 'home', rules)).toBe(false);
    const given = applyCommand(state, 'home', command('foul'), rules);
    expect(given.ok).toBe(true);
    expect(given.ok && given.events.map((e) => [e.type, e.instruction, e.on])).toEqual([['instruction', 'foul', true]]);
    const events = playUntil(state, (all) => all.some((e) => e.type === 'foul'));
    expect(events.find((e) => e.type === 'foul')).toMatchObject({ side: 'home', intentional: true });
  });

  it('run the clock: refused when behind, level or before the fourth quarter; given, the possessions get longer', () => {
    expect(applyCommand(lateGame(70, 75, 200, 'home', true), 'home', command('run-clock'), rules)).toEqual({
      ok: false,
      error: 'You are behind: running the clock would help them',
    });
    expect(applyCommand(lateGame(70, 70, 200, 'home', true), 'home', command('run-clock'), rules)).toEqual({
      ok: false,
      error: 'The game is level: nobody gains from running the clock',
    });
    const early = lateGame(75, 70, 200, 'home', true);
    early.period = 2;
    expect(applyCommand(early, 'home', command('run-clock'), rules)).toEqual({
      ok: false,
      error: 'Running the clock is for the fourth quarter or overtime',
    });
    // Up 5 with 8 minutes left: the AI would not run the clock yet, the manager may.
    const state = lateGame(75, 70, 480, 'home', true);
    expect(lateEventChance(state, rules.eventChance, rules)).toBe(rules.eventChance);
    expect(applyCommand(state, 'home', command('run-clock'), rules).ok).toBe(true);
    expect(lateEventChance(state, rules.eventChance, rules)).toBeCloseTo(rules.eventChance * rules.lateGame.runClockPace);
    // It lapses while it makes no sense (the lead gone) and is called off at his word.
    state.score.away = 80;
    expect(lateEventChance(state, rules.eventChance, rules)).toBe(rules.eventChance);
    expect(applyCommand(state, 'home', command('run-clock', false), rules).ok).toBe(true);
    expect(state.home.instructions).toEqual({ 'run-clock': false });
  });

  it('rest the starters: refused in a close game; given, the bench comes on at dead balls', () => {
    expect(applyCommand(lateGame(75, 70, 400, 'home', true), 'home', command('rest'), rules)).toEqual({
      ok: false,
      error: 'The game is too close to rest the starters (a margin of 10 or more either way)',
    });
    const state = lateGame(85, 70, 400, 'home', true);
    for (const i of state.home.onCourt) (state.home.players[i] as { secondsPlayed: number }).secondsPlayed = 1500;
    expect(applyCommand(state, 'home', command('rest'), rules).ok).toBe(true);
    const events = playUntil(state, (all) => all.filter((e) => e.type === 'substitution' && e.side === 'home').length >= 5);
    const waves = events.filter((e) => e.type === 'substitution' && e.side === 'home');
    expect(waves.length).toBeGreaterThanOrEqual(5);
    expect(waves.every((e) => e.reason === 'rest')).toBe(true);
  });

  it("the live room's message for them is validated by the shared schema", () => {
    const schema = LIVE_MESSAGE_SCHEMAS.instruction;
    expect(schema.safeParse({ instruction: 'run-clock', on: true }).success).toBe(true);
    expect(schema.safeParse({ instruction: 'press', on: true }).error?.issues[0]?.message).toBe(
      'The instruction must be foul, run-clock or rest',
    );
    expect(schema.safeParse({ instruction: 'foul' }).error?.issues[0]?.message).toBe('on must be true or false');
    expect(schema.safeParse({ instruction: 'foul', on: true, extra: 1 }).success).toBe(false);
  });

  it('nothing is given once the game is over', () => {
    const state = lateGame(85, 70, 400, 'home', true);
    state.status = 'finished';
    expect(applyCommand(state, 'home', command('rest', false), rules)).toEqual({ ok: false, error: 'The game is over' });
  });
});

describe('substitutions and the feed', () => {
  it('the AI substitutes in waves of at most two at a dead ball, and says why', () => {
    for (const seed of [1, 2, 3]) {
      const state = simulateToEnd(createMatch(catalogueTeam(catalogue, 201), catalogueTeam(catalogue, 202), { recordEvents: true }, seed));
      const perSecond = new Map<string, number>();
      const deadBall = new Set(['foul', 'turnover', 'two_made', 'three_made']);
      for (const [i, e] of state.events.entries()) {
        if (e.type !== 'substitution') continue;
        expect(e.reason).toBeDefined();
        if (e.reason === 'fouled-out' || e.reason === 'injury') continue;
        // On a dead ball: a foul, a turnover or a basket earlier in the same game second.
        expect(state.events.slice(0, i).some((d) => d.t === e.t && deadBall.has(d.type))).toBe(true);
        const key = `${e.side}-${e.t}`;
        perSecond.set(key, (perSecond.get(key) ?? 0) + 1);
      }
      expect(perSecond.size).toBeGreaterThan(3);
      expect(Math.max(...perSecond.values())).toBeLessThanOrEqual(rules.lateGame.substitutionWave);
    }
  });

  it("the AI's substitutions for an idle manager's side are announced with their reason", () => {
    const state = simulateToEnd(
      createMatch({ ...catalogueTeam(catalogue, 201), managed: true }, catalogueTeam(catalogue, 202), { recordEvents: true }, 5),
    );
    const names = (id: string | undefined) => state.home.players.find((p) => p.id === id)?.name ?? '';
    const mine = state.events.filter((e) => e.type === 'substitution' && e.side === 'home');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.reason !== undefined)).toBe(true);
    const tired = mine.find((e) => e.reason === 'fatigue');
    expect(tired && describeEvent(tired, names, () => 'Hapoel')).toMatch(/^AI coach: Hapoel: .+ in for .+ \(tired\)$/);
  });

  it('every event carries its period and clock, as data, and the feed stamps them "Q3 4:12"', () => {
    const state = simulateToEnd(createMatch(catalogueTeam(catalogue, 201), catalogueTeam(catalogue, 202), { recordEvents: true }, 4));
    for (const e of state.events) {
      const periodStart = e.period <= 4 ? (e.period - 1) * 600 : 2400 + (e.period - 5) * 300;
      const length = e.period <= 4 ? 600 : 300;
      expect(e.t - periodStart).toBe(length - e.clock);
    }
    expect(eventStamp({ period: 3, clock: 252 })).toBe('Q3 4:12');
    expect(eventStamp({ period: 5, clock: 9 })).toBe('1st OT 0:09');
    const names = (id: string | undefined) => (id === 'a' ? 'Levi' : 'Cohen');
    const sub: MatchEvent = {
      t: 100,
      period: 1,
      clock: 500,
      type: 'substitution',
      side: 'home',
      playerId: 'a',
      otherId: 'b',
      reason: 'fouled-out',
    };
    expect(describeEvent(sub, names, () => 'Hapoel')).toBe('Hapoel: Cohen in for Levi (fouled out)');
    expect(describeEvent({ ...sub, reason: 'injury' }, names, () => 'Hapoel')).toBe('Hapoel: Cohen in for Levi (injured)');
  });
});

describe('the late-game bands', () => {
  const line = (home: number, away: number, quarters: number[], final: number): GameLine => ({
    ...emptyLine(home, away),
    afterQuarter: quarters,
    final,
  });

  it('counts the stronger side by the gap, and comebacks after Q1 and Q3', () => {
    const figures = lateFigures([
      line(80, 70, [10, 12, 11], 5), // gap 10 (not over 10), stronger home wins; home up 10 after Q1 and 11 after Q3, not overturned
      line(70, 82, [-9, 0, 9], 3), // gap 12: the weaker home wins, from 9 down after Q1; away, 9 down after Q3, lost
      line(75, 74, [0, 0, -12], 1), // gap 1: the stronger wins; home came back from 12 down after Q3
      line(74, 74, [8, 0, 20], -2), // equal sides: no stronger-side band; away came back from 8 after Q1 and 20 after Q3
    ]);
    expect(figures.strongerWinPct).toEqual({ pct: 200 / 3, games: 3 });
    expect(figures.strongerWinPctGapUnder3).toEqual({ pct: 100, games: 1 });
    expect(figures.strongerWinPctGapOver10).toEqual({ pct: 0, games: 1 });
    // After Q1: up 10 (held), down 9 (came back), up 8 (overturned): 2 in 3.
    expect(figures.downEightToTwelveAfterQ1WinPct).toEqual({ pct: 200 / 3, games: 3 });
    // After Q3: 11 (held), 9 (held), -12 (came back): 1 in 3; 10 or more: 11, -12, 20 -> 2 in 3.
    expect(figures.downEightToTwelveAfterQ3WinPct).toEqual({ pct: 100 / 3, games: 3 });
    expect(figures.downTenPlusAfterQ3WinPct).toEqual({ pct: 200 / 3, games: 3 });
  });

  it('shares free throws between the late window of close games and the rest', () => {
    const g = emptyLine(70, 70);
    const at = (type: MatchEvent['type']): MatchEvent => ({ t: 0, period: 4, clock: 60, type, side: 'home' });
    countAttempts(g, [at('foul'), at('free_throw_made'), at('free_throw_missed'), at('rebound'), at('two_missed')], true);
    countAttempts(g, [at('three_made'), at('two_made'), at('free_throw_made'), at('turnover')], false);
    expect(g).toMatchObject({ lateFreeThrows: 2, lateAttempts: 3, otherFreeThrows: 1, otherAttempts: 3 });
    const figures = lateFigures([g]);
    expect(figures.lateFreeThrowPct).toBeCloseTo(200 / 3);
    expect(figures.otherFreeThrowPct).toBeCloseTo(100 / 3);
  });
});
