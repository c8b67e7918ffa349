import { queryOptions } from '@tanstack/react-query';
import { STORAGE_KEYS, type UiTranslation } from '../../contract';
import { FRESH_UNLESS_FROM_STORAGE } from './live';
import { readCached } from './local-cache';
import { publicReadsOf } from './public-reads';

/**
 * SPEC §7 `GET /translations/ui`, on start; the list is cached under `ui_translations`
 * (SPEC §4). The cached list is the first render's data on a client-only start (login,
 * /system); `initialDataUpdatedAt: 0` marks it stale so the server's list replaces it at once.
 */
export const translationsQueryOptions = () =>
  queryOptions({
    queryKey: ['translations', 'ui'],
    queryFn: ({ client }): Promise<UiTranslation[]> => publicReadsOf(client).translations(),
    initialData: () => readCached<UiTranslation[]>(STORAGE_KEYS.translations),
    initialDataUpdatedAt: 0,
    staleTime: FRESH_UNLESS_FROM_STORAGE,
  });
