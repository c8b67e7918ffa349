import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { toDictionary, type Lang, type UiTranslation } from '../../contract';
import { http } from '../api/http';
import { seoQueryOptions } from '../api/seo';
import { dictionaryQueryOptions, translationsQueryOptions } from '../api/translations';
import { createRoutes } from '../app/routes';
import { RouterBridge } from '../app/router-bridge';
import { AppProvider } from '../context/app-provider';
import { READS_FROM_LISTS } from './fixtures';
import { fakeAdapter, type FakeAdapter, type FakeReply } from './fake-adapter';
import { testQueryClient } from './render';

export interface AppRenderOptions {
  lang?: Lang;
  path?: string;
  translations?: UiTranslation[];
  /**
   * The API's answers by path (`/blogs`, `/settings` …), or a function of the query; anything else is a 404.
   */
  api?: Record<string, unknown>;
}

export type AppRenderResult = RenderResult & {
  queryClient: QueryClient;
  server: FakeAdapter;
  router: ReturnType<typeof createMemoryRouter>;
};

/** The one axios instance answered from `api`; restore with `restoreHttp()` after each test. */
function serve(api: Record<string, unknown>, translations: UiTranslation[]): FakeAdapter {
  // What every public page's layout reads (UI strings, SEO, the services dropdown),
  // unless a test says otherwise.
  const answers: Record<string, unknown> = {
    '/translations/ui': translations,
    '/seoMetaData': [],
    '/services': [],
    '/categories': [],
    ...api,
  };
  const server = fakeAdapter((config): FakeReply => {
    const path = config.url ?? '';
    const whole = path.replace(/\/(cards|menu)$/, '');
    if (
      !Object.hasOwn(answers, path) &&
      Object.hasOwn(READS_FROM_LISTS, path) &&
      Object.hasOwn(answers, whole)
    ) {
      const list = answers[whole];
      const items = typeof list === 'function' ? (list as (query: object) => unknown)({}) : list;
      return { status: 200, data: READS_FROM_LISTS[path]!(items as unknown[], config.params ?? {}) };
    }
    if (!Object.hasOwn(answers, path))
      return { status: 404, data: { message: 'Not found', code: 'NOT_FOUND' } };
    const answer = answers[path];
    return {
      status: 200,
      data:
        typeof answer === 'function'
          ? (answer as (query: Record<string, unknown>) => unknown)(config.params ?? {})
          : answer,
    };
  });
  http.defaults.adapter = server;
  return server;
}

const originalAdapter = http.defaults.adapter;
export const restoreHttp = () => {
  http.defaults.adapter = originalAdapter;
};

function mount(
  routes: (queryClient: QueryClient) => RouteObject[],
  { lang = 'en', path = '/', translations = [], api = {} }: AppRenderOptions,
): AppRenderResult {
  const server = serve(api, translations);
  const queryClient = testQueryClient();
  // As a server-rendered page starts: its language's strings here (and the whole list,
  // for a switch without a request).
  queryClient.setQueryData(translationsQueryOptions().queryKey, translations);
  queryClient.setQueryData(dictionaryQueryOptions(lang).queryKey, toDictionary(translations, lang));
  queryClient.setQueryData(seoQueryOptions().queryKey, []);
  const router = createMemoryRouter(routes(queryClient), { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AppProvider initialLang={lang}>
        <RouterProvider router={router} />
      </AppProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, server, router };
}

/** A component inside the real providers and a router at `path` (a `?page=` …). */
export const renderInApp = (ui: ReactNode, options: AppRenderOptions = {}) =>
  mount(() => [{ Component: RouterBridge, children: [{ path: '*', element: ui }] }], options);

/** A path through the real route table and loaders, as the browser runs it (STYLE §7 "tests per layer"). */
export const renderRoute = (path: string, options: Omit<AppRenderOptions, 'path'> = {}) =>
  mount(createRoutes, { ...options, path });
