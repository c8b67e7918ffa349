import type { QueryClient } from '@tanstack/react-query';
import { categoriesQueryOptions } from '../../../api/categories';
import { serviceCardsQueryOptions } from '../../../api/services';
import { ServicesPage } from '../../../features/services/services-page';
import type { PageModule } from '../page-route';

export const servicesPage: PageModule = {
  loader: (queryClient: QueryClient) => async () => {
    await Promise.all([queryClient.ensureQueryData(serviceCardsQueryOptions()), queryClient.ensureQueryData(categoriesQueryOptions())]);
    return null;
  },
  Component: ServicesPage,
  handle: { title: 'Our Services' },
};
