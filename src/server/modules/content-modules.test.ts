import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  CONTENT,
  CONTENT_NAMES,
  HOME_CAROUSEL_LIMIT,
  PUBLIC_STATIC_PATHS,
  REALTIME_EVENTS,
  type ContentDeclaration,
  type ContentName,
} from '../../contract';
import { PUBLIC_READ_ENTITIES, type CachedReadName, type PublicReads } from '../../contract/public-reads';
import { useTestApp } from '../test/app';
import { describeEachDatabase } from '../test/databases';
import { buildPageApp, stubPage, type PageApp } from '../test/page-app';
import { CONTENT_MODULES } from './content-modules';
import { serverPublicReads } from './public-reads';

/** What a page asks each public read (a carousel's first page, the whole list). */
const ASK: { [R in CachedReadName]: Parameters<PublicReads[R]> } = {
  ...(Object.fromEntries(CONTENT_NAMES.map((name) => [name, []])) as { [K in ContentName]: [] }),
  blogCards: [{ page: 1, limit: HOME_CAROUSEL_LIMIT.blogs }],
  serviceCards: [{ page: 1, limit: HOME_CAROUSEL_LIMIT.services }],
  servicesMenu: [],
  settings: [],
  seo: [],
  translations: [],
};
const READS = Object.keys(ASK) as CachedReadName[];

/**
 * The server's lists derived from the content registry (decision 0026): an entity left
 * out of one of them fails here (or, for CONTENT_MODULES, in the typecheck).
 */
describeEachDatabase('content registry on the server', (kind) => {
  const t = useTestApp(kind);

  it("serves every entity's SPEC §7 routes: the public list, and admin-only writes", async () => {
    const { app } = t();
    for (const name of CONTENT_NAMES) {
      const { api } = CONTENT[name];
      const list = await app.inject({ method: 'GET', url: `/api${api}` });
      expect(list.statusCode, name).toBe(200);
      expect(Array.isArray(list.json()), name).toBe(true);
      for (const [method, url] of [
        ['POST', `/api${api}`],
        ['POST', `/api${api}/1`],
        ['DELETE', `/api${api}/1`],
      ] as const) {
        expect(
          (await app.inject({ method, url })).statusCode,
          `${method} ${url} without a token (a missing route is a 404)`,
        ).toBe(401);
      }
    }
  });

  it("drops the cached pages on every entity's write, and announces it", async () => {
    const { app } = t();
    for (const name of CONTENT_NAMES) {
      const before = app.pagesVersion();
      app.changed(name);
      expect(app.pagesVersion(), name).not.toBe(before);
      expect(REALTIME_EVENTS[name]).toBe(`${name}_changed`);
    }
  });

  it("reads every entity's list through the read cache, as its API route sends it", async () => {
    const { app } = t();
    for (const name of CONTENT_NAMES) {
      const entry = await CONTENT_MODULES[name].loadPublic(app);
      expect(JSON.parse(entry.body), name).toEqual(
        (await app.inject({ method: 'GET', url: `/api${CONTENT[name].api}` })).json(),
      );
    }
  });

  it('caches each read a page makes under the entity whose writes drop it (PUBLIC_READ_ENTITIES)', async () => {
    const { app } = t();
    const reads = serverPublicReads(app);
    for (const read of READS) {
      const { reads: made } = await app.recordReads(() =>
        (reads[read] as (...args: unknown[]) => Promise<unknown>)(...ASK[read]),
      );
      expect(
        made.map((mark) => mark.entity),
        read,
      ).toEqual([PUBLIC_READ_ENTITIES[read]]);
    }
  });
});

/**
 * Every public page by path, with the entities the registry says it shows: its own list
 * and item pages (`sitemap`) and its `shownIn` (`*`: every page). The client's
 * entry-server.shown-in.test.tsx checks the real render against the same declarations.
 */
function pagesShowing(): Map<string, Set<ContentName>> {
  const pages = new Map(PUBLIC_STATIC_PATHS.map((page) => [page, new Set<ContentName>()]));
  for (const name of CONTENT_NAMES) {
    const { sitemap, shownIn } = CONTENT[name] as ContentDeclaration;
    const own =
      sitemap.kind === 'none'
        ? []
        : [
            sitemap.listPath,
            ...(sitemap.kind === 'items' ? [sitemap.detailPath('item', 1).split('?')[0]!] : []),
          ];
    for (const page of [...own, ...shownIn.flatMap((p) => (p.path === '*' ? PUBLIC_STATIC_PATHS : [p.path]))])
      pages.set(page, (pages.get(page) ?? new Set()).add(name));
  }
  for (const [page, names] of pages) if (names.size === 0) pages.delete(page);
  return pages;
}

/**
 * The page cache's side of the registry's `shownIn` (decision 0026): a page that shows an
 * entity, its own or another's (the home page's carousels), is rendered again after a write
 * to it, and the write moves the pages' version (the sections a render keeps,
 * client/render/cached-section.tsx, go with it: PAGE_ENTITIES).
 */
describeEachDatabase('content registry: the pages that show each entity', (kind) => {
  const SHOWING = pagesShowing();
  let pageApp: PageApp | undefined;
  let app: FastifyInstance;

  beforeAll(async () => {
    // Like the real renderer, the page reads what it shows through the server's reads: here
    // every read of every entity the registry says the page shows.
    pageApp = await buildPageApp(kind, async ({ request, lang, reads }) => {
      const names: ReadonlySet<string> = SHOWING.get(new URL(request.url).pathname) ?? new Set();
      await Promise.all(
        READS.filter((read) => names.has(PUBLIC_READ_ENTITIES[read])).map((read) =>
          (reads[read] as (...args: unknown[]) => Promise<unknown>)(...ASK[read]),
        ),
      );
      return stubPage(lang);
    });
    ({ app } = pageApp);
  });
  afterAll(async () => {
    await pageApp?.close();
  });

  const tagOf = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.headers.etag;
  };

  it('has a page for every entity, its own or one of its shownIn', () => {
    const shown = new Set([...SHOWING.values()].flatMap((names) => [...names]));
    expect(CONTENT_NAMES.filter((name) => !shown.has(name))).toEqual([]);
  });

  it("renders each page again after a write to any entity it shows, and moves the pages' version", async () => {
    const stale: string[] = [];
    for (const [page, names] of SHOWING)
      for (const name of names) {
        const kept = await tagOf(page);
        expect(await tagOf(page), `${page} is kept between writes`).toBe(kept);
        const version = app.pagesVersion();
        app.changed(name);
        if ((await tagOf(page)) === kept) stale.push(`${page} kept after a write to ${name}`);
        if (app.pagesVersion() === version)
          stale.push(`${page}: a write to ${name} leaves the pages' version`);
      }
    expect(stale).toEqual([]);
  });
});
