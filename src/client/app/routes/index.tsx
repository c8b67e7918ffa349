import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PATHS } from '../../../contract';
import type { RouteHandle } from '../../context/route-handle';
import { AboutPage } from '../../features/about/about-page';
import { ContactPage } from '../../features/contact/contact-page';
import { HomePage } from '../../features/home/home-page';
import { NotFoundPage } from '../../features/not-found/not-found-page';
import { ServiceDetailPage } from '../../features/services/service-detail-page';
import { ServicesPage } from '../../features/services/services-page';
import { WhyUsPage } from '../../features/why-us/why-us-page';
import { pageRoute } from './page-route';
import { blogPage } from './public/blog';
import { blogsPage } from './public/blogs';
import { layoutPage } from './public/layout';
import { researchersPage } from './public/researchers';
import { testimonialsPage } from './public/testimonials';
import { RouteError } from './public/route-error';
import { systemRoutes } from './system';

/** SPEC §2: a detail route without its id goes back to the list. */
const requireParam = (param: string, fallback: string) => ({ request }: LoaderFunctionArgs) => {
  if (!new URL(request.url).searchParams.get(param)) throw redirect(fallback);
  return null;
};

const handle = (h: RouteHandle) => h;

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
            { index: true, element: <HomePage />, handle: handle({}) },
            { path: 'about-us', element: <AboutPage />, handle: handle({ title: 'Who Are We' }) },
            { path: 'services', element: <ServicesPage />, handle: handle({ title: 'Our Services' }) },
            {
              path: 'services/:service',
              element: <ServiceDetailPage />,
              loader: requireParam('service_id', PATHS.services),
              handle: handle({ title: 'Our Services' }),
            },
            { path: 'why-us', element: <WhyUsPage />, handle: handle({ title: 'Why Choose Us' }) },
            { path: 'testimonials', ...pageRoute(queryClient, testimonialsPage) },
            { path: 'researchers', ...pageRoute(queryClient, researchersPage) },
            { path: 'blogs', ...pageRoute(queryClient, blogsPage) },
            { path: 'blogs/:blog', ...pageRoute(queryClient, blogPage) },
            { path: 'contact-us', element: <ContactPage />, handle: handle({ title: 'Contact Us' }) },
            { path: '*', element: <NotFoundPage />, handle: handle({ title: 'Page not found', notFound: true }) },
          ],
        },
      ],
    },
    ...systemRoutes,
  ];
}
