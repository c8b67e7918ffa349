import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { uiText as say } from './ui-text';
import { gate } from './gate';

/**
 * A tap that comes before the page can take it is kept and given again once the part that
 * holds it has hydrated (render/early-taps.ts, public/boot.js): a phone's visitor taps the
 * menu, a featured tab or a carousel arrow while the page's code is still on its way. Held
 * here by the test (the code's files wait until the taps are in), so the taps are surely
 * early.
 */
describe('taps before the page can take them', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the menu button tapped before the page’s code runs opens the drawer once it does', async () => {
    const { context, page, errors } = await openPage(browser, { width: 390, waitForReady: false });
    const code = gate();
    // The entry's own chunk, which boot.js asks for after load.
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await code.opened;
      await route.continue();
    });
    await page.goto('/?lang=ar', { waitUntil: 'load' });
    const menu = page.getByRole('button', { name: say('Open menu', 'ar') });
    await menu.click();
    await menu.click();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    code.open();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const drawer = page.locator('dialog.nav-drawer');
    await expect.poll(() => drawer.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('a featured tab tapped before its section’s code is here is selected once it hydrates', async () => {
    const { context, page, errors } = await openPage(browser, { width: 390, waitForReady: false });
    const section = gate();
    await page.route(/\/assets\/featured-tabs-[\w-]+\.js$/, async (route) => {
      await section.opened;
      await route.continue();
    });
    await page.goto('/?lang=en');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const tab = page.locator('.featured [role="tab"]').nth(2);
    await tab.click();
    expect(await tab.getAttribute('aria-selected')).toBe('false');
    section.open();
    await page.locator('[data-deferred="featured"][data-deferred-ready]').waitFor({ state: 'attached' });
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });
});
