import type { QueryClient } from '@tanstack/react-query';
import { seoQueryOptions } from '../../../api/seo';
import { settingsQueryOptions } from '../../../api/settings';
import { translationsQueryOptions } from '../../../api/translations';
import { PublicLayout } from '../../../layout/public-layout';
import type { PageModule } from '../page-route';
import { RouteError } from './route-error';

/** Every public page: its UI strings, SEO entries and the office's details (top bar, footer, WhatsApp). */
export const layoutPage: PageModule = {
  loader: (queryClient: QueryClient) => async () => {
    await Promise.all([
      queryClient.ensureQueryData(translationsQueryOptions()),
      queryClient.ensureQueryData(seoQueryOptions()),
      queryClient.ensureQueryData(settingsQueryOptions()),
    ]);
    return null;
  },
  Component: PublicLayout,
  ErrorBoundary: RouteError,
};
