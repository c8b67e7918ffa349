import { queryOptions } from '@tanstack/react-query';
import { STORAGE_KEYS, toDictionary, type Lang, type UiDictionary, type UiTranslation } from '../../contract';
import { FRESH_UNLESS_FROM_STORAGE } from './live';
import { readCached, writeCached } from './local-cache';
import { publicReadsOf } from './public-reads';

/**
 * SPEC §7 `GET /translations/ui`: every UI string in every language, what the Translations
 * screen edits. Each list fetched from the server is cached under `ui_translations` (SPEC
 * §4); only this query writes there, so the cache only ever holds the whole list. The
 * cached list is the first data on a client-only start (login, /system);
 * `initialDataUpdatedAt: 0` marks it stale so the server's list replaces it at once.
 */
export const translationsQueryOptions = () =>
  queryOptions({
    queryKey: ['translations', 'ui'],
    queryFn: async ({ client }): Promise<UiTranslation[]> => {
      const list = await publicReadsOf(client).translations();
      if (typeof window !== 'undefined') writeCached(STORAGE_KEYS.translations, list);
      return list;
    },
    initialData: () => readCached<UiTranslation[]>(STORAGE_KEYS.translations),
    initialDataUpdatedAt: 0,
    staleTime: FRESH_UNLESS_FROM_STORAGE,
  });

/**
 * The UI strings of one language (contract/ui-dictionary.ts), what `t` reads. A server-rendered
 * page brings its language's dictionary and nothing more (issue 10: a third of the bytes);
 * another language is made from the whole list, fetched once when the visitor switches.
 * Under the `translations` key, so the `translations_changed` event refreshes both.
 */
export const dictionaryQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: ['translations', 'dictionary', lang],
    // English is the strings' own text: no request.
    queryFn: async ({ client }): Promise<UiDictionary> => (lang === 'en' ? {} : toDictionary(await client.fetchQuery(translationsQueryOptions()), lang)),
    initialData: () => {
      const stored = readCached<UiTranslation[]>(STORAGE_KEYS.translations);
      return stored && toDictionary(stored, lang);
    },
    initialDataUpdatedAt: 0,
    staleTime: FRESH_UNLESS_FROM_STORAGE,
  });
