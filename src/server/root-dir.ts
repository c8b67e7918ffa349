import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root, found from this file whether it runs from src/ (tsx) or dist/ (bundle). */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export const ROOT_DIR = findRoot();
export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'src/server/db/migrations');
/** The build's output; DIST_DIR lets two builds live side by side, as scripts/build.mjs does. */
export const DIST_DIR = path.resolve(ROOT_DIR, process.env.DIST_DIR ?? 'dist');
/** The empty PostgreSQL data directory the build packs for a first start (scripts/pglite-template.mjs). */
export const PGLITE_TEMPLATE = path.join(DIST_DIR, 'pglite-template.tar.gz');
