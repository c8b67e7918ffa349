import type { RouteObject } from 'react-router';
import { PATHS } from '../../../contract';
import type { RouteHandle } from '../../context/route-handle';
import type { EntityScreens } from '../../ui/admin/entity-screens';

const handle = (h: RouteHandle) => h;

/** `<path>`, `<path>/create` and `<path>/update/:id` (SPEC §2), each loaded with the module on first visit. */
const entityRoutes = (path: string, titles: { list: string; create: string; update: string }, load: () => Promise<EntityScreens>): RouteObject => ({
  path,
  handle: handle({ title: titles.list }),
  children: [
    { index: true, lazy: async () => ({ Component: (await load()).List }) },
    { path: 'create', handle: handle({ title: titles.create }), lazy: async () => ({ Component: (await load()).Create }) },
    { path: 'update/:id', handle: handle({ title: titles.update }), lazy: async () => ({ Component: (await load()).Update }) },
  ],
});


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
      entityRoutes('services', { list: 'Services', create: 'Create Service', update: 'Update Service' }, () => import('./system/services')),
      entityRoutes('categories', { list: 'Categories', create: 'Create Category', update: 'Update Category' }, () => import('./system/categories')),
      entityRoutes('blogs', { list: 'Blogs', create: 'Create Blog', update: 'Update Blog' }, () => import('./system/blogs')),
      entityRoutes('testimonials', { list: 'Testimonials', create: 'Create Testimonial', update: 'Update Testimonial' }, () => import('./system/testimonials')),
      entityRoutes('researchers', { list: 'Researchers', create: 'Add New Researcher', update: 'Update Researcher' }, () => import('./system/researchers')),
      { path: 'seo', handle: handle({ title: 'SEO' }), lazy: async () => ({ Component: (await import('../../features/admin/seo/seo-screen')).SeoScreen }) },
      { path: 'requests', handle: handle({ title: 'Requests' }), lazy: async () => ({ Component: (await import('../../features/inbox/requests-screen')).RequestsScreen }) },
      { path: 'messages', handle: handle({ title: 'Messages' }), lazy: async () => ({ Component: (await import('../../features/inbox/messages-screen')).MessagesScreen }) },
      { path: 'translations', handle: handle({ title: 'Translations' }), lazy: async () => ({ Component: (await import('../../features/admin/translations/translations-screen')).TranslationsScreen }) },
      { path: 'settings', handle: handle({ title: 'Settings' }), lazy: async () => ({ Component: (await import('../../features/admin/settings/settings-screen')).SettingsScreen }) },
      { path: 'staff', handle: handle({ title: 'Staff accounts' }), lazy: async () => ({ Component: (await import('../../features/admin/staff/staff-screen')).StaffScreen }) },
      { path: 'trash', handle: handle({ title: 'Trash' }), lazy: async () => ({ Component: (await import('../../features/admin/trash/trash-screen')).TrashScreen }) },
      { path: '*', handle: handle({ title: 'Page not found' }), lazy: async () => ({ Component: (await import('../../features/admin/admin-not-found-page')).AdminNotFoundPage }) },
    ],
  },
];
