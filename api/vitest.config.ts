import { defineConfig } from 'vitest/config';

// Generous defaults: a CI machine with two cores runs two test files side by side (vitest would run
// one at a time there: it leaves a core free by default), and a test that takes 2 s alone can take
// several times that then. Speed is measured in `npm run bench`.
export default defineConfig({
  test: { testTimeout: 60_000, hookTimeout: 60_000, maxWorkers: 2 },
});
