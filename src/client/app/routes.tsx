import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PATHS } from '../../contract';
import { AboutPage } from '../features/about/about-page';
import { BlogDetailPage } from '../features/blogs/blog-detail-page';
import { BlogsPage } from '../features/blogs/blogs-page';
import { ContactPage } from '../features/contact/contact-page';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { ResearchersPage } from '../features/researchers/researchers-page';
import { ServiceDetailPage } from '../features/services/service-detail-page';
import { ServicesPage } from '../features/services/services-page';
import { TestimonialsPage } from '../features/testimonials/testimonials-page';
import { WhyUsPage } from '../features/why-us/why-us-page';
import { PublicLayout } from '../layout/public-layout';
import type { RouteHandle } from '../context/route-handle';

/** SPEC §2: a detail route without its id goes back to the list. */
const requireParam = (param: string, fallback: string) => ({ request }: LoaderFunctionArgs) => {
  if (!new URL(request.url).searchParams.get(param)) throw redirect(fallback);
  return null;
};

const handle = (h: RouteHandle) => h;

/**
 * The route table. Public routes render on the server and hydrate; /login and /system
 * are client-only and lazy-loaded (issue 2 §8), so their code stays out of public pages.
 */
export const routes: RouteObject[] = [
  {
    path: PATHS.home,
    element: <PublicLayout />,
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
      { path: 'testimonials', element: <TestimonialsPage />, handle: handle({ title: 'Testimonials' }) },
      { path: 'researchers', element: <ResearchersPage />, handle: handle({ title: 'Researchers' }) },
      { path: 'blogs', element: <BlogsPage />, handle: handle({ title: 'Blogs' }) },
      { path: 'blogs/:blog', element: <BlogDetailPage />, loader: requireParam('blog_id', PATHS.blogs), handle: handle({ title: 'Blogs' }) },
      { path: 'contact-us', element: <ContactPage />, handle: handle({ title: 'Contact Us' }) },
      { path: '*', element: <NotFoundPage />, handle: handle({ title: 'Page not found', notFound: true }) },
    ],
  },
  {
    path: PATHS.login,
    // Nothing to show while the lazy chunk loads on a first visit (client-only route).
    HydrateFallback: () => null,
    lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
  },
  {
    path: PATHS.system,
    HydrateFallback: () => null,
    lazy: async () => ({ Component: (await import('../features/admin/system-layout')).SystemLayout }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../features/admin/system-index')).SystemIndex }) },
      { path: 'services', handle: handle({ title: 'Services' }), lazy: async () => ({ Component: (await import('../features/admin/admin-placeholder-page')).AdminPlaceholderPage }) },
      { path: 'categories', handle: handle({ title: 'Categories' }), lazy: async () => ({ Component: (await import('../features/admin/admin-placeholder-page')).AdminPlaceholderPage }) },
      { path: 'blogs', handle: handle({ title: 'Blogs' }), lazy: async () => ({ Component: (await import('../features/admin/admin-placeholder-page')).AdminPlaceholderPage }) },
      { path: 'testimonials', handle: handle({ title: 'Testimonials' }), lazy: async () => ({ Component: (await import('../features/admin/admin-placeholder-page')).AdminPlaceholderPage }) },
      { path: 'researchers', handle: handle({ title: 'Researchers' }), lazy: async () => ({ Component: (await import('../features/admin/admin-placeholder-page')).AdminPlaceholderPage }) },
      { path: 'seo', handle: handle({ title: 'SEO' }), lazy: async () => ({ Component: (await import('../features/admin/admin-placeholder-page')).AdminPlaceholderPage }) },
      { path: 'requests', handle: handle({ title: 'Requests' }), lazy: async () => ({ Component: (await import('../features/admin/admin-placeholder-page')).AdminPlaceholderPage }) },
      { path: '*', handle: handle({ title: 'Page not found' }), lazy: async () => ({ Component: (await import('../features/admin/admin-not-found-page')).AdminNotFoundPage }) },
    ],
  },
];
