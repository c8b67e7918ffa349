import type { Key, ReactNode } from 'react';
import { LazyCardSkeletons as CardSkeletons } from './lazy-card-skeletons';
import { PaginatedGrid, type GridColumns } from './paginated-grid';
import { QueryList, type ListQuery } from './query-list';

export interface PagedCardListProps<T> {
  query: ListQuery<T>;
  pageSize: number;
  columns: GridColumns;
  /** Translated: the empty message, and the pager's accessible name. */
  emptyText: string;
  pagerLabel: string;
  getKey: (item: T) => Key;
  renderItem: (item: T, index: number) => ReactNode;
}

/** A list page's body (SPEC §2, §4): skeleton cards, then a grid of cards paged in the URL, or the empty message. */
export function PagedCardList<T>({ query, pageSize, columns, emptyText, pagerLabel, getKey, renderItem }: PagedCardListProps<T>) {
  return (
    <QueryList query={query} emptyText={emptyText} skeleton={<CardSkeletons count={pageSize} columns={columns} />}>
      {(items) => <PaginatedGrid items={items} pageSize={pageSize} columns={columns} getKey={getKey} renderItem={renderItem} label={pagerLabel} />}
    </QueryList>
  );
}
