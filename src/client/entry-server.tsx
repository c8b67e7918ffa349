import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { dirOf, resolvePageMeta } from '../contract';
import type { RenderInput, RenderResult } from '../contract/render';
import { seoQueryOptions } from './api/seo';
import { translationsQueryOptions } from './api/translations';
import { AppRoot } from './app/app-root';
import { createEmotionCache } from './app/emotion';
import { renderHeadTags, safeJson } from '../contract/head-tags';
import { createQueryClient } from './app/query-client';
import type { RouteHandle } from './context/route-handle';
import { routes } from './app/routes';
import type { HydrationPayload } from './hydration';

const handler = createStaticHandler(routes);

/** Renders one public page on the server (DESIGN §2 "rendering", §9). */
export async function render({ request, lang, origin, translations, seoEntries }: RenderInput): Promise<RenderResult> {
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }

  const queryClient = createQueryClient();
  queryClient.setQueryData(translationsQueryOptions().queryKey, translations);
  queryClient.setQueryData(seoQueryOptions().queryKey, seoEntries);

  const dir = dirOf(lang);
  const cache = createEmotionCache(dir);
  // Must exist before rendering: it switches the cache into collecting styles (DESIGN §9).
  const emotionServer = createEmotionServer(cache);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppRoot queryClient={queryClient} initialLang={lang} cacheFor={() => cache}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppRoot>,
  );
  const styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));

  const pathname = new URL(request.url).pathname;
  const notFound = context.matches.some((m) => (m.route.handle as RouteHandle | undefined)?.notFound);
  const payload: HydrationPayload = {
    lang,
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    query: dehydrate(queryClient),
  };
  return {
    kind: 'page',
    status: notFound ? 404 : context.statusCode,
    lang,
    dir,
    head: `${renderHeadTags({ meta: resolvePageMeta(pathname, seoEntries), lang, origin, pathname })}\n    ${styles}`,
    html,
    data: safeJson(payload),
  };
}
