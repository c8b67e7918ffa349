import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LANGS, blogPath, pick, servicePath, type Blog, type Lang, type Service } from '../../contract';
import { blogs } from '../db/schema';
import { upsertAdmin } from '../modules/auth/users.queries';
import { seedDemoContent } from '../seed/run';
import { SEED_BLOGS, SEED_SERVICES } from '../seed/content';
import { TEST_ADMIN } from '../test/app';
import { pngDataUrl } from '../test/fixtures';
import { describeEachDatabase } from '../test/databases';
import { buildPageApp, stubPage, type PageApp } from '../test/page-app';

const ORIGIN = 'https://office.example';
const NOW = new Date('2026-11-01T09:00:00Z');

/** The address the sitemap and the pages' hreflang give a page in a language. */
const inLang = (p: string, lang: Lang) =>
  `${ORIGIN}${p}${lang === 'ar' ? '' : `${p.includes('?') ? '&' : '?'}lang=${lang}`}`;
const xml = (s: string) => s.replace(/&/g, '&amp;');

/** DESIGN §5: /sitemap.xml and /robots.txt, from the cached reads the pages use. */
describeEachDatabase('sitemap and robots', (kind) => {
  let pageApp: PageApp | undefined;
  let app: FastifyInstance;
  let admin: Record<string, string>;

  beforeAll(async () => {
    pageApp = await buildPageApp(kind, async () => stubPage('ar'), {
      env: { PUBLIC_URL: `${ORIGIN}/` },
      // A file of the built client beside the routes: the static files plugin keeps serving it.
      files: { 'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' },
    });
    ({ app } = pageApp);
    await upsertAdmin(pageApp.testDb.database.db, TEST_ADMIN);
    await seedDemoContent(app, { now: NOW });
    const basic = `Basic ${Buffer.from(`${TEST_ADMIN.email}:${TEST_ADMIN.password}`).toString('base64')}`;
    const token = (
      await app.inject({ method: 'GET', url: '/api/auth/token', headers: { authorization: basic } })
    ).json<{ jwt_token: string }>().jwt_token;
    admin = { authorization: `Bearer ${token}` };
  });
  afterAll(async () => {
    await pageApp?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const locs = (body: string) =>
    [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

  it('lists every static page, seeded service and seeded blog in the three languages, with lastmod and alternates', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toMatch(/must-revalidate/);
    const body = res.body;
    expect(body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const listed = locs(body);
    const services = (await get('/api/services')).json<Service[]>();
    const blogs = (await get('/api/blogs')).json<Blog[]>();
    expect(services).toHaveLength(SEED_SERVICES.length);
    expect(blogs).toHaveLength(SEED_BLOGS.length);
    const expected = [
      ...[
        '/',
        '/about-us',
        '/services',
        '/why-us',
        '/testimonials',
        '/researchers',
        '/blogs',
        '/contact-us',
        '/faq',
      ].flatMap((p) => LANGS.map((l) => inLang(p, l))),
      ...services.flatMap((s) =>
        LANGS.map((l) => inLang(servicePath(pick(s.service_name, l), s.service_id), l)),
      ),
      ...blogs.flatMap((b) => LANGS.map((l) => inLang(blogPath(pick(b.blog_title, l), b.blog_id), l))),
    ];
    expect(listed.sort()).toEqual(expected.sort());
    expect(listed).toContain(`${ORIGIN}/`);
    expect(listed).toContain(`${ORIGIN}/services?lang=en`);

    // Each entry: a lastmod and the same four alternates.
    const entries = body.split('<url>').slice(1);
    expect(entries).toHaveLength(expected.length);
    for (const entry of entries) {
      expect(entry).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z<\/lastmod>/);
      for (const hreflang of ['ar', 'en', 'zh', 'x-default'])
        expect(entry).toContain(`hreflang="${hreflang}"`);
    }
    const blog = blogs[0]!;
    const blogEntry = entries.find((e) =>
      e.includes(`<loc>${xml(inLang(blogPath(pick(blog.blog_title, 'en'), blog.blog_id), 'en'))}</loc>`),
    )!;
    expect(blogEntry).toContain(`<lastmod>${new Date(blog.creation_timestamp).toISOString()}</lastmod>`);
    expect(blogEntry).toContain(
      `hreflang="ar" href="${xml(inLang(blogPath(pick(blog.blog_title, 'ar'), blog.blog_id), 'ar'))}"`,
    );
    expect(blogEntry).toContain(
      `hreflang="zh" href="${xml(inLang(blogPath(pick(blog.blog_title, 'zh'), blog.blog_id), 'zh'))}"`,
    );
    expect(blogEntry).toContain(
      `hreflang="x-default" href="${xml(inLang(blogPath(pick(blog.blog_title, 'ar'), blog.blog_id), 'ar'))}"`,
    );
  });

  it("has a newly created blog in the next fetch, and its time as the blog list's lastmod", async () => {
    const before = await get('/sitemap.xml');
    const etag = String(before.headers.etag);
    expect((await get('/sitemap.xml', { 'if-none-match': etag })).statusCode).toBe(304);
    const payload = {
      blog_title: { en: 'A brand new post', ar: 'مقال جديد تمامًا' },
      blog_desc_md: { en: 'Its body.' },
      blog_author: { en: 'Someone' },
      blog_header_image: await pngDataUrl(),
    };
    const created = await app.inject({ method: 'POST', url: '/api/blogs', headers: admin, payload });
    expect(created.statusCode).toBe(201);
    const blog = (await get('/api/blogs'))
      .json<Blog[]>()
      .find((b) => b.blog_title.en === 'A brand new post')!;
    const after = await get('/sitemap.xml');
    expect(after.headers.etag).not.toBe(etag);
    expect((await get('/sitemap.xml', { 'if-none-match': etag })).statusCode).toBe(200);
    const listed = locs(after.body);
    expect(listed).toContain(inLang(blogPath('مقال جديد تمامًا', blog.blog_id), 'ar'));
    expect(listed).toContain(inLang(blogPath('A brand new post', blog.blog_id), 'en'));
    expect(listed).toContain(inLang(blogPath('A brand new post', blog.blog_id), 'zh'));
    const blogsEntry = after.body.split('<url>').find((e) => e.includes(`<loc>${ORIGIN}/blogs</loc>`))!;
    expect(blogsEntry).toContain(`<lastmod>${new Date(blog.creation_timestamp).toISOString()}</lastmod>`);
  });

  it('serves robots.txt keeping /system, /login and /api out, naming the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const p of ['/system', '/login', '/api']) expect(lines).toContain(`Disallow: ${p}`);
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('becomes an index of sitemaps of at most 10,000 URLs each past 10,000 URLs, each one revalidated by its ETag', async () => {
    const urlsBefore = locs((await get('/sitemap.xml')).body).length;
    // Enough posts for two files: one page is one URL per language.
    const more = Math.ceil((10_000 - urlsBefore) / LANGS.length) + 10;
    const at = NOW.toISOString();
    for (let start = 0; start < more; start += 500) {
      const rows = Array.from({ length: Math.min(500, more - start) }, (_, i) => ({
        blog_title: { en: `Post ${start + i}` },
        blog_desc_md: { en: 'x' },
        blog_author: { en: 'A' },
        blog_header_url: '/media/x.webp',
        creation_timestamp: at,
      }));
      await pageApp!.testDb.database.db.insert(blogs).values(rows);
    }
    app.clearContentCache();
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<sitemapindex');
    expect(locs(index.body)).toEqual([`${ORIGIN}/sitemap-1.xml`, `${ORIGIN}/sitemap-2.xml`]);
    const files = await Promise.all([get('/sitemap-1.xml'), get('/sitemap-2.xml')]);
    expect(files.map((f) => f.statusCode)).toEqual([200, 200]);
    const counts = files.map((f) => locs(f.body).length);
    expect(counts[0]).toBeLessThanOrEqual(10_000);
    expect(counts[0]! + counts[1]!).toBe(urlsBefore + more * LANGS.length);
    expect(files[1]!.body.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(
      (await get('/sitemap-2.xml', { 'if-none-match': String(files[1]!.headers.etag) })).statusCode,
    ).toBe(304);
    for (const missing of ['/sitemap-3.xml', '/sitemap-0.xml'])
      expect((await get(missing)).statusCode, missing).toBe(404);
  });

  it('keeps the static files and the pages answering beside them', async () => {
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.body).toContain('<svg');
    expect((await get('/about-us')).body).toContain('<p>page</p>');
  });
});
