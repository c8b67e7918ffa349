import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * `npm test` runs three projects: client units (happy-dom), server tests (app.inject on
 * PGlite and on PostgreSQL) and the browser end-to-end specs (Playwright + Chromium).
 */
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'client', environment: 'happy-dom', include: ['src/client/**/*.test.{ts,tsx}', 'src/contract/**/*.test.ts'], setupFiles: ['src/client/test/setup.ts'], testTimeout: 20_000 },
      },
      {
        extends: true,
        test: { name: 'server', environment: 'node', include: ['src/server/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.spec.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
