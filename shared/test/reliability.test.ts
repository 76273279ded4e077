/** The arithmetic of the win probability's evidence: bins, verdicts, Brier scores and the margin-and-time baseline. */
import { describe, expect, it } from 'vitest';
import {
  binWithinTolerance,
  brierScore,
  fitMarginModel,
  marginModelChance,
  normalCdf,
  reliabilityTable,
  type ForecastSample,
} from '../src/index.js';

const sample = (p: number, finalMargin: number, margin = 0, secondsLeft = 600): ForecastSample => ({ p, margin, secondsLeft, finalMargin });

describe('the reliability table', () => {
  it('bins forecasts by tenths (100% in the last) with their mean and the observed home win share', () => {
    const table = reliabilityTable([sample(0.05, -3), sample(0.15, 2), sample(0.19, -1), sample(0.95, 4), sample(1, 2), sample(0.9, -2)]);
    expect(table).toHaveLength(10);
    expect(table[0]).toEqual({ from: 0, to: 10, samples: 1, forecastPct: 5, observedPct: 0 });
    expect(table[1]).toMatchObject({ samples: 2, observedPct: 50 });
    expect(table[1]?.forecastPct).toBeCloseTo(17);
    expect(table[9]).toMatchObject({ samples: 3 });
    expect(table[9]?.forecastPct).toBeCloseTo(95);
    expect(table[9]?.observedPct).toBeCloseTo(200 / 3);
    expect(table[5]).toEqual({ from: 50, to: 60, samples: 0, forecastPct: 0, observedPct: 0 });
  });

  it('judges a bin only from 100 samples, good within 5 points', () => {
    expect(binWithinTolerance({ from: 60, to: 70, samples: 99, forecastPct: 65, observedPct: 90 })).toBeNull();
    expect(binWithinTolerance({ from: 60, to: 70, samples: 100, forecastPct: 65, observedPct: 70 })).toBe(true);
    expect(binWithinTolerance({ from: 60, to: 70, samples: 100, forecastPct: 65, observedPct: 70.5 })).toBe(false);
  });
});

describe('the Brier score and its baseline', () => {
  it('scores the mean squared error against the result', () => {
    expect(brierScore([sample(0.8, 3), sample(0.8, -3)])).toBeCloseTo((0.04 + 0.64) / 2);
    expect(brierScore([sample(0.5, 1)], () => 1)).toBe(0);
  });

  it('fits drift and variance per second left, and turns them into a chance', () => {
    // Changes of +6 over 600 s and -2 over 200 s: drift 4/800 a second; residuals 3 and -3.
    const model = fitMarginModel([sample(0.5, 10, 4, 600), sample(0.5, 1, 3, 200), sample(0.5, 5, 5, 0)]);
    expect(model.drift).toBeCloseTo(0.005);
    expect(model.variance).toBeCloseTo((3 ** 2 + 3 ** 2) / 800);
    expect(marginModelChance({ drift: 0, variance: 1 }, { margin: 0, secondsLeft: 100 })).toBeCloseTo(0.5);
    expect(marginModelChance({ drift: 0, variance: 1 }, { margin: 10, secondsLeft: 100 })).toBeCloseTo(normalCdf(1));
    expect(marginModelChance({ drift: 0, variance: 1 }, { margin: -2, secondsLeft: 0 })).toBe(0);
  });

  it('has the standard normal distribution function', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1)).toBeCloseTo(0.841345, 5);
    expect(normalCdf(-1.96)).toBeCloseTo(0.024998, 5);
  });
});
