/**
 * The live win probability's evidence. At every game minute of held-out
 * seeded games of the first divisions' real pairings (seeds the fit never
 * saw), the fitted win model the rooms use, then the reliability table (10%
 * bins: mean forecast against the observed home win share) and the Brier
 * score next to a margin-and-time baseline fitted to the same samples.
 *
 * The Monte-Carlo forecast (FORECAST_GAMES games played on from a state
 * without RNG state or seed) is the reference: it costs milliseconds a
 * forecast, so it runs on the first `--mc-games` of the held-out games, and
 * the fitted model's Brier score on those same samples must be within 0.005
 * of it. Both tables are printed.
 *
 *   npx tsx bench/forecast-reliability.ts [--games 10000] [--mc-games 100]
 */
import {
  binWithinTolerance,
  brierScore,
  buildCatalogue,
  engineFingerprint,
  firstDivisionFixtures,
  fitMarginModel,
  FORECAST_GAMES,
  marginModelChance,
  RELIABILITY_MIN_SAMPLES,
  RELIABILITY_TOLERANCE_POINTS,
  reliabilityTable,
  sampleWinStates,
  WIN_MODEL,
  winModelChance,
  winProbability,
  type ForecastSample,
} from '../src/index.js';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  const value = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}
/** 10,000 held-out games: a game's minutes share one ending, so on 2,000 a bin's observed share still moves by several points between seed sets. */
const GAMES = option('--games', 10_000);
/** The reference costs about 55 ms a forecast here: 100 games are about 4,000 forecasts, near 4 minutes. */
const MC_GAMES = Math.min(GAMES, option('--mc-games', 100));
/** Held-out seeds: the fit trains on 9,000,000 on. */
const FIRST_SEED = 5_000_000;
/** Brier score the fitted model may give away to the Monte-Carlo reference. */
const BRIER_MARGIN = 0.005;

const fixtures = firstDivisionFixtures(buildCatalogue());
const fingerprint = engineFingerprint(fixtures);
let failed = false;

/** Prints a reliability table; only the fitted model's verdicts fail the bench (the reference's, on fewer games, show their noise). */
function printTable(title: string, samples: readonly ForecastSample[], judged: boolean): void {
  console.log(title);
  console.log('  forecast bin   samples   mean forecast   observed home wins   verdict');
  for (const bin of reliabilityTable(samples)) {
    const verdict = binWithinTolerance(bin);
    if (verdict === false && judged) failed = true;
    const shown =
      verdict === null ? `(under ${RELIABILITY_MIN_SAMPLES} samples)` : verdict ? `ok (within ${RELIABILITY_TOLERANCE_POINTS})` : 'OFF';
    console.log(
      `  ${`${bin.from}-${bin.to}%`.padEnd(12)} ${String(bin.samples).padStart(8)}   ${bin.forecastPct.toFixed(1).padStart(12)}%   ${bin.observedPct.toFixed(1).padStart(17)}%   ${shown}`,
    );
  }
}

// The fitted model over every held-out game, with the Monte-Carlo reference beside it on the first MC_GAMES.
const reference: Array<ForecastSample & { model: number }> = [];
let modelSeconds = 0;
let mcSeconds = 0;
const started = performance.now();
const samples = sampleWinStates(fixtures, GAMES, FIRST_SEED, {
  withState: (input, sample, game) => {
    let t = performance.now();
    sample.p = winModelChance(input, WIN_MODEL);
    modelSeconds += (performance.now() - t) / 1000;
    if (game >= MC_GAMES) return;
    t = performance.now();
    const minute = Math.floor(input.elapsed / 60);
    const mc = winProbability(input, FORECAST_GAMES, ((FIRST_SEED + game) * 7919 + minute * 104_729) >>> 0);
    mcSeconds += (performance.now() - t) / 1000;
    reference.push({ p: mc, model: sample.p, margin: sample.margin, secondsLeft: sample.secondsLeft, finalMargin: 0 });
  },
});
// The reference samples are the first ones of `samples`, in order: they take their games' final margins from there.
reference.forEach((r, i) => (r.finalMargin = samples[i]?.finalMargin ?? 0));
const seconds = (performance.now() - started) / 1000;

const stale = fingerprint !== WIN_MODEL.engineFingerprint;
if (stale) failed = true;
console.log(
  `\nWin probability: the fitted win model (fitted on ${WIN_MODEL.fittedOn.games} games, engine ${WIN_MODEL.engineFingerprint}; ` +
    `this engine ${fingerprint}${stale ? ': STALE, run npm run fit -w shared' : ''}), ${samples.length} forecasts at every game minute of ` +
    `${GAMES} held-out seeded games, ${((1e6 * modelSeconds) / samples.length).toFixed(1)} µs a forecast (${seconds.toFixed(0)} s in all)`,
);
printTable('Fitted model, every held-out game:', samples, true);
const baseline = fitMarginModel(samples);
const modelBrier = brierScore(samples);
const baselineBrier = brierScore(samples, (s) => marginModelChance(baseline, s));
const beats = modelBrier < baselineBrier;
failed ||= !beats;
console.log(
  `  Brier: fitted model ${modelBrier.toFixed(4)}, margin-and-time baseline ${baselineBrier.toFixed(4)} ` +
    `(normal model fitted to these samples: drift ${(baseline.drift * 2400).toFixed(2)} pts a game, sd ${Math.sqrt(baseline.variance * 2400).toFixed(1)} pts a game)   ${beats ? 'ok (model better)' : 'BASELINE BETTER'}`,
);

printTable(
  `Monte-Carlo reference (${FORECAST_GAMES} games played on per forecast), ${reference.length} forecasts of the first ${MC_GAMES} games, ` +
    `${((1000 * mcSeconds) / Math.max(1, reference.length)).toFixed(1)} ms a forecast:`,
  reference,
  false,
);
const mcBrier = brierScore(reference);
const modelOnReference = brierScore(reference, (s) => (s as (typeof reference)[number]).model);
const close = modelOnReference <= mcBrier + BRIER_MARGIN;
failed ||= !close;
console.log(
  `  Brier on these samples: Monte-Carlo ${mcBrier.toFixed(4)}, fitted model ${modelOnReference.toFixed(4)} ` +
    `(${(modelOnReference - mcBrier >= 0 ? '+' : '') + (modelOnReference - mcBrier).toFixed(4)}, allowed +${BRIER_MARGIN})   ${close ? 'ok' : 'MODEL WORSE'}; ` +
    `speed ${((1000 * mcSeconds) / Math.max(1, reference.length) / ((1000 * modelSeconds) / samples.length)).toFixed(0)}x`,
);
if (failed) process.exitCode = 1;
