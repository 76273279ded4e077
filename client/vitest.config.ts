import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// On CI a failing test is run once more and reported as flaky if it then passes (see api/vitest.config.ts).
const ciRetry = process.env.CI ? 1 : 0;

export default defineConfig({
  plugins: [react()],
  test: {
    retry: ciRetry,
    projects: [
      {
        extends: true,
        // Two files side by side: vitest leaves a core free by default, which on two cores runs one at a time.
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          retry: ciRetry,
        },
      },
    ],
  },
});
