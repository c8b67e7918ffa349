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
  // Every spec file signs in once (e2e/browser.ts) and the staff test signs a second admin in,
  // all from 127.0.0.1: the per-IP sign-in limit is raised above that count. The limit itself
  // is tested in src/server/modules/auth/auth.rate-limit.test.ts.
  const server = await startBuiltServer({ ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password, LOGIN_RATE_MAX: '30' });
  project.provide('baseURL', server.url);
  return server.stop;
}
