import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  HOME_CAROUSEL_LIMIT,
  type Blog,
  type BlogCardData,
  type CardPage,
  type CardPageQuery,
} from '../../contract';
import { publicReadsOf } from './public-reads';
import { KEEP_SHOWN, LIVE } from './live';

/**
 * A page of post cards (contract/blog-cards.ts, decision 0028): what the blogs page and the
 * home carousel show, and all their hydration data carries, whatever the number of posts.
 * Keys start with `blogs`: `blogs_changed` refetches them.
 */
export const blogCardPageQueryOptions = (ask: CardPageQuery) =>
  queryOptions({
    ...LIVE,
    ...KEEP_SHOWN,
    queryKey: ['blogs', 'cards', ask],
    queryFn: ({ client }): Promise<CardPage<BlogCardData>> => publicReadsOf(client).blogCards(ask),
  });

/** The home page's latest posts. */
export const homeBlogCardsQueryOptions = () =>
  blogCardPageQueryOptions({ page: 1, limit: HOME_CAROUSEL_LIMIT.blogs });

/** SPEC §7 `GET /blogs?blog_id=`: the detail screen takes the first element (null: none). */
export const blogQueryOptions = (blogId: number) =>
  queryOptions({
    ...LIVE,
    queryKey: ['blogs', 'detail', blogId],
    queryFn: async ({ client }): Promise<Blog | null> =>
      (await publicReadsOf(client).blogs(blogId))[0] ?? null,
  });

export const useHomeBlogCards = () => useQuery(homeBlogCardsQueryOptions());
export const useBlogCardPage = (ask: CardPageQuery) => useQuery(blogCardPageQueryOptions(ask));
export const useBlog = (blogId: number) => useQuery(blogQueryOptions(blogId));
