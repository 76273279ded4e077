import { defineConfig } from 'vitest/config';

// Generous defaults: a CI machine with two cores runs the test files side by side, and a test
// that takes 2 s alone can take several times that there. Speed is measured in `npm run bench`.
// On CI a failing test is run once more and reported as flaky if it then passes: a one-off stall of the shared
// machine must not sink a submission, and a real failure fails twice. Locally it fails at once.
const ciRetry = process.env.CI ? 1 : 0;

// Two files side by side (vitest leaves a core free by default, which on two cores runs one at a time), and
// one module graph per worker: the domain is pure (no mocks, no module state a test changes), so re-importing
// it for each of its files would only repeat the same work.
export default defineConfig({
  test: { testTimeout: 60_000, hookTimeout: 60_000, retry: ciRetry, maxWorkers: 2, isolate: false },
});
