import type { TestProject } from 'vitest/node';
import { startBuiltServer } from '../scripts/perf/built-server';
import { E2E_ADMIN } from './admin';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/**
 * The browser specs run against the real production build and server: build when the
 * sources changed (as `npm start` does), start it on a free port with a fresh PGlite
 * directory and a known admin, and stop it after.
 */
export default async function setup(project: TestProject) {
  const server = await startBuiltServer({ ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password });
  project.provide('baseURL', server.url);
  return server.stop;
}
