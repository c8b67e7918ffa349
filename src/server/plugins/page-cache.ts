import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseLang } from '../../contract';
import { canonicalQuery } from '../../contract/head-tags';
import { compressed, pickEncoding, type Compressible, type Encoding } from './content-cache';

/** A rendered public page, kept with its compressed bodies (DESIGN §9). */
export interface Page extends Compressible {
  readonly etag: string;
  /** The compressed bodies once made, for the fast lane, which never waits (page-fast-lane.ts). */
  ready?: Partial<Record<Encoding, Buffer>>;
  /**
   * The body's UTF-8 bytes, made once for a client that takes no compression: sent as the
   * string, it was encoded twice per answer (its length, then the write), a tenth of an
   * uncached render's time.
   */
  bytes?: Buffer;
}

/** A cached page and what it was made from (the reads of its render). */
interface Kept<Reads> {
  page: Page;
  reads: Reads;
}

/**
 * The HTML cache of public pages (DESIGN §9): keyed by origin, language and the page's
 * address (`pageAddress`: `?page=2`, `?blog_id=` change the page); each page held while
 * the reads its render made are still current (`current`: the read cache still holds them,
 * decision 0028), so an edit of a post on page 7 of the blog leaves page 2 cached, and any
 * write a page shows drops it. A redirect, a 404 or an error is rendered each time.
 * `maxPages` (PAGE_CACHE_MAX, 1000 by default: every page of the demo content in three
 * languages, with room): beyond it the oldest page goes first, so arbitrary addresses
 * cannot grow memory without bound; 0 keeps none.
 */
export function createPageCache<Reads>(current: (reads: Reads) => boolean, maxPages: number) {
  const pages = new Map<string, Kept<Reads>>();
  const etags = pageTags();
  return {
    /** The page if it is cached and current. */
    get(key: string): Page | undefined {
      const kept = pages.get(key);
      if (kept && !current(kept.reads)) {
        pages.delete(key);
        return undefined;
      }
      return kept?.page;
    },
    /** Keeps a page rendered from `reads`; one a write made stale during its render is sent, not kept. */
    set(key: string, body: string, reads: Reads): Page {
      const page: Page = { body, etag: etags() };
      if (!current(reads) || maxPages === 0) return page;
      if (pages.size >= maxPages) pages.delete(pages.keys().next().value as string);
      pages.set(key, { page, reads });
      return page;
    },
  };
}

/**
 * ETags for rendered pages: this process's id and a count, a tag no other body ever gets.
 * Not a hash of the body: two renders of a page are never byte for byte the same (the
 * hydration data holds when each read was made), so a hash matched nothing a count does
 * not, and the SHA-1 of ~90 KB was 5 % of an uncached render (its CPU profile). A new
 * process (a restart, another instance behind Redis) starts other tags: a browser
 * revalidating a page it has gets it again once, never a page it has not seen.
 */
export function pageTags(): () => string {
  const process = randomBytes(6).toString('base64url');
  let count = 0;
  return () => `"${process}.${(++count).toString(36)}"`;
}

/**
 * The address a page is rendered and cached for: the path with only the query that changes
 * the page (`canonicalQuery`: a detail's id, the category, a page past the first), ids as
 * the integers the pages read them as, and `lang` when the visitor's URL names one of ours
 * (the page's own links keep it). Anything else (`?utm_source=`, `?fbclid=`, a random `?x=` a bot adds
 * to miss the cache) makes the same page: served from the cache, never a render of its own
 * that would push real pages out of it.
 */
export function pageAddress(url: URL): string {
  const query = canonicalQuery(url.searchParams, url.pathname);
  for (const [name, value] of [...query]) {
    const id = Number(value);
    if (Number.isSafeInteger(id) && id > 0) query.set(name, String(id));
    else query.delete(name);
  }
  const lang = parseLang(url.searchParams.get('lang'));
  if (lang) query.set('lang', lang);
  const search = query.toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
}

/**
 * Where a render's redirect sends this visitor. A loader that drops parameters from the
 * same page (a list page the list does not have: app/routes/list-address.ts) worked from the
 * page's address, which holds only what changes the page (`pageAddress`); the visitor's own
 * address, less what the loader dropped, keeps the rest (a `utm_source`). Any other redirect
 * (another path, a parameter changed or added) is sent as the render said.
 */
export function redirectLocation(visitor: URL, address: string, location: string): string {
  // Concatenated, as the render's request is: a path like `//blogs` stays a path.
  if (!location.startsWith('/') || location.startsWith('//')) return location;
  const from = new URL(`http://page${address}`);
  const to = new URL(`http://page${location}`);
  if (to.pathname !== from.pathname) return location;
  const dropped = [...new Set(from.searchParams.keys())].filter((name) => !to.searchParams.has(name));
  const keptAsIs = [...new Set(to.searchParams.keys())].every(
    (name) => to.searchParams.getAll(name).join('&') === from.searchParams.getAll(name).join('&'),
  );
  if (dropped.length === 0 || !keptAsIs) return location;
  const search = new URLSearchParams(visitor.search);
  for (const name of dropped) search.delete(name);
  const query = search.toString();
  // One leading slash: `//blogs` would be another host's address.
  return `${visitor.pathname.replace(/^\/+/, '/')}${query ? `?${query}` : ''}`;
}

/** Sends a page with its ETag (304 on If-None-Match), pre-compressed when the client takes br or gzip. */
export async function sendPageBody(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Page,
): Promise<FastifyReply> {
  void reply.header('ETag', page.etag).header('Vary', 'Cookie, Accept-Encoding');
  if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send((page.bytes ??= Buffer.from(page.body)));
  const body = await compressed(page, encoding);
  (page.ready ??= {})[encoding] = body;
  return reply.header('Content-Encoding', encoding).send(body);
}
