import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { uiText as say } from './ui-text';
import { gate } from './gate';

/**
 * A tap that comes before the page can take it is answered at once where the HTML holds the
 * answer, and given again once the part that holds it has hydrated (render/early-taps.ts,
 * public/boot.js, decision 0041): a phone's visitor taps the menu, a featured tab or a
 * carousel arrow while the page's code is still on its way. Held here by the test (the code's
 * files wait until the taps are in), so the taps are surely early.
 */
describe('taps before the page can take them', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the menu drawer and a featured tab answer before the page’s code runs, and the page agrees once it does', async () => {
    const { context, page, errors } = await openPage(browser, { width: 390, waitForReady: false });
    const code = gate();
    // The entry's own chunk, which boot.js asks for after load.
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await code.opened;
      await route.continue();
    });
    await page.goto('/?lang=ar', { waitUntil: 'load' });
    // The drawer is the browser's own dialog: it opens with no code (decision 0041).
    const menu = page.getByRole('button', { name: say('Open menu', 'ar') });
    await menu.click();
    const drawer = page.locator('dialog.nav-drawer');
    expect(await drawer.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await drawer.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    // A tab shows its own panel at once (every panel is in the HTML).
    const tab = page.locator('.featured [role="tab"]').nth(2);
    await tab.click();
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    const panel = page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`);
    expect(await panel.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    code.open();
    await page.locator('[data-deferred="featured"][data-deferred-ready]').waitFor({ state: 'attached' });
    // Given the tap again, React's state is what the page showed: one tab and its panel.
    await expect.poll(() => page.locator('.featured [role="tabpanel"]:visible').count()).toBe(1);
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    expect(await panel.isVisible()).toBe(true);
    expect(await page.locator('.featured [aria-selected="true"]').count()).toBe(1);
    // And the page takes the next tap itself.
    await page.locator('.featured [role="tab"]').nth(0).click();
    await expect.poll(() => panel.isVisible()).toBe(false);
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('a carousel arrow tapped before its section’s code is here shows the next slide at once, and the carousel goes on from there', async () => {
    const { context, page, errors } = await openPage(browser, { width: 390, waitForReady: false });
    const section = gate();
    await page.route(/\/assets\/home-carousels-[\w-]+\.js$/, async (route) => {
      await section.opened;
      await route.continue();
    });
    await page.goto('/?lang=en');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const carousel = page.locator('[aria-roledescription="carousel"]').first();
    const shown = () =>
      carousel.evaluate((root) => {
        const box = root.getBoundingClientRect();
        const seen = [...root.querySelectorAll<HTMLElement>('[role="group"]')].filter((s) => {
          const r = s.getBoundingClientRect();
          return r.width > 0 && r.right > box.left && r.left < box.right;
        });
        return seen.map((s) => s.textContent?.slice(0, 40));
      });
    const before = await shown();
    const second = await carousel.locator('.carousel-row > [role="group"]').nth(1).textContent();
    await carousel.getByRole('button', { name: say('Next slide', 'en') }).click();
    expect(await shown()).toEqual([second?.slice(0, 40)]);
    expect(before).not.toEqual(await shown());
    section.open();
    await page.locator('[data-deferred="carousels"][data-deferred-ready]').waitFor({ state: 'attached' });
    // The section took the tap once: the carousel shows that same slide.
    await page.waitForTimeout(1000);
    expect((await shown())[0]).toBe(second?.slice(0, 40));
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });
});
