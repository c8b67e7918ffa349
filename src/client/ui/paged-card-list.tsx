import type { Key, ReactNode } from 'react';
import { pageCountOf, type CardPage } from '../../contract/card-pages';
import { useSearchParams } from '../context/navigation';
import { LazyCardSkeletons as CardSkeletons } from './lazy-card-skeletons';
import { PaginatedGrid, pageFromSearch, type GridColumns } from './paginated-grid';
import { QueryList, type ListQuery } from './query-list';

/**
 * Where a list page's cards come from: a page of cards from the server (decision 0028: the
 * lists that grow, posts and services), or a whole list paged here (the short ones).
 */
type CardSource<T> = { pageOfCards: ListQueryOf<CardPage<T>> } | { whole: ListQuery<T>; pageSize: number };
type ListQueryOf<D> = Omit<ListQuery<never>, 'data'> & { data: D | undefined };

export interface PagedCardListProps<T> {
  source: CardSource<T>;
  /** How many skeleton cards stand in while loading: the page size. */
  pageSize: number;
  columns: GridColumns;
  /** Translated: the empty message, and the pager's accessible name. */
  emptyText: string;
  pagerLabel: string;
  getKey: (item: T) => Key;
  renderItem: (item: T, index: number) => ReactNode;
}

/** The cards a source shows on the page the URL names, and the pager's numbers. */
function useShownPage<T>(source: CardSource<T>): { query: ListQuery<T>; page: number; pageCount: number } {
  const [search] = useSearchParams();
  if ('pageOfCards' in source) {
    const { data, ...state } = source.pageOfCards;
    return {
      query: { ...state, data: data?.items },
      page: data?.page ?? 1,
      pageCount: data ? pageCountOf(data.total, data.limit) : 1,
    };
  }
  const { whole, pageSize } = source;
  const pageCount = pageCountOf(whole.data?.length ?? 0, pageSize);
  const page = pageFromSearch(search, pageCount);
  return {
    query: { ...whole, data: whole.data?.slice((page - 1) * pageSize, page * pageSize) },
    page,
    pageCount,
  };
}

/**
 * A list page's body (SPEC §2, §4): skeleton cards, then a grid of cards paged in the
 * URL, or the empty message.
 */
export function PagedCardList<T>({
  source,
  pageSize,
  columns,
  emptyText,
  pagerLabel,
  getKey,
  renderItem,
}: PagedCardListProps<T>) {
  const { query, page, pageCount } = useShownPage(source);
  return (
    <QueryList
      query={query}
      emptyText={emptyText}
      skeleton={<CardSkeletons count={pageSize} columns={columns} />}
    >
      {(items) => (
        <PaginatedGrid
          items={items}
          page={page}
          pageCount={pageCount}
          columns={columns}
          getKey={getKey}
          renderItem={renderItem}
          label={pagerLabel}
        />
      )}
    </QueryList>
  );
}
