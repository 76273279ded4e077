/**
 * The live win probability's evidence: at every game minute of seeded games
 * of the first divisions' real pairings, the forecast as production makes it
 * (FORECAST_GAMES games played on from a state without RNG state or seed),
 * then the reliability table (10% bins: mean forecast against the observed
 * home win share) and the Brier score next to a margin-and-time baseline
 * fitted to the same samples. CPU heavy: about 40 forecasts of 100 games a
 * game, so the number of games is an option.
 *
 *   npx tsx bench/forecast-reliability.ts [--games 2000]
 */
import {
  binWithinTolerance,
  brierScore,
  buildCatalogue,
  firstDivisionFixtures,
  fitMarginModel,
  FORECAST_GAMES,
  forecastInput,
  marginModelChance,
  MATCH_RULES,
  playGameLine,
  RELIABILITY_MIN_SAMPLES,
  RELIABILITY_TOLERANCE_POINTS,
  reliabilityTable,
  winProbability,
  type ForecastSample,
} from '../src/index.js';

const i = process.argv.indexOf('--games');
const requested = i >= 0 ? Number(process.argv[i + 1]) : NaN;
const GAMES = Number.isFinite(requested) && requested > 0 ? requested : 2000;

const fixtures = firstDivisionFixtures(buildCatalogue());
const rules = MATCH_RULES;
const samples: ForecastSample[] = [];
const started = performance.now();
for (let g = 0; g < GAMES; g += 1) {
  // Every 7th fixture: a spread of the season's pairings however few games are played.
  const [home, away] = fixtures[(g * 7) % fixtures.length] as (typeof fixtures)[number];
  const seed = 5_000_000 + g;
  const mine: Array<Omit<ForecastSample, 'finalMargin'>> = [];
  const { state } = playGameLine(home, away, seed, rules, (now) => {
    const minute = Math.floor(now.elapsed / 60);
    // The forecast gets the state without its RNG state or seed, and seeds of its own.
    const p = winProbability(forecastInput(now, false), FORECAST_GAMES, (seed * 7919 + minute * 104_729) >>> 0, rules);
    const secondsLeft = now.clock + (now.period < rules.quarters ? (rules.quarters - now.period) * rules.quarterSeconds : 0);
    mine.push({ p, margin: now.score.home - now.score.away, secondsLeft });
  });
  const finalMargin = state.score.home - state.score.away;
  for (const s of mine) samples.push({ ...s, finalMargin });
  if ((g + 1) % 50 === 0) console.error(`  ${g + 1}/${GAMES} games, ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
const seconds = (performance.now() - started) / 1000;

console.log(
  `\nWin probability: ${samples.length} forecasts (every game minute of ${GAMES} seeded games, ${FORECAST_GAMES} games played on each), ${seconds.toFixed(0)} s (${((1000 * seconds) / samples.length).toFixed(1)} ms a forecast)`,
);
console.log('  forecast bin   samples   mean forecast   observed home wins   verdict');
let failed = false;
for (const bin of reliabilityTable(samples)) {
  const verdict = binWithinTolerance(bin);
  if (verdict === false) failed = true;
  const shown =
    verdict === null ? `(under ${RELIABILITY_MIN_SAMPLES} samples)` : verdict ? `ok (within ${RELIABILITY_TOLERANCE_POINTS})` : 'OFF';
  console.log(
    `  ${`${bin.from}-${bin.to}%`.padEnd(12)} ${String(bin.samples).padStart(8)}   ${bin.forecastPct.toFixed(1).padStart(12)}%   ${bin.observedPct.toFixed(1).padStart(17)}%   ${shown}`,
  );
}
const model = fitMarginModel(samples);
const forecastBrier = brierScore(samples);
const baselineBrier = brierScore(samples, (s) => marginModelChance(model, s));
const beats = forecastBrier < baselineBrier;
failed ||= !beats;
console.log(
  `  Brier: forecast ${forecastBrier.toFixed(4)}, margin-and-time baseline ${baselineBrier.toFixed(4)} ` +
    `(normal model fitted to these samples: drift ${(model.drift * 2400).toFixed(2)} pts a game, sd ${Math.sqrt(model.variance * 2400).toFixed(1)} pts a game)   ${beats ? 'ok (forecast better)' : 'BASELINE BETTER'}`,
);
if (failed) process.exitCode = 1;
