import { describe, expect, it } from 'vitest';
import {
  draftProspects,
  keyedRng,
  selectSquad,
  shareMinutes,
  simulateTournamentMatch,
  splitTotal,
  tournamentSchedule,
  YOUTH_MATCH,
  YOUTH_SCOUTING,
  type TournamentPlayer,
} from '../src/index.js';

const positions = ['PG', 'SG', 'SF', 'PF', 'C'] as const;
const youth = (n: number, age = 14): TournamentPlayer[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `y${String(i).padStart(2, '0')}`,
    name: `Y ${i}`,
    position: positions[i % 5] ?? 'PG',
    age,
    potential: 50 + ((i * 7) % 45),
  }));

describe('youth tournament squad', () => {
  it('takes 14-year-olds only: a compact academy its top 5 by potential, others 6 by potential and 6 rested longest', () => {
    const players = [...youth(20), ...youth(3, 15).map((p) => ({ ...p, id: `old${p.id}`, potential: 99 }))];
    const compact = selectSquad(players, 'compact', new Map());
    expect(compact).toHaveLength(5);
    expect(compact.every((p) => p.age === 14)).toBe(true);
    const byPotential = [...players.filter((p) => p.age === 14)].sort((a, b) => b.potential - a.potential);
    expect(compact.map((p) => p.potential)).toEqual(byPotential.slice(0, 5).map((p) => p.potential));
    const rest = byPotential.slice(6);
    const tired = new Map(rest.slice(0, 6).map((p) => [p.id, 2]));
    const squad = selectSquad(players, 'elite', tired);
    expect(squad).toHaveLength(12);
    expect(squad.slice(0, 6).map((p) => p.id)).toEqual(byPotential.slice(0, 6).map((p) => p.id));
    expect(squad.slice(6).some((p) => tired.has(p.id))).toBe(false);
    expect(selectSquad(youth(4, 15), 'standard', new Map())).toEqual([]);
  });
});

/** Every team figure from the one box score: sums, percentages of its made and attempted, a 40-minute game's minutes, one top scorer. */
function expectOneBoxScore(r: ReturnType<typeof simulateTournamentMatch>) {
  const lines = r.players.map((p) => p.stats);
  const sum = (k: keyof (typeof lines)[number]) => lines.reduce((t, l) => t + l[k], 0);
  expect(r.teamStats.totalPoints).toBe(sum('points'));
  expect(r.teamStats.fieldGoalPct).toBe(Math.round((1000 * sum('fgm')) / sum('fga')) / 10);
  expect(r.teamStats.threePointPct).toBe(sum('threepa') > 0 ? Math.round((1000 * sum('threepm')) / sum('threepa')) / 10 : 0);
  expect(r.teamStats.freeThrowPct).toBe(sum('fta') > 0 ? Math.round((1000 * sum('ftm')) / sum('fta')) / 10 : 0);
  // Five on court for 40 minutes: 200, or 40 each for a squad short of five.
  expect(sum('minutesPlayed')).toBe(40 * Math.min(5, lines.length));
  // One top scorer leads the scoring; top scorers level each share the lead.
  const topPoints = Math.max(...lines.map((l) => l.points));
  const tops = r.players.filter((p) => p.stats.points === topPoints);
  const claims = r.players.filter((p) =>
    p.scoutNotes.some((n) => n.startsWith(tops.length === 1 ? 'Led the scoring' : 'Shared the scoring lead')),
  );
  expect(claims.map((p) => p.playerId)).toEqual(tops.map((p) => p.playerId));
}

describe('youth tournament match', () => {
  it('derives the report from one box score: 3P% from its made and attempted, 200 minutes for five players, an honest scoring lead', () => {
    for (const size of [3, 5, 12]) {
      for (let seed = 0; seed < 100; seed += 1) {
        const r = simulateTournamentMatch(youth(size), keyedRng(`box${size}-${seed}`));
        expectOneBoxScore(r);
        for (const p of r.players) expect(p.stats.threepm).toBeLessThanOrEqual(p.stats.threepa);
      }
    }
    // Five players: each plays the whole 40-minute game.
    expect(simulateTournamentMatch(youth(5), keyedRng('five')).players.map((p) => p.stats.minutesPlayed)).toEqual([40, 40, 40, 40, 40]);
    expect(shareMinutes([1, 1, 1, 1, 1, 1, 1, 1, 1, 1]).reduce((a, b) => a + b, 0)).toBe(200);
    expect(shareMinutes([10, 1, 1, 1, 1, 1])).toEqual([40, 32, 32, 32, 32, 32]);
  });

  it('stays within every range of the spec over 500 seeds, its box score adding up', () => {
    const squad = youth(12);
    for (let seed = 0; seed < 500; seed += 1) {
      const r = simulateTournamentMatch(squad, keyedRng(`t${seed}`));
      const band = r.result === 'win' ? YOUTH_MATCH.winner : YOUTH_MATCH.loser;
      expect(r.teamScore).not.toBe(r.opponentScore);
      expect(r.result).toBe(r.teamScore > r.opponentScore ? 'win' : 'loss');
      for (const score of [r.teamScore, r.opponentScore]) {
        expect(score).toBeGreaterThanOrEqual(70);
        expect(score).toBeLessThanOrEqual(93);
      }
      const within = (v: number, [lo, hi]: readonly [number, number]) => v >= lo && v <= hi;
      expect(within(r.teamStats.totalRebounds, band.rebounds)).toBe(true);
      expect(within(r.teamStats.totalAssists, band.assists)).toBe(true);
      // The team's percentages are the box score's, near the drawn bands (a point or two of rounding either way).
      const near = (v: number, [lo, hi]: readonly [number, number]) => v >= lo - 5 && v <= hi + 5;
      expect(near(r.teamStats.fieldGoalPct, band.fgPct), `FG ${r.teamStats.fieldGoalPct}`).toBe(true);
      expect(near(r.teamStats.threePointPct, band.threePct), `3P ${r.teamStats.threePointPct}`).toBe(true);
      expectOneBoxScore(r);
      const sum = (k: 'points' | 'rebounds' | 'assists') => r.players.reduce((s, p) => s + p.stats[k], 0);
      expect(sum('points')).toBe(r.teamScore);
      expect(sum('rebounds')).toBe(r.teamStats.totalRebounds);
      expect(sum('assists')).toBe(r.teamStats.totalAssists);
      for (const p of r.players) {
        const s = p.stats;
        expect(s.points).toBe(2 * (s.fgm - s.threepm) + 3 * s.threepm + s.ftm);
        expect(s.fgm).toBeLessThanOrEqual(s.fga);
        expect(s.threepm).toBeLessThanOrEqual(s.threepa);
        expect(s.minutesPlayed).toBeLessThanOrEqual(40);
        expect(p.scoutNotes.length).toBeLessThanOrEqual(3);
      }
      const value = (s: (typeof r.players)[number]['stats']) => s.points + s.rebounds + s.assists + s.steals + s.blocks - s.turnovers;
      const best = Math.max(...r.players.map((p) => value(p.stats)));
      expect(value(r.players.find((p) => p.playerId === r.mvpPlayerId)?.stats ?? r.players[0]!.stats)).toBe(best);
    }
  });

  it('gives centres the boards and guards the assists, and replays the same from the same key', () => {
    let centre = 0;
    let guard = 0;
    let guardAssists = 0;
    let centreAssists = 0;
    const squad = youth(10).map((p) => ({ ...p, potential: 80 }));
    for (let seed = 0; seed < 200; seed += 1) {
      const r = simulateTournamentMatch(squad, keyedRng(`w${seed}`));
      for (const p of r.players) {
        const pos = squad.find((s) => s.id === p.playerId)?.position;
        if (pos === 'C') {
          centre += p.stats.rebounds;
          centreAssists += p.stats.assists;
        }
        if (pos === 'PG') {
          guard += p.stats.rebounds;
          guardAssists += p.stats.assists;
        }
      }
    }
    expect(centre).toBeGreaterThan(2 * guard);
    expect(guardAssists).toBeGreaterThan(centreAssists);
    expect(simulateTournamentMatch(squad, keyedRng('same'))).toEqual(simulateTournamentMatch(squad, keyedRng('same')));
    expect(() => simulateTournamentMatch([], keyedRng('x'))).toThrow('No Eligible Players');
  });

  it('splits a total exactly', () => {
    expect(splitTotal(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(splitTotal(7, [0, 2, 5]).reduce((s, n) => s + n, 0)).toBe(7);
  });
});

describe('tournament schedule and youth scouting', () => {
  it('spreads the 10 matches from the first matchday to the last', () => {
    expect(tournamentSchedule('elite', 2, 22).map((m) => m.matchday)).toEqual([1, 3, 6, 8, 10, 13, 15, 17, 20, 22]);
    expect(tournamentSchedule('compact', 1, 30).map((m) => m.matchday)).toEqual([1, 4, 7, 11, 14, 17, 20, 24, 27, 30]);
    expect(new Set(tournamentSchedule('standard', 1, 22).map((m) => m.matchId)).size).toBe(10);
  });

  it('draws prospects whose true potential lies inside a range of the tier’s width', () => {
    for (const type of ['compact', 'standard', 'elite'] as const) {
      for (let seed = 0; seed < 200; seed += 1) {
        const drafts = draftProspects(keyedRng(`p:${type}:${seed}`), type, seed % 2 ? 'C' : undefined, ['Italy']);
        expect(drafts).toHaveLength(YOUTH_SCOUTING[type].prospects);
        drafts.forEach((d, i) => {
          expect(d.arrivesAfter).toBe(i + 1);
          expect(d.rangeMax - d.rangeMin).toBeLessThanOrEqual(YOUTH_SCOUTING[type].rangeWidth);
          expect(d.potential).toBeGreaterThanOrEqual(d.rangeMin);
          expect(d.potential).toBeLessThanOrEqual(d.rangeMax);
          if (seed % 2) expect(d.position).toBe('C');
        });
      }
    }
  });
});
