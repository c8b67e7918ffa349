import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CONTENT, CONTENT_NAMES, DEFAULT_LANG, LANGS, PATHS, PUBLIC_STATIC_PATHS, pick, type Lang, type LangMap } from '../../contract';
import { langUrl } from '../../contract/head-tags';
import { serverPublicReads } from '../modules/public-reads';
import { requestOrigin } from './request-origin';

/** A page of the site: its path in each language (a detail's slug is its name in that language) and its last change. */
interface SitePage {
  pathIn: (lang: Lang) => string;
  lastmod: string;
}

const escapeXml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
type Row = { is_deleted: boolean; creation_timestamp: string } & Record<string, unknown>;
const newest = (times: readonly string[], fallback: string): string => times.reduce((a, b) => (b > a ? b : a), fallback);
const iso = (timestamp: string): string => {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : date.toISOString();
};
/** No content at all: the process's start stands for the build's time. */
const STARTED_AT = new Date().toISOString();
/**
 * Crawlers and caches revalidate every time (cheap: the ETag answers 304), so a new post
 * is in the next fetch, as it is on the pages.
 */
const CACHE_CONTROL = 'public, max-age=0, must-revalidate';

function sitemapXml(origin: string, pages: readonly SitePage[]): string {
  const urls = pages.flatMap((page) => {
    const alternates = [
      ...LANGS.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(langUrl(origin, page.pathIn(l), l))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(langUrl(origin, page.pathIn(DEFAULT_LANG), DEFAULT_LANG))}"/>`,
    ].join('');
    return LANGS.map((lang) => `<url><loc>${escapeXml(langUrl(origin, page.pathIn(lang), lang))}</loc><lastmod>${page.lastmod}</lastmod>${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

function sendCached(request: FastifyRequest, reply: FastifyReply, type: string, body: string) {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  void reply.header('Cache-Control', CACHE_CONTROL).header('ETag', etag).type(type);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.send(body);
}

/**
 * `GET /sitemap.xml` and `GET /robots.txt` (issue 9 §11, DESIGN §5): every public page in
 * the three languages, each with its alternates, from the same cached reads the pages
 * render with (an edit drops them, so the next fetch has it). Exact routes, so they win
 * over the pages plugin's `/*`.
 */
export const sitemapPlugin = fp(async (app: FastifyInstance) => {
  const reads = serverPublicReads(app);
  const origin = (request: FastifyRequest) => requestOrigin(request, app.config.PUBLIC_URL);

  app.get('/sitemap.xml', async (request, reply) => {
    // Every content entity of the registry, as its declaration says (decision 0026).
    const lists = await Promise.all(CONTENT_NAMES.map(async (name) => ({ name, rows: (await reads[name]()) as unknown as Row[] })));
    const live = (rows: readonly Row[]) => rows.filter((row) => !row.is_deleted);
    const times = (rows: readonly Row[]) => live(rows).map((row) => iso(row.creation_timestamp));
    const allTimes = lists.flatMap(({ rows }) => times(rows));
    // A list's last change is its newest item; any other page shows (or may show) all of it.
    const listTimes: Partial<Record<string, string[]>> = {};
    const detailPages: SitePage[] = [];
    for (const { name, rows } of lists) {
      const { sitemap, id, title } = CONTENT[name];
      if (sitemap.kind === 'none') continue;
      listTimes[sitemap.listPath] = times(rows);
      if (sitemap.kind === 'items') {
        for (const row of live(rows)) {
          detailPages.push({ pathIn: (l: Lang) => sitemap.detailPath(pick(row[title] as LangMap, l), row[id] as number), lastmod: iso(row.creation_timestamp) });
        }
      }
    }
    const pages: SitePage[] = [
      ...PUBLIC_STATIC_PATHS.map((path) => ({ pathIn: () => path, lastmod: newest(listTimes[path] ?? allTimes, '') || STARTED_AT })),
      ...detailPages,
    ];
    return sendCached(request, reply, 'application/xml; charset=utf-8', sitemapXml(origin(request), pages));
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
    return sendCached(request, reply, 'text/plain; charset=utf-8', body);
  });
});
