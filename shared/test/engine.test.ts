import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  benchRecovery,
  buildBoxScore,
  buildCatalogue,
  buildStartingFive,
  catalogueTeam,
  createMatch,
  energyNow,
  MATCH_RULES,
  playerById,
  realismFigures,
  REALISM_BANDS,
  rngFromState,
  sampleGames,
  similarPairs,
  simulateToEnd,
  startNextPeriod,
  step,
  strongerWinPct,
  type EngineTeamInput,
  type MatchState,
  type Tactics,
} from '../src/index.js';

const catalogue = buildCatalogue();
const team = (id: number): EngineTeamInput => catalogueTeam(catalogue, id);

/** Plays `seconds` game seconds, continuing breaks at once, carrying the RNG in the state. */
function play(state: MatchState, seconds: number, continueBreaks = true): MatchState {
  const rng = rngFromState(state.rng);
  if (state.status === 'not_started') state.status = 'playing';
  for (let i = 0; i < seconds && state.status !== 'finished'; i += 1) {
    if (state.status === 'break') {
      if (!continueBreaks) break;
      startNextPeriod(state, MATCH_RULES);
    } else step(state, MATCH_RULES, rng);
  }
  state.rng = rng.state();
  return state;
}

/** Plays on while the manager of `side` gives a command every game minute. */
function playActive(state: MatchState, side: 'home' | 'away', seconds: number): MatchState {
  for (let t = 0; t < seconds && state.status !== 'finished'; t += 60) {
    applyCommand(state, side, { type: 'tactics', tactics: {} }, MATCH_RULES);
    play(state, 60);
  }
  return state;
}

/** Totals of one stat for one side over `games` seeded games. */
function sideTotals(games: number, build: (seed: number) => MatchState) {
  const totals = {
    points: 0,
    turnovers: 0,
    steals: 0,
    fouls: 0,
    threeAttempts: 0,
    fieldGoalAttempts: 0,
    offensiveRebounds: 0,
    opponentDefensiveRebounds: 0,
    rebounds: 0,
  };
  for (let g = 0; g < games; g += 1) {
    const s = simulateToEnd(build(g));
    for (const p of s.home.players) {
      totals.points += p.stats.points;
      totals.turnovers += p.stats.turnovers;
      totals.fouls += p.stats.fouls;
      totals.threeAttempts += p.stats.threePointAttempts;
      totals.fieldGoalAttempts += p.stats.fieldGoalAttempts;
      totals.rebounds += p.stats.rebounds;
    }
    for (const p of s.away.players) totals.steals += p.stats.steals;
    totals.offensiveRebounds += s.events.filter((e) => e.type === 'rebound' && e.side === 'home' && e.offensive).length;
    totals.opponentDefensiveRebounds += s.events.filter((e) => e.type === 'rebound' && e.side === 'away' && !e.offensive).length;
  }
  return totals;
}

/** A side that keeps the given tactics: managed, so the AI only substitutes for it. */
const withTactics = (input: EngineTeamInput, tactics: Partial<Tactics>): EngineTeamInput => ({
  ...input,
  managed: true,
  tactics: { pace: 'moderate', offense: 'balanced', defense: 'man-to-man', ...tactics },
});

describe('match engine: determinism', () => {
  it('replays a seed byte for byte, and another seed differs', () => {
    const a = simulateToEnd(createMatch(team(101), team(102), {}, 7));
    const b = simulateToEnd(createMatch(team(101), team(102), {}, 7));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const c = simulateToEnd(createMatch(team(101), team(102), {}, 8));
    expect(JSON.stringify(c)).not.toBe(JSON.stringify(a));
  });

  it('resumes exactly from a mid-game JSON snapshot', () => {
    const full = simulateToEnd(createMatch(team(201), team(202), {}, 99));
    const half = play(createMatch(team(201), team(202), {}, 99), 1300);
    expect(half.status).not.toBe('finished');
    const resumed = simulateToEnd(JSON.parse(JSON.stringify(half)) as MatchState);
    expect(JSON.stringify(resumed)).toBe(JSON.stringify(full));
  });

  it('plays the same match stepped second by second as simulated at once', () => {
    const live = play(createMatch(team(301), team(302), {}, 11), 100_000);
    const instant = simulateToEnd(createMatch(team(301), team(302), {}, 11));
    expect(JSON.stringify(live)).toBe(JSON.stringify(instant));
  });
});

describe('match engine: periods', () => {
  it('stops at each quarter break until continued; the box score rebuilds from events', () => {
    const state = play(createMatch(team(301), team(302), {}, 5), 600, false);
    expect(state.status).toBe('break');
    expect(state.period).toBe(1);
    expect(state.clock).toBe(0);
    const before = JSON.stringify(state);
    step(state, MATCH_RULES, rngFromState(state.rng));
    expect(JSON.stringify(state)).toBe(before); // no play during a break
    for (let quarter = 2; quarter <= 3; quarter += 1) {
      expect(applyCommand(state, 'home', { type: 'continue' }, MATCH_RULES).ok).toBe(true);
      expect(state.period).toBe(quarter);
      expect(state.clock).toBe(MATCH_RULES.quarterSeconds);
      play(state, 600, false);
      expect(state.status).toBe('break');
    }
    simulateToEnd(state);
    const box = buildBoxScore(state.events);
    for (const p of [...state.home.players, ...state.away.players]) {
      expect(box.get(p.id)?.points ?? 0).toBe(p.stats.points);
      expect(box.get(p.id)?.rebounds ?? 0).toBe(p.stats.rebounds);
      expect(box.get(p.id)?.assists ?? 0).toBe(p.stats.assists);
      expect(box.get(p.id)?.turnovers ?? 0).toBe(p.stats.turnovers);
    }
    expect(state.home.players.reduce((s, p) => s + p.stats.points, 0)).toBe(state.score.home);
    expect(state.away.players.reduce((s, p) => s + p.stats.points, 0)).toBe(state.score.away);
  });

  it('goes to five-minute overtimes when tied after the fourth, until there is a winner', () => {
    let found: MatchState | undefined;
    for (let seed = 1; seed < 400 && !found; seed += 1) {
      const s = simulateToEnd(createMatch(team(401), team(402), {}, seed));
      if (s.period > 4) found = s;
    }
    expect(found).toBeDefined();
    const s = found as MatchState;
    const periodEnds = s.events.filter((e) => e.type === 'period_end');
    expect(periodEnds.length).toBe(s.period);
    // Every period from the fourth on ended level except the last.
    const scoreAt = (t: number) =>
      s.events
        .filter((e) => e.t <= t && e.points)
        .reduce((acc, e) => ({ ...acc, [e.side]: acc[e.side] + (e.points ?? 0) }), { home: 0, away: 0 });
    for (const end of periodEnds.slice(3, -1)) {
      const score = scoreAt(end.t);
      expect(score.home).toBe(score.away);
    }
    expect(s.elapsed).toBe(4 * 600 + (s.period - 4) * 300);
    expect(s.score.home).not.toBe(s.score.away);
    const minutes = s.home.players.reduce((sum, p) => sum + p.secondsPlayed, 0) / 60;
    expect(minutes).toBe(200 + 25 * (s.period - 4));
  });
});

describe('match engine: players', () => {
  it('builds the five from the saved lineup, skipping injured and loaned players, then by position, then best overall', () => {
    const input = team(101);
    const [pg, sg] = input.players.filter((p) => p.position === 'PG' || p.position === 'SG');
    const saved = { PG: sg?.id, SG: pg?.id };
    const five = buildStartingFive(input.players, saved);
    expect(five[0]).toBe(sg?.id);
    expect(five[1]).toBe(pg?.id);
    const bestC = input.players.filter((p) => p.position === 'C').sort((a, b) => b.overallRating - a.overallRating)[0];
    expect(five[4]).toBe(bestC?.id);

    const injured = input.players.map((p) =>
      p.id === sg?.id ? { ...p, isInjured: true } : p.id === bestC?.id ? { ...p, isOnLoan: true } : p,
    );
    const five2 = buildStartingFive(injured, saved);
    expect(five2).not.toContain(sg?.id);
    expect(five2).not.toContain(bestC?.id);
    const state = createMatch({ ...input, players: injured, lineup: saved }, team(102), {}, 1);
    expect(state.home.players.some((p) => p.id === sg?.id || p.id === bestC?.id)).toBe(false);
  });

  it('fouls a player out at five, replacing him, or playing short with an empty bench', () => {
    const five = team(102);
    five.players = five.players.slice(0, 5);
    const state = createMatch(team(101), five, {}, 3);
    for (const p of state.away.players) p.stats.fouls = 4;
    play(state, 2000);
    const fouledOut = state.away.players.filter((p) => p.fouledOut);
    expect(fouledOut.length).toBeGreaterThan(0);
    expect(state.away.onCourt.length).toBe(5 - fouledOut.length);
    for (const p of fouledOut) expect(p.slot).toBeNull();
    expect(state.events.filter((e) => e.type === 'foul_out' && e.side === 'away').length).toBe(fouledOut.length);

    // A managed side whose manager stays active: only the foul-out rule takes the starter off.
    const deep = createMatch(team(101), { ...team(102), managed: true }, {}, 3);
    const starter = deep.away.players[deep.away.onCourt[0] as number];
    if (starter) starter.stats.fouls = 4;
    playActive(deep, 'away', 3000);
    expect(starter?.fouledOut).toBe(true);
    expect(deep.away.onCourt.length).toBe(5);
    const out = deep.events.find((e) => e.type === 'foul_out' && e.playerId === starter?.id);
    const replacement = deep.events.find((e) => e.type === 'substitution' && e.playerId === starter?.id && e.t === out?.t);
    expect(replacement?.otherId).toBeDefined();
  });

  it('drains 0.040 energy a second on court, never below 5, and recovers 10-15 at a break', () => {
    const state = createMatch(team(101), team(102), {}, 4);
    for (const p of state.home.players) p.energy = 6;
    play(state, 599);
    for (const index of state.home.onCourt) {
      const p = state.home.players[index];
      if (p) expect(energyNow(state, state.home, p, MATCH_RULES)).toBeGreaterThanOrEqual(MATCH_RULES.energyFloor);
    }
    const fresh = createMatch(team(201), team(202), { recordEvents: true }, 4);
    play(fresh, 100);
    for (const p of fresh.home.players) {
      if (p.slot !== null && p.benchedAt === null)
        expect(energyNow(fresh, fresh.home, p, MATCH_RULES)).toBeCloseTo(
          100 - 0.04 * p.secondsPlayed - 0.04 * (fresh.elapsed - fresh.settledAt),
          6,
        );
    }
    // Recovery comes as the break starts: 10 to 15 for a player of average fitness and morale.
    const atBreak = play(createMatch(team(301), team(302), {}, 4), 599, false);
    for (const p of [...atBreak.home.players, ...atBreak.away.players]) {
      p.fitness = 75;
      p.morale = 50;
      p.energy = 40;
    }
    play(atBreak, 1, false);
    expect(atBreak.status).toBe('break');
    for (const p of [...atBreak.home.players, ...atBreak.away.players]) {
      expect(p.energy).toBeGreaterThanOrEqual(40 - MATCH_RULES.energyPerSecond + MATCH_RULES.quarterRecoveryMin);
      expect(p.energy).toBeLessThanOrEqual(40 + MATCH_RULES.quarterRecoveryMax);
    }
  });

  it('recovers nothing on the bench under two minutes, then two a minute, at most 25', () => {
    expect(benchRecovery(119, MATCH_RULES)).toBe(0);
    expect(benchRecovery(120, MATCH_RULES)).toBe(4);
    expect(benchRecovery(600, MATCH_RULES)).toBe(20);
    expect(benchRecovery(3000, MATCH_RULES)).toBe(25);
  });
});

describe('match engine: the manager', () => {
  it('substitutes only while the clock is stopped, never a fouled-out player', () => {
    const state = createMatch({ ...team(101), managed: true }, team(102), {}, 9);
    const starter = state.home.players[state.home.onCourt[0] as number];
    const bench = state.home.players.filter((p) => p.slot === null);
    const [first, second] = bench;
    if (!starter || !first || !second) throw new Error('roster too small');

    expect(applyCommand(state, 'home', { type: 'play' }, MATCH_RULES).ok).toBe(true);
    const running = applyCommand(state, 'home', { type: 'substitute', outId: starter.id, inId: first.id }, MATCH_RULES);
    expect(running).toEqual({ ok: false, error: 'Substitutions are allowed only while the clock is stopped' });
    expect(applyCommand(state, 'home', { type: 'pause' }, MATCH_RULES).ok).toBe(true);

    second.fouledOut = true;
    const fouled = applyCommand(state, 'home', { type: 'substitute', outId: starter.id, inId: second.id }, MATCH_RULES);
    expect(fouled.ok).toBe(false);
    const notOnCourt = applyCommand(state, 'home', { type: 'substitute', outId: first.id, inId: starter.id }, MATCH_RULES);
    expect(notOnCourt.ok).toBe(false);
    const stranger = applyCommand(state, 'home', { type: 'substitute', outId: starter.id, inId: 'someone-else' }, MATCH_RULES);
    expect(stranger.ok).toBe(false);

    const done = applyCommand(state, 'home', { type: 'substitute', outId: starter.id, inId: first.id }, MATCH_RULES);
    expect(done.ok).toBe(true);
    expect(playerById(state.home, first.id)?.slot).toBe('PG');
    expect(playerById(state.home, starter.id)?.slot).toBeNull();
    expect(state.home.onCourt).not.toContain(state.home.players.indexOf(starter));
    expect(state.events.at(-1)).toMatchObject({ type: 'substitution', playerId: starter.id, otherId: first.id });
  });

  it('plays, pauses, continues and changes tactics only when the state allows it', () => {
    const state = createMatch({ ...team(101), managed: true }, team(102), {}, 2);
    expect(applyCommand(state, 'home', { type: 'pause' }, MATCH_RULES).ok).toBe(false);
    expect(applyCommand(state, 'home', { type: 'continue' }, MATCH_RULES).ok).toBe(false);
    expect(applyCommand(state, 'home', { type: 'tactics', tactics: { pace: 'fast', defense: 'zone' } }, MATCH_RULES).ok).toBe(true);
    expect(state.home.tactics).toEqual({ pace: 'fast', offense: 'balanced', defense: 'zone' });
    expect(applyCommand(state, 'home', { type: 'play' }, MATCH_RULES).ok).toBe(true);
    expect(applyCommand(state, 'home', { type: 'play' }, MATCH_RULES).ok).toBe(false);
    play(state, 600, false);
    expect(state.status).toBe('break');
    expect(applyCommand(state, 'home', { type: 'play' }, MATCH_RULES).ok).toBe(false);
    expect(applyCommand(state, 'home', { type: 'continue' }, MATCH_RULES).ok).toBe(true);
    expect(state.period).toBe(2);
    // The manager's tactics stand: the AI never changes a managed side's tactics.
    play(state, 3000);
    expect(state.events.filter((e) => e.type === 'tactics' && e.side === 'home').length).toBe(1);
  });

  it("lets the AI substitute for an idle manager's side, and not for an active one", () => {
    const idle = play(createMatch({ ...team(101), managed: true }, team(102), {}, 6), 1800);
    expect(idle.events.some((e) => e.type === 'substitution' && e.side === 'home')).toBe(true);

    const active = playActive(createMatch({ ...team(101), managed: true }, team(102), {}, 6), 'home', 1800);
    expect(active.events.some((e) => e.type === 'substitution' && e.side === 'home')).toBe(false);
  });

  it("never hands an idle manager's side to the AI when his autopilot says never, and does after the idle minutes he chose", () => {
    const never = createMatch({ ...team(101), managed: true }, team(102), {}, 6);
    expect(applyCommand(never, 'home', { type: 'autopilot', mode: 'off', idleMinutes: null }, MATCH_RULES).ok).toBe(true);
    play(never, 1800);
    expect(never.events.some((e) => e.side === 'home' && (e.type === 'substitution' || e.type === 'tactics'))).toBe(false);

    const after = createMatch({ ...team(101), managed: true }, team(102), {}, 6);
    expect(applyCommand(after, 'home', { type: 'autopilot', mode: 'ai-after', idleMinutes: 2 }, MATCH_RULES).ok).toBe(true);
    expect(after.home.idleHandover).toBe(120);
    play(after, 1800);
    expect(after.events.some((e) => e.type === 'substitution' && e.side === 'home' && e.t >= 120)).toBe(true);
    expect(applyCommand(after, 'home', { type: 'autopilot', mode: 'ai-after', idleMinutes: null }, MATCH_RULES).ok).toBe(false);
  });
});

describe('match engine: tactics and positions move the stats the right way', () => {
  const GAMES = 120;
  const versus = (home: EngineTeamInput) => (seed: number) => createMatch(home, team(102), {}, 5000 + seed);
  const base = team(101);

  it('fast pace turns the ball over more than slow pace', () => {
    const fast = sideTotals(GAMES, versus(withTactics(base, { pace: 'fast' })));
    const slow = sideTotals(GAMES, versus(withTactics(base, { pace: 'slow' })));
    // Steals count as turnovers too and pace does not move them: the whole rises by less than the 0.3 rate.
    expect(fast.turnovers).toBeGreaterThan(slow.turnovers * 1.1);
  });

  it('a full-court press steals and fouls more than a zone', () => {
    const pressDefence = (seed: number) => createMatch(team(102), withTactics(base, { defense: 'full-court-press' }), {}, 6000 + seed);
    const zoneDefence = (seed: number) => createMatch(team(102), withTactics(base, { defense: 'zone' }), {}, 6000 + seed);
    const press = sideTotals(GAMES, pressDefence);
    const zone = sideTotals(GAMES, zoneDefence);
    // sideTotals counts steals by the away side and fouls by the home side; count the away side's fouls directly.
    const awayFouls = (build: (seed: number) => MatchState) => {
      let fouls = 0;
      for (let g = 0; g < GAMES; g += 1) fouls += simulateToEnd(build(g)).away.players.reduce((s, p) => s + p.stats.fouls, 0);
      return fouls;
    };
    expect(press.steals).toBeGreaterThan(zone.steals * 1.3);
    expect(awayFouls(pressDefence)).toBeGreaterThan(awayFouls(zoneDefence) * 1.2);
  });

  it('perimeter offence shoots more threes than inside offence, inside wins more offensive boards', () => {
    const perimeter = sideTotals(GAMES, versus(withTactics(base, { offense: 'perimeter' })));
    const inside = sideTotals(GAMES, versus(withTactics(base, { offense: 'inside' })));
    expect(perimeter.threeAttempts / perimeter.fieldGoalAttempts).toBeGreaterThan(0.3);
    expect(inside.threeAttempts / inside.fieldGoalAttempts).toBeLessThan(0.2);
    const boardShare = (t: typeof inside) => t.offensiveRebounds / (t.offensiveRebounds + t.opponentDefensiveRebounds);
    expect(boardShare(inside)).toBeGreaterThan(boardShare(perimeter) * 1.15);
  });

  it('playing everyone out of position scores less', () => {
    const input = team(101);
    const byPosition = (pos: string) =>
      input.players.filter((p) => p.position === pos).sort((a, b) => b.overallRating - a.overallRating)[0]?.id;
    // Centres at the guard spots, guards inside.
    const shuffled = {
      ...input,
      lineup: { PG: byPosition('C'), SG: byPosition('PF'), SF: byPosition('PG'), PF: byPosition('SG'), C: byPosition('SF') },
    };
    const natural = sideTotals(GAMES, versus(input));
    const wrong = sideTotals(GAMES, versus(shuffled));
    expect(wrong.points).toBeLessThan(natural.points);
  });
});

describe('match engine: realism', () => {
  it('plays league-like basketball over 400 seeded games of similar teams', () => {
    const pairs = similarPairs(catalogue, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 2);
    const totals = sampleGames(pairs, 400, 1);
    expect(totals.invalidGames).toBe(0);
    const figures = realismFigures(totals);
    for (const [metric, value] of Object.entries(figures)) {
      const band = REALISM_BANDS[metric as keyof typeof figures];
      // Fewer games here than in the benchmark's 2,000: allow the sampling noise of home wins and overtimes.
      const slack = metric === 'homeWinPct' ? 4 : metric === 'overtimePct' ? 1.5 : metric === 'injuriesPerTeamGame' ? 0.02 : 0;
      expect.soft(value, metric).toBeGreaterThanOrEqual(band.min - slack);
      expect.soft(value, metric).toBeLessThanOrEqual(band.max + slack);
    }
  });

  it('lets a team ten overall points stronger win 75-95% of its games', () => {
    const ids = catalogue.teams.filter((t) => t.leagueId <= 12).map((t) => t.id);
    const pct = strongerWinPct(catalogue, ids, 10, 400, 1);
    expect(pct).toBeGreaterThanOrEqual(REALISM_BANDS.strongerWinPct.min);
    expect(pct).toBeLessThanOrEqual(REALISM_BANDS.strongerWinPct.max);
  });
});
