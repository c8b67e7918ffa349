import { CONTENT } from './content-registry';
import type { LangMap } from './languages';
import { PATHS, blogPath, servicePath } from './paths';

// No zod here: the search page's code imports these (DESIGN §8); the schemas are in search-schemas.ts.

/** What the public search finds (decision 0065), in the order a result names its kind. */
export const SEARCH_KINDS = ['service', 'blog', 'faq', 'researcher'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Each kind's name on the search page: English UI strings, translated with t (decision 0066). */
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  service: 'Service',
  blog: 'Article',
  faq: 'Question',
  researcher: 'Researcher',
};

/** The longest query, in characters: a longer one is a 400 naming `q`. */
export const SEARCH_QUERY_MAX = 200;
/** At most this many results, best first. */
export const SEARCH_RESULTS_MAX = 20;
/** The public search page: `/search?q=` (decision 0066). */
export const SEARCH_PATH = '/search';
/** The search call under /api (decision 0065). */
export const SEARCH_API = '/search';

/**
 * The query a search page's address asks for, as the page and the call read it: trimmed, cut
 * to SEARCH_QUERY_MAX, without control characters (a NUL the call would refuse); '' when none.
 */
export function searchQueryOf(params: URLSearchParams): string {
  const visible = [...(params.get('q') ?? '')].map((c) => (c < ' ' || c === '\u007f' ? ' ' : c));
  return [...visible.join('').trim()].slice(0, SEARCH_QUERY_MAX).join('').trim();
}

/** One thing the search found, in the visitor's language. */
export interface SearchResult {
  kind: SearchKind;
  id: number;
  title: string;
  /** Where it is on the site. */
  path: string;
}

/** `GET /api/search`'s answer: the results and the query's words as the index reads them. */
export interface SearchAnswer {
  results: SearchResult[];
  /** The words looked for, normalised (Arabic folded, English stemmed): for highlighting. */
  words: string[];
}

/** Where a result is shown on the site. */
export function searchResultPath(kind: SearchKind, id: number, title: string): string {
  switch (kind) {
    case 'service':
      return servicePath(title, id);
    case 'blog':
      return blogPath(title, id);
    case 'faq':
      return CONTENT.faqs.sitemap.listPath;
    case 'researcher':
      return PATHS.researchers;
  }
}

const SEARCH_TITLE: LangMap = {
  ar: 'البحث في الموقع | مكتب باحث للخدمات الطلابية',
  en: 'Search the site | Bahith Student Services Office',
  zh: '站内搜索 | 巴希斯学术服务中心',
};

/**
 * The search page's title in each language (decision 0066), the query first when there is
 * one: the page is not indexed, so it has no SEO entry of its own; this is what its tab and
 * the browser's history say.
 */
export function searchPageTitle(query: string): LangMap {
  if (!query) return SEARCH_TITLE;
  return {
    ar: `«${query}» – ${SEARCH_TITLE.ar}`,
    en: `“${query}” – ${SEARCH_TITLE.en}`,
    zh: `“${query}” – ${SEARCH_TITLE.zh}`,
  };
}
