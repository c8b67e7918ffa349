import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_LANG, parseLang, searchPageTitle, searchQueryOf } from '../../../../contract';
import { searchQueryOptions } from '../../../api/search';
import { SearchPage } from '../../../features/search/search-page';
import type { PageModule } from '../page-route';

/**
 * `/search?q=` (decision 0066): rendered by the server for each request with its results,
 * never kept in the page cache; the server names the page's language in the address it
 * renders (`lang`), so the results are read in it.
 */
export const searchPage: PageModule = {
  loader:
    (queryClient: QueryClient) =>
    async ({ request }) => {
      const params = new URL(request.url).searchParams;
      const q = searchQueryOf(params);
      const lang = parseLang(params.get('lang')) ?? DEFAULT_LANG;
      if (q) await queryClient.ensureQueryData(searchQueryOptions({ q, lang }));
      return { meta: { title: searchPageTitle(q) } };
    },
  Component: SearchPage,
  handle: { title: 'Search', noindex: true },
};
