import { describe, expect, it } from 'vitest';
import type { LiveEventView } from '@hardwood/shared';
import { formation, FULL, shotMoment, sideWithBall, toFullCourt } from './court-geometry';
import { shotsOf, zoneLines } from './shot-chart';

const shot = (seq: number, type: string, side: 'home' | 'away', zone: string, x: number, y: number, playerId = 'p1'): LiveEventView => ({
  seq,
  type,
  side,
  text: '',
  period: 1,
  clock: 500,
  playerId,
  x,
  y,
  zone,
});

describe('the court view', () => {
  it('puts home shots at the right basket and away shots at the left, mirrored', () => {
    // Under the basket: 1.5 m out, centred.
    expect(toFullCourt({ x: 75, y: 15 }, 'home')).toEqual({ x: 265, y: 75 });
    expect(toFullCourt({ x: 75, y: 15 }, 'away')).toEqual({ x: 15, y: 75 });
    // The left corner (seen from the baseline) of each end.
    expect(toFullCourt({ x: 5, y: 10 }, 'home')).toEqual({ x: 270, y: 5 });
    expect(toFullCourt({ x: 5, y: 10 }, 'away')).toEqual({ x: 10, y: 145 });
  });

  it('stands all ten inside the court, in the half of the basket the side with the ball attacks', () => {
    for (const attacking of ['home', 'away'] as const) {
      for (const clock of [600, 377, 12]) {
        const { home, away } = formation(attacking, clock);
        expect(home).toHaveLength(5);
        expect(away).toHaveLength(5);
        for (const p of [...home, ...away]) {
          expect(p.x).toBeGreaterThanOrEqual(0);
          expect(p.x).toBeLessThanOrEqual(FULL.length);
          expect(p.y).toBeGreaterThanOrEqual(0);
          expect(p.y).toBeLessThanOrEqual(FULL.width);
          expect(attacking === 'home' ? p.x > FULL.length / 2 : p.x < FULL.length / 2).toBe(true);
        }
      }
    }
  });

  it('gives the ball to the other side after a made basket or a turnover', () => {
    expect(sideWithBall(shot(1, 'two_made', 'home', 'paint', 75, 20))).toBe('away');
    expect(sideWithBall(shot(1, 'two_missed', 'home', 'paint', 75, 20))).toBe('home');
    expect(sideWithBall({ ...shot(1, 'turnover', 'away', '', 0, 0) })).toBe('home');
  });

  it('replays a field goal where it happened: the shooter on his spot, the contesting defender between him and the basket', () => {
    // A home three from the top of the key (7.5 m out), contested by d1.
    const three = { ...shot(4, 'three_missed', 'home', 'top-three', 75, 90, 's1'), defenderId: 'd1' };
    const moment = shotMoment(three);
    expect(moment).toMatchObject({ side: 'home', shooterId: 's1', defenderId: 'd1', at: toFullCourt({ x: 75, y: 90 }, 'home') });
    // 1.2 m toward the right basket (home attacks it), on the same line.
    expect(moment?.contest.x).toBeCloseTo((moment?.at.x ?? 0) + 12);
    expect(moment?.contest.y).toBeCloseTo(75);
    // At the rim the defender stands half way, never behind the basket.
    const layup = shotMoment({ ...shot(5, 'two_made', 'away', 'restricted', 75, 20, 's2'), defenderId: 'd2' });
    expect(layup?.contest.x).toBeCloseTo(toFullCourt({ x: 75, y: 20 }, 'away').x - (20 - 15.75) / 2);
    // Not a field goal (or nobody named): the formation stands.
    expect(shotMoment(shot(6, 'turnover', 'home', '', 0, 0))).toBeNull();
    expect(shotMoment(undefined)).toBeNull();
  });
});

describe('shot charts', () => {
  it('counts field goals by zone, made and attempted, and calls a zone hot or cold only with a few attempts', () => {
    const feed = [
      shot(1, 'three_made', 'home', 'corner-three', 5, 10),
      shot(2, 'three_made', 'home', 'corner-three', 145, 10),
      shot(3, 'three_made', 'home', 'corner-three', 4, 12),
      shot(4, 'two_missed', 'home', 'paint', 75, 20),
      shot(5, 'two_missed', 'home', 'paint', 70, 25),
      shot(6, 'two_missed', 'home', 'paint', 80, 22),
      shot(7, 'two_made', 'away', 'mid-range', 40, 50, 'p2'),
      { seq: 8, type: 'rebound', side: 'home', text: '', period: 1, clock: 400, playerId: 'p1', zone: '' },
    ];
    const shots = shotsOf(feed);
    expect(shots).toHaveLength(7);
    const home = zoneLines(shots.filter((s) => s.side === 'home'));
    expect(home.find((z) => z.zone === 'corner-three')).toEqual({ zone: 'corner-three', made: 3, attempts: 3, heat: 'hot' });
    expect(home.find((z) => z.zone === 'paint')).toEqual({ zone: 'paint', made: 0, attempts: 3, heat: 'cold' });
    expect(zoneLines(shots.filter((s) => s.playerId === 'p2')).find((z) => z.zone === 'mid-range')).toEqual({
      zone: 'mid-range',
      made: 1,
      attempts: 1,
      heat: 'even',
    });
  });
});
