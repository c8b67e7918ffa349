import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * `npm test` runs three projects: client units (happy-dom), server tests (app.inject on
 * PGlite and on PostgreSQL) and the browser end-to-end specs (Playwright + Chromium).
 */
export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default is one worker fewer than the cores: one on our 2-core machines,
    // where the server suite waits on PostgreSQL, Redis and child processes as much as it
    // computes. Two workers there took it from 460 s to 290 s (decision 0014).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['src/client/**/*.test.{ts,tsx}', 'src/contract/**/*.test.ts'],
          setupFiles: ['src/client/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file builds its own app on its own database, so the files share no state
          // through modules; importing the app once per worker rather than once per file
          // saves a third of the suite's CPU.
          isolate: false,
          // PGlite's WebAssembly is compiled without V8's tier-up wherever it is opened
          // (db/pglite-wasm.ts): that also keeps these workers, which create and close many
          // PGlite instances, off the V8 abort of nodejs/node#64500 (decision 0025's addendum).
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.spec.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          setupFiles: ['e2e/server-lease.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // After the server tests (several measure timing), in a group of their own: two
          // files at a time, each worker with its own server (e2e/global-setup.ts). One at a
          // time they took ~480 s, half the suite; two took 267 s (decision 0023).
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
