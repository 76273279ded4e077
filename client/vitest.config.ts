import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['src/test/setup.ts'] },
      },
      {
        test: { name: 'e2e', environment: 'node', include: ['e2e/**/*.e2e.test.ts'], testTimeout: 120_000, hookTimeout: 120_000 },
      },
    ],
  },
});
