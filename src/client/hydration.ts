import { hashKey, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import type { Lang } from '../contract';
import type { PublicPageId } from './app/routes/public-pages';
import type { PageMatch } from './context/navigation';

/**
 * A query the server read, as the page carries it (decision 0049): its key, its data and when
 * it was read. The rest of react-query's dehydrated state (its hash, status, counters) is the
 * same for every query the server sends, a success it is not fetching, and is made again in
 * the browser: ~100 bytes brotli of each page's first round trip.
 */
export type PackedQuery = readonly [key: QueryKey, data: unknown, updatedAt: number];

export const packQueries = (state: DehydratedState): PackedQuery[] =>
  state.queries.map((q) => [q.queryKey, q.state.data, q.state.dataUpdatedAt]);

export function unpackQueries(packed: readonly PackedQuery[]): DehydratedState {
  return {
    mutations: [],
    queries: packed.map(([queryKey, data, dataUpdatedAt]) => ({
      queryKey,
      queryHash: hashKey(queryKey),
      dehydratedAt: dataUpdatedAt,
      state: {
        data,
        dataUpdateCount: 1,
        dataUpdatedAt,
        error: null,
        errorUpdateCount: 0,
        errorUpdatedAt: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: false,
        status: 'success',
        fetchStatus: 'idle',
      },
    })),
  };
}

/** What the server hands the browser in `<script id="app-data" type="application/json">`. */
export interface HydrationPayload {
  lang: Lang;
  /** The page the server rendered, which the browser loads and hydrates (decision 0015). */
  page: PublicPageId;
  /** The matched routes' handles and loader data (breadcrumb title, head tags). */
  matches: PageMatch[];
  query: PackedQuery[];
  /** The queries whose data is in the page's language only (api/one-language.ts), by hash. */
  oneLanguage?: string[];
  /**
   * The server's content stamp when it rendered the page: its socket catches up from there
   * (contract CATCH_UP_EVENT).
   */
  since?: number;
  /** The share of page views that measure field vitals (decision 0040); absent: none. */
  vitals?: number;
}

/** The reads only the page's deferred sections show (render/deferred-section.tsx), in an element of their own. */
export interface SectionData {
  query: PackedQuery[];
  oneLanguage: string[];
}

export const SECTION_DATA_ELEMENT_ID = 'section-data';

const HYDRATION_ELEMENT_ID = 'app-data';

export function readHydrationPayload(): HydrationPayload | null {
  const el = document.getElementById(HYDRATION_ELEMENT_ID);
  if (!el?.textContent) return null;
  return JSON.parse(el.textContent) as HydrationPayload;
}

/** The deferred sections' data, once: the first section to hydrate takes it all (null when none, or taken). */
let sectionDataTaken = false;
export function takeSectionData(): SectionData | null {
  const el = sectionDataTaken ? null : document.getElementById(SECTION_DATA_ELEMENT_ID);
  if (!el?.textContent) return null;
  sectionDataTaken = true;
  return JSON.parse(el.textContent) as SectionData;
}
