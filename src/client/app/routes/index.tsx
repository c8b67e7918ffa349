import type { RouteObject } from 'react-router';
import { PATHS } from '../../../contract';
import { pageRoute, type LoaderClient } from './page-route';
import { PUBLIC_PAGES, type PublicPageId } from './public-pages';
import { layoutPage } from './public/layout';
import { RouteError } from './public/route-error';
import { systemRoutes } from './system';
import { RouterBridge } from '../router-bridge';

const lazyPage = (queryClient: LoaderClient, id: PublicPageId) => ({
  id,
  lazy: async () => pageRoute(queryClient, await PUBLIC_PAGES[id]()),
}) satisfies Pick<RouteObject, 'id' | 'lazy'>;

/**
 * The route table: the loaders fill a query client's cache (docs/decisions/0009), the
 * browser's one or, on the server, the request's (`LoaderClient`). The server makes the
 * table once, runs its loaders for each request, then renders the matched page in PublicApp; the browser hydrates that without a router
 * (decision 0015). Tests run the table in a memory router, as a client-side move would.
 * The server's table leaves the staff routes out (`staff: false`): it never renders them
 * (they are client-only paths), and a public address was matched against them too
 * (decision 0022).
 */
export function createRoutes(queryClient: LoaderClient, { staff = true }: { staff?: boolean } = {}): RouteObject[] {
  return [{ Component: RouterBridge, children: [
    {
      path: PATHS.home,
      ...pageRoute(queryClient, layoutPage),
      children: [
        {
          // A page whose data fails shows its error inside the layout (nav and footer stay).
          ErrorBoundary: RouteError,
          children: [
            { index: true, ...lazyPage(queryClient, 'public/home') },
            { path: 'about-us', ...lazyPage(queryClient, 'public/about') },
            { path: 'services', ...lazyPage(queryClient, 'public/services') },
            { path: 'services/:service', ...lazyPage(queryClient, 'public/service') },
            { path: 'why-us', ...lazyPage(queryClient, 'public/why-us') },
            { path: 'testimonials', ...lazyPage(queryClient, 'public/testimonials') },
            { path: 'researchers', ...lazyPage(queryClient, 'public/researchers') },
            { path: 'blogs', ...lazyPage(queryClient, 'public/blogs') },
            { path: 'blogs/:blog', ...lazyPage(queryClient, 'public/blog') },
            { path: 'contact-us', ...lazyPage(queryClient, 'public/contact') },
            { path: '*', ...lazyPage(queryClient, 'public/not-found') },
          ],
        },
      ],
    },
    ...(staff ? systemRoutes : []),
  ] }];
}
