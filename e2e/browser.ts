import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { CHROMIUM_FLAGS } from '../scripts/perf/chromium-flags';
import { E2E_ADMIN } from './admin';
import { SERVERS_FILE, type ServersNote } from './servers-note';

/**
 * This file's server: one of those global-setup.ts started, leased for the whole file so no
 * other file runs against it meanwhile (server-lease.ts gives it back after the file). A
 * lease is a directory made in the shared lease folder, which only one process can make; a
 * file finding every server taken waits for one. Vitest's worker number (VITEST_POOL_ID) is
 * not enough: in one run of every project, two browser files once ran on one server at once.
 */
let leased: { url: string; lock: string } | undefined;
const LEASE_WAIT_MS = 180_000;
/** The build and the servers' first start, beside the other tests on a loaded machine. */
const SERVERS_WAIT_MS = 300_000;
const pause = new Int32Array(new SharedArrayBuffer(4));

/** The servers' addresses, once global-setup.ts has noted them (it starts them while other tests run). */
function serverURLs(dir: string): string[] {
  const file = path.join(dir, SERVERS_FILE);
  for (const until = Date.now() + SERVERS_WAIT_MS; !existsSync(file); Atomics.wait(pause, 0, 0, 100))
    if (Date.now() > until) throw new Error(`The e2e servers did not start in ${SERVERS_WAIT_MS / 1000} s`);
  const note = JSON.parse(readFileSync(file, 'utf8')) as ServersNote;
  if ('error' in note) throw new Error(`The e2e servers did not start: ${note.error}`);
  return note.urls;
}

export const baseURL = (): string => {
  if (leased) return leased.url;
  const dir = inject('leaseDir');
  const urls = serverURLs(dir);
  for (const until = Date.now() + LEASE_WAIT_MS; Date.now() < until; Atomics.wait(pause, 0, 0, 100)) {
    for (const [i, url] of urls.entries()) {
      const lock = path.join(dir, String(i));
      try {
        mkdirSync(lock);
      } catch {
        continue;
      }
      leased = { url, lock };
      return url;
    }
  }
  throw new Error(`No e2e server came free in ${LEASE_WAIT_MS / 1000} s (leases in ${dir})`);
};

/** Gives this file's server back (server-lease.ts, after the file's tests). */
export function releaseServer(): void {
  if (leased) rmSync(leased.lock, { recursive: true, force: true });
  leased = undefined;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS],
  });
}

export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  /** Page errors, console errors and CSP violations seen so far. */
  errors: string[];
}

export interface OpenOptions {
  width?: number;
  javaScriptEnabled?: boolean;
  /**
   * Whether each goto of a page waits for the app's readiness marks (the default), or
   * returns at `load`, for a spec that acts between the load and the sections' hydration.
   */
  waitForReady?: boolean;
  /**
   * Idle work (render/when-idle.ts: the deferred sections, the axios instance) starts at
   * once, as on a page that turns idle at once (the default), instead of waiting up to 4 s
   * for an idle moment a busy test machine seldom gives; `false` for a spec about when it starts.
   */
  idleAtOnce?: boolean;
}

/** A fresh context (no storage, no cookies) with its errors collected. */
export async function openPage(browser: Browser, options: OpenOptions = {}): Promise<WatchedPage> {
  const width = options.width ?? 1280;
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width, height: width < 600 ? 844 : 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    // Scroll-in blocks show at once and carousels stand still (ui/reveal.tsx, ui/carousel):
    // nothing to wait out before reading or checking a page.
    reducedMotion: 'reduce',
  });
  // A Content-Security-Policy violation is a failure like a page error: every spec that
  // asserts no errors also asserts that the policy held (decision 0014).
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`),
    );
  });
  if (options.idleAtOnce ?? true)
    await context.addInitScript(() => {
      window.requestIdleCallback = (work) =>
        window.setTimeout(() => work({ didTimeout: false, timeRemaining: () => 50 }), 0);
      window.cancelIdleCallback = (id) => window.clearTimeout(id);
    });
  const page = await context.newPage();
  if ((options.javaScriptEnabled ?? true) && (options.waitForReady ?? true)) {
    // A page's code is asked for once it has loaded (docs/decisions/0011), so `load`, where
    // goto returns, comes before React holds the page: a click then would be lost. Every
    // goto of an HTML page waits for the marks the app sets once it has rendered.
    const goto = page.goto.bind(page);
    page.goto = async (url, gotoOptions) => {
      const response = await goto(url, gotoOptions);
      if (response?.headers()['content-type']?.startsWith('text/html')) await pageReady(page);
      return response;
    };
  }
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return { context, page, errors };
}

/** The app's readiness marks: the page hydrated, and its deferred sections too (render/deferred-section). */
export async function pageReady(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.locator('[data-deferred]:not([data-deferred-ready])').first().waitFor({ state: 'detached' });
}

/** The frames' main region (client/layout/skip-link's MAIN_CONTENT_ID, not imported: it brings the app). */
const MAIN_CONTENT = 'main-content';

/**
 * A back-office screen is ready: its heading is shown and no read or write is in flight
 * (features/admin/use-busy-mark.ts), across two frames. The admin's own mark, not network silence.
 */
export async function screenReady(page: Page): Promise<void> {
  // The heading inside the frame's main region: the sign-in page has an h1 too, and a
  // screen reached by signing in is not ready while that page still shows (its chunk loads).
  await page.locator(`#${MAIN_CONTENT}`).getByRole('heading', { level: 1 }).first().waitFor();
  // Idle when looked at and still idle two frames on: what the last answer brought has rendered.
  await page.waitForFunction(() => {
    const idle = () => !document.documentElement.hasAttribute('data-busy');
    const before = idle();
    return new Promise<boolean>((settled) =>
      requestAnimationFrame(() => requestAnimationFrame(() => settled(before && idle()))),
    );
  });
}

/**
 * Resolves once the page's socket is connected and in its rooms: the server's catch-up,
 * sent right after (contract CATCH_UP_EVENT). Call it before the goto.
 */
export function socketConnected(page: Page): Promise<void> {
  return new Promise((resolve) =>
    page.on('websocket', (ws) =>
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"caught_up"')) resolve();
      }),
    ),
  );
}

let cachedToken: Promise<string> | undefined;

/**
 * A token of the e2e admin, signed in once per spec file: every sign-in counts against the
 * account's sign-in limit, which admin-auth.spec.ts then needs for its own sign-ins.
 */
export function adminToken(): Promise<string> {
  cachedToken ??= signIn().catch((error: unknown) => {
    cachedToken = undefined;
    throw error;
  });
  return cachedToken;
}

/** SPEC §7 `GET auth/token` with Basic credentials. */
async function signIn(): Promise<string> {
  const basic = Buffer.from(`${E2E_ADMIN.email}:${E2E_ADMIN.password}`).toString('base64');
  const res = await fetch(`${baseURL()}/api/auth/token`, { headers: { authorization: `Basic ${basic}` } });
  if (res.status !== 200) throw new Error(`Signing in as the e2e admin answered ${res.status}`);
  return ((await res.json()) as { jwt_token: string }).jwt_token;
}
