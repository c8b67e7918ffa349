import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchAsk } from '../../contract/public-reads';
import { KEEP_SHOWN } from './live';
import { publicReadsOf } from './public-reads';

/** A minute: the index follows every edit, and a page left open asks again after that. */
const SEARCH_STALE_MS = 60_000;

/**
 * `GET /api/search?q=&lang=` (decision 0065): what the search page shows. The server
 * renders the page with it (decision 0066); the page's own form asks again in the browser.
 */
export const searchQueryOptions = (ask: SearchAsk) =>
  queryOptions({
    ...KEEP_SHOWN,
    queryKey: ['search', ask.lang, ask.q],
    queryFn: ({ client }) => publicReadsOf(client).search(ask),
    staleTime: SEARCH_STALE_MS,
  });

/** Nothing is asked for an empty query. */
export const useSearch = (ask: SearchAsk) => useQuery({ ...searchQueryOptions(ask), enabled: ask.q !== '' });
