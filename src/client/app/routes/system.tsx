import type { RouteObject } from 'react-router';
import { PATHS } from '../../../contract';
import type { RouteHandle } from '../../context/route-handle';

const handle = (h: RouteHandle) => h;
const placeholder = async () => ({ Component: (await import('../../features/admin/admin-placeholder-page')).AdminPlaceholderPage });

/** /login and /system: client-only and lazy-loaded (issue 2 §8), so their code stays out of public pages. */
export const systemRoutes: RouteObject[] = [
  {
    path: PATHS.login,
    // Nothing to show while the lazy chunk loads on a first visit (client-only route).
    HydrateFallback: () => null,
    lazy: async () => ({ Component: (await import('../../features/auth/login-page')).LoginPage }),
  },
  {
    path: PATHS.system,
    HydrateFallback: () => null,
    lazy: async () => ({ Component: (await import('../../features/admin/system-layout')).SystemLayout }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../../features/admin/system-index')).SystemIndex }) },
      { path: 'services', handle: handle({ title: 'Services' }), lazy: placeholder },
      { path: 'categories', handle: handle({ title: 'Categories' }), lazy: placeholder },
      { path: 'blogs', handle: handle({ title: 'Blogs' }), lazy: placeholder },
      { path: 'testimonials', handle: handle({ title: 'Testimonials' }), lazy: placeholder },
      { path: 'researchers', handle: handle({ title: 'Researchers' }), lazy: placeholder },
      { path: 'seo', handle: handle({ title: 'SEO' }), lazy: placeholder },
      { path: 'requests', handle: handle({ title: 'Requests' }), lazy: placeholder },
      { path: '*', handle: handle({ title: 'Page not found' }), lazy: async () => ({ Component: (await import('../../features/admin/admin-not-found-page')).AdminNotFoundPage }) },
    ],
  },
];
