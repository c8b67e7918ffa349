import type { QueryClient } from '@tanstack/react-query';
import { categoriesMenuQueryOptions } from '../../../api/categories';
import { seoQueryOptions } from '../../../api/seo';
import { servicesMenuQueryOptions } from '../../../api/services';
import { settingsQueryOptions } from '../../../api/settings';
import { translationsQueryOptions } from '../../../api/translations';
import { PublicLayout } from '../../../layout/public-layout';
import type { PageModule } from '../page-route';
import { RouteError } from './route-error';

/** Every public page: its UI strings, SEO entries, the office's details (top bar, footer, WhatsApp) and the services dropdown. */
export const layoutPage: PageModule = {
  loader: (queryClient: QueryClient) => async () => {
    await Promise.all([
      queryClient.ensureQueryData(translationsQueryOptions()),
      queryClient.ensureQueryData(seoQueryOptions()),
      queryClient.ensureQueryData(settingsQueryOptions()),
      queryClient.ensureQueryData(servicesMenuQueryOptions()),
      queryClient.ensureQueryData(categoriesMenuQueryOptions()),
    ]);
    return null;
  },
  Component: PublicLayout,
  ErrorBoundary: RouteError,
};
