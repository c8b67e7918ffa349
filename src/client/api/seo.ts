import { queryOptions } from '@tanstack/react-query';
import { STORAGE_KEYS, type SeoEntry } from '../../contract';
import { http } from './http';
import { readCached, writeCached } from './local-cache';

/** SPEC §7 `GET /seoMetaData`, on start; the list is cached under `seo_metadata` (SPEC §4). */
export async function getSeoEntries(): Promise<SeoEntry[]> {
  const { data: list } = await http.get<SeoEntry[]>('/seoMetaData', { silent: true });
  writeCached(STORAGE_KEYS.seo, list);
  return list;
}

/** The key starts with `seo` so the `seo_changed` socket event refetches it (STYLE §2.4). */
export const seoQueryOptions = () =>
  queryOptions({
    queryKey: ['seo', 'metaData'],
    queryFn: getSeoEntries,
    initialData: () => readCached<SeoEntry[]>(STORAGE_KEYS.seo),
    initialDataUpdatedAt: 0,
  });
