import type { QueryClient } from '@tanstack/react-query';
import { categoriesMenuQueryOptions } from '../../../api/categories';
import { seoQueryOptions } from '../../../api/seo';
import { servicesMenuQueryOptions } from '../../../api/services';
import { settingsQueryOptions } from '../../../api/settings';
import { Outlet } from 'react-router';
import { PublicLayout } from '../../../layout/public-layout';
import type { PageModule } from '../page-route';
import { RouteError } from './route-error';

/**
 * Every public page: its SEO entries, the office's details (top bar, footer, WhatsApp) and the
 * services dropdown. Its UI strings are the page language's dictionary, which the server
 * renders with and the app provider keeps (api/translations.ts): a loader does not know
 * the language.
 */
export const layoutPage: PageModule = {
  loader: (queryClient: QueryClient) => async () => {
    await Promise.all([
      queryClient.ensureQueryData(seoQueryOptions()),
      queryClient.ensureQueryData(settingsQueryOptions()),
      queryClient.ensureQueryData(servicesMenuQueryOptions()),
      queryClient.ensureQueryData(categoriesMenuQueryOptions()),
    ]);
    return null;
  },
  // In the route table (the server's loaders, tests); pages themselves render in PublicApp.
  Component: () => (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  ),
  ErrorBoundary: RouteError,
};
