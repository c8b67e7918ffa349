import { afterAll, beforeAll, expect, it } from 'vitest';
import { SEARCH_QUERY_MAX, parseLang } from '../../contract';
import { services } from '../db/schema';
import { describeEachDatabase } from '../test/databases';
import { buildPageApp, stubPage, type PageApp } from '../test/page-app';

/**
 * The search page on the server (decision 0066): rendered for each request with the
 * search's own answer, in the visitor's language, never kept in the page cache, whatever
 * was typed.
 */
describeEachDatabase('the search page', (kind) => {
  let pageApp: PageApp | undefined;
  const rendered: string[] = [];

  beforeAll(async () => {
    pageApp = await buildPageApp(kind, async ({ request, lang, reads }) => {
      const url = new URL(request.url);
      rendered.push(`${url.pathname}${url.search}`);
      const q = url.searchParams.get('q') ?? '';
      const answer = q
        ? await reads.search({ q, lang: parseLang(url.searchParams.get('lang')) ?? lang })
        : null;
      return stubPage(lang, {
        html: `<ol>${answer?.results.map((r) => `<li>${r.title}</li>`).join('') ?? ''}</ol>`,
      });
    });
    await pageApp.app.database.db.insert(services).values({
      service_name: { ar: 'خدمة التَّرجمة الأكاديمية', en: 'Academic translation and SPSS', zh: '学术翻译' },
      service_desc: { ar: 'نترجم رسالتك', en: 'We translate your thesis', zh: '我们翻译您的论文' },
    });
  });
  afterAll(async () => {
    await pageApp?.close();
  });

  const get = (url: string, cookie?: string) =>
    pageApp!.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const titles = (html: string) => [...html.matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1]);

  it('renders each search for its request, in the language of the cookie or the address', async () => {
    rendered.length = 0;
    const first = await get(`/search?q=${encodeURIComponent('ترجمة')}`);
    expect(first.statusCode).toBe(200);
    expect(titles(first.body).length).toBeGreaterThan(0);
    const again = await get(`/search?q=${encodeURIComponent('ترجمة')}`);
    expect(again.statusCode).toBe(200);
    // Not from the page cache: rendered again, and answered as the first time.
    expect(rendered).toHaveLength(2);
    expect(titles(again.body)).toEqual(titles(first.body));
    expect(rendered[0]).toBe(`/search?q=${encodeURIComponent('ترجمة')}&lang=ar`);

    const english = await get('/search?q=spss', 'lang=en');
    expect(rendered.at(-1)).toBe('/search?q=spss&lang=en');
    expect(titles(english.body).length).toBeGreaterThan(0);
    expect(titles(english.body).every((title) => !/[\u0600-\u06ff]/.test(title!))).toBe(true);
    expect((await get('/search?q=spss&lang=zh', 'lang=en')).statusCode).toBe(200);
    expect(rendered.at(-1)).toBe('/search?q=spss&lang=zh');
  });

  it('answers a query of 10,000 characters, of punctuation, of wildcards or of SQL with a page, never an error', async () => {
    const long = await get(`/search?q=${'ب'.repeat(10_000)}`);
    expect(long.statusCode).toBe(200);
    expect(new URL(`http://x${rendered.at(-1)}`).searchParams.get('q')).toHaveLength(SEARCH_QUERY_MAX);
    for (const q of ['?!…،؛', '%', '_%_', "' or 1=1 --", '%00', '\\']) {
      const page = await get(`/search?q=${encodeURIComponent(q)}`);
      expect(page.statusCode, q).toBe(200);
      expect(titles(page.body), q).toEqual([]);
    }
    expect((await get('/search')).statusCode).toBe(200);
    expect(rendered.at(-1)).toBe('/search?q=&lang=ar');
  });
});
