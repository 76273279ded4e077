import { describe, expect, it } from 'vitest';
import {
  buildCatalogue,
  catalogueTeam,
  COURT,
  createMatch,
  isThreeZone,
  shotSpot,
  shotZone,
  simulateToEnd,
  spotKey,
  type MatchEvent,
} from '../src/index.js';

const catalogue = buildCatalogue();
const [A, B] = catalogue.teams.map((t) => t.id);
const play = (seed: number, recordEvents = true) =>
  simulateToEnd(createMatch(catalogueTeam(catalogue, A ?? 0), catalogueTeam(catalogue, B ?? 0), { recordEvents }, seed));
const FIELD_GOALS = new Set<MatchEvent['type']>(['two_made', 'two_missed', 'three_made', 'three_missed']);

describe('shot spots', () => {
  it('puts every recorded field goal on the court, in the zone its type says, the same for the same seed', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const a = play(seed);
      const shots = a.events.filter((e) => FIELD_GOALS.has(e.type));
      expect(shots.length).toBeGreaterThan(100);
      for (const e of shots) {
        const spot = e.spot;
        if (!spot || !e.zone) throw new Error(`${e.type} without a spot`);
        expect(spot.x >= 0 && spot.x <= COURT.width && spot.y >= 0 && spot.y <= COURT.halfLength, `${spot.x},${spot.y}`).toBe(true);
        expect(shotZone(spot)).toBe(e.zone);
        const three = e.type.startsWith('three');
        expect(isThreeZone(e.zone)).toBe(three);
        const fromBasket = Math.hypot(spot.x - COURT.basketX, spot.y - COURT.basketY);
        if (three && e.zone === 'above-the-break-three') expect(fromBasket).toBeGreaterThanOrEqual(COURT.threeRadius);
        if (!three) expect(fromBasket).toBeLessThan(COURT.threeRadius);
      }
      expect(play(seed).events.map((e) => e.spot)).toEqual(a.events.map((e) => e.spot));
    }
  });

  it('draws spots beside the match: the game plays the same with or without a feed, and shots name their defender', () => {
    const withFeed = play(11);
    const without = play(11, false);
    expect(without.score).toEqual(withFeed.score);
    const contested = withFeed.events.filter((e) => FIELD_GOALS.has(e.type) && e.defenderId);
    expect(contested.length).toBeGreaterThan(50);
    const ids = new Set([...withFeed.home.players, ...withFeed.away.players].map((p) => p.id));
    for (const e of contested) expect(ids.has(e.defenderId ?? '')).toBe(true);
  });

  it('spreads twos by position and threes between the corners and above the break', () => {
    const paint = (position: 'C' | 'PG') =>
      Array.from({ length: 2000 }, (_, i) => shotSpot(spotKey(position === 'C' ? 1 : 2, i), false, position).zone).filter(
        (z) => z === 'paint',
      ).length / 2000;
    expect(paint('C')).toBeGreaterThan(paint('PG') + 0.2);
    const corners =
      Array.from({ length: 2000 }, (_, i) => shotSpot(spotKey(3, i), true, 'SF').zone).filter((z) => z === 'corner-three').length / 2000;
    expect(corners).toBeGreaterThan(0.15);
    expect(corners).toBeLessThan(0.35);
  });
});
