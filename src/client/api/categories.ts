import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '../../contract';
import { publicReadsOf } from './public-reads';
import { LIVE } from './live';

/** SPEC §7 `GET /categories`. Keys start with `categories`: `categories_changed` refetches them. */
export const categoriesQueryOptions = () =>
  queryOptions({ ...LIVE, queryKey: ['categories', 'list'], queryFn: ({ client }): Promise<Category[]> => publicReadsOf(client).categories() });

export const useCategories = () => useQuery(categoriesQueryOptions());
