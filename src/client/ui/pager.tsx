import usePagination from '@mui/material/usePagination';
import { Link } from '../context/navigation';
import { useApp } from '../context/app-provider';
import { base } from './css/base';
import { sheet, useSheet } from '../render/sheet';
import { Icon } from './icon';
import { NavigateBefore, NavigateNext } from './icon-paths';

export interface PagerProps {
  page: number;
  count: number;
  /** The pager's accessible name, translated (e.g. 'Blog pages'). */
  label: string;
  /** The address of a page of the list (`?page=`). */
  hrefFor: (page: number | null) => string;
}

/** MUI's rounded Pagination as the theme drew it, in plain links (decision 0019). */
const pager = sheet(
  'pager',
  `.pager{display:flex;justify-content:center;margin-top:32px}
  .pager-list{display:flex;flex-wrap:wrap;align-items:center;margin:0;padding:0;list-style:none}
  .pager-item{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;min-width:32px;height:32px;margin:0 3px;padding:0 6px;border-radius:var(--radius);color:var(--ink);font-family:var(--app-font);font-size:0.875rem;font-weight:400;line-height:1.43;text-align:center;text-decoration:none;user-select:none;-webkit-tap-highlight-color:transparent;transition:color 250ms var(--ease) 0ms,background-color 250ms var(--ease) 0ms}
  a.pager-item:hover{background-color:rgba(0, 0, 0, 0.04)}
  .pager-item[aria-current="page"]{background-color:var(--primary);color:#fff}
  .pager-item[aria-current="page"]:hover{background-color:var(--primary)}
  .pager-item[aria-disabled="true"]{opacity:0.38;pointer-events:none;cursor:default}
  .pager-item:focus-visible{outline:3px solid var(--secondary);outline-offset:2px}
  .pager-item .icon{margin:0 -8px}`,
  [base],
);

/**
 * A list's pager: its buttons are real links to `?page=N`, so it works before its code has
 * come. The pages shown (first, last, the current one and its neighbours, gaps as "…") are
 * MUI's `usePagination`, without its components.
 */
export function Pager({ page, count, label, hrefFor }: PagerProps) {
  const { t, dir } = useApp();
  useSheet(pager);
  const { items } = usePagination({ page, count });
  // Previous points back along the reading direction: left in English, right in Arabic.
  const [back, forward] = dir === 'rtl' ? [NavigateNext, NavigateBefore] : [NavigateBefore, NavigateNext];
  return (
    <nav className="pager" aria-label={label}>
      <ul className="pager-list">
        {items.map((item, i) => {
          if (item.type === 'start-ellipsis' || item.type === 'end-ellipsis') {
            return (
              <li key={i}>
                <div className="pager-item">…</div>
              </li>
            );
          }
          if (item.type === 'first' || item.type === 'last') return null;
          const isPage = item.type === 'page';
          const name =
            item.type === 'next'
              ? t('Go to next page')
              : item.type === 'previous'
                ? t('Go to previous page')
                : item.selected
                  ? t('Page {page}', { page: item.page ?? 1 })
                  : t('Go to page {page}', { page: item.page ?? 1 });
          return (
            <li key={i}>
              <Link
                to={hrefFor(item.page)}
                className="pager-item"
                aria-label={name}
                aria-current={item.selected ? 'page' : undefined}
                aria-disabled={item.disabled || undefined}
                tabIndex={item.disabled ? -1 : undefined}
              >
                {isPage ? item.page : <Icon shapes={item.type === 'next' ? forward : back} size="small" />}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
