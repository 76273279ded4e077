import { describe, expect, it } from 'vitest';
import { createRng, doubleRoundRobin, LEAGUES, placeBands, rankStandings, rankStatus, rngFromState } from '../src/index.js';

describe('double round-robin', () => {
  for (const n of [4, 6, 12, 16]) {
    it(`schedules ${n} teams over ${2 * (n - 1)} matchdays, balanced`, () => {
      const teams = Array.from({ length: n }, (_, i) => i);
      const fixtures = doubleRoundRobin(teams);
      expect(fixtures).toHaveLength(n * (n - 1));
      const days = new Set(fixtures.map((f) => f.matchday));
      expect(days.size).toBe(2 * (n - 1));
      for (const day of days) {
        const playing = fixtures.filter((f) => f.matchday === day).flatMap((f) => [f.home, f.away]);
        expect(new Set(playing).size).toBe(n); // everyone once
        expect(playing).toHaveLength(n);
      }
      // each ordered pair exactly once: round 2 swaps home and away
      const pairs = new Set(fixtures.map((f) => `${f.home}-${f.away}`));
      expect(pairs.size).toBe(n * (n - 1));
      for (const f of fixtures) {
        expect(f.round).toBe(f.matchday <= n - 1 ? 1 : 2);
      }
      for (const t of teams) {
        const firstLegHomes = fixtures.filter((f) => f.round === 1 && f.home === t).length;
        expect(firstLegHomes).toBeGreaterThanOrEqual(n / 2 - 1);
        expect(firstLegHomes).toBeLessThanOrEqual(n / 2);
        expect(fixtures.filter((f) => f.home === t)).toHaveLength(n - 1);
      }
    });
  }
  it('refuses an odd number of teams', () => {
    expect(() => doubleRoundRobin([1, 2, 3])).toThrow(/even/);
  });
});

describe('standings', () => {
  it('ranks by points then point difference and labels the bands', () => {
    const rows = [
      { teamName: 'A', wins: 5, losses: 5, pointsFor: 800, pointsAgainst: 790 },
      { teamName: 'B', wins: 7, losses: 3, pointsFor: 700, pointsAgainst: 720 },
      { teamName: 'C', wins: 5, losses: 5, pointsFor: 810, pointsAgainst: 780 },
    ];
    const ranked = rankStandings(rows);
    expect(ranked.map((r) => r.teamName)).toEqual(['B', 'C', 'A']);
    expect(ranked[0]?.points).toBe(14);
    expect(ranked[1]?.pointsDifference).toBe(30);
    expect(ranked.map((r) => r.status)).toEqual(['Champion', 'Playoffs', 'Playoffs']);
  });
  it('assigns every rank status', () => {
    expect([1, 2, 3, 4, 8, 9, 12].map((p) => rankStatus(p))).toEqual([
      'Champion',
      'Playoffs',
      'Playoffs',
      'Mid-Table',
      'Mid-Table',
      'Relegation',
      'Relegation',
    ]);
    // Serie A2: as many come up as Serie A's table sends down.
    expect([1, 4, 5, 12].map((p) => rankStatus(p, { leagueId: 13, teams: 12 }))).toEqual([
      'Promotion',
      'Promotion',
      'Mid-Table',
      'Mid-Table',
    ]);
    expect(rankStatus(12, { leagueId: 1, teams: 12 })).toBe('Relegation');
  });
  it('labels each place by what the rules table says it leads to, league by league', () => {
    // Liga ACB, the strongest league: champion and runner-up go to the Cup; nobody goes down.
    // Places 2 and 3 keep the spec's Playoffs label; the legend says what each really leads to.
    expect(placeBands(2, 12)).toEqual([
      { from: 1, to: 1, status: 'Champion', leadsTo: 'League title and a place in the European Cup' },
      { from: 2, to: 2, status: 'Playoffs', leadsTo: "A place in next season's European Cup" },
      { from: 3, to: 3, status: 'Playoffs', leadsTo: 'No post-season series is played: the same league next season' },
      { from: 4, to: 12, status: 'Mid-Table', leadsTo: 'No change: the same league next season' },
    ]);
    // Serie A: 4th strongest (champion to the Cup), and the bottom four go down to Serie A2.
    expect(placeBands(1, 12).map((b) => [b.from, b.to, b.status])).toEqual([
      [1, 1, 'Champion'],
      [2, 3, 'Playoffs'],
      [4, 8, 'Mid-Table'],
      [9, 12, 'Relegation'],
    ]);
    expect(placeBands(1, 12)[3]?.leadsTo).toBe('Relegated to Serie A2');
    // Belgium: no Cup place, no relegation; its places 2 and 3 are labelled Playoffs and lead nowhere.
    expect(placeBands(12, 12).map((b) => b.status)).toEqual(['Champion', 'Playoffs', 'Mid-Table']);
    const places = (list: ReadonlyArray<{ from: number; to: number }>) =>
      list.flatMap((b) => Array.from({ length: b.to - b.from + 1 }, (_, i) => b.from + i));
    for (const league of LEAGUES.filter((l) => l.tier > 0)) {
      const bands = placeBands(league.id, 12);
      // Every top tier labels places 2 to 3 Playoffs, as the spec's table does; Serie A2's top places are its promotion.
      expect(places(bands.filter((b) => b.status === 'Playoffs'))).toEqual(league.tier === 1 ? [2, 3] : []);
      // Every place once, in order.
      expect(places(bands)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    }
    // The Cup's places are exactly the qualification rule's: five champions and three runners-up.
    const cupPlaces = LEAGUES.filter((l) => l.tier === 1).flatMap((l) =>
      placeBands(l.id, 12).filter((b) => b.status === 'European Cup' || b.leadsTo.includes('European Cup')),
    );
    expect(cupPlaces).toHaveLength(8);
  });
});

describe('seeded rng', () => {
  it('replays from a seed and resumes from a saved state', () => {
    const a = createRng(42);
    const b = createRng(42);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    const saved = JSON.parse(JSON.stringify(a.state())) as number[];
    const tail = Array.from({ length: 5 }, () => a.int(1, 6));
    const resumed = rngFromState(saved);
    expect(Array.from({ length: 5 }, () => resumed.int(1, 6))).toEqual(tail);
  });
  it('draws floats in [0,1) and ints within bounds, roughly uniform', () => {
    const rng = createRng(7);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i += 1) {
      const f = rng.next();
      expect(f >= 0 && f < 1).toBe(true);
      const v = rng.int(1, 6);
      counts[v - 1]! += 1;
    }
    for (const c of counts) {
      expect(c).toBeGreaterThan(9_400);
      expect(c).toBeLessThan(10_600);
    }
  });
});
