import type { QueryClient } from '@tanstack/react-query';
import { blogCardPageQueryOptions } from '../../../api/blogs';
import { publicReadsOf } from '../../../api/public-reads';
import { BlogsPage } from '../../../features/blogs/blogs-page';
import { PAGE_SIZE } from '../../../../contract';
import { requestedPage } from '../../../ui/paginated-grid';
import { listAddress } from '../list-address';
import type { PageModule } from '../page-route';

/**
 * `/blogs?page=`: the page's cards only (decision 0028); a page number it does not have
 * is redirected or not found.
 */
export const blogsPage: PageModule = {
  loader:
    (queryClient: QueryClient) =>
    async ({ request }) => {
      // The list's length from its first page (read, not kept in the page's data), so a page
      // number past the last is answered before it is read: no cached read per number.
      const { total } = await publicReadsOf(queryClient).blogCards({ page: 1, limit: PAGE_SIZE.blogs });
      const answer = listAddress(request, total, PAGE_SIZE.blogs);
      if (answer) throw answer;
      await queryClient.ensureQueryData(
        blogCardPageQueryOptions({
          page: requestedPage(new URL(request.url).searchParams),
          limit: PAGE_SIZE.blogs,
        }),
      );
      return null;
    },
  Component: BlogsPage,
  handle: { title: 'Blogs' },
};
