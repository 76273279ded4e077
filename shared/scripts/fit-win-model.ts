/**
 * Fits the live win model to the engine as it is now, and writes the
 * coefficients with the engine's fingerprint to
 * `src/engine/win-model-table.ts`. Run it after any change to how games play
 * (the fingerprint test says when):
 *
 *   npm run fit -w shared     [-- --games 10000]
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import {
  buildCatalogue,
  engineFingerprint,
  firstDivisionFixtures,
  fitLogistic,
  sampleWinStates,
  WIN_MODEL_FEATURES,
  type WinModelTable,
} from '../src/index.js';

const i = process.argv.indexOf('--games');
const requested = i >= 0 ? Number(process.argv[i + 1]) : NaN;
/** Training games; the reliability bench judges the fit on other seeds. */
const GAMES = Number.isFinite(requested) && requested > 0 ? requested : 10_000;
/** Training seeds start here, far from the bench's held-out seeds (5,000,000 on). */
const FIRST_SEED = 9_000_000;
/** Sampled every 20 game seconds: three times the live rate, so the states between minutes are fitted too. */
const EVERY_SECONDS = 20;

const started = performance.now();
const fixtures = firstDivisionFixtures(buildCatalogue());
const samples = sampleWinStates(fixtures, GAMES, FIRST_SEED, { everySeconds: EVERY_SECONDS });
const played = performance.now();
const beta = fitLogistic(
  samples.map((s) => s.features),
  samples.map((s) => (s.finalMargin > 0 ? 1 : 0)),
);
const coefficients = Object.fromEntries(WIN_MODEL_FEATURES.map((name, k) => [name, Number((beta[k] ?? 0).toPrecision(6))]));
const table = {
  engineFingerprint: engineFingerprint(fixtures),
  fittedOn: { games: GAMES, samples: samples.length, firstSeed: FIRST_SEED },
  coefficients,
} as WinModelTable;

const target = fileURLToPath(new URL('../src/engine/win-model-table.ts', import.meta.url));
const source = `/**
 * The live win model's coefficients, written by \`npm run fit -w shared\`
 * (shared/scripts/fit-win-model.ts): do not edit by hand. Refit whenever the
 * engine's fingerprint changes; a test fails until then.
 */
import type { WinModelTable } from './win-model.js';

export const WIN_MODEL: WinModelTable = ${JSON.stringify(table)};
`;
// Written as the repository's formatter would write it, so the lint gate passes without a second step.
writeFileSync(target, await prettier.format(source, { ...(await prettier.resolveConfig(target)), filepath: target }));
console.log(
  `Win model fitted on ${samples.length} states of ${GAMES} seeded games (${((played - started) / 1000).toFixed(1)} s to play, ` +
    `${((performance.now() - played) / 1000).toFixed(1)} s to fit), engine ${table.engineFingerprint}:`,
);
for (const [name, value] of Object.entries(coefficients)) console.log(`  ${name.padEnd(12)} ${value}`);
console.log(`Written to ${target}`);
