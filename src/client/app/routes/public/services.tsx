import type { QueryClient } from '@tanstack/react-query';
import { categoriesMenuQueryOptions, categoriesQueryOptions } from '../../../api/categories';
import { publicReadsOf } from '../../../api/public-reads';
import { serviceCardPageQueryOptions } from '../../../api/services';
import { ServicesPage } from '../../../features/services/services-page';
import { PAGE_SIZE } from '../../../../contract';
import { categoryIdFrom } from '../../../features/services/components/services-href';
import { requestedPage } from '../../../ui/paginated-grid';
import { listAddress } from '../list-address';
import type { PageModule } from '../page-route';

/**
 * `/services?category=&page=`: the page's cards only, of the category when the office has it (decision 0028).
 */
export const servicesPage: PageModule = {
  loader:
    (queryClient: QueryClient) =>
    async ({ request }) => {
      const search = new URL(request.url).searchParams;
      const categories = await queryClient.ensureQueryData(categoriesMenuQueryOptions());
      // The list narrowed to `?category=` when the office has that category; else the
      // whole list, and the parameter goes.
      const categoryId = categoryIdFrom(search, null);
      const category = categories.find((c) => c.cat_id === categoryId);
      // The list's length from its first page (read, not kept in the page's data), so a page
      // number past the last is answered before it is read: no cached read per number.
      const ask = { limit: PAGE_SIZE.services, cat_id: category?.cat_id };
      const { total } = await publicReadsOf(queryClient).serviceCards({ ...ask, page: 1 });
      const answer = listAddress(request, total, PAGE_SIZE.services, category ? [] : ['category']);
      if (answer) throw answer;
      // A chosen category's header image (decision 0049): the whole list only then.
      if (category) await queryClient.ensureQueryData(categoriesQueryOptions());
      await queryClient.ensureQueryData(serviceCardPageQueryOptions({ page: requestedPage(search), ...ask }));
      return null;
    },
  Component: ServicesPage,
  handle: { title: 'Our Services' },
};
