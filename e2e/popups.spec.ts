import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../src/contract';
import { axeViolations } from './axe';
import { launchBrowser, openPage } from './browser';
import { withLang } from './public-walk';
import { uiText as say } from './ui-text';

/** What has the focus: its name, and whether it is inside the element with this id. */
const focusIn = (page: Page, id: string) =>
  page.evaluate((inside) => {
    const el = document.activeElement;
    return {
      name: el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '',
      inside: Boolean(el && document.getElementById(inside)?.contains(el)),
    };
  }, id);

/**
 * The public site's popups on the browser's modal dialog: the drawer and the language menu on
 * a phone, plain HTML that opens without code (decision 0041), and the services dropdown on
 * a wide screen, plain elements loaded ahead of the tap (decision 0039), in each
 * language: focus moves in and back, the keyboard reaches everything and Escape closes, the
 * page behind does not scroll, the drawer opens on the reading side, and axe finds nothing.
 */
describe('the public popups', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ['ar', 'en', 'zh'] as const satisfies Lang[]) {
    it(`the drawer and the language menu on a phone (${lang})`, async () => {
      const { context, page, errors } = await openPage(browser, { width: 390 });
      await page.goto(withLang('/about-us', lang));
      await page.evaluate(() => window.scrollTo(0, 400));
      const menuButton = page.getByRole('button', { name: say('Open menu', lang) });
      await menuButton.click();
      const id = (await menuButton.getAttribute('aria-controls'))!;
      const drawer = page.locator(`[id="${id}"]`);
      await expect.poll(() => drawer.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
      await expect.poll(() => focusIn(page, id)).toEqual({ name: say('Close menu', lang), inside: true });

      // Tab goes round inside it (the page's part, layout/popup-behaviour.ts: before it is here,
      // the browser's own modal dialog lets Tab out to its own bar and back); the page behind is inert.
      await page.waitForFunction(() => (window as { __popupsServed?: boolean }).__popupsServed === true);
      for (let n = 0; n < 14; n++) {
        await page.keyboard.press('Tab');
        expect((await focusIn(page, id)).inside, `Tab ${n + 1}`).toBe(true);
      }
      // It rests against the reading side: the right in Arabic.
      const edge = async () => {
        const box = await drawer.boundingBox();
        return box && Math.round(lang === 'ar' ? box.x + box.width : box.x);
      };
      await expect.poll(edge).toBe(lang === 'ar' ? 390 : 0);
      expect(await axeViolations(page, { scope: `[id="${id}"]`, label: `drawer ${lang}` })).toEqual([]);

      // The page behind does not scroll.
      await page.mouse.move(20, 400);
      await page.mouse.wheel(0, 500);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollY)).toBe(400);

      // The services list opens from the keyboard (the browser's own disclosure).
      const services = drawer.locator('summary', { hasText: say('Our Services', lang) });
      await services.focus();
      await page.keyboard.press('Enter');
      expect(await services.evaluate((el) => (el.parentElement as HTMLDetailsElement).open)).toBe(true);
      await drawer.getByRole('link', { name: say('All Services', lang) }).waitFor();

      await page.keyboard.press('Escape');
      await expect.poll(() => drawer.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
      expect((await focusIn(page, id)).name).toBe(say('Open menu', lang));
      await page.mouse.wheel(0, 300);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);

      // The language menu: the current language has the focus; arrows move; Escape gives it back.
      const languageButton = page.getByRole('button', { name: say('Language', lang) }).first();
      await languageButton.click();
      const menuId = (await languageButton.getAttribute('aria-controls'))!;
      const current = { ar: 'العربية', en: 'English', zh: '中文' }[lang];
      await expect.poll(() => focusIn(page, menuId)).toEqual({ name: current, inside: true });
      await page.keyboard.press('End');
      expect((await focusIn(page, menuId)).name).toBe('中文');
      await page.keyboard.press('ArrowDown');
      expect((await focusIn(page, menuId)).name).toBe('English');
      expect(
        await axeViolations(page, { scope: `[id="${menuId}"]`, label: `language menu ${lang}` }),
      ).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => focusIn(page, menuId)).toEqual({ name: say('Language', lang), inside: false });
      expect(errors, errors.join('\n')).toEqual([]);
      await context.close();
    });

    it(`a category in the drawer leads to the services page showing it (${lang})`, async () => {
      const { context, page, errors } = await openPage(browser, { width: 390 });
      await page.goto(withLang('/about-us', lang));
      await page.getByRole('button', { name: say('Open menu', lang) }).click();
      const drawer = page.locator('dialog.nav-drawer');
      await drawer.locator('summary', { hasText: say('Our Services', lang) }).click();
      const category = drawer.locator('details details').first();
      const name = (await category.locator('summary').textContent())!.trim();
      await category.locator('summary').click();
      // A plain link whose navigation state (the category) the services page takes.
      await category.getByRole('link', { name: say('All in this category', lang) }).click();
      await page.waitForURL(/\/services$/);
      await expect.poll(() => page.locator('.services-category-name').textContent()).toBe(name);
      expect(errors, errors.join('\n')).toEqual([]);
      await context.close();
    });

    it(`the services dropdown on a wide screen, by keyboard (${lang})`, async () => {
      const { context, page, errors } = await openPage(browser, { width: 1280 });
      await page.goto(withLang('/about-us', lang));
      const button = page.getByRole('button', { name: say('Our Services', lang) });
      const logo = page.locator('header .brand');
      const logoBefore = await logo.boundingBox();
      await button.focus();
      await page.keyboard.press('Enter');
      const id = (await button.getAttribute('aria-controls'))!;
      await expect.poll(() => focusIn(page, id)).toEqual({ name: say('All Services', lang), inside: true });
      // The page's scrollbar is gone while it is open; its room is padded, so nothing shifts.
      expect(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight)).toBe(true);
      expect(await logo.boundingBox()).toEqual(logoBefore);
      // Down to the first category (one step: the page's own menu keys leave React's menu
      // alone); the key towards the line's end opens its services beside it.
      await page.keyboard.press('ArrowDown');
      const category = await focusIn(page, id);
      const firstCategory = page
        .getByRole('menu', { name: say('Our Services', lang) })
        .getByRole('menuitem')
        .nth(1);
      expect(category.name).toBe((await firstCategory.textContent())?.trim());
      const forward = lang === 'ar' ? 'ArrowLeft' : 'ArrowRight';
      await page.keyboard.press(forward);
      const side = page.getByRole('menu', { name: category.name });
      expect(await side.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      // Beside the panel on the reading side: to its left in Arabic.
      const [panelBox, sideBox] = await Promise.all([
        page.getByRole('menu', { name: say('Our Services', lang) }).boundingBox(),
        side.boundingBox(),
      ]);
      if (lang === 'ar') expect(sideBox!.x + sideBox!.width).toBeLessThanOrEqual(panelBox!.x);
      else expect(sideBox!.x).toBeGreaterThanOrEqual(panelBox!.x + panelBox!.width);
      expect(await axeViolations(page, { scope: `[id="${id}"]`, label: `services ${lang}` })).toEqual([]);
      await page.keyboard.press(lang === 'ar' ? 'ArrowRight' : 'ArrowLeft');
      expect((await focusIn(page, id)).name).toBe(category.name);
      await page.keyboard.press('Escape');
      await expect.poll(() => focusIn(page, id)).toEqual({ name: say('Our Services', lang), inside: false });
      expect(errors, errors.join('\n')).toEqual([]);
      await context.close();
    });
  }
});
