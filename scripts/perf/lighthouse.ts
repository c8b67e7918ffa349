// `npm run lighthouse` (decision 0016): Lighthouse mobile (simulated throttling) on every
// public template in ar, en and zh against the production build with the demo content;
// the median of LH_RUNS runs (default 3) per page and language. Prints a table, and writes
// it as JSON and as an SVG picture under reports/. `LH_GROWN=1` measures the demo grown
// by years of content first (bench:scale's default growth, decision 0028).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_GROWTH, growDataDir } from '../bench/scale-content';
import { ROOT, startBuiltServer } from './built-server';
import { calibrateHost, waitForQuietHost, warmPage } from './host-calibration';
import { lighthouseOnce, type LighthouseScores } from './lighthouse-run';
import { lighthouseSvg } from './lighthouse-svg';

const RUNS = Number(process.env.LH_RUNS ?? 3);
const LANGS = (process.env.LH_LANGS ?? 'ar,en,zh').split(',');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export interface LighthouseRow extends Omit<LighthouseScores, 'failing'> {
  page: string;
  lang: string;
  failing: string[];
}

const host = calibrateHost();
console.log(`lighthouse: ${host.summary}`);
const GROWN = process.env.LH_GROWN === '1';
const dataDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-data-'));
if (GROWN) {
  // A first start seeds the demo content; the growth is written while no server runs.
  await (await startBuiltServer({}, { dataDir })).stop();
  const took = await growDataDir(dataDir, DEFAULT_GROWTH);
  console.log(`lighthouse: grown by ${JSON.stringify(DEFAULT_GROWTH)} in ${(took / 1000).toFixed(0)} s`);
}
const server = await startBuiltServer({}, { dataDir });
const rows: LighthouseRow[] = [];
try {
  // The first card of a list (the card pages: the whole list is megabytes at the grown size).
  const first = async (api: string, id: string) =>
    (
      (await (await fetch(`${server.url}/api/${api}/cards?page=1&limit=1`)).json()) as {
        items: Record<string, number>[];
      }
    ).items[0]![id];
  const pages: [string, string][] = [
    ['/', '/'],
    ['/services', '/services'],
    ['a service', `/services/service?service_id=${await first('services', 'service_id')}`],
    ['/blogs', '/blogs'],
    ['a blog', `/blogs/post?blog_id=${await first('blogs', 'blog_id')}`],
    ['/testimonials', '/testimonials'],
    ['/contact-us', '/contact-us'],
  ];
  console.log(`lighthouse: ${await waitForQuietHost()}`);
  // LH_PAGES picks pages by name; a path that is not one of them (`/faq`) is measured as it is.
  const chosen = process.env.LH_PAGES
    ? process.env.LH_PAGES.split(',').map(
        (p): [string, string] => pages.find(([name]) => name === p) ?? [p, p],
      )
    : pages;
  for (const [page, route] of chosen) {
    for (const lang of LANGS) {
      const url = `${server.url}${route}${route.includes('?') ? '&' : '?'}lang=${lang}`;
      await warmPage(url);
      const runs: LighthouseScores[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await lighthouseOnce(url, host.cpuSlowdownMultiplier));
      const pick = (key: keyof Omit<LighthouseScores, 'failing'>) => median(runs.map((r) => r[key]));
      const row: LighthouseRow = {
        page,
        lang,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        totalBytes: pick('totalBytes'),
        failing: [...new Set(runs.flatMap((r) => r.failing))],
        benchmarkIndex: pick('benchmarkIndex'),
        cpuSlowdownMultiplier: host.cpuSlowdownMultiplier,
      };
      rows.push(row);
      console.log(
        `${page.padEnd(14)} ${lang}  perf ${String(row.performance).padStart(3)}  a11y ${String(row.accessibility).padStart(3)}  bp ${String(row.bestPractices).padStart(3)}  seo ${String(row.seo).padStart(3)}  LCP ${(row.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(row.tbtMs)} ms  CLS ${row.cls.toFixed(3)}  ${(row.totalBytes / 1024).toFixed(0)} KB${row.failing.length ? `  failing: ${row.failing.join(', ')}` : ''}`,
      );
    }
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
const out = path.join(ROOT, 'reports');
const name = GROWN ? 'lighthouse-grown' : 'lighthouse';
mkdirSync(out, { recursive: true });
writeFileSync(
  path.join(out, `${name}.json`),
  `${JSON.stringify({ runs: RUNS, measuredAt: new Date().toISOString(), grown: GROWN ? DEFAULT_GROWTH : null, host, rows }, null, 2)}\n`,
);
writeFileSync(path.join(out, `${name}.svg`), lighthouseSvg(rows, RUNS, host.summary));
console.log(
  `\nMedian of ${RUNS} run(s) each; ${host.summary}. Written: reports/${name}.json, reports/${name}.svg`,
);
