import { createHash } from 'node:crypto';
import { defaultShouldDehydrateQuery, dehydrate, hashKey, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, isRouteErrorResponse } from 'react-router';
import {
  PATHS,
  dirOf,
  pick,
  resolvePageMeta,
  routePathIn,
  toDictionary,
  withRouteMeta,
  type Lang,
  type UiDictionary,
  type UiTranslation,
} from '../contract';
import type { RenderInput, RenderResult } from '../contract/render';
import { setPublicReads } from './api/public-reads';
import { seoQueryOptions } from './api/seo';
import { settingsQueryOptions } from './api/settings';
import { dictionaryQueryOptions, translationsQueryOptions, withPageStrings } from './api/translations';
import { dehydratedInOneLanguage } from './api/one-language';
import { makeTranslator, recordUiStrings } from './context/translate';
import { AppRoot } from './app/app-root';
import { renderWithStyles } from './render/emotion-ssr';
import { AppGlobalStyles } from './app/global-styles';
import { fontPreloads } from './context/fonts';
import { langUrl, renderHeadTags, safeJson } from '../contract/head-tags';
import { breadcrumbsOf, jsonLdScript, pageJsonLd } from '../contract/json-ld';
import { createQueryClient } from './app/query-client';
import { routeMetaOf, type RouteData, type RouteHandle } from './context/route-handle';
import { createRoutes } from './app/routes';
import { PUBLIC_PAGES, isPublicPageId, pageModulesOf, type PublicPageId } from './app/routes/public-pages';
import { PublicApp } from './app/public-app';
import { loadDeferredSections, recordSectionReads } from './render/deferred-section';
import { withSectionCache } from './render/cached-section';
import { loadStaticSections } from './render/static-section';
import { allSheets, type BelowTheFoldFile } from './render/sheet';
import type { PageMatch } from './context/navigation';
import { SECTION_DATA_ELEMENT_ID, packQueries, type HydrationPayload, type SectionData } from './hydration';

const WHOLE_TRANSLATIONS = hashKey(translationsQueryOptions().queryKey);
/**
 * Every page's SEO entries (7 KB of JSON in Arabic, 0.8 KB brotli): the server writes this
 * page's head from them, and the browser needs them only when the page changes. SPEC §4 has
 * the app refresh them from the server on start, which it does once the page's code runs
 * (app-provider), after the page has shown.
 */
const SEO_ENTRIES = hashKey(seoQueryOptions().queryKey);
const notInHydration = new Set([WHOLE_TRANSLATIONS, SEO_ENTRIES]);

/**
 * The stylesheet of every public sheet, for what pages show below their first screen
 * (render/sheet.ts, `BelowTheFold`): made once, with every public page's and section's code
 * loaded, so that it holds every sheet they use. The server sends it at its address
 * (plugins/pages.ts); a sheet made after it is sent inline by the pages that use it.
 */
let belowTheFold: Promise<BelowTheFoldFile> | undefined;
export function belowTheFoldFile(): Promise<BelowTheFoldFile> {
  belowTheFold ??= (async () => {
    await Promise.all(Object.values(PUBLIC_PAGES).map((load) => load()));
    await Promise.all([loadDeferredSections(), loadStaticSections()]);
    const sheets = allSheets();
    const css = sheets.map((s) => s.css).join('');
    const hash = createHash('sha256').update(css).digest('base64url').slice(0, 16);
    return { href: `/sheets/${hash}.css`, css, names: new Set(sheets.map((s) => s.name)) };
  })();
  belowTheFold.catch(() => (belowTheFold = undefined));
  return belowTheFold;
}

/** What each request gives the route table's loaders: its own query client. */
interface LoaderContext {
  queryClient: QueryClient;
}
// One route table and handler for the process (flattening and ranking the routes was ~0.7 ms
// of every render); each request's loaders fill the client its context carries.
let staticHandler: ReturnType<typeof createStaticHandler> | undefined;
const routeHandler = () =>
  (staticHandler ??= createStaticHandler(
    createRoutes((context) => (context as LoaderContext).queryClient, { staff: false }),
  ));

/**
 * A language's UI strings, made once per list the server's read cache holds (a new list after
 * a write is a new key) rather than on every render (~0.4 ms). Read, never written, on the
 * server: the hydration data carries a filtered copy (`withPageStrings`).
 */
const dictionaries = new WeakMap<readonly UiTranslation[], Partial<Record<Lang, UiDictionary>>>();
function dictionaryOf(list: readonly UiTranslation[], lang: Lang): UiDictionary {
  let byLang = dictionaries.get(list);
  if (!byLang) dictionaries.set(list, (byLang = {}));
  return (byLang[lang] ??= Object.freeze(toDictionary(list, lang)));
}

/**
 * Renders one public page on the server (DESIGN §2 "rendering", §9; docs/decisions/0009):
 * the route loaders fill this request's query client from the server's cached reads, the
 * page renders from it, and the same data goes to the browser for hydration.
 */
export async function render({
  request,
  lang,
  origin,
  reads,
  version,
  since,
  vitalsSampleRate,
}: RenderInput): Promise<RenderResult> {
  const queryClient = createQueryClient();
  setPublicReads(queryClient, reads);
  // The page's language's UI strings, which the app provider reads on both sides (api/translations.ts).
  const translations = await queryClient.fetchQuery(translationsQueryOptions());
  const dictionary = dictionaryOf(translations, lang);
  queryClient.setQueryData(dictionaryQueryOptions(lang).queryKey, dictionary);
  const context = await routeHandler().query(request, {
    requestContext: { queryClient } satisfies LoaderContext,
  });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  // A 404 from a loader (an unknown blog) renders the not-found page; any other failure
  // (the database down) is the server's to answer, not a page to cache.
  const errors = Object.values(context.errors ?? {});
  for (const error of errors) {
    if (!(isRouteErrorResponse(error) && error.status === 404)) throw error;
  }
  // The loaders ran with the route table; the page renders without a router, as the
  // browser hydrates it (decision 0015): PublicApp with the matched page.
  const matchedPage = [...context.matches]
    .reverse()
    .map((m) => m.route.id)
    .find(isPublicPageId);
  const pageId: PublicPageId = errors.length > 0 || !matchedPage ? 'public/not-found' : matchedPage;
  const page = await PUBLIC_PAGES[pageId]();
  // The sections the browser hydrates later (render/deferred-section) or never (render/static-section)
  // render whole here: their code is loaded once, on a page's first render, and never
  // suspends a render after that.
  await Promise.all([loadDeferredSections(), loadStaticSections()]);
  const matches: PageMatch[] =
    errors.length > 0
      ? [{ handle: page.handle }]
      : context.matches.map((m) => ({
          handle: m.route.handle as RouteHandle | undefined,
          data: context.loaderData[m.route.id] as RouteData,
        }));

  const dir = dirOf(lang);
  const url = new URL(request.url);
  const location = { pathname: url.pathname, search: url.search, hash: '', state: null, key: 'server' };
  // Recorded while it renders: the UI strings it looks up and the reads only its deferred
  // sections show. The hydration data carries the strings; those reads go in data of their
  // own at the end of the page, read when the sections hydrate (`sectionData` below).
  const stylesheet = await belowTheFoldFile();
  const {
    result: {
      result: { html, styles, tail },
      keys: uiStrings,
    },
    queryHashes: sectionReads,
  } = recordSectionReads(() =>
    recordUiStrings(() =>
      renderWithStyles(
        dir,
        (cache) =>
          withSectionCache(`${origin} ${lang}`, version, () =>
            renderToString(
              <AppRoot
                queryClient={queryClient}
                initialLang={lang}
                cacheFor={() => cache}
                globalStyles={<AppGlobalStyles />}
              >
                <PublicApp page={page.Component} matches={matches} location={location} />
              </AppRoot>,
            ),
          ),
        stylesheet,
      ),
    ),
  );

  const { pathname, search } = url;
  const notFound = matches.some((m) => m.handle?.notFound);
  const indexable = !notFound && !matches.some((m) => m.handle?.noindex);
  const seoEntries = queryClient.getQueryData(seoQueryOptions().queryKey) ?? [];
  const settings = queryClient.getQueryData(settingsQueryOptions().queryKey);
  const routeMeta = routeMetaOf(matches);
  const t = makeTranslator(dictionary, lang);
  const found = withRouteMeta(resolvePageMeta(pathname, seoEntries, lang), routeMeta, lang);
  // A missing page says so in its tab and in a shared link, rather than posing as home.
  const meta = notFound
    ? { ...found, title: `${t('Page not found')} | ${pick(settings?.site_name, lang)}` }
    : found;
  const pathIn = (l: typeof lang) => routePathIn(routeMeta, l) ?? `${pathname}${search}`;
  let jsonLd: string | undefined;
  if (settings && !notFound) {
    // The breadcrumbs as the banner names them: the deepest route handle's UI string.
    const title = [...matches]
      .reverse()
      .map((m) => m.handle?.title)
      .find(Boolean);
    const at = { origin, path: pathIn(lang), lang };
    const breadcrumbs = breadcrumbsOf(at, {
      home: t('Home'),
      page: title && t(title),
      item: pick(routeMeta?.name, lang) || undefined,
    });
    const categoryId = routeMeta?.entity?.kind === 'service' ? routeMeta.entity.categoryId : null;
    const category =
      categoryId === null ? undefined : (await reads.categories()).find((c) => c.cat_id === categoryId);
    const url = langUrl(origin, pathIn(lang), lang);
    jsonLd = jsonLdScript(
      pageJsonLd({
        lang,
        origin,
        url,
        settings,
        meta,
        route: routeMeta,
        categoryName: category && pick(category.cat_name, lang),
        breadcrumbs,
        home: pathname === PATHS.home,
      }),
    );
  }
  // Of the page's language only: the records' other languages come when the visitor switches.
  const dehydrated = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      defaultShouldDehydrateQuery(query) && !notInHydration.has(query.queryHash),
  });
  const { state: query, cut } = dehydratedInOneLanguage(
    // Not the whole list of UI strings the dictionary was made from: 47 KB in three languages.
    // and, of the page's language, only the strings this render used (the rest come at idle).
    withPageStrings(
      { ...dehydrated, queries: dehydrated.queries.filter((q) => !sectionReads.has(q.queryHash)) },
      lang,
      uiStrings,
    ),
    lang,
  );
  const payload: HydrationPayload = {
    lang,
    page: pageId,
    matches,
    query: packQueries(query),
    ...(cut.length > 0 ? { oneLanguage: cut } : {}),
    ...(since === undefined ? {} : { since }),
    ...(vitalsSampleRate ? { vitals: vitalsSampleRate } : {}),
  };
  // The reads only the deferred sections show (the home page's carousels: ~3.5 KB brotli in
  // the page's language), apart: the page's hydration does not parse them, and a section
  // hydrates from exactly what it was rendered with, never from a fresh read that an edit
  // in between would make disagree with its HTML (render/deferred-section.tsx).
  const sectionQueries = dehydrated.queries.filter((q) => sectionReads.has(q.queryHash));
  const sections = dehydratedInOneLanguage({ mutations: [], queries: sectionQueries }, lang);
  const sectionData =
    sectionQueries.length > 0
      ? `<script id="${SECTION_DATA_ELEMENT_ID}" type="application/json">${safeJson({
          query: packQueries(sections.state),
          oneLanguage: sections.cut,
        } satisfies SectionData)}</script>`
      : '';
  return {
    kind: 'page',
    status: notFound ? 404 : context.statusCode,
    lang,
    dir,
    head: `${fontPreloads(lang)
      .map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`)
      .join('\n    ')}
    ${renderHeadTags({ meta, lang, origin, path: `${pathname}${search}`, pathIn, siteName: settings?.site_name ?? {}, indexable, jsonLd })}\n    ${styles}`,
    html,
    data: safeJson(payload),
    tail: `${sectionData}${tail}`,
    modules: pageModulesOf([pageId]),
  };
}
