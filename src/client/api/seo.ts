import { queryOptions } from '@tanstack/react-query';
import { STORAGE_KEYS, SeoEntryListSchema, type SeoEntry } from '../../contract';
import { http } from './http';
import { readCached, writeCached } from './local-cache';

export async function getSeoEntries(): Promise<SeoEntry[]> {
  const { data } = await http.get<unknown>('/seoMetaData', { silent: true });
  const list = SeoEntryListSchema.parse(data);
  writeCached(STORAGE_KEYS.seo, list);
  return list;
}

export const seoQueryOptions = () =>
  queryOptions({
    queryKey: ['seoMetaData'],
    queryFn: getSeoEntries,
    initialData: () => readCached<SeoEntry[]>(STORAGE_KEYS.seo),
    initialDataUpdatedAt: 0,
  });
