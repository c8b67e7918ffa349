import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPath, pick, type Blog } from '../src/contract';
import { uiText } from './ui-text';
import { baseURL, launchBrowser, openPage } from './browser';

const textOf = uiText;
const blogsFromApi = async (): Promise<Blog[]> =>
  (await fetch(`${baseURL()}/api/blogs`)).json() as Promise<Blog[]>;

/** Decision 0009: a page's data comes through its route loader, on the server and in the browser alike. */
describe('page data through the route loaders', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends /blogs?page=2 with its six cards in the HTML, in the order the API lists them', async () => {
    const blogs = await blogsFromApi();
    expect(blogs.length).toBeGreaterThanOrEqual(12);
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto('/blogs?page=2');
    const titles = await page.locator('main article h2').allInnerTexts();
    expect(titles).toEqual(blogs.slice(6, 12).map((b) => pick(b.blog_title, 'ar')));
    // The pager is real links: page 2 is current, page 1 is `/blogs`.
    expect(await page.locator('main nav a[aria-current="page"]').innerText()).toBe('2');
    await context.close();
  });

  it('answers 404 past the last page of a list, however far past (decision 0028)', async () => {
    const lastPage = Math.ceil((await blogsFromApi()).length / 6);
    for (const past of [lastPage + 1, lastPage + 50, lastPage + 2]) {
      const answer = await fetch(`${baseURL()}/blogs?page=${past}&utm_source=whatsapp&lang=en`, {
        redirect: 'manual',
      });
      expect(answer.status, `page ${past}`).toBe(404);
    }
    const last = await fetch(`${baseURL()}/blogs?page=${lastPage}&lang=en`, { redirect: 'manual' });
    expect(last.status).toBe(200);
  });

  it.each(['en', 'ar'] as const)(
    'hydrates /blogs?page=2 (%s) without asking for its data again, without a warning, and pages in the browser',
    async (lang) => {
      const { context, page, errors } = await openPage(browser);
      const warnings: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'warning') warnings.push(m.text());
      });
      // Nothing the page brought is asked for again: its cards, UI strings, settings. The SEO
      // entries, which the page's head was written from on the server, come on start (SPEC §4),
      // and the UI strings the page did not use, once, when it is idle (context/use-translator.ts).
      // Page 1, which it did not bring, is one page of cards (decision 0028).
      const apiCalls: string[] = [];
      page.on('request', (r) => {
        const { pathname } = new URL(r.url());
        if (pathname.startsWith('/api/')) apiCalls.push(pathname);
      });
      await page.goto(`/blogs?page=2&lang=${lang}`);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

      const blogs = await blogsFromApi();
      await page
        .getByRole('link', {
          name: lang === 'en' ? 'Go to page 1' : textOf('Go to page {page}', 'ar').replace('{page}', '1'),
        })
        .click();
      await page.waitForURL((url) => url.search === `?lang=${lang}`);
      await expect
        .poll(() => page.locator('main article h2').allInnerTexts())
        .toEqual(blogs.slice(0, 6).map((b) => pick(b.blog_title, lang)));
      // A client-side navigation on the hydrated page (no reload).
      expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      expect(apiCalls.sort()).toEqual(
        lang === 'en'
          ? ['/api/blogs/cards', '/api/seoMetaData']
          : ['/api/blogs/cards', '/api/seoMetaData', '/api/translations/ui'],
      );
      expect(errors).toEqual([]);
      expect(warnings).toEqual([]);
      await context.close();
    },
  );

  it("takes a blog page's head tags from its data: title, description, image and type", async () => {
    const [blog] = await blogsFromApi();
    const html = await (
      await fetch(`${baseURL()}${blogPath(pick(blog!.blog_title, 'en'), blog!.blog_id)}&lang=en`)
    ).text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
    expect(title).toContain(pick(blog!.blog_title, 'en').replace(/&/g, '&amp;'));
    expect(html).toMatch(/<meta property="og:type" content="article">/);
    expect(html).toContain(`<meta property="og:image" content="${baseURL()}${blog!.blog_header_url}">`);
    const description = /<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? '';
    expect(description.length).toBeGreaterThan(40);
    expect(description).not.toMatch(/(^|\s)#|\*\*|\]\(/);
  });

  it('sends an unknown blog id back to the list, and answers an unknown path with a 404', async () => {
    const res = await fetch(`${baseURL()}/blogs/nothing?blog_id=999999`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/blogs');
    expect((await fetch(`${baseURL()}/no-such-page`)).status).toBe(404);
  });
});
