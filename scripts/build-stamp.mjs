// Whether dist/ is older than the sources that make it (used by `npm start` and the e2e setup).
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the build goes; DIST_DIR lets two builds live side by side (tests, parallel work). */
export const DIST = path.resolve(ROOT, process.env.DIST_DIR ?? 'dist');
export const STAMP = path.join(DIST, '.build-stamp');
const INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

/**
 * Every input file (tests aside) and the newest file time among them. Directories' own
 * times are not read: a test that writes a fixture into src/ and removes it (the lint-rule
 * cases) changes its folder's time, not the sources. A source that was deleted is caught
 * by the list instead: the stamp holds the list's digest.
 */
function inputs() {
  const files = [];
  let newest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (!st.isDirectory()) {
      files.push(path.relative(ROOT, p));
      newest = Math.max(newest, st.mtimeMs);
      return;
    }
    for (const name of readdirSync(p).sort()) {
      if (name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
      walk(path.join(p, name));
    }
  };
  for (const input of INPUTS) walk(path.join(ROOT, input));
  return { digest: createHash('sha256').update(files.join('\n')).digest('hex'), newest };
}

/** What build.mjs takes before it builds: the stamp it writes once the build succeeded. */
export function snapshotInputs() {
  return { ...inputs(), at: new Date() };
}

/** Writes the stamp of a finished build, dated when its inputs were read (an edit during the build counts as newer). */
export function writeStamp(snapshot) {
  mkdirSync(path.dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, snapshot.digest);
  utimesSync(STAMP, snapshot.at, snapshot.at);
}

export function isBuildStale() {
  if (!existsSync(STAMP)) return true;
  const built = statSync(STAMP).mtimeMs;
  const now = inputs();
  return now.newest > built || readFileSync(STAMP, 'utf8') !== now.digest;
}
