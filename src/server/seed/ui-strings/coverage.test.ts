import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../root-dir';
import { SEED_UI_TRANSLATIONS } from './index';

const CLIENT_DIR = path.join(ROOT_DIR, 'src/client');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      !full.includes(`${path.sep}test${path.sep}`)
      ? [full]
      : [];
  });
}

/**
 * `t('…')` / `t("…")` / t(`…`) without `${}`, across line breaks; and `label:` / `title:`
 * texts that t(variable) shows.
 */
const T_LITERAL = /\bt\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1\s*[,)]/g;
const LABEL_LITERAL = /\b(?:label|title):\s*(['"])((?:\\.|(?!\1)[^\\])*)\1/g;
const unescape = (text: string) => text.replace(/\\(['"`\\])/g, '$1');

/**
 * Every English UI string the client passes to t() has a seeded Arabic and
 * Chinese translation (the client, read as text: the server's tests import no client code).
 */
describe('the seeded UI translations cover the client', () => {
  const files = sourceFiles(CLIENT_DIR);
  const used = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(T_LITERAL))
      if (!m[2]!.includes('${')) used.set(unescape(m[2]!), path.relative(ROOT_DIR, file));
    if (/\bt\((?!\s*['"`])/.test(text))
      for (const m of text.matchAll(LABEL_LITERAL)) used.set(unescape(m[2]!), path.relative(ROOT_DIR, file));
  }
  const seeded = new Map(SEED_UI_TRANSLATIONS.map((row) => [row.en.toLowerCase(), row]));

  it('finds the strings (the scan is not blind)', () => {
    expect(used.size).toBeGreaterThan(80);
    expect(used.get('Page not found')).toBeDefined();
    expect(used.get('Our Services')).toBeDefined();
  });

  it('has an Arabic and a Chinese text for each', () => {
    const missing = [...used].filter(([en]) => {
      const row = seeded.get(en.toLowerCase());
      return !row?.ar?.trim() || !row?.zh?.trim();
    });
    expect(missing.map(([en, file]) => `${file}: ${en}`)).toEqual([]);
  });
});
