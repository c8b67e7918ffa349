import type { QueryClient } from '@tanstack/react-query';
import { categoriesQueryOptions } from '../../../api/categories';
import { serviceCardsQueryOptions } from '../../../api/services';
import { ServicesPage } from '../../../features/services/services-page';
import { PAGE_SIZE } from '../../../../contract';
import { categoryIdFrom } from '../../../features/services/components/services-href';
import { listAddressRedirect } from '../list-address';
import type { PageModule } from '../page-route';

export const servicesPage: PageModule = {
  loader: (queryClient: QueryClient) => async ({ request }) => {
    const [services, categories] = await Promise.all([queryClient.ensureQueryData(serviceCardsQueryOptions()), queryClient.ensureQueryData(categoriesQueryOptions())]);
    // The list narrowed to `?category=` when the office has that category; else the whole list, and the parameter goes.
    const categoryId = categoryIdFrom(new URL(request.url).searchParams, null);
    const category = categories.find((c) => c.cat_id === categoryId);
    const shown = category ? services.filter((s) => s.cat_id === category.cat_id) : services;
    const redirect = listAddressRedirect(request, shown.length, PAGE_SIZE.services, category ? [] : ['category']);
    if (redirect) throw redirect;
    return null;
  },
  Component: ServicesPage,
  handle: { title: 'Our Services' },
};
