import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import LongestFirst from './scripts/test/sequencer.ts';

const CLIENT_TESTS = ['src/client/**/*.test.{ts,tsx}', 'src/contract/**/*.test.ts'];

/**
 * The client test files that replace a module (`vi.mock`, `vi.doMock`). A file run after
 * others in the same worker finds the real module already imported, so these get a module
 * registry of their own; the others share one per worker (importing React, the router and
 * the app's modules once per worker, not once a file): the client half in 30 s, not 46 s
 * (decision 0053).
 */
const CLIENT_TESTS_THAT_MOCK = ['src/client', 'src/contract'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${dir}/${file}`)
    .filter((file) => /\bvi\.(do)?mock\(/i.test(readFileSync(file, 'utf8'))),
);

const CLIENT = {
  environment: 'happy-dom',
  setupFiles: ['src/client/test/setup.ts'],
  testTimeout: 20_000,
};

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
    // Longest files first, by the last whole run's durations (scripts/test/sequencer.ts).
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          ...CLIENT,
          name: 'client',
          include: CLIENT_TESTS,
          exclude: CLIENT_TESTS_THAT_MOCK,
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...CLIENT, name: 'client-mocks', include: CLIENT_TESTS_THAT_MOCK },
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
