// Whether dist/ is older than the sources that make it (used by `npm start` and the e2e setup).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the build goes; DIST_DIR lets two builds live side by side (tests, parallel work). */
export const DIST = path.resolve(ROOT, process.env.DIST_DIR ?? 'dist');
export const STAMP = path.join(DIST, '.build-stamp');
const INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newest(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const name of readdirSync(p)) {
    if (name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    max = Math.max(max, newest(path.join(p, name)));
  }
  return max;
}

export function isBuildStale() {
  if (!existsSync(STAMP)) return true;
  const built = statSync(STAMP).mtimeMs;
  return INPUTS.some((input) => newest(path.join(ROOT, input)) > built);
}
