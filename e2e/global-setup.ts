import type { TestProject } from 'vitest/node';
import { startBuiltServer } from '../scripts/perf/built-server';
import { E2E_ADMIN } from './admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per e2e worker (e2e/browser.ts `baseURL`). */
    baseURLs: string[];
  }
}

/**
 * The browser specs run against the real production build and server: build when the
 * sources changed (as `npm start` does), start it on a free port with a fresh PGlite
 * directory and a known admin, and stop it after. One server per worker: the spec files
 * of a worker run one after the other against its own server, as they all did against
 * one server before, so no file sees another's writes while it runs (decision 0023).
 */
export default async function setup(project: TestProject) {
  // Every spec file signs in once (e2e/browser.ts) and the staff test signs a second admin in,
  // all from 127.0.0.1: the per-IP sign-in limit is raised above that count. The limit itself
  // is tested in src/server/modules/auth/auth.rate-limit.test.ts.
  const env = { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password, LOGIN_RATE_MAX: '30' };
  const started = await Promise.allSettled(Array.from({ length: Math.max(1, project.config.maxWorkers) }, () => startBuiltServer(env)));
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = async () => void (await Promise.all(servers.map((s) => s.stop())));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide('baseURLs', servers.map((s) => s.url));
  return stopAll;
}
