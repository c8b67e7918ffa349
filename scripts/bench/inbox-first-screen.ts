// `npm run bench:inbox` (decision 0051): how soon the back office's long lists show their
// first screen. The production build on PGlite, the demo grown to 20,000 requests (and
// bench:scale's posts, services and messages, decision 0028), an admin signed in as the
// browser specs sign one in (a token in localStorage, e2e/admin-session.ts). Debian's
// Chromium, 1366×768, Arabic, its code cache warm; for /system/requests and /system/blogs,
// at each CPU slowdown (DevTools' Emulation.setCPUThrottlingRate), RUNS loads (default 5):
// the median time from the navigation's start to the first frame painted with a card, and to
// the last card of the first page in the DOM. A grown data directory takes minutes to make:
// `INBOX_DATA_DIR=/tmp/x` keeps it for the next run (an empty or missing one is grown).
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from '../perf/built-server';
import { CHROMIUM_FLAGS } from '../perf/chromium-flags';
import { DEFAULT_GROWTH, growDataDir } from './scale-content';

const RUNS = Number(process.env.RUNS ?? 5);
const RATES = (process.env.CPU_RATES ?? '1,4').split(',').map(Number);
const REQUESTS = 20_000;
const ADMIN = { ADMIN_EMAIL: 'bench@example.com', ADMIN_PASSWORD: 'bench-inbox-2026' };
const VIEWPORT = { width: 1366, height: 768 };
/**
 * Loads before the measured ones: Chromium compiles a script on its first load, stores V8's
 * code for it on the second, and uses that from the third on. The issue's "code cached".
 */
const WARM_LOADS = 2;
/** The list's cards: the inbox's MUI Card and the content lists' card are both <article>s. */
const CARD = 'main article';
/** A list is taken as whole when no card was added for this long (ms of the page's clock). */
const SETTLED_MS = 2_000;
const LISTS = [
  { name: '/system/requests', path: '/system/requests', api: '/api/requests?' },
  { name: '/system/blogs', path: '/system/blogs', api: '/api/blogs/admin?' },
];

/**
 * In every page before its scripts. A MutationObserver callback runs in the microtask after
 * the DOM change, before the browser renders: the first card seen there is painted in the
 * next frame. A requestAnimationFrame callback queued then runs at that frame's start, and a
 * task queued from it runs once the frame's style, layout and paint are done on the main
 * thread (as bench:interaction times an answer): `firstPaint`. Compositing and raster on
 * other threads may take a little more. `lastAdded` is when the card count last grew (the
 * observer's own microtask, right after React's commit).
 */
const PROBE = `(() => {
  const probe = (window.__probe = { firstPaint: null, firstCards: 0, lastAdded: null, cards: 0 });
  const seen = new MutationObserver(() => {
    const cards = document.querySelectorAll(${JSON.stringify(CARD)}).length;
    if (cards <= probe.cards) return;
    probe.cards = cards;
    probe.lastAdded = performance.now();
    if (probe.firstCards) return;
    probe.firstCards = cards;
    requestAnimationFrame(() => setTimeout(() => (probe.firstPaint = performance.now())));
  });
  seen.observe(document, { childList: true, subtree: true });
})()`;

interface Probed {
  __probe: { firstPaint: number | null; firstCards: number; lastAdded: number | null; cards: number };
}

interface Load {
  /** The list's page of data asked for and received whole (its Resource Timing). */
  dataStart: number;
  dataEnd: number;
  firstPaint: number;
  /** Cards in the DOM when the first was painted. */
  firstCards: number;
  lastAdded: number;
  cards: number;
  /** Cards at least partly inside the window, the list whole: the first screen's worth. */
  inView: number;
}

async function load(context: BrowserContext, url: string, api: string, rate: number): Promise<Load> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(url, { waitUntil: 'commit' });
    // Functions, not strings: the site's CSP (`script-src 'self'`, decision 0004) allows no eval.
    await page.waitForFunction(
      (settled) => {
        const probe = (window as unknown as Probed).__probe;
        return probe.firstPaint !== null && performance.now() - probe.lastAdded! > settled;
      },
      SETTLED_MS,
      { timeout: 120_000, polling: 250 },
    );
    return await page.evaluate(
      ([card, api]) => {
        const probe = (window as unknown as Probed).__probe;
        const inView = [...document.querySelectorAll(card)].filter(
          (element) => element.getBoundingClientRect().top < innerHeight,
        ).length;
        const data = performance
          .getEntriesByType('resource')
          .find((entry) => new URL(entry.name).href.includes(api)) as PerformanceResourceTiming;
        return {
          ...probe,
          firstPaint: probe.firstPaint!,
          lastAdded: probe.lastAdded!,
          inView,
          dataStart: data.startTime,
          dataEnd: data.responseEnd,
        };
      },
      [CARD, api] as const,
    );
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${Math.round(value)} ms`;

async function tokenOf(server: BuiltServer): Promise<string> {
  const basic = Buffer.from(`${ADMIN.ADMIN_EMAIL}:${ADMIN.ADMIN_PASSWORD}`).toString('base64');
  const res = await fetch(`${server.url}/api/auth/token`, { headers: { authorization: `Basic ${basic}` } });
  if (!res.ok) throw new Error(`The admin's token: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { jwt_token: string }).jwt_token;
}

/** The requests stored (the list's own count: its `X-Total-Count`). */
async function requestsIn(server: BuiltServer, token: string): Promise<number> {
  const res = await fetch(`${server.url}/api/requests?limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const total = Number(res.headers.get('x-total-count'));
  if (!res.ok || !Number.isFinite(total)) throw new Error(`The requests' count: ${res.status}`);
  return total;
}

const kept = process.env.INBOX_DATA_DIR;
const dataDir = kept ?? mkdtempSync(path.join(tmpdir(), 'bench-inbox-data-'));
const env = { ...ADMIN, LOG_LEVEL: 'error' };
if (!existsSync(dataDir) || readdirSync(dataDir).length === 0) {
  // A first start seeds the demo content and the admin; the growth is written while no server runs.
  const seeding = await startBuiltServer(env, { dataDir });
  const seeded = await requestsIn(seeding, await tokenOf(seeding));
  await seeding.stop();
  const by = { ...DEFAULT_GROWTH, requests: Math.max(0, REQUESTS - seeded) };
  const took = await growDataDir(dataDir, by);
  console.log(`bench:inbox: grown by ${JSON.stringify(by)} in ${(took / 1000).toFixed(0)} s`);
}
const server = await startBuiltServer(env, { dataDir });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...CHROMIUM_FLAGS],
});
try {
  const token = await tokenOf(server);
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'ar' });
  await context.addInitScript(
    ([lang, jwt]) => {
      localStorage.setItem('lang', lang!);
      localStorage.setItem('jwt_token', jwt!);
    },
    ['ar', token],
  );
  await context.addInitScript(PROBE);
  console.log(
    `bench:inbox: ${await requestsIn(server, token)} requests; Chromium ${browser.version()}, ` +
      `${VIEWPORT.width}×${VIEWPORT.height}, Arabic, code cached; median of ${RUNS} loads ` +
      `from the navigation's start`,
  );
  const rows: string[][] = [
    [
      'list',
      'CPU',
      'data asked → received',
      'first card painted (min–max)',
      'data → first card',
      'cards then',
      'all cards in DOM',
      'cards',
      'in the window',
    ],
  ];
  for (const list of LISTS) {
    const url = `${server.url}${list.path}`;
    for (let warm = 0; warm < WARM_LOADS; warm++) await load(context, url, list.api, 1);
    for (const rate of RATES) {
      const loads: Load[] = [];
      for (let run = 0; run < RUNS; run++) loads.push(await load(context, url, list.api, rate));
      const counts = (pick: (l: Load) => number) => [...new Set(loads.map(pick))].join('/');
      rows.push([
        list.name,
        `${rate}x`,
        `${ms(median(loads.map((l) => l.dataStart)))} → ${ms(median(loads.map((l) => l.dataEnd)))}`,
        `${ms(median(loads.map((l) => l.firstPaint)))} (${ms(Math.min(...loads.map((l) => l.firstPaint)))}–${ms(Math.max(...loads.map((l) => l.firstPaint)))})`,
        // Each load's own gap: what rendering the first screen takes, apart from the requests before it.
        ms(median(loads.map((l) => l.firstPaint - l.dataEnd))),
        counts((l) => l.firstCards),
        `${ms(median(loads.map((l) => l.lastAdded)))}`,
        counts((l) => l.cards),
        counts((l) => l.inView),
      ]);
    }
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
  await context.close();
} finally {
  await browser.close();
  await server.stop();
  if (!kept) rmSync(dataDir, { recursive: true, force: true });
}
