import type { RouteObject } from 'react-router';
import { PATHS } from '../../../contract';
import { pageRoute, type LoaderClient } from './page-route';
import { PUBLIC_PAGES, PUBLIC_ROUTES, type PublicPageId } from './public-pages';
import { layoutPage } from './public/layout';
import { RouteError } from './public/route-error';
import { systemRoutes } from './system';
import { RouterBridge } from '../router-bridge';

const lazyPage = (queryClient: LoaderClient, id: PublicPageId) =>
  ({
    id,
    lazy: async () => pageRoute(queryClient, await PUBLIC_PAGES[id]()),
  }) satisfies Pick<RouteObject, 'id' | 'lazy'>;

/**
 * The route table: the loaders fill a query client's cache (docs/decisions/0009), the
 * browser's one or, on the server, the request's (`LoaderClient`). The server makes the
 * table once, runs its loaders for each request, then renders the matched page in PublicApp; the browser
 * hydrates that without a router (decision 0015). Tests run the table in a memory router, as a client-side
 * move would. The server's table leaves the staff routes out (`staff: false`): it never renders them (they
 * are client-only paths), and a public address was matched against them too (decision 0022).
 */
export function createRoutes(
  queryClient: LoaderClient,
  { staff = true }: { staff?: boolean } = {},
): RouteObject[] {
  return [
    {
      Component: RouterBridge,
      children: [
        {
          path: PATHS.home,
          ...pageRoute(queryClient, layoutPage),
          children: [
            {
              // A page whose data fails shows its error inside the layout (nav and footer stay).
              ErrorBoundary: RouteError,
              children: PUBLIC_ROUTES.map(([path, page]) => ({
                ...(path === null ? { index: true } : { path }),
                ...lazyPage(queryClient, page),
              })),
            },
          ],
        },
        ...(staff ? systemRoutes : []),
      ],
    },
  ];
}
