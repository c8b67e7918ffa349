import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS, SEARCH_KIND_LABELS, pick, type Blog, type Lang, type SearchAnswer } from '../src/contract';
import { axeViolations } from './axe';
import { baseURL, launchBrowser, openPage } from './browser';
import { uiText } from './ui-text';

const apiSearch = async (q: string, lang: Lang): Promise<SearchAnswer> =>
  (
    await fetch(`${baseURL()}/api/search?${new URLSearchParams({ q, lang })}`)
  ).json() as Promise<SearchAnswer>;

/** What the search page shows: each result's kind and title, and the words it marked. */
async function shownResults(page: Page) {
  return page.locator('.search-result').evaluateAll((items) =>
    items.map((item) => ({
      kind: item.querySelector('.search-kind')?.textContent ?? '',
      title: item.querySelector('h2')?.textContent ?? '',
      href: item.querySelector('a')?.getAttribute('href') ?? '',
      marked: [...item.querySelectorAll('mark')].map((mark) => mark.textContent),
    })),
  );
}

/** The search of decision 0066, as a visitor meets it: from the top bar, with and without the page's code. */
describe('the site search', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('works without JavaScript in ar, en and zh: the top bar opens it, the page lists, marks and names the kind of each result', async () => {
    const blogs = (await (await fetch(`${baseURL()}/api/blogs`)).json()) as Blog[];
    const chinesePost = pick(blogs[0]!.blog_title, 'zh');
    const QUERIES: Record<Lang, string> = {
      ar: 'ترجمة',
      en: 'spss',
      zh: [...chinesePost].slice(0, 4).join(''),
    };
    const { context, page, errors } = await openPage(browser, { width: 390, javaScriptEnabled: false });
    for (const lang of LANGS) {
      const q = QUERIES[lang];
      await page.goto(`/about-us?lang=${lang}`);
      await page.getByRole('button', { name: uiText('Search', lang), exact: true }).click();
      const field = page.getByRole('searchbox', { name: uiText('Search the site', lang) }).first();
      // The popup focuses its field as it opens.
      await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
      await field.fill(q);
      await field.press('Enter');
      await page.waitForURL((url) => url.pathname === '/search');
      expect(new URL(page.url()).searchParams.get('q'), lang).toBe(q);
      expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(uiText('Search', lang));
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(await page.locator('link[rel="canonical"]').count()).toBe(0);

      const answer = await apiSearch(q, lang);
      expect(answer.results.length, lang).toBeGreaterThan(0);
      const shown = await shownResults(page);
      expect(shown.map((r) => r.title)).toEqual(answer.results.map((r) => r.title));
      expect(shown.map((r) => r.kind)).toEqual(
        answer.results.map((r) => uiText(SEARCH_KIND_LABELS[r.kind], lang)),
      );
      expect(shown.map((r) => decodeURI(r.href.split('?')[0]!))).toEqual(
        answer.results.map((r) => decodeURI(r.path.split('?')[0]!)),
      );
      // The words it found are marked in the titles that hold them.
      expect(
        shown.some((r) => r.marked.length > 0),
        lang,
      ).toBe(true);
      expect(
        await page
          .getByText(
            uiText('{count, plural, one {# result} other {# results}} for “{query}”', lang, {
              count: answer.results.length,
              query: q,
            }),
          )
          .count(),
      ).toBe(1);
      // "spss" finds the office's SPSS service (its text names SPSS), marked as a service.
      if (lang === 'en') expect(shown.map((r) => r.kind)).toContain(uiText('Service', 'en'));
      if (lang === 'zh') expect(shown.map((r) => r.title)).toContain(chinesePost);

      // Nothing found: said so, with the ways on.
      await page.goto(`/search?q=zzqxv&lang=${lang}`);
      expect(await page.getByText(uiText('No results for “{query}”', lang, { query: 'zzqxv' })).count()).toBe(
        1,
      );
      expect(await page.getByRole('link', { name: uiText('Browse our services', lang) }).count()).toBe(1);
    }
    // The three spellings of "translation" lead to the same first result.
    const firsts = new Set<string>();
    for (const q of ['الترجمه', 'ترجمة', 'التَّرْجَمَة']) {
      await page.goto(`/search?q=${encodeURIComponent(q)}`);
      firsts.add((await shownResults(page))[0]?.title ?? '');
    }
    expect(firsts.size).toBe(1);
    expect([...firsts][0]).not.toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches again from its own form with the page’s code, and is left out of the sitemap while home names it to search engines', async () => {
    const { context, page, errors } = await openPage(browser, { width: 1280 });
    await page.goto('/search?q=spss&lang=en');
    expect(await axeViolations(page)).toEqual([]);
    // The top bar's popup too, open.
    await page.locator('.topbar-search').click();
    await page.locator('#site-search[open]').waitFor();
    expect(await axeViolations(page, { scope: '#site-search' })).toEqual([]);
    await page.keyboard.press('Escape');
    const field = page.locator('#search-page-q');
    expect(await field.inputValue()).toBe('spss');
    await field.fill('translation');
    await field.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'translation');
    const answer = await apiSearch('translation', 'en');
    expect((await shownResults(page)).map((r) => r.title)).toEqual(answer.results.map((r) => r.title));
    // A result leads to its page.
    const first = answer.results[0]!;
    await page.locator('.search-result a').first().click();
    await page.waitForURL((url) => decodeURI(url.pathname) === decodeURI(first.path.split('?')[0]!));
    expect(errors).toEqual([]);
    await context.close();

    const sitemap = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
    expect(sitemap).toContain('/about-us');
    expect(sitemap).not.toContain('/search');
    const home = await (await fetch(`${baseURL()}/?lang=en`)).text();
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(home)![1]!) as {
      '@graph': { '@type': string; potentialAction?: { target: { urlTemplate: string } } }[];
    };
    const site = ld['@graph'].find((node) => node['@type'] === 'WebSite');
    expect(site?.potentialAction?.target.urlTemplate).toMatch(/\/search\?lang=en&q=\{search_term_string\}$/);
  });
});
