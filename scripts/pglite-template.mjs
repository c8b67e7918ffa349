// Part of `npm run build`: an empty PostgreSQL data directory made by PGlite's initdb,
// packed as dist/pglite-template.tar.gz. A first start on a new data directory unpacks it
// (src/server/db/client.ts) instead of running initdb, which peaks at ~570 MB in the
// process that runs it and takes seconds (decision 0029). Made from the installed PGlite,
// so it matches the version that opens it; a build follows every change of package-lock.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { DIST } from './build-stamp.mjs';

// As the server does (src/server/db/pglite-wasm.ts): no TurboFan recompile of PostgreSQL.
for (const flag of ['--liftoff-only', '--no-wasm-tier-up', '--no-wasm-dynamic-tiering'])
  v8.setFlagsFromString(flag);

const scratch = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
try {
  const db = new PGlite(path.join(scratch, 'pglite'));
  await db.waitReady;
  const tarball = await db.dumpDataDir('gzip');
  await db.close();
  writeFileSync(path.join(DIST, 'pglite-template.tar.gz'), Buffer.from(await tarball.arrayBuffer()));
  console.log(`PGlite template: ${(tarball.size / 1024 / 1024).toFixed(1)} MB`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
