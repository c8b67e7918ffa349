import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { CONTENT, CONTENT_NAMES, type ContentName } from '../../contract/content-registry';
import type { ContentOf } from '../../contract/content-schemas';
import type { ContentReads, PublicReads } from '../../contract/public-reads';
import { SEARCH_API } from '../../contract/search';
import { api } from './client';
import { LIVE } from './live';

const list = async <T>(path: string, params?: Record<string, number | undefined>): Promise<T> =>
  (await (await api()).get<T>(path, { params })).data;

/** The browser's reads: SPEC §7 calls through the one axios instance. */
const httpPublicReads: PublicReads = {
  // `?<id field>=` only when asked for one (SPEC's `?service_id=`, `?blog_id=`).
  ...(Object.fromEntries(
    CONTENT_NAMES.map((name) => [
      name,
      (id?: number) => list(CONTENT[name].api, id === undefined ? undefined : { [CONTENT[name].id]: id }),
    ]),
  ) as ContentReads),
  blogCards: (ask) => list('/blogs/cards', { ...ask }),
  serviceCards: (ask) => list('/services/cards', { ...ask }),
  servicesMenu: () => list('/services/menu'),
  search: async (ask) => (await (await api()).get(SEARCH_API, { params: ask })).data,
  settings: () => list('/settings'),
  // Read on start, before anything is on screen: a failure is logged, not shown (SPEC §8).
  seo: async () => (await (await api()).get('/seoMetaData', { silent: true })).data,
  translations: async () => (await (await api()).get('/translations/ui', { silent: true })).data,
};

const readsByClient = new WeakMap<QueryClient, PublicReads>();

/**
 * The page-data seam (docs/decisions/0009): the server renderer gives the request's query
 * client its cached reads; every other query client (the browser's, tests') reads over HTTP.
 * Chosen per query client, so concurrent renders never share one.
 */
export function setPublicReads(queryClient: QueryClient, reads: PublicReads): void {
  readsByClient.set(queryClient, reads);
}

/** The reads a query function runs with: `queryFn: ({ client }) => publicReadsOf(client).blogs()`. */
export const publicReadsOf = (queryClient: QueryClient): PublicReads =>
  readsByClient.get(queryClient) ?? httpPublicReads;

/**
 * A content entity's public list (SPEC §7 `GET /api<api>`), kept live: its key starts with
 * the entity's name, so `<name>_changed` refetches it.
 */
export const contentListQueryOptions = <K extends ContentName>(name: K) =>
  queryOptions({
    ...LIVE,
    queryKey: [name, 'list'],
    queryFn: ({ client }) => (publicReadsOf(client) as ContentReads)[name]() as Promise<ContentOf<K>[]>,
  });

export const useContentList = <K extends ContentName>(name: K) => useQuery(contentListQueryOptions(name));
