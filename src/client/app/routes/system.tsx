import type { RouteObject } from 'react-router';
import { CONTENT, CONTENT_NAMES, PATHS, STAFF_LINK_PAGES, type ContentName } from '../../../contract';
import type { RouteHandle } from '../../context/route-handle';
import { CONTENT_ADMIN } from './content-admin';
import { retryImport } from '../../render/retry-import';
import type { ContentIcons } from '../../features/admin/admin-sections';

const handle = (h: RouteHandle) => h;

/**
 * `<admin>`, `<admin>/create` and `<admin>/update/:id` of a content entity (SPEC §2), titled by the registry.
 */
const entityRoutes = (name: ContentName): RouteObject => {
  const { admin, labels } = CONTENT[name];
  const load = CONTENT_ADMIN[name].screens;
  return {
    path: admin.slice(`${PATHS.system}/`.length),
    handle: handle({ title: labels.many }),
    children: [
      { index: true, lazy: async () => ({ Component: (await load()).List }) },
      {
        path: 'create',
        handle: handle({ title: labels.create }),
        lazy: async () => ({ Component: (await load()).Create }),
      },
      {
        path: 'update/:id',
        handle: handle({ title: labels.update }),
        lazy: async () => ({ Component: (await load()).Update }),
      },
    ],
  };
};

/**
 * /login and /system: client-only and lazy-loaded (decision 0003), so their code stays out of public pages.
 */
export const systemRoutes: RouteObject[] = retryingChunks([
  {
    path: PATHS.login,
    // Nothing to show while the lazy chunk loads on a first visit (client-only route).
    HydrateFallback: () => null,
    lazy: async () => ({ Component: (await import('../../features/auth/login-page')).LoginPage }),
  },
  // A mailed link's pages (decision 0057): under /login, client-only like it.
  {
    path: STAFF_LINK_PAGES.forgot,
    HydrateFallback: () => null,
    lazy: async () => ({
      Component: (await import('../../features/auth/forgot-password-page')).ForgotPasswordPage,
    }),
  },
  {
    path: STAFF_LINK_PAGES.reset,
    HydrateFallback: () => null,
    lazy: async () => ({
      Component: (await import('../../features/auth/reset-password-page')).ResetPasswordPage,
    }),
  },
  {
    path: STAFF_LINK_PAGES.invite,
    HydrateFallback: () => null,
    lazy: async () => ({ Component: (await import('../../features/auth/invitation-page')).InvitationPage }),
  },
  {
    path: PATHS.system,
    HydrateFallback: () => null,
    lazy: async () => {
      const { SystemLayout } = await import('../../features/admin/system-layout');
      const contentIcons = Object.fromEntries(
        CONTENT_NAMES.map((name) => [name, CONTENT_ADMIN[name].Icon]),
      ) as ContentIcons;
      return { Component: () => <SystemLayout contentIcons={contentIcons} /> };
    },
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../../features/admin/system-index')).SystemIndex }),
      },
      ...CONTENT_NAMES.map(entityRoutes),
      {
        path: 'seo',
        handle: handle({ title: 'SEO' }),
        lazy: async () => ({ Component: (await import('../../features/admin/seo/seo-screen')).SeoScreen }),
      },
      {
        path: 'requests',
        handle: handle({ title: 'Requests' }),
        lazy: async () => ({
          Component: (await import('../../features/inbox/requests-screen')).RequestsScreen,
        }),
      },
      {
        path: 'requests/:id',
        handle: handle({ title: 'Request' }),
        lazy: async () => ({
          Component: (await import('../../features/inbox/desk/request-desk-screen')).RequestDeskScreen,
        }),
      },
      {
        path: 'dashboard',
        handle: handle({ title: 'Dashboard' }),
        lazy: async () => ({
          Component: (await import('../../features/inbox/dashboard/dashboard-screen')).DashboardScreen,
        }),
      },
      {
        path: 'students',
        handle: handle({ title: 'Student data' }),
        lazy: async () => ({
          Component: (await import('../../features/inbox/students/student-data-screen')).StudentDataScreen,
        }),
      },
      {
        path: 'messages',
        handle: handle({ title: 'Messages' }),
        lazy: async () => ({
          Component: (await import('../../features/inbox/messages-screen')).MessagesScreen,
        }),
      },
      {
        path: 'translations',
        handle: handle({ title: 'Translations' }),
        lazy: async () => ({
          Component: (await import('../../features/admin/translations/translations-screen'))
            .TranslationsScreen,
        }),
      },
      {
        path: 'settings',
        handle: handle({ title: 'Settings' }),
        lazy: async () => ({
          Component: (await import('../../features/admin/settings/settings-screen')).SettingsScreen,
        }),
      },
      {
        path: 'staff',
        handle: handle({ title: 'Staff accounts' }),
        lazy: async () => ({
          Component: (await import('../../features/admin/staff/staff-screen')).StaffScreen,
        }),
      },
      {
        path: 'audit',
        handle: handle({ title: 'Audit log' }),
        lazy: async () => ({
          Component: (await import('../../features/admin/audit/audit-screen')).AuditScreen,
        }),
      },
      {
        path: 'account',
        handle: handle({ title: 'My account' }),
        lazy: async () => ({
          Component: (await import('../../features/admin/account/account-screen')).AccountScreen,
        }),
      },
      {
        path: 'trash',
        handle: handle({ title: 'Trash' }),
        lazy: async () => ({
          Component: (await import('../../features/admin/trash/trash-screen')).TrashScreen,
        }),
      },
      {
        path: '*',
        handle: handle({ title: 'Page not found' }),
        lazy: async () => ({
          Component: (await import('../../features/admin/admin-not-found-page')).AdminNotFoundPage,
        }),
      },
    ],
  },
]);

/**
 * Each screen's code is fetched with `retryImport` (decision 0062): a chunk cut off by a
 * dropped connection is asked for again when it is back, instead of the router's error page.
 */
function retryingChunks(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    return {
      ...route,
      ...(typeof lazy === 'function' ? { lazy: () => retryImport(lazy) } : {}),
      ...(children ? { children: retryingChunks(children) } : {}),
    } as RouteObject;
  });
}
