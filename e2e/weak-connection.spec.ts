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
});
