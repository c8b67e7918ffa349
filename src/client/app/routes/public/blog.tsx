import type { QueryClient } from '@tanstack/react-query';
import { PATHS } from '../../../../contract';
import { blogQueryOptions } from '../../../api/blogs';
import { settingsQueryOptions } from '../../../api/settings';
import { BlogDetailPage } from '../../../features/blogs/blog-detail-page';
import { loadMarkdownRenderer } from '../../../features/blogs/components/blog-body';
import { blogRouteMeta } from '../../../features/blogs/blog-meta';
import { idParam, redirectTo, type PageModule } from '../page-route';

/**
 * `/blogs/:title?blog_id=`: a missing id goes back to the list (SPEC §2), and so does an
 * unknown one (a deleted post's shared link).
 */
export const blogPage: PageModule = {
  loader:
    (queryClient: QueryClient) =>
    async ({ request }) => {
      const blogId = idParam(request, 'blog_id');
      if (blogId === undefined) throw redirectTo(PATHS.blogs);
      const [blog, settings] = await Promise.all([
        queryClient.ensureQueryData(blogQueryOptions(blogId)),
        queryClient.ensureQueryData(settingsQueryOptions()),
        loadMarkdownRenderer(),
      ]);
      if (!blog) throw redirectTo(PATHS.blogs);
      return { meta: blogRouteMeta(blog, settings) };
    },
  Component: BlogDetailPage,
  handle: { title: 'Blogs' },
};
