import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminPage } from './admin-session';
import { axeViolations } from './axe';
import { launchBrowser, openPage } from './browser';

interface VitalsRow {
  template: string;
  lang: string;
  metric: string;
  p75: number;
  count: number;
}

/**
 * Field vitals (decision 0040) from outside: pages visited in a real browser send their
 * Core Web Vitals when they are left, and the dashboard shows the 75th percentile per
 * template and language.
 */
describe('field vitals', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('are sent as visitors leave the pages, and the dashboard shows them per template and language', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const stats = () => adminApi<{ rows: VitalsRow[] }>(`/vitals/stats?from=${today}&to=${today}`);
    const countOf = async (template: string, lang: string) =>
      (await stats()).rows
        .filter((r) => r.template === template && r.lang === lang && r.metric === 'LCP')
        .reduce((sum, r) => sum + r.count, 0);
    const before = { home: await countOf('home', 'ar'), blogs: await countOf('blogs', 'en') };

    const visitor = await openPage(browser, { width: 390 });
    for (const path of ['/', '/blogs?lang=en']) {
      await visitor.page.goto(path);
      // Once the page measures (its mark), a key pressed: the view has an interaction to time.
      await visitor.page.locator('html[data-vitals]').waitFor({ state: 'attached' });
      await visitor.page.keyboard.press('Shift');
      // Leaving for another page hides this one: its beacon goes.
      await visitor.page.goto('/about-us');
    }
    await visitor.context.close();
    // The beacons leave as the pages unload (the browser does not show them to the test's
    // request log); what they carry is the server test's (modules/vitals): a template, a
    // language and numbers.
    // A beacon leaves as its page unloads; on a busy machine it can land a few seconds later.
    const landed = { timeout: 15_000, interval: 250 };
    await expect.poll(() => countOf('home', 'ar'), landed).toBeGreaterThan(before.home);
    await expect.poll(() => countOf('blogs', 'en'), landed).toBeGreaterThan(before.blogs);

    const { context, page, errors } = await adminPage(browser, 'en');
    await page.goto(`/system/dashboard?from=${today}&to=${today}`);
    const home = page.locator('[data-vitals="home:ar"]');
    await home.waitFor();
    expect(await home.locator('th').innerText()).toBe('Home');
    expect(await home.locator('[data-metric="LCP"]').innerText()).toMatch(
      /\d.*ms[\s\S]*(Good|Needs improvement|Poor)/,
    );
    await page.locator('[data-vitals="blogs:en"]').waitFor();
    // With its rows (the back-office walk may meet it empty): ratings readable, one region a name.
    expect(await axeViolations(page, { scope: 'main', label: 'dashboard with field vitals' })).toEqual([]);
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });
});
