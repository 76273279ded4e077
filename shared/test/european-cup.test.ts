import { describe, expect, it } from 'vitest';
import { cupBracket, cupEntrantsFromTables, firstCupEntrants, keyedRng, nextCupGames, type CupGame } from '../src/index.js';

const seeds = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'];

/** Plays the whole Cup with random winners, round by round as the API does. */
function playCup(seed: string) {
  const rng = keyedRng(seed);
  const games: CupGame[] = [];
  const rounds: Array<ReturnType<typeof nextCupGames>> = [];
  for (let guard = 0; guard < 20; guard += 1) {
    const next = nextCupGames(seeds, games);
    if (next.length === 0) break;
    rounds.push(next);
    expect(nextCupGames(seeds, [...games, ...next.map((g) => ({ ...g, homeScore: null, awayScore: null }))])).toEqual([]);
    for (const g of next) {
      const home = rng.int(60, 100);
      let away = rng.int(60, 100);
      if (away === home) away += 1;
      games.push({
        round: g.round,
        slot: g.slot,
        game: g.game,
        homeTeamId: g.homeTeamId,
        awayTeamId: g.awayTeamId,
        homeScore: home,
        awayScore: away,
      });
    }
  }
  return { games, rounds, bracket: cupBracket(seeds, games) };
}

describe('European Cup bracket', () => {
  it('ends every quarterfinal at three wins, hosts games 1, 2 and 5 at the better seed, and crowns one champion at a neutral Final Four', () => {
    for (let s = 0; s < 200; s += 1) {
      const { games, rounds, bracket } = playCup(`cup-${s}`);
      const qf = bracket.series.filter((x) => x.round === 'QF');
      expect(qf).toHaveLength(4);
      for (const series of qf) {
        expect(Math.max(series.winsHigh, series.winsLow)).toBe(3);
        expect(series.games.length).toBeGreaterThanOrEqual(3);
        expect(series.games.length).toBeLessThanOrEqual(5);
        for (const g of series.games) expect(g.homeTeamId).toBe([1, 2, 5].includes(g.game) ? series.high : series.low);
      }
      expect(bracket.series.map((x) => x.round)).toEqual(['QF', 'QF', 'QF', 'QF', 'SF', 'SF', 'F', '3P']);
      expect(bracket.champion).not.toBeNull();
      const final = bracket.series.find((x) => x.round === 'F');
      expect(final?.winner).toBe(bracket.champion);
      expect(games.filter((g) => g.round !== 'QF')).toHaveLength(4);
      expect(
        rounds
          .flat()
          .filter((g) => g.round !== 'QF')
          .every((g) => g.neutralVenue),
      ).toBe(true);
      expect(
        rounds
          .flat()
          .filter((g) => g.round === 'QF')
          .every((g) => !g.neutralVenue),
      ).toBe(true);
    }
  });

  it('pairs 1 v 8 and 4 v 5 in one half, 2 v 7 and 3 v 6 in the other', () => {
    const first = nextCupGames(seeds, []);
    expect(first.map((g) => [g.homeTeamId, g.awayTeamId])).toEqual([
      ['s1', 's8'],
      ['s4', 's5'],
      ['s2', 's7'],
      ['s3', 's6'],
    ]);
  });

  it('qualifies the champions of the five strongest leagues, then the runners-up of the three strongest', () => {
    const tables = [0.7, 0.95, 0.8, 0.92, 0.9, 0.86, 0.85].map((level, i) => ({
      level,
      ranking: Array.from({ length: 12 }, (_, r) => `L${i}-${r + 1}`),
    }));
    expect(cupEntrantsFromTables(tables)).toEqual(['L1-1', 'L3-1', 'L4-1', 'L5-1', 'L6-1', 'L1-2', 'L3-2', 'L4-2']);
    expect(
      firstCupEntrants([
        { id: 'a', reputation: 5, budget: 1 },
        { id: 'b', reputation: 5, budget: 9 },
        { id: 'c', reputation: 3, budget: 99 },
      ]),
    ).toEqual(['b', 'a', 'c']);
  });
});
