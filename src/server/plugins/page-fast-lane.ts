import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { requestId } from '../request-id';
import type { Config } from '../config';
import { pickEncoding } from './content-cache';
import { DOCUMENT_HEADERS } from './document-headers';
import { pageAddress, type Page } from './page-cache';
import { langOf } from './page-lang';
import { originOf } from './request-origin';

/** Never a page: the API, uploaded files, the socket and the built assets go straight to Fastify. */
const NOT_A_PAGE = /^\/(?:api|media|socket\.io|assets|sheets)(?:[/?]|$)/i;

const lastEntry = (value: string | string[] | undefined): string | undefined => {
  const text = Array.isArray(value) ? value.at(-1) : value;
  return text?.split(',').at(-1)?.trim();
};

interface Target {
  /** The page's address (page-cache.ts, `pageAddress`). */
  address: string;
  /** `?lang=` as Fastify's query parser gives it: a list when it comes more than once. */
  queryLang: string | string[] | undefined;
}

/**
 * What a request's URL asks for. Only a plain path and query, which the URL parser gives back
 * as they came: a `*`, a `#`, a `..` or a malformed escape is Fastify's to answer (its router
 * reads them otherwise: a 404, a query past the `#`, a 400).
 */
function targetOf(raw: string): Target | undefined {
  if (raw.charCodeAt(0) !== 0x2f /* / */ || raw.length > MAX_REMEMBERED_URL) return undefined;
  let url: URL;
  try {
    url = new URL(`http://localhost${raw}`);
  } catch {
    return undefined;
  }
  if (url.pathname + url.search !== raw) return undefined;
  const langs = url.searchParams.getAll('lang');
  return { address: pageAddress(url), queryLang: langs.length > 1 ? langs : langs[0] };
}

/**
 * The targets of URLs that were answered here, kept: parsing a URL and reducing its query was
 * a fifth of a cached answer. Only those, at most MAX_TARGETS of at most MAX_REMEMBERED_URL
 * characters (then the lot is dropped), so a bot's random addresses cost nothing lasting.
 */
const MAX_TARGETS = 2000;
const MAX_REMEMBERED_URL = 2048;
const targets = new Map<string, Target>();
const remember = (raw: string, target: Target) => {
  if (targets.size >= MAX_TARGETS) targets.clear();
  targets.set(raw, target);
};

/**
 * Cached pages answered before Fastify (decision 0018: the target is a cached page at 60 % of a
 * bare route's rate). A cached page is a lookup and a write, yet through Fastify it also went through
 * the routing, the app's `onRequest` hooks, the reply's header handling and an `await` for
 * its compressed body: against a bare route sending as many bytes it ran at 0.5–0.7. Here a request for a
 * page the cache holds, compressed the way the client asks, is answered from the server's
 * request handler, in its turn (request-turns.ts), with the headers Fastify would have sent
 * (`page-fast-lane.test.ts` holds the two answers to each other). Everything else (a page
 * not cached yet, a body not compressed yet, a Host header to refuse, a proxy's forwarded
 * host, a request target that is not a plain path and query) goes to Fastify as before.
 *
 * What differs: Fastify's request log lines ("incoming request", "request completed" at
 * `info`) are not written for these answers, as for files a CDN would serve.
 */
export function pageFastLane(
  config: Pick<Config, 'PUBLIC_URL' | 'TRUST_PROXY'>,
  lookup: (key: string) => Page | undefined,
) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url || NOT_A_PAGE.test(req.url)) return false;
    // Behind a proxy without PUBLIC_URL the origin is the forwarded host: Fastify's to work out.
    if (config.TRUST_PROXY && !config.PUBLIC_URL) return false;
    const forwarded = config.TRUST_PROXY ? lastEntry(req.headers['x-forwarded-proto']) : undefined;
    const https =
      forwarded !== undefined ? forwarded === 'https' : Boolean((req.socket as TLSSocket).encrypted);
    const origin = originOf(req.headers.host, https, config.PUBLIC_URL);
    if (origin === undefined) return false;
    const known = targets.get(req.url);
    const target = known ?? targetOf(req.url);
    if (!target) return false;
    const page = lookup(`${origin} ${langOf(target.queryLang, req.headers.cookie)} ${target.address}`);
    if (!page) return false;
    if (!known) remember(req.url, target);
    const encoding = pickEncoding(req.headers['accept-encoding']);
    const body = encoding ? page.ready?.[encoding] : (page.bytes ??= Buffer.from(page.body));
    if (body === undefined) return false;

    // In the order Fastify writes them: app.ts, document-headers.ts, pages.ts, page-cache.ts.
    const headers: Record<string, string | number> = {
      'x-request-id': requestId(req),
      'x-content-type-options': 'nosniff',
      ...DOCUMENT_HEADERS,
    };
    if (https) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
    headers.vary = 'Cookie, Accept-Encoding';
    headers['cache-control'] = 'no-cache';
    headers['content-type'] = 'text/html; charset=utf-8';
    headers.etag = page.etag;
    if (req.headers['if-none-match'] === page.etag) {
      // Fastify's HEAD route says so of its empty answer.
      if (req.method === 'HEAD') headers['content-length'] = 0;
      res.writeHead(304, headers).end();
      return true;
    }
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = Buffer.byteLength(body);
    res.writeHead(200, headers);
    if (req.method === 'HEAD') res.end();
    else res.end(body);
    return true;
  };
}
