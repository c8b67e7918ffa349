import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Readable } from 'node:stream';
import { DEFAULT_LANG, LANGS, PATHS } from '../../contract';
import { langUrl } from '../../contract/head-tags';
import { requestOrigin } from './request-origin';
import { sitePages, type SitePage } from './sitemap-entries';

const escapeXml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/**
 * A sitemap holds at most 50,000 URLs; ours split at 10,000 (decision 0028), each page
 * being one URL per language.
 */
const SITEMAP_MAX_URLS = 10_000;
const PAGES_PER_FILE = Math.floor(SITEMAP_MAX_URLS / LANGS.length);

/**
 * Crawlers and caches revalidate every time (cheap: the ETag answers 304), so a new post
 * is in the next fetch, as it is on the pages.
 */
const CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** One sitemap's XML, a page at a time: a long one is streamed, never one string. */
function* sitemapXml(origin: string, pages: readonly SitePage[]): Generator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
  for (const page of pages) {
    const alternates = [
      ...LANGS.map(
        (l) =>
          `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(langUrl(origin, page.pathIn(l), l))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(langUrl(origin, page.pathIn(DEFAULT_LANG), DEFAULT_LANG))}"/>`,
    ].join('');
    yield LANGS.map(
      (lang) =>
        `<url><loc>${escapeXml(langUrl(origin, page.pathIn(lang), lang))}</loc><lastmod>${page.lastmod}</lastmod>${alternates}</url>\n`,
    ).join('');
  }
  yield '</urlset>\n';
}

function sitemapIndexXml(origin: string, files: readonly { n: number; lastmod: string }[]): string {
  const entries = files.map(
    ({ n, lastmod }) =>
      `<sitemap><loc>${escapeXml(`${origin}/sitemap-${n}.xml`)}</loc><lastmod>${lastmod}</lastmod></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/**
 * An ETag from what the body is made of (the pages and the origin), so a long sitemap is
 * not built to be hashed.
 */
const tagOf = (...parts: string[]) => `"${createHash('sha1').update(parts.join('\n')).digest('base64url')}"`;

function sendTagged(
  request: FastifyRequest,
  reply: FastifyReply,
  type: string,
  etag: string,
  body: () => string | Readable,
) {
  void reply.header('Cache-Control', CACHE_CONTROL).header('ETag', etag).type(type);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.send(body());
}

/**
 * `GET /sitemap.xml` and `GET /robots.txt` (decision 0010, DESIGN §5): every public page in
 * the three languages, each with its alternates, from the same cached reads the pages
 * render with (an edit drops them, so the next fetch has it). Exact routes, so they win
 * over the pages plugin's `/*`.
 */
export const sitemapPlugin = fp(async (app: FastifyInstance) => {
  const origin = (request: FastifyRequest) => requestOrigin(request, app.config.PUBLIC_URL);

  /** The pages of sitemap file `n` (from 1), and a tag of what they are. */
  const pagesOf = (pages: readonly SitePage[], n: number) =>
    pages.slice((n - 1) * PAGES_PER_FILE, n * PAGES_PER_FILE);
  const tagOfPages = (origin: string, pages: readonly SitePage[], n: number) =>
    tagOf(origin, String(n), ...pages.map((p) => `${LANGS.map((l) => p.pathIn(l)).join(' ')} ${p.lastmod}`));
  const XML = 'application/xml; charset=utf-8';

  app.get('/sitemap.xml', async (request, reply) => {
    const pages = await sitePages(app);
    const at = origin(request);
    if (pages.length <= PAGES_PER_FILE)
      return sendTagged(request, reply, XML, tagOfPages(at, pages, 1), () =>
        Readable.from(sitemapXml(at, pages)),
      );
    // Past 10,000 URLs: an index of files of at most 10,000 URLs each, dated by their newest page.
    const files = Array.from({ length: Math.ceil(pages.length / PAGES_PER_FILE) }, (_, i) => ({
      n: i + 1,
      lastmod: pagesOf(pages, i + 1).reduce((a, p) => (p.lastmod > a ? p.lastmod : a), ''),
    }));
    const body = sitemapIndexXml(at, files);
    return sendTagged(request, reply, XML, tagOf(body), () => body);
  });

  app.get<{ Params: { n: string } }>('/sitemap-:n(^\\d+).xml', async (request, reply) => {
    const pages = await sitePages(app);
    const n = Number(request.params.n);
    const part = Number.isSafeInteger(n) && n >= 1 && pages.length > PAGES_PER_FILE ? pagesOf(pages, n) : [];
    if (part.length === 0) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    const at = origin(request);
    return sendTagged(request, reply, XML, tagOfPages(at, part, n), () =>
      Readable.from(sitemapXml(at, part)),
    );
  });

  app.get('/robots.txt', async (request, reply) => {
    const body = [
      'User-agent: *',
      `Disallow: ${PATHS.system}`,
      `Disallow: ${PATHS.login}`,
      'Disallow: /api',
      'Disallow: /media/private/',
      '',
      `Sitemap: ${origin(request)}/sitemap.xml`,
      '',
    ].join('\n');
    return sendTagged(request, reply, 'text/plain; charset=utf-8', tagOf(body), () => body);
  });
});
