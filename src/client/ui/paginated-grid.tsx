import type { Key, ReactNode } from 'react';
import { useLocation, useSearchParams } from '../context/navigation';
import { gridColumnsStyle, layout, type GridColumns } from './css/layout';
import { useSheet } from '../render/sheet';
import { deferredSection } from '../render/deferred-section';
import { Reveal } from './reveal';

export type { GridColumns };

export interface PaginatedGridProps<T> {
  /** The cards of the page shown. */
  items: readonly T[];
  /** The page shown (from 1) and how many the list has. */
  page: number;
  pageCount: number;
  columns: GridColumns;
  getKey: (item: T) => Key;
  /**
   * `index` is the item's place on the page shown: the first card's image may be the page's largest (LCP).
   */
  renderItem: (item: T, index: number) => ReactNode;
  /** The pager's accessible name, translated (e.g. 'Blog pages'). */
  label: string;
}

export const PAGE_PARAM = 'page';

/**
 * The pager hydrates after the page (render/deferred-section): MUI's Pagination is not in
 * the first load; its links work before.
 */
const Pager = deferredSection('pager', () => import('./pager').then((m) => m.Pager));

/** Cards appear in turn across a row of up to three, then the next row starts again. */
const STAGGER_ROW = 3;

/** CSS grid columns per breakpoint, equal widths that may shrink below their content. */
export const gridTemplateColumnsOf = (columns: GridColumns) =>
  Object.fromEntries(Object.entries(columns).map(([bp, n]) => [bp, `repeat(${n}, minmax(0, 1fr))`]));

/** The page `?page=` asks for: a whole number from 1, else page 1. */
export function requestedPage(search: URLSearchParams): number {
  const page = Number(search.get(PAGE_PARAM));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** `?page=` as a page number within 1…pageCount; anything else is page 1. */
export function pageFromSearch(search: URLSearchParams, pageCount: number): number {
  const page = requestedPage(search);
  return page <= pageCount ? page : 1;
}

/**
 * A page of cards with a pager whose page lives in the URL (`?page=2`): a page can be
 * shared, reloaded and rendered on the server, and the pager's buttons are real links.
 */
export function PaginatedGrid<T>({
  items,
  page,
  pageCount,
  columns,
  getKey,
  renderItem,
  label,
}: PaginatedGridProps<T>) {
  useSheet(layout);
  const [search] = useSearchParams();
  const { pathname } = useLocation();

  const hrefFor = (target: number | null) => {
    const next = new URLSearchParams(search);
    if (!target || target === 1) next.delete(PAGE_PARAM);
    else next.set(PAGE_PARAM, String(target));
    const query = next.toString();
    return `${pathname}${query ? `?${query}` : ''}`;
  };

  return (
    <>
      <ul className="card-grid" style={gridColumnsStyle(columns)}>
        {items.map((item, i) => (
          <Reveal component="li" key={getKey(item)} index={i % STAGGER_ROW} className="grid-cell">
            {renderItem(item, i)}
          </Reveal>
        ))}
      </ul>
      {pageCount > 1 && <Pager page={page} count={pageCount} label={label} hrefFor={hrefFor} />}
    </>
  );
}
