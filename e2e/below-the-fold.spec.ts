import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, pageReady } from './browser';

/** Whether the browser renders `selector`'s first element now (false while its part is skipped). */
const rendered = (page: Page, selector: string) =>
  page.evaluate((s) => document.querySelector(s)!.checkVisibility({ contentVisibilityAuto: true }), selector);

/**
 * The parts below the first screen are laid out only as they come near it (ui/css/
 * laid-out-near-screen.ts, decision 0056): the home page's sections after the hero cost the
 * load nothing, show whole when the student scrolls to them, and meanwhile take about the room
 * they will take, so the page's length does not jump.
 */
describe('the parts below the first screen', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [lang, width] of [
    ['ar', 390],
    ['en', 1366],
  ] as const) {
    it(`are skipped at load and shown when scrolled to (${lang}, ${width} px wide)`, async () => {
      const context = await browser.newContext({ baseURL: baseURL(), viewport: { width, height: 844 } });
      const page = await context.newPage();
      await page.goto(`/?lang=${lang}`);
      await pageReady(page);
      expect(await rendered(page, '.home-request-title')).toBe(true);
      expect(await rendered(page, '.showcase:last-of-type .carousel-arrows')).toBe(false);
      const estimated = await page.evaluate(() => document.documentElement.scrollHeight);

      await page.locator('.showcase').last().scrollIntoViewIfNeeded();
      await expect.poll(() => rendered(page, '.showcase:last-of-type .carousel-arrows')).toBe(true);
      // Every part laid out: the page's real length, against the one it had with the estimates.
      const real = await page.evaluate(() => {
        for (const part of document.querySelectorAll<HTMLElement>('.featured, .showcase'))
          part.style.contentVisibility = 'visible';
        return document.documentElement.scrollHeight;
      });
      expect(Math.abs(real - estimated) / real).toBeLessThan(0.1);
      await context.close();
    });
  }
});
