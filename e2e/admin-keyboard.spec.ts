import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './admin';
import { axeViolations } from './axe';
import { launchBrowser, openPage, screenReady } from './browser';
import { uiText } from './ui-text';

/** What has the focus: its tag, its text or label, and whether it is in `main`. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      type: el?.getAttribute('type') ?? '',
      text: (el?.getAttribute('aria-label') ?? (el as HTMLElement | null)?.innerText ?? '').trim(),
      inMain: !!el?.closest('main'),
    };
  });

/** Tabs until the focus is on what `matches`, at most `max` times; the number of Tabs it took. */
async function tabTo(page: Page, matches: (f: Awaited<ReturnType<typeof focused>>) => boolean, max = 40) {
  for (let n = 1; n <= max; n++) {
    await page.keyboard.press('Tab');
    if (matches(await focused(page))) return n;
  }
  throw new Error(`not reached in ${max} Tabs; the focus is on ${JSON.stringify(await focused(page))}`);
}

/**
 * WCAG 2.4.1 and 2.4.3 in the back-office, by keyboard only, in Arabic (decision 0045): the
 * first Tab is a skip link past the app bar and the sidebar, and every move between screens
 * puts the focus on the new screen's heading, never on `body`.
 */
describe('the back-office by keyboard', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs in, skips to the content, opens Blogs and creates one with Enter, the focus on each new screen', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto('/login?lang=ar');
    const email = page.getByLabel(uiText('Email', 'ar'));
    await email.waitFor();
    await tabTo(page, (f) => f.tag === 'input' && f.type === 'email');
    await page.keyboard.type(E2E_ADMIN.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(E2E_ADMIN.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/system'));
    await screenReady(page);

    // The first Tab: the skip link; Enter puts the focus on the content.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', text: uiText('Skip to main content', 'ar') });
    await page.keyboard.press('Enter');
    // The browser moves the focus to the link's target as it follows it: a task after the key.
    await expect
      .poll(() =>
        page.evaluate(
          () => `${document.activeElement?.tagName}#${document.activeElement?.id} ${location.hash}`,
        ),
      )
      .toBe('MAIN#main-content #main-content');

    // Blogs, from the sidebar (Shift+Tab goes back to it from the content).
    await page.keyboard.press('Shift+Tab');
    for (let n = 0; n < 30 && (await focused(page)).text !== uiText('Blogs', 'ar'); n++)
      await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).text).toBe(uiText('Blogs', 'ar'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/system/blogs');
    await expect.poll(() => focused(page), { timeout: 6000 }).toMatchObject({ tag: 'h1', inMain: true });

    // Create Blog with Enter: the form's heading has the focus, not body.
    await tabTo(page, (f) => f.text.includes(uiText('Create Blog', 'ar')));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/system/blogs');
    await screenReady(page);
    await expect.poll(() => focused(page), { timeout: 6000 }).toMatchObject({ tag: 'h1', inMain: true });
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
    // The next Tab goes on in the form, not back at the top of the page.
    await page.keyboard.press('Tab');
    expect((await focused(page)).inMain).toBe(true);

    expect(await axeViolations(page, { label: 'blog form' })).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
