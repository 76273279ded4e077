/**
 * The evidence for the live win probability: forecasts sampled during games,
 * binned by what they said against what happened (a reliability table), and
 * their Brier score next to a baseline that knows only the margin and the
 * time left (a normal model of the rest of the game fitted to the same
 * samples). The engine bench prints these; the tests pin the arithmetic.
 */

/** One forecast during a game: what it said, the game as the baseline sees it, and how it ended. */
export interface ForecastSample {
  /** The forecast's home win chance, 0-1. */
  p: number;
  /** Home minus away when it was made. */
  margin: number;
  /** Game seconds left in regulation (or in the overtime being played). */
  secondsLeft: number;
  /** Home minus away at the final buzzer (never 0). */
  finalMargin: number;
}

export interface ReliabilityBin {
  /** The bin's range of forecasts, in percent: [from, to). */
  from: number;
  to: number;
  samples: number;
  /** Mean forecast and observed home win share, in percent. */
  forecastPct: number;
  observedPct: number;
}

/** A bin needs this many samples to be judged, and is judged good within this many points. */
export const RELIABILITY_MIN_SAMPLES = 100;
export const RELIABILITY_TOLERANCE_POINTS = 5;

/** Ten bins of 10%: a forecast of exactly 100% goes in the last. */
export function reliabilityTable(samples: readonly ForecastSample[]): ReliabilityBin[] {
  const bins = Array.from({ length: 10 }, (_, i) => ({ from: i * 10, to: (i + 1) * 10, samples: 0, p: 0, wins: 0 }));
  for (const s of samples) {
    const bin = bins[Math.min(9, Math.floor(s.p * 10))];
    if (!bin) continue;
    bin.samples += 1;
    bin.p += s.p;
    if (s.finalMargin > 0) bin.wins += 1;
  }
  return bins.map((b) => ({
    from: b.from,
    to: b.to,
    samples: b.samples,
    forecastPct: b.samples > 0 ? (100 * b.p) / b.samples : 0,
    observedPct: b.samples > 0 ? (100 * b.wins) / b.samples : 0,
  }));
}

/** A bin's verdict: null when it has too few samples to judge. */
export function binWithinTolerance(bin: ReliabilityBin): boolean | null {
  if (bin.samples < RELIABILITY_MIN_SAMPLES) return null;
  return Math.abs(bin.forecastPct - bin.observedPct) <= RELIABILITY_TOLERANCE_POINTS;
}

/** Mean squared error of a home-win probability against the result. */
export function brierScore(samples: readonly ForecastSample[], p: (s: ForecastSample) => number = (s) => s.p): number {
  let sum = 0;
  for (const s of samples) sum += (p(s) - (s.finalMargin > 0 ? 1 : 0)) ** 2;
  return samples.length > 0 ? sum / samples.length : 0;
}

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26, error under 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * The baseline: the rest of the game adds a normal amount to the margin,
 * with mean `drift` and variance `variance` per second left (fitted by
 * maximum likelihood: drift = sum of changes / sum of seconds; variance =
 * sum of squared residuals / sum of seconds).
 */
export interface MarginModel {
  drift: number;
  variance: number;
}

export function fitMarginModel(samples: readonly ForecastSample[]): MarginModel {
  let change = 0;
  let seconds = 0;
  for (const s of samples) {
    if (s.secondsLeft <= 0) continue;
    change += s.finalMargin - s.margin;
    seconds += s.secondsLeft;
  }
  const drift = seconds > 0 ? change / seconds : 0;
  let squares = 0;
  for (const s of samples) if (s.secondsLeft > 0) squares += (s.finalMargin - s.margin - drift * s.secondsLeft) ** 2;
  return { drift, variance: seconds > 0 ? squares / seconds : 1 };
}

/** The baseline's home win chance for a sample. */
export function marginModelChance(model: MarginModel, s: Pick<ForecastSample, 'margin' | 'secondsLeft'>): number {
  if (s.secondsLeft <= 0) return s.margin > 0 ? 1 : s.margin < 0 ? 0 : 0.5;
  return normalCdf((s.margin + model.drift * s.secondsLeft) / Math.sqrt(model.variance * s.secondsLeft));
}
