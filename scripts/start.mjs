// `npm start`: build when the sources changed since the last build, then serve (README).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST, ROOT, isBuildStale } from './build-stamp.mjs';

if (isBuildStale()) {
  console.log('Building the site (first start or sources changed)…');
  const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
process.env.NODE_ENV ??= 'production';
const server = path.join(DIST, 'server/main.js');

// A new PGlite data directory (no database yet): its first start (the empty database, the
// migrations, the first admin, the demo content) runs in a child process that exits, so
// the memory that work leaves behind is not the server's for good
// (src/server/first-start.ts, decision 0029). This process holds little meanwhile: it has
// not loaded the server yet.
const dataDir = path.resolve(process.env.DATA_DIR || './data');
if (!process.env.DATABASE_URL && !existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) {
  // Two malloc arenas rather than one per thread: sharp's threads, rasterising the demo
  // images, otherwise leave each its own arena of freed memory (~130 MB more at the peak).
  const env = { MALLOC_ARENA_MAX: '2', ...process.env };
  const prepare = spawnSync(process.execPath, [...process.execArgv, server, '--prepare-data-dir'], {
    stdio: 'inherit',
    env,
  });
  // Not fatal: the server then does what is still missing itself, in its own process.
  if (prepare.status !== 0)
    console.error('Preparing the data directory in a separate process failed; the server will do it itself.');
}
await import(pathToFileURL(server).href);
