import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  SEARCH_PATH,
  isClientOnlyPath,
  resolvePageMeta,
  searchQueryOf,
  type ApiError,
  type Lang,
} from '../../contract';
import type { RenderInput, RenderResult } from '../../contract/render';
import { renderHeadTags } from '../../contract/head-tags';
import { isDatabaseUnavailable } from '../db/unavailable';
import { DIST_DIR } from '../root-dir';
import { serverPublicReads } from '../modules/public-reads';
import { registerDocumentHeaders } from './document-headers';
import { CACHED_READ, compressed, pickEncoding, type Compressible, type ReadMark } from './content-cache';
import { createLoadMonitor, sendUnavailablePage } from './load-shedding';
import { createMissingPages } from './missing-pages';
import {
  createPageCache,
  pageAddress,
  pageTags,
  redirectLocation,
  sendPageBody,
  type Page,
} from './page-cache';
import { pageFastLane } from './page-fast-lane';
import { fillTemplate } from './page-template';
import { modulePreloader, type ViteManifest } from './page-preloads';
import { requestLang } from './page-lang';
import { requestOrigin } from './request-origin';
import { sitemapPlugin } from './sitemap';

export interface PagesOptions {
  /** index.html as built by Vite, with the `<!--app-head-->` markers. */
  template: string;
  render: (input: RenderInput) => Promise<RenderResult>;
  /** The built client (dist/client): hashed assets and public files. */
  clientDir: string;
  /** Preload tags for a page's lazy route modules (from the build manifest); none in tests. */
  preloads?: (modules: readonly string[]) => string;
  /** The stylesheet of what pages show below their first screen (entry-server.tsx), sent at its address. */
  belowTheFold?: () => Promise<{ href: string; css: string }>;
}

const CLIENT_DIR = path.join(DIST_DIR, 'client');
const SSR_ENTRY = path.join(DIST_DIR, 'ssr/entry-server.js');

/** The built client and server renderer; start.mjs builds them when missing or stale. */
export async function productionPages(): Promise<PagesOptions> {
  if (!existsSync(SSR_ENTRY))
    throw new Error('The client is not built: run `npm run build` (npm start does it for you).');
  const mod = (await import(pathToFileURL(SSR_ENTRY).href)) as {
    render: PagesOptions['render'];
    belowTheFoldFile: PagesOptions['belowTheFold'];
  };
  const manifest = JSON.parse(
    readFileSync(path.join(CLIENT_DIR, '.vite/manifest.json'), 'utf8'),
  ) as ViteManifest;
  return {
    template: readFileSync(path.join(CLIENT_DIR, 'index.html'), 'utf8'),
    render: mod.render,
    clientDir: CLIENT_DIR,
    preloads: modulePreloader(manifest),
    belowTheFold: mod.belowTheFoldFile,
  };
}

/** Public pages rendered on the server and hydrated; /login and /system sent as the client-only shell. */
export const pagesPlugin = fp(async (app: FastifyInstance, opts: PagesOptions) => {
  const origin = (request: FastifyRequest) => requestOrigin(request, app.config.PUBLIC_URL);
  const reads = serverPublicReads(app);
  const pageCache = createPageCache(
    (reads: readonly ReadMark[]) => app.readsCurrent(reads),
    app.config.PAGE_CACHE_MAX,
  );
  const missingPages = createMissingPages<ReturnType<typeof once>>();
  app.requestTurns.answerFirst(pageFastLane(app.config, (key) => pageCache.get(key)));
  const load = createLoadMonitor(app.requestTurns);
  app.addHook('onClose', async () => load.stop());
  /** A page rendered for one request only (a 404, a staff screen's shell), compressed like the others. */
  const onceTags = pageTags();
  const once = (body: string): Page => ({ body, etag: onceTags() });
  if (!app.config.PUBLIC_URL && app.config.NODE_ENV === 'production') {
    app.log.warn(
      "PUBLIC_URL is not set: canonical links, og:url and hreflang follow each request's Host header. Set it to the site's address (https://…).",
    );
  }

  /**
   * A page, or while the database is away and the page is not cached, a page in the
   * visitor's language saying so (the API answers its JSON 503): never a JSON body where
   * a person expects a page.
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await sendPageOrFail(request, reply);
    } catch (error) {
      if (!isDatabaseUnavailable(error) || reply.sent) throw error;
      return sendUnavailablePage(
        request,
        reply.removeHeader('Vary'),
        requestLang(request),
        'database.unavailable',
      );
    }
  };

  const sendPageOrFail = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(`http://localhost${request.url}`);
    // Anything under /api that reached here is an unknown API route, whatever its case.
    if (url.pathname.toLowerCase().startsWith('/api/') || url.pathname.toLowerCase() === '/api') {
      return reply.status(404).send({
        message: `Route ${request.method} ${url.pathname} not found`,
        code: 'NOT_FOUND',
      } satisfies ApiError);
    }
    const lang = requestLang(request);
    const pageOrigin = origin(request);
    void reply.header('Vary', 'Cookie').header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');

    if (isClientOnlyPath(url.pathname)) {
      const [seoEntries, settings] = await Promise.all([reads.seo(), reads.settings()]);
      const meta = resolvePageMeta(url.pathname, seoEntries, lang);
      // Staff screens: not for search engines, so no canonical or alternates either.
      const head = renderHeadTags({
        meta,
        lang,
        origin: pageOrigin,
        path: url.pathname,
        siteName: settings.site_name,
        indexable: false,
      });
      return sendPageBody(
        request,
        reply,
        once(fillTemplate(opts.template, { lang, head, html: '', data: '' })),
      );
    }

    // The search page (decision 0066): its query is whatever a visitor typed, so it is rendered
    // for its request and never kept; its address names the page's language, in which the
    // results are read.
    if (url.pathname === SEARCH_PATH) {
      if (load.lagMs() > app.config.MAX_EVENT_LOOP_LAG_MS)
        return sendUnavailablePage(request, reply, lang, 'server.busy');
      const ask = new URLSearchParams({ q: searchQueryOf(url.searchParams), lang });
      const outcome = await renderPage(`${SEARCH_PATH}?${ask}`, null, lang, pageOrigin);
      if (outcome.kind === 'redirect') return reply.redirect(outcome.location, outcome.status);
      return sendPageBody(request, reply.status(outcome.status), outcome.page);
    }

    // The same origin, language, path and page-changing query make the same page (decision 0018):
    // sent from the cache until a write changes what pages show.
    const address = pageAddress(url);
    const key = `${pageOrigin} ${lang} ${address}`;
    const cached = pageCache.get(key);
    if (cached) return sendPageBody(request, reply, cached);
    const missing = missingPages.get(key, app.pagesVersion());
    if (missing) return sendPageBody(request, reply.status(404), missing);
    // One render per page at a time (decision 0014): after a write, a crowd asking for the
    // same page waits for the render already under way instead of rendering it once each
    // (1000 visitors on one page were 1000 renders, seconds of CPU in a row).
    // Joined only while no write has happened since it began: after a write, a new render.
    const flight = `${app.pagesVersion()} ${key}`;
    let pending = rendering.get(flight);
    if (!pending) {
      // A visitor who left while the request waited its turn: no render for nobody.
      if (request.raw.socket?.destroyed) return reply.hijack();
      if (load.lagMs() > app.config.MAX_EVENT_LOOP_LAG_MS)
        return sendUnavailablePage(request, reply, lang, 'server.busy');
      pending = renderPage(address, key, lang, pageOrigin).finally(() => rendering.delete(flight));
      rendering.set(flight, pending);
    }
    const outcome = await pending;
    if (outcome.kind === 'redirect')
      return reply.redirect(redirectLocation(url, address, outcome.location), outcome.status);
    return sendPageBody(request, reply.status(outcome.status), outcome.page);
  };

  type Rendered =
    | { kind: 'redirect'; location: string; status: number }
    | { kind: 'page'; status: number; page: ReturnType<typeof once> };
  const rendering = new Map<string, Promise<Rendered>>();

  /**
   * Renders one page (the same for everyone with its key) and keeps it when it is a 200;
   * a page without a key (a search) is for its request only.
   */
  async function renderPage(
    address: string,
    key: string | null,
    lang: Lang,
    pageOrigin: string,
  ): Promise<Rendered> {
    const startedAt = app.pagesVersion();
    // Before any read: a change during the render is one the page has not seen.
    const since = app.contentStamp();
    // The route loaders read through the same cache the API serves (decision 0006): an edit
    // shows on the next render. The reads the render made are what the page is kept by.
    const { value: result, reads: madeFrom } = await app.recordReads(() =>
      opts.render({
        // Concatenated, not resolved: a path like `//other.host/x` stays a path of ours.
        request: new Request(`${pageOrigin}${address}`, { headers: { accept: 'text/html' } }),
        lang,
        origin: pageOrigin,
        reads,
        version: startedAt,
        since,
        vitalsSampleRate: app.config.VITALS_SAMPLE_RATE,
      }),
    );
    if (result.kind === 'redirect')
      return { kind: 'redirect', location: result.location, status: result.status };
    const preloads = result.modules?.length && opts.preloads ? opts.preloads(result.modules) : '';
    const html = fillTemplate(opts.template, {
      ...result,
      head: preloads ? `${preloads}\n    ${result.head}` : result.head,
    });
    if (result.status !== 200 || key === null) {
      const page = once(html);
      if (result.status === 404 && key !== null) missingPages.set(key, startedAt, page);
      return { kind: 'page', status: result.status, page };
    }
    return { kind: 'page', status: 200, page: pageCache.set(key, html, madeFrom) };
  }

  await app.register(sitemapPlugin);

  // An encapsulated scope: the document headers (CSP…) apply to the pages and the
  // client's files, not to the API.
  await app.register(async (scope) => {
    await registerDocumentHeaders(scope);
    await scope.register(fastifyStatic, {
      root: opts.clientDir,
      prefix: '/',
      index: false,
      wildcard: false,
      // Generated by the sitemap plugin from the content: a file of that name never shadows them.
      globIgnore: ['robots.txt', 'sitemap.xml'],
      // The template is only ever sent filled in.
      allowedPath: (pathName) => pathName !== '/index.html',
      // Hashed file names never change: cache them for a year.
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          void res.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });

    // The stylesheet of what is below the fold: its name is its CSS's hash, so a year's cache.
    const stylesheet = opts.belowTheFold;
    if (stylesheet) {
      let sent: (Compressible & { href: string }) | undefined;
      scope.get('/sheets/:file', CACHED_READ, async (request, reply) => {
        const file = await stylesheet();
        if (sent?.href !== file.href) sent = { href: file.href, body: file.css };
        if (request.url !== file.href)
          return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
        void reply
          .type('text/css; charset=utf-8')
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('Vary', 'Accept-Encoding');
        const encoding = pickEncoding(request.headers['accept-encoding']);
        return encoding
          ? reply.header('Content-Encoding', encoding).send(await compressed(sent, encoding))
          : reply.send(sent.body);
      });
    }

    // Compressed once per cached page (page-cache.ts), so @fastify/compress stays off.
    scope.get('/*', CACHED_READ, sendPage);
    scope.get('/', CACHED_READ, sendPage);
  });
});
