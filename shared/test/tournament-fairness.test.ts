import { describe, expect, it } from 'vitest';
import { draftYouthPlayer, keyedRng, simulateTournamentMatch, tournamentSchedule, type TournamentPlayer } from '../src/index.js';

const positions = ['PG', 'SG', 'SF', 'PF', 'C'] as const;
const squadOf = (n: number): TournamentPlayer[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `y${String(i).padStart(2, '0')}`,
    name: `Y ${i}`,
    position: positions[i % 5] ?? 'PG',
    age: 14,
    potential: 80 - i * 2,
  }));

describe('youth tournament opponents', () => {
  it("never schedules a club's academy against its own club's youth team", () => {
    const tortona = { name: 'Derthona Bears', city: 'Tortona' };
    const schedule = tournamentSchedule('standard', 1, 22, { club: tortona });
    expect(schedule).toHaveLength(10);
    expect(schedule.map((m) => m.opponent).filter((o) => o.includes('Tortona'))).toEqual([]);
    expect(new Set(schedule.map((m) => m.opponent)).size).toBe(10);
    // Matched by name as well as city, accents aside.
    const virtus = tournamentSchedule('standard', 1, 22, { club: { name: 'Virtus Bologna Knights', city: 'Bologna' } });
    expect(virtus.map((m) => m.opponent).filter((o) => o.includes('Virtus'))).toEqual([]);
    const cantu = tournamentSchedule('compact', 1, 22, { club: { name: 'Pallacanestro Cantu', city: 'Cantu' } });
    expect(cantu.map((m) => m.opponent).filter((o) => o.includes('Cantù'))).toEqual([]);
    // Another club keeps the tier's list.
    expect(
      tournamentSchedule('standard', 1, 22, { club: { name: 'Real Capital Basket', city: 'Madrid' } }).map((m) => m.opponent),
    ).toContain('vs Tortona U16');
  });
});

describe('a late founding', () => {
  it('schedules the season from the founding matchday on: nothing falls before it', () => {
    const late = tournamentSchedule('compact', 1, 22, { founded: { season: 1, matchday: 12 } });
    expect(late.length).toBeGreaterThan(0);
    expect(late.every((m) => m.matchday >= 12 && m.matchday <= 22)).toBe(true);
    expect(new Set(late.map((m) => m.matchday)).size).toBe(late.length);
    expect(late[0]?.matchday).toBe(12);
    expect(late.at(-1)?.matchday).toBe(22);
    // Too few matchdays left for ten: one a matchday to the end.
    expect(tournamentSchedule('compact', 1, 22, { founded: { season: 1, matchday: 18 } }).map((m) => m.matchday)).toEqual([
      18, 19, 20, 21, 22,
    ]);
    // The next season is a whole one again.
    expect(tournamentSchedule('compact', 2, 22, { founded: { season: 1, matchday: 12 } }).map((m) => m.matchday)).toEqual([
      1, 3, 6, 8, 10, 13, 15, 17, 20, 22,
    ]);
  });
});

describe('youth box scores', () => {
  it('names one scoring leader, or says honestly that the lead was shared', () => {
    let ties = 0;
    for (let seed = 0; seed < 400; seed += 1) {
      const r = simulateTournamentMatch(squadOf(seed % 3 === 0 ? 5 : 12), keyedRng(`lead${seed}`));
      const top = Math.max(...r.players.map((p) => p.stats.points));
      const leaders = r.players.filter((p) => p.stats.points === top);
      const led = r.players.filter((p) => p.scoutNotes.some((n) => n.startsWith('Led the scoring')));
      const shared = r.players.filter((p) => p.scoutNotes.some((n) => n.startsWith('Shared the scoring lead')));
      if (leaders.length === 1) {
        expect(led.map((p) => p.playerId)).toEqual([leaders[0]?.playerId]);
        expect(shared).toEqual([]);
      } else {
        ties += 1;
        expect(led).toEqual([]);
        expect(shared.map((p) => p.playerId).sort()).toEqual(leaders.map((p) => p.playerId).sort());
      }
      // No one else claims a scoring lead with as many points.
      for (const p of r.players)
        if (p.stats.points === top) expect(p.scoutNotes.some((n) => n.startsWith('Led') || n.startsWith('Shared'))).toBe(true);
    }
    expect(ties).toBeLessThan(100);
  });

  it('spreads the points like a game: starters score more, a bench player or two barely scores, a clear leader', () => {
    let spreads = 0;
    let lowScorers = 0;
    let bigLeaders = 0;
    let variedShots = 0;
    const games = 300;
    for (let seed = 0; seed < games; seed += 1) {
      const r = simulateTournamentMatch(squadOf(12), keyedRng(`spread${seed}`));
      const pts = r.players.map((p) => p.stats.points);
      const max = Math.max(...pts);
      const min = Math.min(...pts);
      // Not every player within a narrow 3-8 band.
      expect(pts.every((p) => p >= 3 && p <= 8)).toBe(false);
      if (max - min >= 10) spreads += 1;
      if (min <= 2) lowScorers += 1;
      if (max >= 14) bigLeaders += 1;
      const starters = r.players.slice(0, 5).reduce((s, p) => s + p.stats.points, 0);
      const bench = r.players.slice(5).reduce((s, p) => s + p.stats.points, 0);
      expect(starters).toBeGreaterThan(bench);
      // Shot attempts vary too.
      if (new Set(r.players.map((p) => p.stats.fga)).size >= 5) variedShots += 1;
    }
    expect(variedShots / games).toBeGreaterThan(0.8);
    expect(spreads / games).toBeGreaterThan(0.8);
    expect(lowScorers / games).toBeGreaterThan(0.6);
    expect(bigLeaders / games).toBeGreaterThan(0.7);
  });
});

describe('youth names', () => {
  it('draws no name already on the roster', () => {
    const taken = new Set<string>();
    for (let i = 0; i < 30; i += 1) {
      const y = draftYouthPlayer(keyedRng(`name${i % 3}`), 'PG', 'elite', 'Italy', taken);
      expect(taken.has(y.name)).toBe(false);
      taken.add(y.name);
    }
    expect(taken.size).toBe(30);
  });
});
