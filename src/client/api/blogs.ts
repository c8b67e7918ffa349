import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Blog } from '../../contract';
import { publicReadsOf } from './public-reads';
import { LIVE } from './live';

/** SPEC §7 `GET /blogs`, newest first. Keys start with `blogs`: `blogs_changed` refetches them. */
export const blogsQueryOptions = () =>
  queryOptions({ ...LIVE, queryKey: ['blogs', 'list'], queryFn: ({ client }): Promise<Blog[]> => publicReadsOf(client).blogs() });

/** SPEC §7 `GET /blogs?blog_id=`: the detail screen takes the first element (null: none). */
export const blogQueryOptions = (blogId: number) =>
  queryOptions({
    ...LIVE,
    queryKey: ['blogs', 'detail', blogId],
    queryFn: async ({ client }): Promise<Blog | null> => (await publicReadsOf(client).blogs(blogId))[0] ?? null,
  });

export const useBlogs = () => useQuery(blogsQueryOptions());
export const useBlog = (blogId: number) => useQuery(blogQueryOptions(blogId));
