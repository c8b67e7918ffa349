import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PATHS,
  AUDIT_PATH,
  CONTENT,
  CONTENT_NAMES,
  OFFICE_ADMIN_PATHS,
  type Service,
} from '../src/contract';
import { adminPage, moveToScreen } from './admin-session';
import { axeViolations } from './axe';
import { baseURL, launchBrowser, screenReady } from './browser';

/** Every back-office screen: the lists, the create forms and an update form (`update`: the first service's). */
const SCREENS = [
  ...new Set([...CONTENT_NAMES.map((name) => CONTENT[name].admin), ...Object.values(ADMIN_PATHS)]),
  ...Object.values(OFFICE_ADMIN_PATHS),
  AUDIT_PATH,
  ...CONTENT_NAMES.map((name) => `${CONTENT[name].admin}/create`),
  'update',
];

/**
 * Axe finds nothing on any admin screen, no screen scrolls sideways and none has a page
 * error, in `lang` at `width` (Arabic on a phone and English on a desktop, a file each, so
 * the two browser workers share them). One test a screen, in one signed-in tab: a slow
 * machine times out one screen, not the walk. axe checks the whole page on the first screen
 * (the frame every screen shares: the app bar and the sidebar), then each screen's `main`,
 * reached from the one before in the page (`moveToScreen`), as staff move between them.
 */
export function checkAdminScreens(lang: 'ar' | 'en', width: number) {
  describe(`the back-office is accessible (axe), in ${lang} at ${width} px`, () => {
    let page: Page;
    let errors: string[];
    let close: () => Promise<void>;
    let updatePath = '';
    beforeAll(async () => {
      const browser = await launchBrowser();
      const opened = await adminPage(browser, lang, width);
      ({ page, errors } = opened);
      close = () => browser.close();
      const [service] = (await (await fetch(`${baseURL()}/api/services`)).json()) as Service[];
      updatePath = `${ADMIN_PATHS.services}/update/${service!.service_id}`;
    });
    afterAll(async () => {
      await close?.();
    });

    it.each(SCREENS)('%s: no axe violation, no sideways scrolling, no page error', async (screen) => {
      const path = screen === 'update' ? updatePath : screen;
      // The first screen is loaded; the others are reached in the page, as a person moves.
      if (screen === SCREENS[0]) {
        await page.goto(path);
        await screenReady(page);
      } else await moveToScreen(page, path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(1);
      expect(
        await axeViolations(page, { label: path, scope: screen === SCREENS[0] ? undefined : 'main' }),
      ).toEqual([]);
      expect(errors.splice(0), path).toEqual([]);
    });

    // What a screen shows while a part of it is on its way: on a slow connection that is a
    // screen of its own, and a busy machine once caught the blog editor's stand-in unnamed.
    it.each([
      [`${ADMIN_PATHS.blogs}/create`, '**/assets/blog-editor-*.js'],
      [OFFICE_ADMIN_PATHS.dashboard, '**/api/requests/stats*'],
    ])('%s while its part loads: no axe violation', async (path, part) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const passed: Promise<void>[] = [];
      const hold = (route: Route) => {
        passed.push(held.then(() => route.continue()));
        return passed.at(-1);
      };
      await page.route(part, hold);
      try {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        // The stand-in shown meanwhile (MUI's Skeleton).
        await page.locator('main .MuiSkeleton-root').first().waitFor();
        expect(await axeViolations(page, { label: `${path} (loading)`, scope: 'main' })).toEqual([]);
      } finally {
        release();
        // Each held request goes on before the route is taken away (which would answer it too).
        await Promise.all(passed);
        await page.unroute(part, hold);
      }
      await screenReady(page);
      expect(errors.splice(0), path).toEqual([]);
    });
  });
}
