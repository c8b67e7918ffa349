import { describe, expect, it } from 'vitest';
import { canonicalQuery, langUrl, renderHeadTags } from './head-tags';
import { PAGE_DEFAULTS_BY_LANG, resolvePageMeta } from './page-meta';

const O = 'https://office.example';

describe('canonical URLs (docs/decisions/0010)', () => {
  it('keeps the id, category and a page past the first, in a fixed order; drops lang, tracking and page 1', () => {
    expect(canonicalQuery('?utm_source=x&page=3&lang=en&category=4&fbclid=y', '/services').toString()).toBe(
      'category=4&page=3',
    );
    expect(canonicalQuery('page=1&service_id=3', '/services/Name').toString()).toBe('service_id=3');
    expect(canonicalQuery('page=abc&blog_id=5&blog_id=6', '/blogs/T').toString()).toBe('blog_id=5');
    expect(canonicalQuery('page=-2&category=', '/services').toString()).toBe('');
  });

  it('keeps a parameter only on the pages that read it: no page 2 of home, no category of the blogs', () => {
    expect(canonicalQuery('page=2', '/').toString()).toBe('');
    expect(canonicalQuery('page=2', '/about-us').toString()).toBe('');
    for (const list of ['/services', '/blogs', '/testimonials', '/researchers'])
      expect(canonicalQuery('page=2', list).toString()).toBe('page=2');
    expect(canonicalQuery('category=4&page=2', '/blogs').toString()).toBe('page=2');
    expect(canonicalQuery('blog_id=5&service_id=3&page=2', '/services/Name').toString()).toBe('service_id=3');
    expect(canonicalQuery('blog_id=5', '/services').toString()).toBe('');
    expect(langUrl(O, '/?page=7', 'en')).toBe(`${O}/?lang=en`);
  });

  it('compares the path as the routes match it: any letter case, a final slash or not', () => {
    expect(canonicalQuery('page=2&category=3', '/Services/').toString()).toBe('category=3&page=2');
    expect(canonicalQuery('service_id=3', '/SERVICES/Name').toString()).toBe('service_id=3');
    expect(canonicalQuery('blog_id=4', '/Blogs/T/').toString()).toBe('blog_id=4');
    expect(canonicalQuery('page=2', '//').toString()).toBe('');
  });

  it('writes Arabic without ?lang= (the x-default) and the others with it', () => {
    expect(langUrl(O, '/', 'ar')).toBe(`${O}/`);
    expect(langUrl(O, '/?lang=zh', 'ar')).toBe(`${O}/`);
    expect(langUrl(O, '/services/Name?service_id=3&lang=ar', 'en')).toBe(
      `${O}/services/Name?service_id=3&lang=en`,
    );
    expect(langUrl(O, '/blogs?page=2', 'zh')).toBe(`${O}/blogs?page=2&lang=zh`);
  });

  it('leaves canonical, alternates and og:url out of a page not to index', () => {
    const meta = resolvePageMeta('/x', [], 'en');
    const indexed = renderHeadTags({ meta, lang: 'en', origin: O, path: '/blogs/T?blog_id=5', siteName: {} });
    expect(indexed).toContain(`<link rel="canonical" href="${O}/blogs/T?blog_id=5&amp;lang=en">`);
    expect(indexed).toContain(`<link rel="alternate" hreflang="x-default" href="${O}/blogs/T?blog_id=5">`);
    expect(indexed).not.toContain('noindex');
    const hidden = renderHeadTags({
      meta,
      lang: 'en',
      origin: O,
      path: '/blogs/T?blog_id=5',
      siteName: {},
      indexable: false,
    });
    expect(hidden).toContain('<meta name="robots" content="noindex">');
    expect(hidden).not.toMatch(/canonical|hreflang|og:url/);
  });
});

describe('page defaults per language', () => {
  it("has a title, description and keywords for every route in every language, in that language's script", () => {
    const routes = Object.keys(PAGE_DEFAULTS_BY_LANG.ar);
    for (const lang of ['en', 'zh'] as const)
      expect(Object.keys(PAGE_DEFAULTS_BY_LANG[lang]).sort()).toEqual([...routes].sort());
    for (const route of routes) {
      const { ar, en, zh } = {
        ar: PAGE_DEFAULTS_BY_LANG.ar[route]!,
        en: PAGE_DEFAULTS_BY_LANG.en[route]!,
        zh: PAGE_DEFAULTS_BY_LANG.zh[route]!,
      };
      for (const meta of [ar, en, zh])
        for (const text of [meta.title, meta.description, meta.keywords])
          expect(text.length).toBeGreaterThan(5);
      expect(`${ar.title}${ar.description}`).toMatch(/[\u0600-\u06FF]/);
      expect(`${en.title}${en.description}${en.keywords}`).not.toMatch(/[\u0600-\u06FF\u4E00-\u9FFF]/);
      expect(`${zh.title}${zh.description}`).toMatch(/[\u4E00-\u9FFF]/);
      expect(zh.title).not.toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("lays an SEO entry's texts over the Arabic page only; its image over every language", () => {
    const entry = {
      path: '/about-us',
      title: 'عنوان معدل',
      description: 'وصف معدل',
      keywords: 'كلمات',
      og_image: '/media/x.webp',
      og_type: 'website' as const,
    };
    expect(resolvePageMeta('/about-us', [entry], 'ar')).toMatchObject({
      title: 'عنوان معدل',
      description: 'وصف معدل',
      og_image: '/media/x.webp',
    });
    expect(resolvePageMeta('/about-us/', [entry], 'en')).toMatchObject({
      title: PAGE_DEFAULTS_BY_LANG.en['/about-us']!.title,
      og_image: '/media/x.webp',
    });
  });
});
