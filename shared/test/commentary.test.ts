import { describe, expect, it } from 'vitest';
import {
  buildCatalogue,
  catalogueTeam,
  Commentator,
  createMatch,
  narrateAll,
  simulateToEnd,
  type MatchEvent,
  type Side,
} from '../src/index.js';

const catalogue = buildCatalogue();
const [A, B] = catalogue.teams.map((t) => t.id);

const shot = (side: Side, playerId: string, type: MatchEvent['type'], t: number, extra: Partial<MatchEvent> = {}): MatchEvent => ({
  t,
  period: 1,
  clock: 600 - t,
  type,
  side,
  playerId,
  ...extra,
});
const names = (id: string | undefined) => (id ? id.toUpperCase() : '');
const teams = (side: Side) => (side === 'home' ? 'Home' : 'Away');

describe('play-by-play commentary', () => {
  it('keeps running totals that end at each player’s box score points over a whole recorded game', () => {
    for (const seed of [3, 17, 29]) {
      const state = simulateToEnd(
        createMatch(catalogueTeam(catalogue, A ?? 0), catalogueTeam(catalogue, B ?? 0), { recordEvents: true }, seed),
      );
      const byId = new Map([...state.home.players, ...state.away.players].map((p) => [p.id, p]));
      const commentator = new Commentator((id) => byId.get(id ?? '')?.name ?? '', teams);
      const lines = state.events.map((e) => commentator.narrate(e));
      for (const p of byId.values()) expect(commentator.totals().get(p.id) ?? 0).toBe(p.stats.points);
      // Every made shot says the scorer's total so far; other events keep their plain words.
      state.events.forEach((e, i) => {
        if (e.type === 'three_made' || e.type === 'two_made' || e.type === 'free_throw_made')
          expect(lines[i]?.text).toMatch(/\(\d+ pts?\)/);
        else expect(lines[i]?.text).not.toMatch(/ pts?\)/);
      });
      // Lead changes counted from the score as it went.
      let leader: Side | null = null;
      let changes = 0;
      let home = 0;
      let away = 0;
      for (const e of state.events) {
        if (!e.points || !['two_made', 'three_made', 'free_throw_made'].includes(e.type)) continue;
        if (e.side === 'home') home += e.points;
        else away += e.points;
        const now: Side | null = home > away ? 'home' : away > home ? 'away' : null;
        if (now !== null && leader !== null && now !== leader) changes += 1;
        if (now !== null) leader = now;
      }
      expect(lines.filter((l) => l.leadChange).length).toBe(changes);
      // Several phrasings for threes over a game.
      expect(
        new Set(
          lines
            .filter((l, i) => state.events[i]?.type === 'three_made')
            .map((l) => l.text.replace(/[A-ZÀ-ÿ][\wÀ-ÿ'’ .-]*/g, '').slice(0, 12)),
        ).size,
      ).toBeGreaterThan(1);
    }
  });

  it('announces a run once it reaches 8 with the other side held to 2, a tie and a lead change', () => {
    const events: MatchEvent[] = [
      shot('away', 'b1', 'two_made', 10, { points: 2 }),
      shot('home', 'a1', 'three_made', 20, { points: 3 }),
      shot('home', 'a2', 'two_made', 30, { points: 2 }),
      shot('away', 'b2', 'two_made', 40, { points: 2 }),
      shot('home', 'a1', 'three_made', 50, { points: 3 }),
      shot('home', 'a3', 'three_made', 60, { points: 3 }),
      shot('away', 'b1', 'free_throw_made', 70, { points: 1 }),
      shot('away', 'b1', 'three_made', 80, { points: 3 }),
    ];
    const lines = narrateAll(events, names, teams);
    expect(lines[1]?.leadChange).toBe(true);
    expect(lines[1]?.text).toContain('Home take the lead');
    expect(lines[1]?.text).toContain('(3 pts)');
    expect(lines[4]?.text).toContain('A1');
    expect(lines[4]?.text).toContain('(6 pts)');
    // 3+2, then 2 against, then 3: an 8-2 run, announced once (the next mark is 12).
    expect(lines[4]?.run).toEqual({ side: 'home', for: 8, against: 2 });
    expect(lines[4]?.text).toContain('Home on an 8-2 run');
    expect(lines.filter((l) => l.run)).toHaveLength(1);
    // Four more points for the same side reach the next mark: 12-2.
    const longer = narrateAll([...events.slice(0, 6), shot('home', 'a2', 'free_throw_made', 61, { points: 1 })], names, teams);
    expect(longer[6]?.run).toEqual({ side: 'home', for: 12, against: 2 });
    expect(longer[6]?.text).toContain('Home on a 12-2 run');
    expect(
      narrateAll([shot('home', 'a1', 'two_made', 1, { points: 2 }), shot('away', 'b1', 'two_made', 2, { points: 2 })], names, teams)[1],
    ).toMatchObject({ tie: true, text: expect.stringContaining('tied at 2') });
  });

  it('marks clutch baskets in the last two minutes of a close fourth quarter', () => {
    const late = (t: number, clock: number): MatchEvent => ({
      t,
      period: 4,
      clock,
      type: 'two_made',
      side: 'home',
      playerId: 'a1',
      points: 2,
    });
    const [early, clutch] = narrateAll([late(2000, 300), late(2300, 90)], names, teams);
    expect(early?.clutch).toBeUndefined();
    expect(clutch?.clutch).toBe(true);
    expect(clutch?.text.startsWith('Clutch! ')).toBe(true);
  });
});
