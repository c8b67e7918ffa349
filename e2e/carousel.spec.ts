import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { baseURL, launchBrowser, pageReady } from './browser';
import { uiText as say } from './ui-text';

/** The text of the slides the carousel shows whole, in reading order of the row. */
const shown = (carousel: Locator) =>
  carousel.evaluate((root) => {
    const view = root.querySelector('.carousel-view')!.getBoundingClientRect();
    return [...root.querySelectorAll('.carousel-row > [role="group"]')]
      .filter((slide) => {
        const r = slide.getBoundingClientRect();
        return r.width > 0 && r.left >= view.left - 1 && r.right <= view.right + 1;
      })
      .map((slide) => slide.textContent!.slice(0, 40));
  });

/**
 * The home page's carousels (ui/carousel, decision 0055) as a student on an Arabic phone
 * meets them, with motion on: a swipe, an arrow and the autoplay each step one slide, the
 * row slides the reading way, and the loop comes round.
 */
describe('the home carousels on an Arabic phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('steps by a swipe toward the reading start, by its arrows and by itself, sliding right to left', async () => {
    const context = await browser.newContext({
      baseURL: baseURL(),
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto('/?lang=ar');
    await pageReady(page);
    const carousel = page.getByRole('group', { name: say('All our services', 'ar') });
    await carousel.scrollIntoViewIfNeeded();
    const row = carousel.locator('.carousel-row > [role="group"]');
    const first = await shown(carousel);
    expect(first).toHaveLength(1);
    const second = (await row.nth(1).textContent())!.slice(0, 40);

    // Where the row is pushed to, frame by frame, from now on (its transform's x).
    await carousel.locator('.carousel-row').evaluate((el) => {
      const seen: number[] = ((window as unknown as { pushes: number[] }).pushes = []);
      const sample = () => {
        seen.push(new DOMMatrix(getComputedStyle(el).transform).m41);
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    // A finger drawn rightward: forward in Arabic.
    const cdp = await context.newCDPSession(page);
    const view = (await carousel.locator('.carousel-view').boundingBox())!;
    const at = (x: number) => [{ x: view.x + x, y: view.y + view.height / 2 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(60) });
    for (let x = 90; x <= 300; x += 30)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(x) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => shown(carousel)).toEqual([second]);
    // On its way the row was pushed rightward only (the next slide came in from the left).
    const pushes = await page.evaluate(() => (window as unknown as { pushes: number[] }).pushes);
    expect(Math.max(...pushes)).toBeGreaterThan(0);
    expect(Math.min(...pushes)).toBe(0);
    // The swipe's end on the card's link did not open it.
    expect(new URL(page.url()).pathname).toBe('/');

    // The previous arrow, from the keyboard, goes back to the first slide.
    await carousel.getByRole('button', { name: say('Previous slide', 'ar') }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => shown(carousel)).toEqual(first);
    await page.keyboard.press('Enter');
    // Once more: the loop comes round to the last service.
    await expect
      .poll(async () => (await shown(carousel)).filter((slide) => slide !== first[0]).length)
      .toBe(1);
    const last = await shown(carousel);

    // The focus inside holds the autoplay; once it leaves, the carousel moves on by itself.
    await page.waitForTimeout(3500);
    expect(await shown(carousel)).toEqual(last);
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await expect.poll(() => shown(carousel), { timeout: 6000 }).toEqual(first);
    expect(
      await axeViolations(page, { scope: '[aria-roledescription="carousel"]', label: 'carousels ar phone' }),
    ).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
