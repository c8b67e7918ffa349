// @vitest-environment node
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { blogPath, servicePath, type Blog } from '../contract';
import { render } from './entry-server';
import { SETTINGS, fixtureReads, makeBlog, makeCategory, makeService } from './test/fixtures';

const ORIGIN = 'https://office.example';
const HOSTILE = 'Tips </script><script>alert(1)</script> & more';
const BLOG: Blog = makeBlog(5, {
  blog_title: { en: HOSTILE, ar: 'نصائح للباحثين', zh: '研究建议' },
  blog_desc_md: {
    en: '## Why\n\nA **bold** start with a [link](https://example.com) and more text.',
    ar: 'نص **المقالة** الأولى.',
    zh: '文章的**正文**。',
  },
});
const SERVICE = makeService(3, { cat_id: 7 });
const TRANSLATIONS = [
  { id: 1, en: 'Home', ar: 'الرئيسية', zh: '首页' },
  { id: 2, en: 'Blogs', ar: 'المدونات', zh: '博客' },
  { id: 3, en: 'Our Services', ar: 'خدماتنا', zh: '我们的服务' },
];

// Ten services in category 7: its list has a second page (nine to a page).
const MORE_SERVICES = Array.from({ length: 9 }, (_, i) => makeService(10 + i, { cat_id: 7 }));
const reads = fixtureReads({
  services: [SERVICE, ...MORE_SERVICES],
  categories: [makeCategory(7)],
  blogs: [BLOG],
  // Listed out of order: the page shows what the API answers, in the API's order.
  faqs: [
    {
      faq_id: 2,
      faq_question: { en: 'How long does it take?', ar: 'كم يستغرق العمل؟', zh: '需要多长时间？' },
      faq_answer: { en: 'Six weeks.', ar: 'ستة أسابيع.', zh: '六周。' },
      faq_order: 10,
      is_deleted: false,
      creation_timestamp: '2026-11-01T00:00:00.000Z',
    },
    {
      faq_id: 1,
      faq_question: { en: 'Is it confidential?', ar: 'هل العمل سري؟' },
      faq_answer: { en: 'Yes.\n\nAlways.', ar: 'نعم.' },
      faq_order: 20,
      is_deleted: false,
      creation_timestamp: '2026-11-01T00:00:00.000Z',
    },
  ],
  seo: [
    {
      path: '/services',
      title: 'خدمات من قاعدة البيانات',
      description: 'وصف عربي',
      keywords: 'كلمات',
      og_image: '/og-image.png',
      og_type: 'website',
    },
  ],
  translations: TRANSLATIONS,
});

async function page(path: string, lang: 'ar' | 'en' | 'zh' = 'ar') {
  const result = await render({ request: new Request(`${ORIGIN}${path}`), lang, origin: ORIGIN, reads });
  if (result.kind !== 'page') throw new Error(`expected a page, got a redirect to ${result.location}`);
  return result;
}
const attr = (head: string, pattern: string) =>
  new RegExp(`<${pattern} (?:content|href)="([^"]*)">`).exec(head)?.[1];
const unescape = (s: string | undefined) =>
  s
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
const jsonLdOf = (head: string) => {
  const scripts = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]![1]!) as { '@context': string; '@graph': Record<string, unknown>[] };
};
const typesOf = (ld: ReturnType<typeof jsonLdOf>) => ld['@graph'].map((node) => node['@type']);

/** DESIGN §5: the head of a page as the server sends it, from the real renderer. */
describe('server-rendered head tags', () => {
  // Rendered as on the server (no DOM); the shared test setup only clears localStorage after each test.
  beforeAll(() => {
    vi.stubGlobal('localStorage', { clear() {} });
  });

  it('gives a blog its own og:title, og:description (plain text) and absolute og:image, in the page language', async () => {
    const { head } = await page(`${blogPath(HOSTILE, 5)}&utm_source=whatsapp`, 'en');
    expect(unescape(attr(head, 'meta property="og:title"'))).toBe(`Test Office | ${HOSTILE}`);
    expect(unescape(attr(head, 'meta property="og:description"'))).toBe(
      'Why A bold start with a link and more text.',
    );
    expect(attr(head, 'meta property="og:image"')).toBe(`${ORIGIN}${BLOG.blog_header_url}`);
    expect(attr(head, 'meta name="twitter:image"')).toBe(`${ORIGIN}${BLOG.blog_header_url}`);
    expect(attr(head, 'meta property="og:type"')).toBe('article');
    // The canonical keeps the id, drops the tracking tag; each language's alternate uses its own slug.
    expect(unescape(attr(head, 'link rel="canonical"'))).toBe(`${ORIGIN}${blogPath(HOSTILE, 5)}&lang=en`);
    expect(unescape(attr(head, 'link rel="alternate" hreflang="ar"'))).toBe(
      `${ORIGIN}${blogPath('نصائح للباحثين', 5)}`,
    );
    expect(unescape(attr(head, 'link rel="alternate" hreflang="zh"'))).toBe(
      `${ORIGIN}${blogPath('研究建议', 5)}&lang=zh`,
    );
    expect(unescape(attr(head, 'link rel="alternate" hreflang="x-default"'))).toBe(
      `${ORIGIN}${blogPath('نصائح للباحثين', 5)}`,
    );
  });

  it('embeds BlogPosting JSON-LD that a </script> in the title cannot break out of', async () => {
    const { head } = await page(blogPath(HOSTILE, 5), 'en');
    expect(head).not.toContain('<script>alert(1)');
    expect(head).toContain('\\u003c/script>');
    const ld = jsonLdOf(head);
    expect(ld['@context']).toBe('https://schema.org');
    expect(typesOf(ld)).toEqual(['Organization', 'BlogPosting', 'BreadcrumbList']);
    const [org, post, crumbs] = ld['@graph'] as [
      Record<string, unknown>,
      Record<string, unknown>,
      { itemListElement: Record<string, unknown>[] },
    ];
    expect(org).toMatchObject({
      name: 'Test Office',
      url: `${ORIGIN}/`,
      telephone: SETTINGS.office_phone,
      email: SETTINGS.office_email,
      logo: `${ORIGIN}/logo.svg`,
    });
    expect(org.sameAs).toEqual(
      expect.arrayContaining([
        SETTINGS.social_links.facebook,
        SETTINGS.social_links.x,
        'https://wa.me/201112223333',
      ]),
    );
    expect(post).toMatchObject({
      headline: HOSTILE,
      description: 'Why A bold start with a link and more text.',
      image: `${ORIGIN}${BLOG.blog_header_url}`,
      author: { '@type': 'Person', name: 'Author 5' },
      datePublished: BLOG.creation_timestamp,
      dateModified: BLOG.creation_timestamp,
      inLanguage: 'en',
      publisher: { '@id': org['@id'] },
    });
    expect(crumbs.itemListElement.map((c) => [c.position, c.name, c.item])).toEqual([
      [1, 'Home', `${ORIGIN}/?lang=en`],
      [2, 'Blogs', `${ORIGIN}/blogs?lang=en`],
      [3, HOSTILE, `${ORIGIN}${blogPath(HOSTILE, 5)}&lang=en`],
    ]);
  });

  it('describes a service with its provider and category, in Arabic on the Arabic page', async () => {
    const { head } = await page(servicePath('خدمة 3', 3));
    expect(unescape(attr(head, 'link rel="canonical"'))).toBe(`${ORIGIN}${servicePath('خدمة 3', 3)}`);
    const ld = jsonLdOf(head);
    expect(typesOf(ld)).toEqual(['Organization', 'Service', 'BreadcrumbList']);
    const service = ld['@graph'][1]!;
    expect(service).toMatchObject({
      name: 'خدمة 3',
      category: 'تصنيف 7',
      provider: { '@id': `${ORIGIN}/#organization` },
      inLanguage: 'ar',
    });
    expect(
      (ld['@graph'][2] as { itemListElement: { name: string }[] }).itemListElement.map((c) => c.name),
    ).toEqual(['الرئيسية', 'خدماتنا', 'خدمة 3']);
  });

  it('sends /services?lang=en with English title, description and keywords; the Arabic page takes the SEO entry', async () => {
    const en = await page('/services?lang=en&page=2&category=7', 'en');
    expect(en.head).toContain('<title>Our Services | Theses, Statistical Analysis and Translation</title>');
    expect(attr(en.head, 'meta name="description"')).toMatch(/^The office’s services by category/);
    expect(attr(en.head, 'meta name="keywords"')).toMatch(/^student services, master thesis/);
    expect(en.head).not.toMatch(/[\u0600-\u06FF]/);
    expect(unescape(attr(en.head, 'link rel="canonical"'))).toBe(
      `${ORIGIN}/services?category=7&page=2&lang=en`,
    );
    const zh = await page('/services', 'zh');
    expect(zh.head).toContain('<title>我们的服务 | 论文撰写、统计分析与翻译</title>');
    const ar = await page('/services');
    expect(ar.head).toContain('<title>خدمات من قاعدة البيانات</title>');
    expect(attr(ar.head, 'link rel="canonical"')).toBe(`${ORIGIN}/services`);
    expect(typesOf(jsonLdOf(ar.head))).toEqual(['Organization', 'BreadcrumbList']);
  });

  it('redirects a page number that is not one to the first page, keeping the rest of the address, and answers 404 past the last page (decisions 0018, 0028)', async () => {
    const redirect = async (path: string) => {
      const result = await render({
        request: new Request(`${ORIGIN}${path}`),
        lang: 'en',
        origin: ORIGIN,
        reads,
      });
      return result.kind === 'redirect' ? `${result.status} ${result.location}` : `${result.status} page`;
    };
    expect(await redirect('/services?category=7&page=2&lang=en')).toBe('200 page');
    expect(await redirect('/services?page=2')).toBe('200 page');
    expect(await redirect('/services?category=7&page=3&lang=en')).toBe('404 page');
    expect(await redirect('/services?page=1&utm_source=whatsapp')).toBe('302 /services?utm_source=whatsapp');
    expect(await redirect('/services?category=99&page=2')).toBe('302 /services?page=2');
    expect(await redirect('/services?category=x')).toBe('302 /services');
    expect(await redirect('/blogs?page=2')).toBe('404 page');
    expect(await redirect('/blogs?page=99999999')).toBe('404 page');
    expect(await redirect('/blogs?page=two&lang=zh')).toBe('302 /blogs?lang=zh');
    expect(await redirect('/blogs?page=0')).toBe('302 /blogs');
    expect(await redirect('/blogs')).toBe('200 page');
  });

  it('gives / a canonical equal to its x-default, and as JSON-LD the organisation and the site with its search', async () => {
    const { head } = await page('/?lang=ar&fbclid=abc');
    expect(attr(head, 'link rel="canonical"')).toBe(`${ORIGIN}/`);
    expect(attr(head, 'link rel="alternate" hreflang="x-default"')).toBe(`${ORIGIN}/`);
    expect(attr(head, 'link rel="alternate" hreflang="en"')).toBe(`${ORIGIN}/?lang=en`);
    const graph = jsonLdOf(head);
    expect(typesOf(graph)).toEqual(['Organization', 'WebSite']);
    // Decision 0066: the search action leads to the search page in the page's language.
    expect(JSON.stringify(graph)).toContain(`"urlTemplate":"${ORIGIN}/search?q={search_term_string}"`);
    const { head: english } = await page('/?lang=en', 'en');
    expect(JSON.stringify(jsonLdOf(english))).toContain(
      `"urlTemplate":"${ORIGIN}/search?lang=en&q={search_term_string}"`,
    );
  });

  it('renders the search page with its results, marked, and keeps it from search engines', async () => {
    const result = await page('/search?q=SERVICE&lang=en', 'en');
    expect(result.status).toBe(200);
    expect(result.head).toContain('<meta name="robots" content="noindex">');
    expect(result.head).not.toContain('rel="canonical"');
    expect(result.head).not.toContain('hreflang');
    expect(unescape(/<title>([^<]*)<\/title>/.exec(result.head)?.[1])).toBe(
      '“SERVICE” – Search the site | Bahith Student Services Office',
    );
    // The fixture's search finds the services named "Service N": each a result, its words marked.
    expect(result.html).toMatch(/<li class="search-result">.*<mark>Service<\/mark> 1/);
    expect(result.html).toContain('value="SERVICE"');
    const empty = await page('/search', 'zh');
    expect(empty.html).not.toContain('search-result');
    expect(empty.head).toContain('<meta name="robots" content="noindex">');
  });

  it('answers an unknown page 404 with noindex and no canonical, alternates or JSON-LD', async () => {
    const result = await page('/no-such-page?x=1', 'en');
    expect(result.status).toBe(404);
    expect(result.head).toContain('<title>Page not found | Test Office</title>');
    expect(result.head).toContain('<meta name="robots" content="noindex">');
    expect(result.head).not.toContain('rel="canonical"');
    expect(result.head).not.toContain('hreflang');
    expect(result.head).not.toContain('og:url');
    expect(result.head).not.toContain('application/ld+json');
  });

  it.each(['ar', 'en', 'zh'] as const)(
    'renders /faq in %s with each question as a disclosure and a FAQPage in its JSON-LD',
    async (lang) => {
      const { head, html } = await page('/faq', lang);
      const ld = jsonLdOf(head);
      expect(typesOf(ld)).toEqual(['Organization', 'FAQPage', 'BreadcrumbList']);
      const faq = ld['@graph'][1] as {
        inLanguage: string;
        mainEntity: { name: string; acceptedAnswer: { text: string } }[];
      };
      expect(faq.inLanguage).toBe(lang);
      const expected = {
        ar: [
          ['كم يستغرق العمل؟', 'ستة أسابيع.'],
          ['هل العمل سري؟', 'نعم.'],
        ],
        en: [
          ['How long does it take?', 'Six weeks.'],
          ['Is it confidential?', 'Yes.\n\nAlways.'],
        ],
        // A question without Chinese falls back as the page does (English first).
        zh: [
          ['需要多长时间？', '六周。'],
          ['Is it confidential?', 'Yes.\n\nAlways.'],
        ],
      }[lang];
      expect(faq.mainEntity.map((q) => [q.name, q.acceptedAnswer.text])).toEqual(expected);
      expect(
        [...html.matchAll(/<summary class="faq-q"><h2[^>]*>([^<]*)<\/h2><\/summary>/g)].map((m) => m[1]),
      ).toEqual(expected.map(([q]) => q));
      expect(head).toContain('<link rel="canonical"');
    },
  );
});
