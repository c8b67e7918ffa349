import { MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_LIST, pageCountOf, type AdminListSort, type ContentName } from '../../../contract';
import { useAdminListPage } from '../../api/admin-lists';
import { useApp } from '../../context/app-provider';
import type { ListQuery } from '../query-list';
import { FilterBar } from './filter-bar';

/** The address's names of a back-office list's filters; the server's are the same (contract ADMIN_LIST). */
const PARAMS = ['q', 'missing', 'from', 'to', 'sort'] as const;
const SORT_LABELS: Record<AdminListSort, string> = {
  list: 'List order',
  newest: 'Newest first',
  oldest: 'Oldest first',
  title: 'By name',
};

/** A select whose empty choice ('Any', 'All categories') shows as chosen, under its label. */
export const SHOW_EMPTY = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

/**
 * A list's own filter beside the common ones: the services' category, `?category=` in the
 * address, `cat_id` to the server.
 */
export interface ListFilter {
  param: string;
  api: string;
}

/**
 * A back-office list read a page at a time (decision 0028), with the filters and the page
 * of the address: a shared or reloaded address shows the same page.
 */
export function useAdminList<T>(entity: ContentName, filter?: ListFilter) {
  const [search] = useSearchParams();
  const params: Record<string, string> = {};
  for (const name of PARAMS) {
    const value = search.get(name)?.trim();
    if (value) params[name] = value;
  }
  const filterValue = filter && search.get(filter.param);
  if (filter && filterValue) params[filter.api] = filterValue;
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  if (page > 1) params.page = String(page);
  const read = useAdminListPage<T>(entity, params);
  const query: ListQuery<T> = {
    data: read.data?.items,
    isPending: read.isPending,
    isError: read.isError,
    refetch: read.refetch,
  };
  return {
    query,
    page,
    pageCount: read.data ? pageCountOf(read.data.total, read.data.limit) : 1,
    total: read.data?.total,
    filtered: Object.keys(params).some((name) => name !== 'page'),
  };
}

/**
 * Search (names and titles in the three languages; Arabic with or without its marks), the
 * language an item still lacks, a range of days it was added in, and the order; `children`
 * adds a list's own filter. Every choice goes to the address.
 */
export function AdminListFilterBar({
  extraParams = [],
  children,
}: {
  extraParams?: readonly string[];
  children?: ReactNode;
}) {
  const { t, languages } = useApp();
  return (
    <FilterBar
      params={[...PARAMS, ...extraParams]}
      placeholder={t('Search by name or title')}
      searchWidth={260}
      marginBottom={3}
    >
      {({ search, set }) => (
        <>
          {children}
          <TextField
            select
            size="small"
            label={t('Missing language')}
            value={search.get('missing') ?? ''}
            onChange={(event) => set('missing', event.target.value || undefined)}
            slotProps={SHOW_EMPTY}
            sx={{ minWidth: 170 }}
          >
            <MenuItem value="">{t('Any')}</MenuItem>
            {languages.map((language) => (
              <MenuItem key={language.lang} value={language.lang} lang={language.lang}>
                {language.title}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('Sort by')}
            value={search.get('sort') ?? 'list'}
            onChange={(event) => set('sort', event.target.value === 'list' ? undefined : event.target.value)}
            sx={{ minWidth: 170 }}
          >
            {ADMIN_LIST.sorts.map((sort) => (
              <MenuItem key={sort} value={sort}>
                {t(SORT_LABELS[sort])}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
    </FilterBar>
  );
}
