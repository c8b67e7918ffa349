import { queryOptions } from '@tanstack/react-query';
import { STORAGE_KEYS, type SeoEntry } from '../../contract';
import { FRESH_UNLESS_FROM_STORAGE } from './live';
import { readCached, writeCached } from './local-cache';
import { publicReadsOf } from './public-reads';

/**
 * SPEC §7 `GET /seoMetaData`, on start (app-provider); each list fetched is cached under
 * `seo_metadata` (SPEC §4), here, the one place that writes it. The key starts with `seo` so
 * the `seo_changed` socket event refetches it (STYLE §2.4).
 */
export const seoQueryOptions = () =>
  queryOptions({
    queryKey: ['seo', 'metaData'],
    queryFn: async ({ client }): Promise<SeoEntry[]> => {
      const entries = await publicReadsOf(client).seo();
      if (typeof window !== 'undefined') writeCached(STORAGE_KEYS.seo, entries);
      return entries;
    },
    initialData: () => readCached<SeoEntry[]>(STORAGE_KEYS.seo),
    initialDataUpdatedAt: 0,
    staleTime: FRESH_UNLESS_FROM_STORAGE,
  });
