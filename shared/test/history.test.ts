/**
 * Player history's pure rules: box scores packed and read back, periods and
 * score flow from a feed, shots as one number each, instant simulation with
 * period scores that plays exactly the engine's game, the awards, the
 * potential a manager may see, and the player database's sort order.
 */
import { describe, expect, it } from 'vitest';
import {
  AWARD_MIN_GAMES_SHARE,
  buildCatalogue,
  catalogueTeam,
  createMatch,
  efficiency,
  emptyBoxLine,
  finalFourMvp,
  leagueAwards,
  packInts,
  packShots,
  playerPotential,
  POSITIONS,
  POTENTIAL_RANGE_WIDTH,
  periodsFromEvents,
  playerDatabaseQuerySchema,
  scoreFlowFromEvents,
  sideLines,
  simulateToEnd,
  simulateWithPeriods,
  sortDatabaseRows,
  sumLines,
  unpackInts,
  unpackShots,
  unpackSide,
  type BoxLine,
  type SeasonPlayerRow,
  type SortableDatabaseRow,
} from '../src/index.js';

const catalogue = buildCatalogue();
const pair = () => [catalogueTeam(catalogue, 101), catalogueTeam(catalogue, 106)] as const;

describe('box scores', () => {
  it('plays the same game as the engine, with periods that add up to the score', () => {
    for (const seed of [1, 7, 42, 2025, 99_999]) {
      const [home, away] = pair();
      const plain = simulateToEnd(createMatch(home, away, { recordEvents: false }, seed));
      const { state, periods } = simulateWithPeriods(createMatch(home, away, { recordEvents: false }, seed));
      expect(state).toEqual(plain);
      expect(periods).toHaveLength(state.period * 2);
      expect(periods.filter((_, i) => i % 2 === 0).reduce((a, b) => a + b, 0)).toBe(state.score.home);
      expect(periods.filter((_, i) => i % 2 === 1).reduce((a, b) => a + b, 0)).toBe(state.score.away);
    }
  });

  it('packs each side’s lines and reads every player’s back', () => {
    const [home, away] = pair();
    const state = simulateToEnd(createMatch(home, away, { recordEvents: false }, 11));
    const stored = packInts(sideLines(state.home));
    const lines = unpackSide(unpackInts(stored));
    const played = state.home.players.filter((p) => p.secondsPlayed > 0);
    expect(lines).toHaveLength(played.length);
    lines.forEach((line, i) => {
      const p = played[i];
      expect(line).toEqual({ seconds: Math.round(p?.secondsPlayed ?? 0), ...p?.stats });
    });
    expect(sumLines(lines).points).toBe(state.score.home);
    // As text: a few characters a number.
    expect(stored.length).toBeLessThan(lines.length * 40);
    expect(unpackInts(packInts([0, 35, 3_300, -12, 1_000_000]))).toEqual([0, 35, 3_300, -12, 1_000_000]);
    const many = Array.from({ length: 2_000 }, (_, i) => ((i * 7_919) % 100_003) - 20_000);
    expect(unpackInts(packInts(many))).toEqual(many);
    expect(unpackInts('')).toEqual([]);
  });

  it('reads periods, the score flow and the shots from a live game’s feed', () => {
    const [home, away] = pair();
    const state = simulateToEnd(createMatch(home, away, { recordEvents: true }, 5));
    const { periods } = simulateWithPeriods(createMatch(home, away, { recordEvents: false }, 5));
    expect(periodsFromEvents(state.events, state.period)).toEqual(periods);
    const flow = scoreFlowFromEvents(state.events, state);
    expect(flow).toHaveLength(Math.ceil(state.elapsed / 60));
    expect(flow.at(-1)).toBe(state.score.home - state.score.away);
    const ids = (side: 'home' | 'away') => state[side].players.filter((p) => p.secondsPlayed > 0).map((p) => p.id);
    const shots = unpackShots(unpackInts(packInts(packShots(state.events, ids('home'), ids('away')))), ids('home'), ids('away'));
    const fieldGoals = state.events.filter((e) => /^(two|three)_(made|missed)$/.test(e.type));
    expect(shots).toHaveLength(fieldGoals.length);
    shots.forEach((shot, i) => {
      const e = fieldGoals[i];
      expect(shot).toEqual({
        playerId: e?.playerId,
        side: e?.side,
        x: Math.round((e?.spot?.x ?? 0) * 10),
        y: Math.round((e?.spot?.y ?? 0) * 10),
        zone: e?.zone,
        made: e?.type.endsWith('_made'),
      });
    });
  });
});

const line = (points: number, rebounds = 0, overrides: Partial<BoxLine> = {}): BoxLine => ({
  ...emptyBoxLine(),
  points,
  rebounds,
  fieldGoals: Math.floor(points / 2),
  fieldGoalAttempts: Math.floor(points / 2),
  ...overrides,
});
const row = (
  id: string,
  position: SeasonPlayerRow['position'],
  games: number,
  perGame: BoxLine,
  extra: Partial<SeasonPlayerRow> = {},
): SeasonPlayerRow => {
  const totals = emptyBoxLine();
  for (const key of Object.keys(totals) as Array<keyof BoxLine>) totals[key] = perGame[key] * games;
  return { playerId: id, name: id, position, age: 27, teamId: 'good', teamName: 'Good', games, totals, ...extra };
};

describe('awards', () => {
  it('names the MVP, the top scorer, the best young player and one All-League player a position', () => {
    const rows = [
      row('pg', 'PG', 20, line(18, 3)),
      row('sg', 'SG', 20, line(24, 2)),
      row('sf', 'SF', 20, line(14, 6), { age: 21 }),
      row('pf', 'PF', 20, line(12, 9)),
      row('c', 'C', 20, line(10, 12)),
      // Better numbers on a losing club: the MVP's win factor weighs them down.
      row('bad-sg', 'SG', 20, line(25, 2), { teamId: 'bad', teamName: 'Bad' }),
      // A few great games are not a season.
      row('cameo', 'C', 4, line(40, 20)),
    ];
    const winShare = new Map([
      ['good', 0.9],
      ['bad', 0.1],
    ]);
    const awards = leagueAwards(1, rows, winShare, 22);
    expect(Math.ceil(22 * AWARD_MIN_GAMES_SHARE)).toBe(11);
    const by = (kind: string) => awards.filter((w) => w.kind === kind).map((w) => w.playerId);
    expect(by('mvp')).toEqual(['sg']);
    expect(by('top-scorer')).toEqual(['bad-sg']);
    expect(by('young-player')).toEqual(['sf']);
    expect(by('all-league')).toEqual(['pg', 'sg', 'sf', 'pf', 'c']);
    expect(awards.find((w) => w.kind === 'top-scorer')?.value).toBe(25);
    expect(awards.find((w) => w.kind === 'mvp')?.value).toBe(efficiency(line(24, 2)));
    expect(awards.flatMap((w) => w.playerId)).not.toContain('cameo');
    // Reading the rows in another order names the same players.
    expect(leagueAwards(1, [...rows].reverse(), winShare, 22)).toEqual(awards);
  });

  it('names the Final Four MVP from the champion’s players, and nobody from an empty list', () => {
    const mvp = finalFourMvp(90, [row('a', 'PG', 2, line(10)), row('b', 'C', 2, line(8, 10))]);
    expect(mvp).toMatchObject({ kind: 'final-four-mvp', playerId: 'b', leagueId: 90, value: 36 });
    expect(finalFourMvp(90, [])).toBeNull();
  });
});

describe('the potential a manager sees', () => {
  const young = { age: 21, potential: 80 };
  it('is exact for his club and scouted clubs, a range for those he sees, hidden otherwise', () => {
    expect(playerPotential(young, 'own', 'k')).toEqual({ kind: 'exact', value: 80 });
    expect(playerPotential(young, 'scouted', 'k')).toEqual({ kind: 'exact', value: 80 });
    expect(playerPotential(young, 'unscouted', 'k').kind).toBe('hidden');
    expect(playerPotential({ age: 25, potential: 80 }, 'own', 'k').kind).toBe('hidden');
    const places = new Set<number>();
    for (let i = 0; i < 200; i += 1) {
      for (const relation of ['own-league', 'free-agent'] as const) {
        const view = playerPotential(young, relation, `career:${i}`);
        if (view.kind !== 'range') throw new Error('expected a range');
        expect(view.max - view.min).toBe(POTENTIAL_RANGE_WIDTH);
        expect(young.potential).toBeGreaterThanOrEqual(view.min);
        expect(young.potential).toBeLessThanOrEqual(view.max);
        places.add(young.potential - view.min);
      }
    }
    // The true value sits anywhere in the range, so the range's middle says nothing.
    expect(places.size).toBe(POTENTIAL_RANGE_WIDTH + 1);
    expect(playerPotential({ age: 20, potential: 97 }, 'own-league', 'edge')).toMatchObject({ kind: 'range', max: 99 });
    expect(playerPotential(young, 'own-league', 'same')).toEqual(playerPotential(young, 'own-league', 'same'));
  });
});

describe('the player database', () => {
  const rows: SortableDatabaseRow[] = [
    { id: 'a', name: 'Zed', position: 'C', age: 30, overallRating: 70, value: 300, salary: 9_000, clubName: 'B', leagueName: 'L1' },
    { id: 'b', name: 'Amy', position: 'PG', age: 20, overallRating: 70, value: 500, salary: 2_000, clubName: null, leagueName: null },
    { id: 'c', name: 'Bob', position: 'SF', age: 25, overallRating: 80, value: 400, salary: 5_000, clubName: 'A', leagueName: 'L2' },
  ];
  it('sorts by a column, then overall, name and id', () => {
    expect(sortDatabaseRows([...rows], 'overall', 'desc').map((r) => r.id)).toEqual(['c', 'b', 'a']);
    expect(sortDatabaseRows([...rows], 'value', 'asc').map((r) => r.id)).toEqual(['a', 'c', 'b']);
    expect(sortDatabaseRows([...rows], 'wage', 'desc').map((r) => r.id)).toEqual(['a', 'c', 'b']);
    expect(sortDatabaseRows([...rows], 'position', 'asc').map((r) => r.position)).toEqual(
      [...POSITIONS].filter((p) => ['PG', 'SF', 'C'].includes(p)),
    );
    expect(sortDatabaseRows([...rows], 'club', 'asc').map((r) => r.id)).toEqual(['c', 'a', 'b']);
  });

  it('reads a query string, with defaults, and refuses what it cannot answer', () => {
    expect(playerDatabaseQuerySchema.parse({ ageMin: '20', position: 'PG' })).toMatchObject({
      ageMin: 20,
      position: 'PG',
      sort: 'overall',
      page: 1,
      pageSize: 25,
    });
    for (const bad of [
      { sort: 'potential' },
      { ageMin: '30', ageMax: '20' },
      { pageSize: '101' },
      { page: '0' },
      { freeAgents: 'yes' },
      { wageMin: '-1' },
    ])
      expect(playerDatabaseQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    const wages = playerDatabaseQuerySchema.safeParse({ wageMin: '500000', wageMax: '100000' });
    expect(wages.error?.issues.map((i) => i.message)).toEqual(['Minimum wage must not be above the maximum']);
    expect(playerDatabaseQuerySchema.parse({ wageMin: '100000', wageMax: '500000' })).toMatchObject({ wageMin: 100_000, wageMax: 500_000 });
  });
});
