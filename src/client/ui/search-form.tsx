import { DEFAULT_LANG, SEARCH_PATH, SEARCH_QUERY_MAX } from '../../contract';
import { useApp } from '../context/app-provider';
import { sheet, useSheet } from '../render/sheet';
import { autofocus } from './autofocus';
import { buttons } from './button';
import { base } from './css/base';
import { Icon } from './icon';
import { SearchRounded } from './icon-paths';

/** A rounded field with its button at the end, the site's orange ring on focus. */
const searchForm = sheet(
  'search-form',
  `.search-form{display:flex;align-items:stretch;width:100%;max-width:640px;margin-inline:auto;border:1px solid rgba(0, 0, 0, 0.23);border-radius:999px;background:var(--paper);overflow:hidden}
  .search-form:focus-within{border-color:var(--primary);box-shadow:0 0 0 3px rgba(51, 31, 171, 0.18)}
  .search-input{flex:1;min-width:0;margin:0;padding:12px 20px;border:0;background:none;color:var(--ink);font:inherit;font-family:var(--app-font);font-size:1rem;line-height:1.5}
  .search-input:focus{outline:0}
  .search-input::placeholder{color:var(--ink-2);opacity:1}
  .search-input::-webkit-search-cancel-button{cursor:pointer}
  .search-submit{flex:0 0 auto;border-radius:0;min-width:56px;padding-inline:16px;font-size:1.5rem}
  .search-submit:focus-visible{outline-offset:-4px}
  .search-label{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0}`,
  [base, buttons],
);

export interface SearchFormProps {
  /** The input's id (two forms can be on one page: the top bar's and the search page's). */
  id: string;
  /** What the field holds as the page opens: the query the page shows results for. */
  query?: string;
  /** Focus the field as it shows (the top bar's search popup). */
  autoFocus?: boolean;
}

/**
 * The site's search (decision 0066): a plain GET form to `/search?q=`, so it works before the
 * page's code is here and without it, and costs no script of its own. The page's language
 * goes with it (`lang`, when it is not the default) so the results come in the language the
 * visitor reads.
 */
export function SearchForm({ id, query = '', autoFocus = false }: SearchFormProps) {
  useSheet(searchForm);
  const { t, lang } = useApp();
  return (
    <form role="search" action={SEARCH_PATH} method="get" className="search-form">
      <label htmlFor={id} className="search-label">
        {t('Search the site')}
      </label>
      <input
        id={id}
        key={query}
        type="search"
        name="q"
        defaultValue={query}
        placeholder={t('Search services, articles and questions')}
        maxLength={SEARCH_QUERY_MAX}
        required
        enterKeyHint="search"
        autoComplete="off"
        className="search-input"
        {...autofocus(autoFocus)}
      />
      {lang !== DEFAULT_LANG && <input type="hidden" name="lang" value={lang} />}
      <button type="submit" className="btn btn-contained btn-primary search-submit" aria-label={t('Search')}>
        <Icon shapes={SearchRounded} />
      </button>
    </form>
  );
}
