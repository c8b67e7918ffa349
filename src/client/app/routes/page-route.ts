import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import type { RouteData, RouteHandle } from '../../context/route-handle';

/**
 * A screen as a thin route module (STYLE §7, docs/decisions/0009): a loader that puts the
 * page's data in the query cache (`queryClient.ensureQueryData(xxxQueryOptions())`) and a
 * component that reads the same options with a hook. The server renders with the same
 * loaders, answered from its cache; the browser hydrates with the data the server used.
 */
export interface PageModule {
  loader?: (queryClient: QueryClient) => LoaderFunction<RouteData>;
  Component: ComponentType;
  handle?: RouteHandle;
  ErrorBoundary?: ComponentType;
}

/**
 * The query client a route's loaders fill: one client (the browser's, a test's), or the one
 * each request carries in react-router's `requestContext` (the server makes the route table
 * once and a client per request, `entry-server.tsx`).
 */
export type LoaderClient = QueryClient | ((context: unknown) => QueryClient);

export const pageRoute = (
  client: LoaderClient,
  page: PageModule,
): Pick<RouteObject, 'loader' | 'Component' | 'handle' | 'ErrorBoundary'> => {
  const { loader } = page;
  return {
    ...(loader
      ? {
          loader:
            typeof client === 'function' ? (args) => loader(client(args.context))(args) : loader(client),
        }
      : {}),
    Component: page.Component,
    ...(page.handle ? { handle: page.handle } : {}),
    ...(page.ErrorBoundary ? { ErrorBoundary: page.ErrorBoundary } : {}),
  };
};

/** A `?name=` that must be a positive integer id (SPEC §2: `service_id`, `blog_id`), else undefined. */
export function idParam(request: Request, name: string): number | undefined {
  const id = Number(new URL(request.url).searchParams.get(name));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * A loader's redirect, as react-router's `redirect` makes it (a 302 with Location), without
 * its code: the page modules are in the browser's public graph, which has no router.
 */
export const redirectTo = (location: string): Response =>
  new Response(null, { status: 302, headers: { Location: location } });

/** A loader's "no such page": the server renders the not-found page with a 404 (entry-server.tsx). */
export const notFoundResponse = (): Response => new Response(null, { status: 404, statusText: 'Not Found' });
