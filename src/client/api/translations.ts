import { queryOptions } from '@tanstack/react-query';
import { STORAGE_KEYS, type UiTranslation } from '../../contract';
import { readCached, writeCached } from './local-cache';
import { publicReadsOf } from './public-reads';

/**
 * SPEC §7 `GET /translations/ui`, on start; the list is cached under `ui_translations`
 * (SPEC §4). The cached list is the first render's data on a client-only start (login,
 * /system); `initialDataUpdatedAt: 0` marks it stale so the server's list replaces it at once.
 */
export const translationsQueryOptions = () =>
  queryOptions({
    queryKey: ['translations', 'ui'],
    queryFn: async ({ client }): Promise<UiTranslation[]> => {
      const list = await publicReadsOf(client).translations();
      writeCached(STORAGE_KEYS.translations, list);
      return list;
    },
    initialData: () => readCached<UiTranslation[]>(STORAGE_KEYS.translations),
    initialDataUpdatedAt: 0,
  });
