import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { LANGS, type Lang } from '../../contract';

const LANG_KEYS: ReadonlySet<string> = new Set(LANGS);
/** The order `pick` (contract/languages.ts) falls back in. */
const FALLBACKS: readonly Lang[] = ['en', 'ar', 'zh'];

/** A record's texts in every language (`LangMap`): an object of strings keyed by languages only. */
function isLangMap(value: object): value is Record<Lang, string> {
  const keys = Object.keys(value);
  return (
    keys.length > 0 &&
    keys.every((key) => LANG_KEYS.has(key) && typeof (value as Record<string, unknown>)[key] === 'string')
  );
}

/**
 * The value with each text in every language (`LangMap`) cut to what `pick` shows in `lang`:
 * that language's text, or, where it is empty, the text `pick` falls back to as well.
 * Returns the same value when it holds no such map, so callers can tell.
 */
export function inOneLanguage<T>(value: T, lang: Lang): T {
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item: unknown) => {
      const cut = inOneLanguage(item, lang);
      if (cut !== item) changed = true;
      return cut;
    });
    return (changed ? items : value) as T;
  }
  if (value === null || typeof value !== 'object') return value;
  if (isLangMap(value)) {
    if (Object.keys(value).length === 1) return value;
    if (value[lang]) return { [lang]: value[lang] } as T;
    // Empty in this language: `pick` shows another's, in its order.
    const shown = FALLBACKS.find((other) => other !== lang && value[other]);
    return (shown ? { [lang]: '', [shown]: value[shown] } : { [lang]: '' }) as T;
  }
  let changed = false;
  const entries = Object.entries(value).map(([key, item]) => {
    const cut = inOneLanguage(item as unknown, lang);
    if (cut !== item) changed = true;
    return [key, cut] as const;
  });
  return (changed ? Object.fromEntries(entries) : value) as T;
}

/**
 * A server-rendered page's data in its own language only (decision 0020): the API's records carry
 * every language (a post's body three times: 9 KB of a post page's 18 KB of data), and the
 * page shows one. Returns the state and the hashes of the queries it cut, which the browser
 * fetches whole before it shows another language (`wholeLanguagesFor`).
 */
export function dehydratedInOneLanguage(
  state: DehydratedState,
  lang: Lang,
): { state: DehydratedState; cut: string[] } {
  const cut: string[] = [];
  const queries = state.queries.map((query) => {
    const data = inOneLanguage(query.state.data, lang);
    if (data === query.state.data) return query;
    cut.push(query.queryHash);
    return { ...query, state: { ...query.state, data } };
  });
  return { state: { ...state, queries }, cut };
}

/** The queries a page's data brought in its own language only, by query client (the browser has one). */
const inOneLanguageOnly = new WeakMap<QueryClient, Set<string>>();

export function noteQueriesInOneLanguage(client: QueryClient, hashes: readonly string[]): void {
  if (hashes.length > 0) inOneLanguageOnly.set(client, new Set(hashes));
}

/**
 * Before the page shows another language: the queries the page's data brought in its own
 * language only are fetched whole where the page shows them, and forgotten where it does not
 * (fetched whole when next shown). Once; a failed fetch leaves the page's language's text,
 * which `pick` then shows.
 */
export async function wholeLanguagesFor(client: QueryClient): Promise<void> {
  const hashes = inOneLanguageOnly.get(client);
  if (!hashes) return;
  inOneLanguageOnly.delete(client);
  const queries = client.getQueryCache().findAll({ predicate: (query) => hashes.has(query.queryHash) });
  await Promise.allSettled(
    queries.map((query) => {
      if (query.getObserversCount() > 0) return query.fetch(undefined, { cancelRefetch: true });
      client.removeQueries({ queryKey: query.queryKey, exact: true });
      return undefined;
    }),
  );
}
