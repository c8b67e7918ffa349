import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { PATHS } from '../../../contract';
import { NotFoundPage } from '../../features/not-found/not-found-page';
import { pageRoute, type PageModule } from './page-route';
import { layoutPage } from './public/layout';
import { RouteError } from './public/route-error';
import { systemRoutes } from './system';

/**
 * The public pages, each in its own chunk so a page loads its own code only. The key is
 * the route's id and its module under `src/client/app/routes/`: the server preloads the
 * matched pages' chunks with the HTML (`pageModulesOf`), the browser resolves them before
 * hydrating (entry-client), so nothing waits on a second round trip.
 */
const PUBLIC_PAGES = {
  'public/home': () => import('./public/home').then((m) => m.homePage),
  'public/about': () => import('./public/about').then((m) => m.aboutPage),
  'public/services': () => import('./public/services').then((m) => m.servicesPage),
  'public/service': () => import('./public/service').then((m) => m.servicePage),
  'public/why-us': () => import('./public/why-us').then((m) => m.whyUsPage),
  'public/testimonials': () => import('./public/testimonials').then((m) => m.testimonialsPage),
  'public/researchers': () => import('./public/researchers').then((m) => m.researchersPage),
  'public/blogs': () => import('./public/blogs').then((m) => m.blogsPage),
  'public/blog': () => import('./public/blog').then((m) => m.blogPage),
  'public/contact': () => import('./public/contact').then((m) => m.contactPage),
} satisfies Record<string, () => Promise<PageModule>>;
type PublicPageId = keyof typeof PUBLIC_PAGES;

const lazyPage = (queryClient: QueryClient, id: PublicPageId) => ({
  id,
  lazy: async () => pageRoute(queryClient, await PUBLIC_PAGES[id]()),
}) satisfies Pick<RouteObject, 'id' | 'lazy'>;

/** The source modules of the matched lazy pages (manifest keys), for the server's preload links. */
export const pageModulesOf = (routeIds: readonly string[]): string[] =>
  routeIds.filter((id): id is PublicPageId => Object.hasOwn(PUBLIC_PAGES, id)).map((id) => `src/client/app/routes/${id}.tsx`);

/**
 * The route table, made for one query client: the loaders fill that client's cache
 * (docs/decisions/0009). The server makes one per request, the browser one per visit.
 * Public routes render on the server and hydrate; /login and /system are client-only.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
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
            { path: '*', element: <NotFoundPage />, handle: { title: 'Page not found', notFound: true } },
          ],
        },
      ],
    },
    ...systemRoutes,
  ];
}
