import { SEARCH_KIND_LABELS, markedTitle, type SearchResult } from '../../../contract';
import { useApp } from '../../context/app-provider';
import { Link } from '../../context/navigation';

/** A result's title with the words the query found in `<mark>`. */
function MarkedTitle({ title, words }: { title: string; words: readonly string[] }) {
  return (
    <>
      {markedTitle(title, words).map((part, i) =>
        part.marked ? <mark key={i}>{part.text}</mark> : part.text,
      )}
    </>
  );
}

/** The results, best first, each with its kind and a link to where it is on the site. */
export function SearchResults({
  results,
  words,
}: {
  results: readonly SearchResult[];
  words: readonly string[];
}) {
  const { t } = useApp();
  return (
    <ol className="search-results">
      {results.map((result) => (
        <li key={`${result.kind}-${result.id}`} className="search-result">
          <span className={`search-kind search-kind-${result.kind}`}>
            {t(SEARCH_KIND_LABELS[result.kind])}
          </span>
          <h2 className="t t-subtitle1 t-bold search-title">
            <Link to={result.path} className="link-quiet link-stretched">
              <MarkedTitle title={result.title} words={words} />
            </Link>
          </h2>
        </li>
      ))}
    </ol>
  );
}
