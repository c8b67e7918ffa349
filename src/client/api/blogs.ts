import { queryOptions, useQuery } from '@tanstack/react-query';
import { toBlogCard, type Blog, type BlogCardData } from '../../contract';
import { publicReadsOf } from './public-reads';
import { LIVE } from './live';

/** SPEC §7 `GET /blogs`, newest first. Keys start with `blogs`: `blogs_changed` refetches them. */
export const blogsQueryOptions = () =>
  queryOptions({ ...LIVE, queryKey: ['blogs', 'list'], queryFn: ({ client }): Promise<Blog[]> => publicReadsOf(client).blogs() });

/**
 * The list as cards (contract/blog-cards.ts): what the blogs page and the home carousel
 * show, and all their hydration data carries of each post. The same `GET /blogs`; the
 * server's render makes the cards from its cached read.
 */
export const blogCardsQueryOptions = () =>
  queryOptions({ ...LIVE, queryKey: ['blogs', 'cards'], queryFn: async ({ client }): Promise<BlogCardData[]> => (await publicReadsOf(client).blogs()).map(toBlogCard) });

/** SPEC §7 `GET /blogs?blog_id=`: the detail screen takes the first element (null: none). */
export const blogQueryOptions = (blogId: number) =>
  queryOptions({
    ...LIVE,
    queryKey: ['blogs', 'detail', blogId],
    queryFn: async ({ client }): Promise<Blog | null> => (await publicReadsOf(client).blogs(blogId))[0] ?? null,
  });

export const useBlogs = () => useQuery(blogsQueryOptions());
export const useBlogCards = () => useQuery(blogCardsQueryOptions());
export const useBlog = (blogId: number) => useQuery(blogQueryOptions(blogId));
