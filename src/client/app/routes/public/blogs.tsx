import type { QueryClient } from '@tanstack/react-query';
import { blogCardsQueryOptions } from '../../../api/blogs';
import { BlogsPage } from '../../../features/blogs/blogs-page';
import { PAGE_SIZE } from '../../../../contract';
import { listAddressRedirect } from '../list-address';
import type { PageModule } from '../page-route';

/** `/blogs?page=`: the whole list is one read (SPEC §7 has no paging); the grid pages it, and a page it does not have is redirected. */
export const blogsPage: PageModule = {
  loader: (queryClient: QueryClient) => async ({ request }) => {
    const blogs = await queryClient.ensureQueryData(blogCardsQueryOptions());
    const redirect = listAddressRedirect(request, blogs.length, PAGE_SIZE.blogs);
    if (redirect) throw redirect;
    return null;
  },
  Component: BlogsPage,
  handle: { title: 'Blogs' },
};
