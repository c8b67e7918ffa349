import { PATHS, searchQueryOf } from '../../../contract';
import { useSearch } from '../../api/search';
import { useApp } from '../../context/app-provider';
import { useLocation } from '../../context/navigation';
import { sheet, useSheet } from '../../render/sheet';
import { AskUsBox } from '../../ui/ask-us-box';
import { ButtonLink } from '../../ui/button';
import { base } from '../../ui/css/base';
import { ListSection } from '../../ui/list-section';
import { QueryList } from '../../ui/query-list';
import { SearchForm } from '../../ui/search-form';
import { SkeletonLine } from '../../ui/skeleton-line';
import { SearchResults } from './search-results';

const searchPage = sheet(
  'search-page',
  `.search-page{max-width:860px;margin-inline:auto;display:grid;gap:24px}
  .search-count{text-align:center}
  .search-results{list-style:none;margin:0;padding:0;display:grid;gap:12px}
  .search-result{position:relative;display:grid;gap:6px;padding:16px 20px;border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);transition:border-color 150ms,box-shadow 150ms}
  .search-result:hover,.search-result:focus-within{border-color:var(--primary);box-shadow:var(--shadow-4)}
  .search-result:focus-within{outline:3px solid var(--secondary);outline-offset:2px}
  .search-result a:focus-visible{outline:none}
  .search-title{line-height:1.6}
  .search-title mark{background:rgba(255, 96, 16, 0.18);color:inherit;border-radius:4px;padding-inline:2px}
  .search-kind{justify-self:start;padding:2px 10px;border-radius:999px;font-size:0.75rem;font-weight:700;line-height:1.66;background:rgba(51, 31, 171, 0.08);color:var(--primary)}
  .search-kind-blog{background:rgba(179, 66, 10, 0.1);color:var(--secondary-dark)}
  .search-kind-faq{background:rgba(0, 110, 70, 0.1);color:#00603d}
  .search-kind-researcher{background:rgba(0, 0, 0, 0.06);color:var(--ink)}`,
  [base],
);

function ResultsSkeleton() {
  return (
    <div className="search-results">
      {[0, 1, 2].map((i) => (
        <div key={i} className="search-result">
          <SkeletonLine width="20%" />
          <SkeletonLine width="70%" height={28} />
        </div>
      ))}
    </div>
  );
}

/**
 * /search?q=: the site's search (decision 0066) over services, articles, questions and
 * researchers in the page's language, the words it found marked. The server renders it with
 * its results, so it works without the page's code; its form is a plain GET form.
 */
export function SearchPage() {
  useSheet(searchPage);
  const { t, lang } = useApp();
  const q = searchQueryOf(new URLSearchParams(useLocation().search));
  const query = useSearch({ q, lang });
  const results = query.data?.results;
  return (
    <ListSection label={t('Search')}>
      <div className="search-page">
        <SearchForm id="search-page-q" query={q} />
        {q === '' ? (
          <p className="t t-subtitle1 t-muted search-count">
            {t('Type what you are looking for: a service, a subject or a question.')}
          </p>
        ) : (
          <>
            {results && results.length > 0 && (
              <p role="status" className="t t-subtitle1 t-muted search-count">
                {t('{count, plural, one {# result} other {# results}} for “{query}”', {
                  count: results.length,
                  query: q,
                })}
              </p>
            )}
            <QueryList
              query={{ ...query, data: results }}
              emptyText={t('No results for “{query}”', { query: q })}
              skeleton={<ResultsSkeleton />}
            >
              {(items) => <SearchResults results={items} words={query.data?.words ?? []} />}
            </QueryList>
          </>
        )}
        <AskUsBox question={t('Did not find what you need?')}>
          <ButtonLink to={PATHS.services} variant="outlined">
            {t('Browse our services')}
          </ButtonLink>
        </AskUsBox>
      </div>
    </ListSection>
  );
}
