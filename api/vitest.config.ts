import { configDefaults, defineConfig } from 'vitest/config';

// Generous defaults: a CI machine with two cores runs two test files side by side (vitest would run
// one at a time there: it leaves a core free by default), and a test that takes 2 s alone can take
// several times that then. Speed is measured in `npm run bench`.
// On CI a failing test is run once more and reported as flaky if it then passes: a one-off stall of the shared
// machine must not sink a submission, and a real failure fails twice. Locally it fails at once.
const ciRetry = process.env.CI ? 1 : 0;

// CI runs the whole suite on the oldest supported Node. Its second runtime's pass (TEST_SCOPE=runtime,
// `npm run test:runtime`) runs the files that lean on the runtime itself rather than on the game's rules: the
// embedded store over the file system, sessions and restarts, HTTP edges and limits, the live rooms' passes and a
// friendly's two coaches; the rules' long sweeps are the same JavaScript on either Node.
const RUNTIME = [
  'test/store.contract.test.ts',
  'test/restart.test.ts',
  'test/session-store.api.test.ts',
  'test/http-edge.api.test.ts',
  'test/shared-rate-limit.api.test.ts',
  'test/live.api.test.ts',
  'test/live-snapshots.api.test.ts',
  'test/friendlies.api.test.ts',
  'test/career.api.test.ts',
];
const include = process.env.TEST_SCOPE === 'runtime' ? RUNTIME : configDefaults.include;

export default defineConfig({
  test: { testTimeout: 60_000, hookTimeout: 60_000, retry: ciRetry, maxWorkers: 2, include },
});
