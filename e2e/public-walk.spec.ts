import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blogPath,
  pick,
  servicePath,
  type Blog,
  type Category,
  type Faq,
  type Lang,
  type Researcher,
  type Service,
  type Testimonial,
} from '../src/contract';
import { SEED_UI_TRANSLATIONS } from '../src/server/seed/ui-strings';
import { uiText } from './ui-text';
import { baseURL, launchBrowser, openPage } from './browser';

const api = async <T>(path: string): Promise<T> =>
  (await fetch(`${baseURL()}/api${path}`)).json() as Promise<T>;
const withLang = (path: string, lang: Lang) => `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
const say = uiText;

/** Texts of the placeholders this issue replaced: none may be left on a public page. */
/**
 * The empty states' texts, whole, as each language shows them (a fragment of the English
 * would never be found on an Arabic page): none may show on a seeded site.
 */
const PLACEHOLDERS = SEED_UI_TRANSLATIONS.filter((row) =>
  /will appear here soon|coming soon|No services yet/i.test(row.en),
).map((row) => row.en);
const LANGS: readonly Lang[] = ['ar', 'en', 'zh'];

/** SPEC "Public routes" and the FAQ; a service's and a blog's page are the first of each the API lists. */
const ROUTES = [
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

/** Scroll to the bottom, as a reader would, so lazy images, carousels and scroll-in blocks have run. */
async function readThrough(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // A frame or three: each block's IntersectionObserver has seen it pass.
    await page.waitForTimeout(60);
  }
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // The last blocks' scroll-in (up to 600 ms late, 600 ms long) has ended before axe looks:
  // once no finite animation or transition is running, 1.4 s at the most (what this waited
  // every time before; a fixed wait was ~40 s of the walk).
  await page.waitForTimeout(200);
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 1200, polling: 50 },
    )
    .catch(() => undefined);
}

/** Every public route as a visitor sees it, in Arabic, English and Chinese. */
describe('the public website, walked in three languages', () => {
  let browser: Browser;
  let services: Service[];
  let blogs: Blog[];
  beforeAll(async () => {
    browser = await launchBrowser();
    [services, blogs] = await Promise.all([api<Service[]>('/services'), api<Blog[]>('/blogs')]);
  });
  afterAll(async () => {
    await browser?.close();
  });
  const routeOf = (name: (typeof ROUTES)[number]): string => {
    if (name === 'a service')
      return servicePath(pick(services[0]!.service_name, 'ar'), services[0]!.service_id);
    if (name === 'a blog') return blogPath(pick(blogs[0]!.blog_title, 'ar'), blogs[0]!.blog_id);
    return name;
  };

  // One test per page and language, so a slow machine times out one page, not the walk.
  describe.each(LANGS.flatMap((lang) => [1440, 390].map((width) => [lang, width] as const)))(
    'in %s at %i px',
    (lang, width) => {
      let page: Page;
      let errors: string[];
      let close: () => Promise<void>;
      beforeAll(async () => {
        const opened = await openPage(browser, { width });
        ({ page, errors } = opened);
        close = () => opened.context.close();
      });
      afterAll(async () => {
        await close?.();
      });

      it.each(ROUTES)('shows %s with its content, no page error and no axe violation', async (name) => {
        const route = routeOf(name);
        const res = await page.goto(withLang(route, lang), { waitUntil: 'networkidle' });
        expect(res?.status(), route).toBe(200);
        expect(await page.getAttribute('html', 'lang')).toBe(lang);
        expect(await page.getAttribute('html', 'dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        // Chinese titles can be two characters (博客).
        expect(
          (await page.locator('h1').first().innerText()).trim().length,
          `${route} h1`,
        ).toBeGreaterThanOrEqual(2);
        // Read through on the wide pass (carousels and scroll-in run); the phone pass checks the first view.
        if (width > 600) await readThrough(page);
        const text = await page.locator('body').innerText();
        for (const placeholder of PLACEHOLDERS)
          expect(text, `${route} in ${lang}`).not.toContain(say(placeholder, lang));
        const axe = await new AxeBuilder({ page }).analyze();
        expect(
          axe.violations.map(
            (v) =>
              `${v.id}: ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(' | ')}`,
          ),
        ).toEqual([]);
        expect(errors.splice(0)).toEqual([]);
      });
    },
  );

  it('lists the main menu in SPEC order and opens the phone drawer on the reading side', async () => {
    const wide = await openPage(browser, { width: 1440 });
    await wide.page.goto('/about-us?lang=en');
    const menu = await wide.page.locator('header nav[aria-label="Main menu"] > *').allInnerTexts();
    expect(menu.map((s) => s.trim())).toEqual([
      'Home',
      'Who Are We',
      'Our Services',
      'Why Choose Us',
      'Testimonials',
      'Researchers',
      'Blogs',
      'Contact Us',
    ]);
    await wide.context.close();
    for (const lang of ['ar', 'en'] as const) {
      const { context, page } = await openPage(browser, { width: 390 });
      await page.goto(withLang('/about-us', lang));
      await page.getByRole('button', { name: say('Open menu', lang) }).click();
      // Measured once the drawer has slid in.
      await page.getByRole('button', { name: say('Close menu', lang) }).waitFor();
      const edge = async () => {
        const box = await page.locator('.MuiDrawer-paper').boundingBox();
        return box && Math.round(lang === 'ar' ? box.x + box.width : box.x);
      };
      await expect.poll(edge, { message: lang }).toBe(lang === 'ar' ? 390 : 0);
      await context.close();
    }
  });

  it('pages services by 9 and blogs, testimonials and researchers by 6, with pagers, and cuts card text at 120 characters', async () => {
    const [testimonials, researchers] = await Promise.all([
      api<Testimonial[]>('/testimonials'),
      api<Researcher[]>('/researchers'),
    ]);
    const { context, page } = await openPage(browser, { width: 1440 });
    const cases = [
      ['/services', services.length, 9],
      ['/blogs', blogs.length, 6],
      ['/testimonials', testimonials.length, 6],
      ['/researchers', researchers.length, 6],
    ] as const;
    for (const [path, total, size] of cases) {
      await page.goto(withLang(path, 'en'));
      expect(await page.locator('main ul > li article').count(), path).toBe(Math.min(size, total));
      // A pager (its next-page link) only where there is more than a page.
      expect(
        await page.locator('main nav').getByRole('link', { name: 'Go to next page' }).count(),
        path,
      ).toBe(total > size ? 1 : 0);
    }
    await page.goto('/blogs?lang=en');
    const excerpts = await page.locator('main article p').allInnerTexts();
    expect(excerpts.length).toBeGreaterThan(0);
    for (const excerpt of excerpts.filter((e) => e.endsWith('…')))
      expect(Array.from(excerpt).length).toBeLessThanOrEqual(121);
    expect(excerpts.some((e) => e.endsWith('…'))).toBe(true);
    await context.close();
  });

  it("finds each public route's own content in the HTML as sent, before any script runs", async () => {
    const [testimonials, researchers, faqs] = await Promise.all([
      api<Testimonial[]>('/testimonials'),
      api<Researcher[]>('/researchers'),
      api<Faq[]>('/faqs'),
    ]);
    const expected: Record<string, string[]> = {
      '/': [
        say('Thesis preparation', 'ar'),
        pick(services[0]!.service_name, 'ar'),
        pick(blogs[0]!.blog_title, 'ar'),
        pick(testimonials[0]!.customer_name, 'ar'),
      ],
      '/about-us': [say('About the office', 'ar')],
      '/services': services.slice(0, 9).map((s) => pick(s.service_name, 'ar')),
      'a service': [pick(services[0]!.service_long_name, 'ar'), pick(services[0]!.service_features[0], 'ar')],
      '/why-us': [...testimonials]
        .sort((a, b) => b.creation_timestamp.localeCompare(a.creation_timestamp))
        .slice(0, 3)
        .map((t) => pick(t.customer_name, 'ar')),
      '/testimonials': testimonials.slice(0, 6).map((t) => pick(t.customer_name, 'ar')),
      '/researchers': researchers.slice(0, 6).map((r) => pick(r.researcher_name, 'ar')),
      '/blogs': blogs.slice(0, 6).map((b) => pick(b.blog_title, 'ar')),
      'a blog': [pick(blogs[0]!.blog_title, 'ar'), pick(blogs[0]!.blog_author, 'ar')],
      '/contact-us': [say('Send us a message', 'ar')],
      '/faq': faqs.map((f) => pick(f.faq_question, 'ar')),
    };
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    for (const name of ROUTES) {
      await page.goto(routeOf(name));
      const text = await page.locator('main').innerText();
      for (const content of expected[name]!) expect(text, name).toContain(content);
    }
    await context.close();
  });

  it("plays a testimonial's audio, pauses it, and plays one clip at a time", async () => {
    const { context, page } = await openPage(browser, { width: 1440 });
    await page.goto('/testimonials?lang=en', { waitUntil: 'networkidle' });
    const players = page.locator('main button[aria-pressed]');
    expect(await players.count()).toBeGreaterThanOrEqual(2);
    const playing = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('main audio')].map((a) => !(a as HTMLAudioElement).paused),
      );
    await players.nth(0).click();
    await expect.poll(playing).toEqual([true, ...Array((await players.count()) - 1).fill(false)]);
    expect(await players.nth(0).getAttribute('aria-label')).toBe('Pause');
    await players.nth(1).click();
    await expect.poll(playing).toEqual([false, true, ...Array((await players.count()) - 2).fill(false)]);
    await players.nth(1).click();
    await expect.poll(async () => (await playing()).some(Boolean)).toBe(false);
    await context.close();
  });

  it('sends a detail address with a missing or unknown id back to its list', async () => {
    for (const [path, list] of [
      ['/services/anything', '/services'],
      ['/services/anything?service_id=999999', '/services'],
      ['/blogs/anything', '/blogs'],
      ['/blogs/anything?blog_id=999999', '/blogs'],
    ] as const) {
      const res = await fetch(`${baseURL()}${path}`, { redirect: 'manual' });
      expect([301, 302, 307, 308], path).toContain(res.status);
      expect(new URL(res.headers.get('location') ?? '', baseURL()).pathname, path).toBe(list);
    }
    const missing = await fetch(`${baseURL()}/no-such-page?lang=en`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('The page you are looking for does not exist or has moved.');
  });

  it("narrows /services to a category picked on a phone, the picker's code fetched only when the visitor reaches it", async () => {
    const [categories, services] = await Promise.all([
      api<Category[]>('/categories'),
      api<Service[]>('/services'),
    ]);
    const category = categories.find((c) => services.some((s) => s.cat_id === c.cat_id))!;
    const { context, page, errors } = await openPage(browser, { width: 390 });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    // The axios instance is fetched once the page is idle (entry-client.tsx): past that moment, nothing else came.
    const idle = page.waitForRequest(/\/assets\/http-[\w-]+\.js$/);
    await page.goto('/services?lang=ar');
    await idle;
    expect(asked.filter((path) => path.includes('category-autocomplete'))).toEqual([]);
    // A service of another category on the first page, which the choice takes away.
    const other = services.slice(0, 9).find((s) => s.cat_id !== category.cat_id)!;
    const elsewhere = page.getByRole('heading', { name: pick(other.service_name, 'ar'), exact: true });
    await elsewhere.waitFor();
    await page.getByLabel(say('Select Category', 'ar')).click();
    await page.getByRole('option', { name: pick(category.cat_name, 'ar'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === String(category.cat_id));
    const shown = services.filter((s) => s.cat_id === category.cat_id).slice(0, 9);
    for (const service of shown)
      await page.getByRole('heading', { name: pick(service.service_name, 'ar'), exact: true }).waitFor();
    await elsewhere.waitFor({ state: 'detached' });
    expect(asked.filter((path) => path.includes('category-autocomplete')).length).toBe(1);
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });
});
