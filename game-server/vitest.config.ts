import { defineConfig } from 'vitest/config';

// Generous defaults: a CI machine with two cores runs the test files side by side, and a test
// that takes 2 s alone can take several times that there. Speed is measured in `npm run bench`.
export default defineConfig({
  test: { testTimeout: 60_000, hookTimeout: 60_000 },
});
