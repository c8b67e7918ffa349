import { connect } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { RenderInput, RenderResult } from '../../contract/render';
import { renderHeadTags } from '../../contract/head-tags';
import { resolvePageMeta, type SeoEntry, type UiTranslation } from '../../contract';
import { upsertAdmin } from '../modules/auth/users.queries';
import { seedSiteData } from '../seed/site-data';
import { TEST_ADMIN } from '../test/app';
import { pngDataUrl } from '../test/fixtures';
import { describeEachDatabase } from '../test/databases';
import { buildPageApp, stubPage, type PageApp } from '../test/page-app';
import { PERMISSIONS_POLICY } from './document-headers';

const HELD_URL = '/testimonials?page=4';
const GONE_URL = '/testimonials?page=9';
const API_RATE_MAX = 40;

/** Server-rendered pages use the SEO entries and UI translations the API serves (decision 0006). */
describeEachDatabase('pages render with the database data', (kind) => {
  let pageApp: PageApp | undefined;
  let app: FastifyInstance;
  let admin: Record<string, string>;
  const renders: (RenderInput & { seoEntries: SeoEntry[]; translations: UiTranslation[] })[] = [];
  /** A render of HELD_URL waits for this (the crowd test). */
  let held: Promise<void> = Promise.resolve();
  /** Renders of HELD_URL begun (each counts before it waits for `held`). */
  let heldRenders = 0;
  /** A request for GONE_URL waits for this before the page handler takes it (the visitor who left). */
  let gate: Promise<void> = Promise.resolve();
  let arrived: (request: FastifyRequest, reply: FastifyReply) => void = () => {};

  beforeAll(async () => {
    // Like the real renderer: the head from the entries it is given.
    const render = async (input: RenderInput): Promise<RenderResult> => {
      const { pathname } = new URL(input.request.url);
      if (input.request.url.endsWith(HELD_URL)) {
        heldRenders++;
        await held;
      }
      const [seoEntries, translations] = await Promise.all([input.reads.seo(), input.reads.translations()]);
      renders.push({ ...input, seoEntries, translations });
      const head = renderHeadTags({
        meta: resolvePageMeta(pathname, seoEntries, input.lang),
        lang: input.lang,
        origin: input.origin,
        path: pathname,
        siteName: {},
      });
      return stubPage(input.lang, { status: pathname.startsWith('/no-such') ? 404 : 200, head });
    };
    pageApp = await buildPageApp(kind, render, {
      env: { API_RATE_MAX: String(API_RATE_MAX) },
      // Stands for a request waiting its turn behind a busy event loop.
      beforeReady: (app) =>
        app.addHook('onRequest', async (request, reply) => {
          if (request.url !== GONE_URL) return;
          arrived(request, reply);
          await gate;
        }),
    });
    ({ app } = pageApp);
    await upsertAdmin(pageApp.testDb.database.db, TEST_ADMIN);
    await seedSiteData(pageApp.testDb.database.db);
    const basic = `Basic ${Buffer.from(`${TEST_ADMIN.email}:${TEST_ADMIN.password}`).toString('base64')}`;
    const token = (
      await app.inject({ method: 'GET', url: '/api/auth/token', headers: { authorization: basic } })
    ).json<{ jwt_token: string }>().jwt_token;
    admin = { authorization: `Bearer ${token}` };
    const image = await pngDataUrl();
    for (const n of [1, 2]) {
      const payload = {
        blog_title: { en: `Post number ${n}` },
        blog_desc_md: { en: `The body of post ${n}.` },
        blog_author: { en: `Author ${n}` },
        blog_header_image: image,
      };
      expect(
        (await app.inject({ method: 'POST', url: '/api/blogs', headers: admin, payload })).statusCode,
      ).toBe(201);
    }
  });
  afterAll(async () => {
    await pageApp?.close();
  });

  const page = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, remoteAddress: '10.40.0.1' });
    expect(res.statusCode).toBe(200);
    return res;
  };
  const api = async <T>(url: string) =>
    (await app.inject({ method: 'GET', url, remoteAddress: '10.40.0.2' })).json<T>();

  it('passes render() reads that answer exactly what the API answers', async () => {
    await page('/about-us');
    const input = renders.at(-1)!;
    expect(input.seoEntries).toEqual(await api<SeoEntry[]>('/api/seoMetaData'));
    expect(input.translations).toEqual(await api<UiTranslation[]>('/api/translations/ui'));
    expect(input.translations.length).toBeGreaterThan(50);
    const { reads } = input;
    const blogs = await api<{ blog_id: number }[]>('/api/blogs');
    expect(blogs.length).toBe(2);
    expect(await reads.blogs()).toEqual(blogs);
    expect(await reads.blogs(blogs[1]!.blog_id)).toEqual(
      await api(`/api/blogs?blog_id=${blogs[1]!.blog_id}`),
    );
    expect(await reads.services()).toEqual(await api('/api/services'));
    expect(await reads.services(1)).toEqual(await api('/api/services?service_id=1'));
    expect(await reads.categories()).toEqual(await api('/api/categories'));
    expect(await reads.testimonials()).toEqual(await api('/api/testimonials'));
    expect(await reads.researchers()).toEqual(await api('/api/researchers'));
    expect(await reads.settings()).toEqual(await api('/api/settings'));
  });

  it('reads a write on the next render: one cache entry for the API and the pages', async () => {
    const [first] = await api<{ blog_id: number }[]>('/api/blogs');
    const before = await renders.at(-1)!.reads.blogs();
    const versionBefore = renders.at(-1)!.version;
    const res = await app.inject({
      method: 'POST',
      url: `/api/blogs/${first!.blog_id}`,
      headers: admin,
      payload: { blog_author: { en: 'A new author name' } },
    });
    expect(res.statusCode).toBe(200);
    await page('/blogs');
    // The render's pages version moved with the write: the sections it kept are not
    // reused (render/cached-section).
    expect(typeof versionBefore).toBe('number');
    expect(renders.at(-1)!.version).toBeGreaterThan(versionBefore!);
    const after = await renders.at(-1)!.reads.blogs();
    expect(after[0]?.blog_author.en).toBe('A new author name');
    expect(before[0]?.blog_author.en).not.toBe('A new author name');
  });

  it('renders an SEO edit on the next page load', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/seoMetaData/$about-us',
      headers: admin,
      payload: { title: 'About us, from the database', description: 'Edited description' },
    });
    expect(res.statusCode).toBe(200);
    const html = (await page('/about-us')).body;
    expect(html).toContain('<title>About us, from the database</title>');
    expect(html).toContain('<meta name="description" content="Edited description">');
    // An entry's texts are the Arabic page's (docs/decisions/0010): the English page keeps its own.
    const english = (await page('/about-us?lang=en')).body;
    expect(english).toContain('<title>About Us | Bahith Student Services Office</title>');
    expect(english).not.toContain('Edited description');
    expect(renders.at(-1)?.seoEntries.find((e) => e.path === '/about-us')?.title).toBe(
      'About us, from the database',
    );
  });

  it('uses the database entry for the client-only shells too', async () => {
    await app.inject({
      method: 'PATCH',
      url: '/api/seoMetaData/$login',
      headers: admin,
      payload: { title: 'Staff sign-in' },
    });
    expect((await page('/login')).body).toContain('<title>Staff sign-in</title>');
  });

  it('renders a new UI translation on the next page load', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/translations/ui',
      headers: admin,
      payload: { en: 'Brand new string', ar: 'نص جديد تمامًا' },
    });
    expect(res.statusCode).toBe(201);
    await page('/');
    expect(renders.at(-1)?.translations).toContainEqual(
      expect.objectContaining({ en: 'Brand new string', ar: 'نص جديد تمامًا' }),
    );
  });

  it('sends a page again from its cache, compressed, with an ETag, until a write changes what pages show', async () => {
    const get = (headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: '/testimonials?page=3', headers, remoteAddress: '10.40.3.1' });
    const rendered = renders.length;
    const first = await get();
    const again = await get({ 'accept-encoding': 'br, gzip' });
    expect(renders.length).toBe(rendered + 1);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(again.rawPayload).toString()).toBe(first.body);
    expect(String(again.headers.vary)).toContain('Cookie');
    expect((await get({ 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    // The other language is another page.
    await app.inject({
      method: 'GET',
      url: '/testimonials?page=3',
      headers: { cookie: 'lang=en' },
      remoteAddress: '10.40.3.1',
    });
    expect(renders.at(-1)?.lang).toBe('en');
    expect(renders.length).toBe(rendered + 2);
    // A visitor's message changes no page: still cached.
    const message = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'A visitor',
        email: 'v@example.com',
        number: '0100',
        subject: 'Hello',
        message: 'A question',
      },
      remoteAddress: '10.40.3.2',
    });
    expect(message.statusCode).toBe(201);
    await get();
    expect(renders.length).toBe(rendered + 2);
    // A write to what another page shows (this render read the SEO entries and the UI
    // strings only): still cached (decision 0028).
    const [post] = await api<{ blog_id: number }[]>('/api/blogs');
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/blogs/${post!.blog_id}`,
          headers: admin,
          payload: { blog_author: { en: 'Another author' } },
        })
      ).statusCode,
    ).toBe(200);
    await get();
    expect(renders.length).toBe(rendered + 2);
    // A write to what it read: the next request renders again.
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: '/api/seoMetaData/$testimonials',
          headers: admin,
          payload: { title: 'What students say, edited' },
        })
      ).statusCode,
    ).toBe(200);
    await get();
    expect(renders.length).toBe(rendered + 3);
  });

  it('renders a page once for a crowd asking together, and anew for a request after a write', async () => {
    const url = HELD_URL;
    const rendersOf = () => renders.filter((r) => r.request.url.endsWith(url)).length;
    let release!: () => void;
    held = new Promise<void>((resolve) => (release = resolve));
    heldRenders = 0;
    const crowd = Array.from({ length: 20 }, (_, i) =>
      app.inject({ method: 'GET', url, remoteAddress: `10.41.0.${i + 1}` }),
    );
    // The crowd's render is under way.
    await vi.waitFor(() => expect(heldRenders).toBe(1), { interval: 5 });
    // Another visitor a moment later joins the render under way.
    const later = app.inject({ method: 'GET', url, remoteAddress: '10.41.1.1' });
    const written = await app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: admin,
      payload: { site_name: { en: 'Crowd test' } },
    });
    expect(written.statusCode, written.body).toBe(200);
    // After a write that changes pages: a render of its own, not the one begun before it.
    const afterWrite = app.inject({ method: 'GET', url, remoteAddress: '10.41.1.2' });
    // Its own render has begun before the first one ends.
    await vi.waitFor(() => expect(heldRenders).toBe(2), { interval: 5 });
    release();
    const answers = await Promise.all([...crowd, later, afterWrite]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(22).fill(200));
    expect(rendersOf()).toBe(2);
    held = Promise.resolve();
  });

  it("renders a page once whatever query that does not change it comes along (tracking tags, a bot's random ?x=)", async () => {
    const rendersOf = () => renders.filter((r) => r.request.url.endsWith('/testimonials?page=5')).length;
    const urls = [
      '/testimonials?page=5&utm_source=whatsapp',
      '/testimonials?fbclid=abc&page=05',
      '/testimonials?x=1&page=5&x=2',
      '/testimonials?page=5&lang=zz',
    ];
    for (const url of urls)
      expect((await app.inject({ method: 'GET', url, remoteAddress: '10.40.3.4' })).statusCode).toBe(200);
    expect(rendersOf()).toBe(1);
    // What does change the page is still a page of its own: a language, another page.
    await app.inject({ method: 'GET', url: '/testimonials?page=5&lang=en', remoteAddress: '10.40.3.4' });
    expect(renders.at(-1)?.request.url).toMatch(/\/testimonials\?page=5&lang=en$/);
    await app.inject({
      method: 'GET',
      url: '/testimonials?page=6&utm_source=whatsapp',
      remoteAddress: '10.40.3.4',
    });
    expect(renders.at(-1)?.request.url).toMatch(/\/testimonials\?page=6$/);
    // A page number on a page without a pager is not another page: no render per number.
    const whyUs = () => renders.filter((r) => new URL(r.request.url).pathname === '/why-us').length;
    const before = whyUs();
    for (const n of [2, 3, 4])
      expect(
        (await app.inject({ method: 'GET', url: `/why-us?page=${n}`, remoteAddress: '10.40.3.4' }))
          .statusCode,
      ).toBe(200);
    expect(whyUs() - before).toBeLessThanOrEqual(1);
    expect(renders.at(-1)?.request.url).toMatch(/\/why-us$/);
  });

  it('renders nothing for a visitor who left while the request waited its turn', async () => {
    const rendersOf = () => renders.filter((r) => r.request.url.endsWith(GONE_URL)).length;
    let release!: () => void;
    gate = new Promise<void>((resolve) => (release = resolve));
    const waiting = new Promise<{ request: FastifyRequest; reply: FastifyReply }>(
      (resolve) => (arrived = (request, reply) => resolve({ request, reply })),
    );
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const socket = connect({ port: Number(port), host: '127.0.0.1' });
    socket.on('error', () => {});
    socket.write(`GET ${GONE_URL} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    const { request, reply } = await waiting;
    socket.destroy();
    for (let i = 0; i < 100 && !request.raw.socket.destroyed; i++)
      await new Promise((r) => setTimeout(r, 10));
    expect(request.raw.socket.destroyed).toBe(true);
    release();
    // The page handler has taken the request: it gave it up (hijacked it), or rendered it.
    await vi.waitFor(() => expect(reply.sent || rendersOf() > 0).toBe(true), { interval: 5 });
    expect(rendersOf()).toBe(0);
    // The same page for a visitor still there is rendered.
    gate = Promise.resolve();
    expect((await app.inject({ method: 'GET', url: GONE_URL, remoteAddress: '10.40.3.5' })).statusCode).toBe(
      200,
    );
    expect(rendersOf()).toBe(1);
  });

  it('renders a missing page each time rather than keep it', async () => {
    const rendered = renders.length;
    for (let i = 0; i < 2; i++)
      await app.inject({ method: 'GET', url: '/no-such-page-here', remoteAddress: '10.40.3.3' });
    expect(renders.length).toBe(rendered + 2);
  });

  it('does not count pages and static files against the API limit', async () => {
    const ip = '10.40.1.1';
    for (let i = 0; i < API_RATE_MAX + 10; i++) {
      const res = await app.inject({
        method: 'GET',
        url: i % 2 ? '/services' : '/favicon-missing.ico',
        remoteAddress: ip,
      });
      expect(res.statusCode).not.toBe(429);
    }
    for (let i = 0; i < API_RATE_MAX; i++)
      expect((await app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip })).statusCode).toBe(
        200,
      );
    expect((await app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip })).statusCode).toBe(429);
    // An unknown /api path is answered by the pages catch-all, and still counted.
    expect((await app.inject({ method: 'GET', url: '/api/nothing', remoteAddress: ip })).statusCode).toBe(
      429,
    );
  });

  it('sends pages and missing pages with the strict CSP and the lang cookie honoured; API answers without document headers', async () => {
    const csp = (res: { headers: Record<string, unknown> }) =>
      /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    const home = await app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'theme=dark; lang=en' },
      remoteAddress: '10.40.2.1',
    });
    expect(csp(home)).toBe("'self'");
    expect(home.headers['x-frame-options']).toBe('DENY');
    expect(String(home.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(home.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(home.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(renders.at(-1)?.lang).toBe('en');
    // A cookie whose name only ends in "lang" is not the language cookie. `/` in Arabic may
    // already be in the page cache: emptied first, so that this request renders.
    app.clearContentCache();
    await app.inject({
      method: 'GET',
      url: '/?csp=1',
      headers: { cookie: 'xlang=zh' },
      remoteAddress: '10.40.2.1',
    });
    expect(renders.at(-1)?.lang).toBe('ar');
    expect(csp(await app.inject({ method: 'GET', url: '/no-such-page', remoteAddress: '10.40.2.1' }))).toBe(
      "'self'",
    );
    const json = await app.inject({ method: 'GET', url: '/api/services', remoteAddress: '10.40.2.2' });
    expect(json.headers['content-security-policy']).toBeUndefined();
    expect(json.headers['x-content-type-options']).toBe('nosniff');
    // Plain HTTP (no proxy trusted, so X-Forwarded-Proto is not believed): no HSTS.
    expect(home.headers['strict-transport-security']).toBeUndefined();
    const spoofed = await app.inject({
      method: 'GET',
      url: '/?hsts=1',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '10.40.2.1',
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});
