import { hashKey, queryOptions, type DehydratedState, type QueryClient } from '@tanstack/react-query';
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
 * page brings its language's dictionary and nothing more (decision 0015: a third of the bytes);
 * another language is made from the whole list, fetched once when the visitor switches.
 * Under the `translations` key, so the `translations_changed` event refreshes both.
 */
export const dictionaryQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: ['translations', 'dictionary', lang],
    // English is the strings' own text: no request.
    queryFn: async ({ client }): Promise<UiDictionary> =>
      lang === 'en' ? {} : toDictionary(await client.fetchQuery(translationsQueryOptions()), lang),
    initialData: () => {
      const stored = readCached<UiTranslation[]>(STORAGE_KEYS.translations);
      return stored && toDictionary(stored, lang);
    },
    initialDataUpdatedAt: 0,
    staleTime: FRESH_UNLESS_FROM_STORAGE,
  });

/**
 * A server-rendered page's dictionary: only the UI strings its render looked up (decision 0015).
 * The whole Arabic dictionary is 469 strings, ~9.6 KB brotli, on every page; `/` uses ~90
 * of them. The rest (what a later click shows: a form's errors, a menu, a snackbar) is
 * filled in by `completeDictionary` once the page is idle.
 */
export function withPageStrings(
  state: DehydratedState,
  lang: Lang,
  keys: ReadonlySet<string>,
): DehydratedState {
  const hash = hashKey(dictionaryQueryOptions(lang).queryKey);
  return {
    ...state,
    queries: state.queries.map((query) => {
      if (query.queryHash !== hash || !query.state.data) return query;
      const whole = query.state.data as UiDictionary;
      // From the ~90 keys the page used, not through the ~470 of the dictionary (2 % of a render).
      const used: Record<string, string> = {};
      for (const key of keys) if (Object.hasOwn(whole, key)) used[key] = whole[key]!;
      return { ...query, state: { ...query.state, data: used } };
    }),
  };
}

/**
 * Fills the language's dictionary in with every UI string (the browser, at idle): from the
 * whole list this visitor's browser stored on an earlier visit, else from the server.
 * What the page shows came from the server with it, so it is never the stored copy's. It
 * adds to the same object, so nothing re-renders: what the page shows was translated by
 * the page's own strings, and a section not yet hydrated (render/deferred-section) must not
 * receive an update. Returns the keys it added; the caller re-renders if one of them was
 * asked for and missed meanwhile.
 */
export async function completeDictionary(client: QueryClient, lang: Lang): Promise<string[]> {
  const current = client.getQueryData(dictionaryQueryOptions(lang).queryKey);
  if (lang === 'en' || !current) return [];
  // A stored list is used at once and asked for again behind it (an unchanged one is a 304),
  // so a translation edited since the last visit is stored for the next page.
  const whole = toDictionary(
    await client.ensureQueryData({ ...translationsQueryOptions(), revalidateIfStale: true }),
    lang,
  );
  const added = Object.keys(whole).filter((key) => !Object.hasOwn(current, key));
  // The cached dictionary is this page's own object (hydrated from its JSON), written nowhere else.
  const target = current as Record<string, string>;
  for (const key of added) target[key] = whole[key] as string;
  return added;
}
