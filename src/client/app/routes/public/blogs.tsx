import type { QueryClient } from '@tanstack/react-query';
import { blogCardsQueryOptions } from '../../../api/blogs';
import { BlogsPage } from '../../../features/blogs/blogs-page';
import type { PageModule } from '../page-route';

/** `/blogs?page=`: the whole list is one read (SPEC §7 has no paging); the grid pages it. */
export const blogsPage: PageModule = {
  loader: (queryClient: QueryClient) => async () => {
    await queryClient.ensureQueryData(blogCardsQueryOptions());
    return null;
  },
  Component: BlogsPage,
  handle: { title: 'Blogs' },
};
