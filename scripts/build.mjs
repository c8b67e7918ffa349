// `npm run build`: the client bundle, the server renderer, the server and the empty
// database a first start unpacks, then a stamp.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { DIST, ROOT, STAMP, snapshotInputs, writeStamp } from './build-stamp.mjs';

const steps = [
  ['vite', 'build', '--outDir', path.join(DIST, 'client'), '--emptyOutDir'],
  [
    'vite',
    'build',
    '--ssr',
    'src/client/entry-server.tsx',
    '--outDir',
    path.join(DIST, 'ssr'),
    '--emptyOutDir',
  ],
  ['vite', 'build', '--ssr', 'src/server/main.ts', '--outDir', path.join(DIST, 'server'), '--emptyOutDir'],
];
rmSync(STAMP, { force: true });
const inputs = snapshotInputs();
for (const args of steps) {
  const run = spawnSync(path.join(ROOT, 'node_modules/.bin', args[0]), args.slice(1), {
    cwd: ROOT,
    stdio: 'inherit',
    // A production build whatever the caller runs under (vitest sets NODE_ENV=test).
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
// The empty database a first start unpacks instead of running initdb (decision 0029).
const template = spawnSync(process.execPath, [path.join(ROOT, 'scripts/pglite-template.mjs')], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (template.status !== 0) process.exit(template.status ?? 1);
writeStamp(inputs);
