// `npm start`: build when the sources changed since the last build, then serve (README).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST, ROOT, isBuildStale } from './build-stamp.mjs';

if (isBuildStale()) {
  console.log('Building the site (first start or sources changed)…');
  const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(DIST, 'server/main.js')).href);
