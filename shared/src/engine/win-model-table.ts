/**
 * The live win model's coefficients, written by `npm run fit -w shared`
 * (shared/scripts/fit-win-model.ts): do not edit by hand. Refit whenever the
 * engine's fingerprint changes; a test fails until then.
 */
import type { WinModelTable } from './win-model.js';

export const WIN_MODEL: WinModelTable = {
  engineFingerprint: '94282015',
  fittedOn: { games: 10000, samples: 1206900, firstSeed: 9000000 },
  coefficients: {
    intercept: -0.00895531,
    margin: 5.28081,
    strength: 0.448738,
    home: 0.553499,
    possession: 2.83344,
    court: 0.502128,
    energy: 2.33824,
    lateMargin: 0.252817,
  },
};
