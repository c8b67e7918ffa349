import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS, PATHS, PUBLIC_STATIC_PATHS, SEARCH_PATH } from '../src/contract';
import { unavailablePageHtml } from '../src/server/plugins/load-shedding';
import { publicPaths } from '../scripts/perf/first-load';
import { baseURL } from './browser';

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * CSS the checker's grammar does not know yet, allowed by name (decision 0042). Each is in
 * Chromium and is what the page means; a browser without it ignores the rule:
 * - `anchor-name`, `position-anchor`, `position-area`, `position-try-fallbacks`: the language
 *   menu placed below its button (CSS anchor positioning, decision 0041);
 * - `@starting-style`: where a popup's opening transition starts;
 * - `field-sizing`: a text area that grows with what is typed.
 * Anything else the checker reports fails the test.
 */
const NOT_YET_KNOWN_CSS = [
  'CSS: “(anchor-name|position-anchor|position-area|position-try-fallbacks|field-sizing)”: Property “[a-z-]+” doesn.t exist\\.',
  'CSS: Unrecognized at-rule “@starting-style”',
];

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * The Nu HTML checker (the W3C's, `vnu-jar`) over every public page as the server sends it,
 * in ar, en and zh, and the 404 and 503 pages: no error. One run of the checker for all of
 * them (a Java start is a second or two).
 */
describe('valid HTML (the Nu HTML checker)', () => {
  it('finds no error on any public template in any language, nor on the 404 and 503 pages', async () => {
    const java = spawnSync('java', ['-version']);
    expect(java.error, 'Java runs the Nu HTML checker (scripts/test.sh installs it)').toBeUndefined();

    const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
    try {
      const paths = [
        ...(await publicPaths(baseURL(), PUBLIC_STATIC_PATHS)),
        PATHS.track,
        // The search page with results (their marks) and without a query.
        `${SEARCH_PATH}?q=spss`,
        SEARCH_PATH,
        PATHS.login,
        '/no-such-page',
      ];
      const pages = paths.flatMap((p) => LANGS.map((lang) => ({ p, lang })));
      // One at a time: forty renders at once on a busy host meet the load shedder's 503
      // (plugins/load-shedding.ts), which is not what this test is about.
      for (const [n, { p, lang }] of pages.entries()) {
        const res = await fetch(`${baseURL()}${p}${p.includes('?') ? '&' : '?'}lang=${lang}`);
        expect(res.status, p).toBe(p === '/no-such-page' ? 404 : 200);
        writeFileSync(path.join(dir, `${String(n).padStart(3, '0')}-${lang}.html`), await res.text());
      }
      for (const lang of LANGS)
        for (const reason of ['server.busy', 'database.unavailable'] as const)
          writeFileSync(path.join(dir, `503-${reason}-${lang}.html`), unavailablePageHtml(lang, reason));
      const names = new Map(
        pages.map(({ p, lang }, n) => [`${String(n).padStart(3, '0')}-${lang}.html`, `${p} (${lang})`]),
      );

      const run = spawnSync(
        'java',
        [
          '-jar',
          VNU_JAR,
          '--format',
          'json',
          '--errors-only',
          '--filterpattern',
          `(${NOT_YET_KNOWN_CSS.join('|')})`,
          dir,
        ],
        { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      );
      // vnu writes its report to stderr, and exits 1 when it found an error.
      const report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
      const errors = report.messages
        .filter((m) => m.type === 'error' || m.type === 'non-document-error')
        .map((m) => {
          const file = path.basename(m.url);
          return `${names.get(file) ?? file} line ${m.lastLine ?? '?'}: ${m.message} [${(m.extract ?? '').trim().slice(0, 80)}]`;
        });
      expect(errors).toEqual([]);
      expect(run.status, 'the checker exits 0 when it found no error').toBe(0);
      expect(pages.length).toBeGreaterThanOrEqual(36);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
