import type { KnipConfig } from 'knip';

/**
 * `npm run lint` ends with knip: no unused file, export, type or dependency. The entries are what
 * starts something: the server, the server render's entry (built by `npm run build:ssr`, loaded from
 * dist/ by plugins/pages.ts), the CLIs the npm scripts run with tsx, the page script public/boot.js
 * (the HTML names it), and every script under scripts/ (run by npm scripts, test.sh or by hand, or
 * spawned by path, as bench/server.ts and bench/idle-sockets.mjs are). knip's own plugins add the
 * rest: the browser's entry from index.html, the tests, e2e specs and their global setup from
 * vitest.config.ts, and the vite, vitest, eslint, drizzle and dependency-cruiser configs; lazy route
 * chunks are found through their import().
 */
const config: KnipConfig = {
  entry: [
    'src/server/main.ts',
    'src/client/entry-server.tsx',
    'src/server/cli/*.ts',
    'scripts/**/*.{ts,mjs}',
    'public/boot.js',
  ],
  project: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'scripts/**/*.{ts,mjs,d.mts}', 'public/*.js'],
  // TypeScript reads it for the types of what bench/load.ts imports from harness.mjs; knip
  // follows that import to the .mjs itself.
  ignore: ['scripts/bench/harness.d.mts'],
  // pino loads it by name, for pretty logs on a terminal in development (server/startup.ts);
  // the HTML-validity spec runs vnu-jar's jar by its path, with Java (decision 0042).
  ignoreDependencies: ['pino-pretty', 'vnu-jar'],
  // The system's, not npm's (util-linux; iproute2; Redis from apt): bench/load.ts pins its
  // processes with taskset, bench/slow-reader.ts reads the kernel's socket queues with ss, the
  // full-disk test mounts a tmpfs, the Redis tests start their own server, and the
  // HTML-validity spec runs the Nu checker with Java (scripts/test.sh installs it).
  ignoreBinaries: ['taskset', 'ss', 'mount', 'umount', 'redis-server', 'java'],
};

export default config;
