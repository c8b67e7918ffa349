import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '../../contract';
import { contentListQueryOptions, publicReadsOf } from './public-reads';
import { LIVE } from './live';

/** SPEC §7 `GET /categories`. Keys start with `categories`: `categories_changed` refetches them. */
export const categoriesQueryOptions = () => contentListQueryOptions('categories');

/** What the top bar's services dropdown needs of each category (every public page carries it). */
export type CategoryMenuItem = Pick<Category, 'cat_id' | 'cat_name'>;

export const categoriesMenuQueryOptions = () =>
  queryOptions({
    ...LIVE,
    queryKey: ['categories', 'menu'],
    queryFn: async ({ client }): Promise<CategoryMenuItem[]> =>
      (await publicReadsOf(client).categories()).map(({ cat_id, cat_name }) => ({ cat_id, cat_name })),
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
export const useCategoriesMenu = () => useQuery(categoriesMenuQueryOptions());
