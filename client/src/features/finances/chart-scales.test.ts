import { scaleBand, scaleLinear } from 'd3-scale';
import { describe, expect, it } from 'vitest';
import { compactEuros } from './books-logic';
import { bandTicks, euroTicks, matchdayTicks, nearestIndex, spread } from './chart-scales';

describe('finance chart scales', () => {
  it('always labels the season start and its last matchday, even off the round steps', () => {
    // A phone's plot (about 274 px) over a 34-matchday season: round ticks every 5, then 34.
    const x = scaleLinear().domain([0, 34]).range([52, 326]);
    const ticks = matchdayTicks(x, 34);
    expect(ticks[0]).toBe(0);
    expect(ticks.at(-1)).toBe(34);
    // No two labels closer than a label's room.
    ticks.slice(1).forEach((t, i) => expect(x(t) - x(ticks[i]!)).toBeGreaterThanOrEqual(24));
    expect(matchdayTicks(scaleLinear().domain([0, 30]).range([52, 326]), 30)).toEqual([0, 5, 10, 15, 20, 25, 30]);
  });

  it('prints each euro tick once, even over a narrow budget range', () => {
    // €5.00M to €5.08M: round steps of €10K would all read "€5.0M".
    const y = scaleLinear().domain([5_000_000, 5_080_000]).range([180, 10]).nice(5);
    const labels = euroTicks(y).map(compactEuros);
    expect(labels.length).toBeGreaterThanOrEqual(1);
    expect(new Set(labels).size).toBe(labels.length);
    expect(
      euroTicks(scaleLinear().domain([0, 350_000]).range([180, 10]))
        .map(compactEuros)
        .at(-1),
    ).toBe('€350K');
  });

  it('labels the first and last booked matchday under crowded bars', () => {
    const many = scaleBand<number>()
      .domain(Array.from({ length: 30 }, (_, i) => i + 1))
      .range([52, 326]);
    const ticks = bandTicks(many);
    expect(ticks[0]).toBe(1);
    expect(ticks.at(-1)).toBe(30);
    expect(ticks.length).toBeLessThan(30);
    expect(bandTicks(scaleBand<number>().domain([1, 2, 3]).range([52, 326]))).toEqual([1, 2, 3]);
  });

  it('finds the matchday under the pointer and gives a flat line a scale', () => {
    expect(nearestIndex([10, 50, 90], 62)).toBe(1);
    expect(nearestIndex([], 62)).toBeNull();
    expect(spread([5_000_000, 5_000_000])).toEqual([4_750_000, 5_250_000]);
  });
});
