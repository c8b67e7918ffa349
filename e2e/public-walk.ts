import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPath, pick, servicePath, type Blog, type Lang, type Service } from '../src/contract';
import { SEED_UI_TRANSLATIONS } from '../src/server/seed/ui-strings';
import { uiText } from './ui-text';
import { axeViolations } from './axe';
import { classesWithoutCss, watchStyleChanges } from './hydration-checks';
import { baseURL, launchBrowser, openPage } from './browser';

export const api = async <T>(path: string): Promise<T> =>
  (await fetch(`${baseURL()}/api${path}`)).json() as Promise<T>;
export const withLang = (path: string, lang: Lang) => `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;

/**
 * The empty states' texts, whole, as each language shows them (a fragment of the English
 * would never be found on an Arabic page): none may show on a seeded site.
 */
const PLACEHOLDERS = SEED_UI_TRANSLATIONS.filter((row) =>
  /will appear here soon|coming soon|No services yet/i.test(row.en),
).map((row) => row.en);

/** SPEC "Public routes" and the FAQ; a service's and a blog's page are the first of each the API lists. */
export const ROUTES = [
  '/',
  '/about-us',
  '/services',
  'a service',
  '/why-us',
  '/testimonials',
  '/researchers',
  '/blogs',
  'a blog',
  '/contact-us',
  '/faq',
] as const;
export type RouteName = (typeof ROUTES)[number];

/** A route's address: a service's and a blog's are the first the API lists. */
export function routeOf(name: RouteName, services: Service[], blogs: Blog[]): string {
  if (name === 'a service')
    return servicePath(pick(services[0]!.service_name, 'ar'), services[0]!.service_id);
  if (name === 'a blog') return blogPath(pick(blogs[0]!.blog_title, 'ar'), blogs[0]!.blog_id);
  return name;
}

/** A browser for the file's tests and the services and posts the API lists, in beforeAll. */
export function useBrowserAndContent() {
  const site = { browser: undefined as unknown as Browser, services: [] as Service[], blogs: [] as Blog[] };
  beforeAll(async () => {
    site.browser = await launchBrowser();
    [site.services, site.blogs] = await Promise.all([api<Service[]>('/services'), api<Blog[]>('/blogs')]);
  });
  afterAll(async () => {
    await site.browser?.close();
  });
  return site;
}

/** Two frames: whatever a scroll set off (an IntersectionObserver, a section's load) has run. */
const frames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/**
 * Scroll to the bottom, as a reader would, so lazy images, carousels and the deferred
 * sections have run; the contexts prefer reduced motion (e2e/browser.ts), so scroll-in
 * blocks show at once, and what still animates is waited out as a condition, not a time.
 */
async function readThrough(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await frames(page);
  }
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { polling: 'raf' },
  );
}

/**
 * Every public route as a visitor sees it in one language, on a desktop and a phone: its
 * content, no page error, no axe violation. One file per language (public-walk-<lang>.spec.ts),
 * so the two browser workers share the walk instead of one of them holding all of it.
 *
 * axe checks the whole page once per width (the frame: header, drawer button, footer,
 * which every page shares), then each page's `main`. One pass a language also checks the
 * hydration (e2e/hydration-checks.ts): a walk of every route is seconds of the suite.
 */
export function walkInLanguage(lang: Lang) {
  describe(`the public website, walked in ${lang}`, () => {
    const site = useBrowserAndContent();

    // One test per page, so a slow machine times out one page, not the walk.
    describe.each([1440, 390])('at %i px', (width) => {
      let page: Page;
      let errors: string[];
      let close: () => Promise<void>;
      // Hydration's own checks, on one pass a language: every styled element has its CSS; and
      // in Arabic on a phone, hydration adds no style rule and moves no style tag.
      const checksHydration = lang === 'ar' ? width < 600 : width > 600;
      const watchesStyles = lang === 'ar' && width < 600;
      beforeAll(async () => {
        const opened = await openPage(site.browser, { width });
        ({ page, errors } = opened);
        close = () => opened.context.close();
        if (watchesStyles) await watchStyleChanges(page);
      });
      afterAll(async () => {
        await close?.();
      });

      it.each(ROUTES)('shows %s with its content, no page error and no axe violation', async (name) => {
        const route = routeOf(name, site.services, site.blogs);
        const res = await page.goto(withLang(route, lang));
        expect(res?.status(), route).toBe(200);
        expect(await page.getAttribute('html', 'lang')).toBe(lang);
        expect(await page.getAttribute('html', 'dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        if (checksHydration)
          expect(await classesWithoutCss(page, withLang(route, lang)), `${route} ${lang}`).toEqual([]);
        if (watchesStyles) {
          // Time is what this checks: no style moves in the page's first moments after hydration.
          await page.waitForTimeout(300);
          expect(
            await page.evaluate(() => (window as unknown as { styleChanges: string[] }).styleChanges),
            route,
          ).toEqual([]);
        }
        // Chinese titles can be two characters (博客).
        expect(
          (await page.locator('h1').first().innerText()).trim().length,
          `${route} h1`,
        ).toBeGreaterThanOrEqual(2);
        // Read through on the wide pass (carousels and scroll-in run); the phone pass checks the first view.
        if (width > 600) await readThrough(page);
        const text = await page.locator('body').innerText();
        for (const placeholder of PLACEHOLDERS)
          expect(text, `${route} in ${lang}`).not.toContain(uiText(placeholder, lang));
        expect(await axeViolations(page, { scope: name === ROUTES[0] ? undefined : 'main' })).toEqual([]);
        expect(errors.splice(0)).toEqual([]);
      });
    });
  });
}
