import { CONTENT } from './content-registry';
import { PATHS, blogPath, servicePath } from './paths';

// No zod here: the search page's code imports these (DESIGN §8); the schemas are in search-schemas.ts.

/** What the public search finds (decision 0065), in the order a result names its kind. */
export const SEARCH_KINDS = ['service', 'blog', 'faq', 'researcher'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The longest query, in characters: a longer one is a 400 naming `q`. */
export const SEARCH_QUERY_MAX = 200;
/** At most this many results, best first. */
export const SEARCH_RESULTS_MAX = 20;
/** The public search page: `/search?q=` (decision 0065). */
export const SEARCH_PATH = '/search';

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
