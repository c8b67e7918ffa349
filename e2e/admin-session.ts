import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { adminToken, baseURL, openPage, screenReady } from './browser';

/** A call to the API as the e2e admin; a status of 300 or more throws with the body. */
export const adminApi = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
  const res = await fetch(`${baseURL()}/api${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${await adminToken()}`,
      'content-type': 'application/json',
      ...init.headers,
    },
  });
  if (res.status >= 300)
    throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
};

/** A small PNG of one colour, as a file chooser takes it. */
export const pngFile = async (color: string, name = 'header.png') => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 96, height: 54, channels: 3, background: color } })
    .png()
    .toBuffer(),
});

/** An admin's page in `lang`, signed in through the stored token (SPEC §6). */
export async function adminPage(browser: Browser, lang: 'ar' | 'en', width = 1280, token?: string) {
  const watched = await openPage(browser, { width });
  const jwt = token ?? (await adminToken());
  await watched.context.addInitScript(
    ([l, tk]) => {
      localStorage.setItem('lang', l!);
      localStorage.setItem('jwt_token', tk!);
    },
    [lang, jwt],
  );
  return watched;
}

/** The successful answer to the page's next `method` call on a path matching `path`. */
export const waitForSaved = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse(
    (res) =>
      res.request().method() === method && path.test(new URL(res.url()).pathname) && res.status() < 300,
  );

/**
 * Moves an open back-office page to another screen as its own links do: the address changes in
 * the page's history and its router renders the screen, with no page load (each load builds
 * the whole app again: about a second of a busy machine's CPU a screen, most of a walk).
 * Waits until the new screen's heading replaced the last one's and the screen is ready.
 */
export async function moveToScreen(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const heading = document.querySelector('#main-content h1');
    (window as { leftScreen?: unknown }).leftScreen = { heading, text: heading?.textContent };
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await page.waitForFunction(() => {
    const left = (window as { leftScreen?: { heading: Element | null; text: string | null } }).leftScreen!;
    const heading = document.querySelector('#main-content h1');
    return heading !== null && (heading !== left.heading || heading.textContent !== left.text);
  });
  await screenReady(page);
}
