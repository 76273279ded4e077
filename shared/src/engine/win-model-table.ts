/**
 * The live win model's coefficients, written by `npm run fit -w shared`
 * (shared/scripts/fit-win-model.ts): do not edit by hand. Refit whenever the
 * engine's fingerprint changes; a test fails until then.
 */
import type { WinModelTable } from './win-model.js';

export const WIN_MODEL: WinModelTable = {
  engineFingerprint: 'd33141c7',
  fittedOn: { games: 10000, samples: 1206240, firstSeed: 9000000 },
  coefficients: {
    intercept: -0.0142665,
    margin: 5.53406,
    strength: 0.450667,
    home: 0.725894,
    possession: 2.97897,
    court: 0.567574,
    energy: 0.57396,
    lateMargin: 0.784854,
  },
};
