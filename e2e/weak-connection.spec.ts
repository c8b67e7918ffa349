import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { uiText } from './ui-text';

const ar = (en: string) => uiText(en, 'ar');

/** A student's values, typed into the home page's request form. */
const TYPED = {
  name: 'مريم الحسن',
  email: 'maryam@example.com',
  phone: '+966 55 123 4567',
  address: 'الرياض',
  description: 'أحتاج إلى تحليل إحصائي لاستبانة رسالتي',
};

/** A student on a phone whose connection drops (decision 0062), in Arabic at 390 px. */
describe('a weak connection', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('keeps the page and what was typed when a chunk of code cannot be fetched, and shows the part once the network is back', async () => {
    const { context, page, errors } = await openPage(browser, { width: 390 });
    await page.goto('/?lang=ar');
    const form = page.getByRole('form', { name: ar('Request form') });
    for (const [name, value] of Object.entries(TYPED)) await form.locator(`#request-${name}`).fill(value);

    // The connection drops as the send goes: the send fails, and the snackbar that says so
    // (its code not loaded yet, as on every first visit) cannot be fetched either. The
    // browser still says it is online, as a phone in a tunnel does.
    let cut = true;
    await page.route(/\/assets\/snackbars-[^/]+\.js$/, (route) =>
      cut ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.route('**/api/requests', (route) => route.abort('internetdisconnected'));
    await form.getByRole('button', { name: ar('Send request') }).click();

    const networkWords = ar('Network Error. Please check your internet and try again');
    await form.getByText(networkWords).waitFor();
    // The snackbar's code was asked for and refused: the page is whole, the form holds every
    // value, and it still takes typing.
    await expect.poll(() => errors.some((e) => e.includes('ERR_INTERNET_DISCONNECTED'))).toBe(true);
    await page.waitForTimeout(1500);
    for (const [name, value] of Object.entries(TYPED))
      expect(await form.locator(`#request-${name}`).inputValue(), name).toBe(value);
    await form.locator('#request-description').pressSequentially(' عاجل');
    expect(await form.locator('#request-description').inputValue()).toBe(`${TYPED.description} عاجل`);
    expect(await page.locator('#notistack-snackbar').count()).toBe(0);

    // The network is back: the snackbar's code comes on the next try, and it says why.
    cut = false;
    await page.locator('#notistack-snackbar').getByText(networkWords).waitFor({ timeout: 15_000 });
    expect(await form.locator('#request-name').inputValue()).toBe(TYPED.name);
    // Only the refused fetches were errors: nothing the page's code threw.
    expect(
      errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module/.test(e)),
    ).toEqual([]);
    await context.close();
  });
  it('keeps what was typed before the form hydrated and across a reload, and forgets it once sent', async () => {
    const { context, page, errors } = await openPage(browser, { width: 390, waitForReady: false });
    // The form's code is held back, as on a slow phone: the student types into the server's HTML.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/request-form-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/?lang=ar');
    const form = page.getByRole('form', { name: ar('Request form') });
    const field = (name: string) => form.locator(`#request-${name}`);
    await field('name').fill(TYPED.name);
    await field('description').fill(TYPED.description);
    release();
    await page.locator('[data-deferred="request-form"][data-deferred-ready]').waitFor();
    // Hydrated: the next keystroke adds to what was typed (it replaced it before).
    await field('name').press('End');
    await field('name').pressSequentially(' ع');
    await expect.poll(() => field('name').inputValue()).toBe(`${TYPED.name} ع`);
    expect(await field('description').inputValue()).toBe(TYPED.description);
    await field('email').fill(TYPED.email);

    // A reload (or the tab closed and opened again) brings every field back.
    await page.reload();
    await page.locator('[data-deferred="request-form"][data-deferred-ready]').waitFor();
    await expect.poll(() => field('name').inputValue()).toBe(`${TYPED.name} ع`);
    expect(await field('email').inputValue()).toBe(TYPED.email);
    expect(await field('description').inputValue()).toBe(TYPED.description);

    // Sent: the form clears, and a reload finds nothing kept.
    await field('phone').fill(TYPED.phone);
    await field('address').fill(TYPED.address);
    await form.getByRole('button', { name: ar('Send request') }).click();
    await form.getByText(ar('Follow your request')).waitFor({ timeout: 30_000 });
    await page.reload();
    await page.locator('[data-deferred="request-form"][data-deferred-ready]').waitFor();
    expect(await field('name').inputValue()).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('kept_request_form'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});
