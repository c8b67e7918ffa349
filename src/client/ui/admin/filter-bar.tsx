import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, InputAdornment, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useApp } from '../../context/app-provider';
import { useTypedFilter, useUrlFilters } from './url-filters';

type UrlFilters = ReturnType<typeof useUrlFilters>;

export interface FilterBarProps {
  /**
   * Every name the bar keeps in the address (`q`, `from` and `to` among them): "Clear filters" empties them.
   */
  params: readonly string[];
  /** The search box's hint, translated: what it searches. */
  placeholder: string;
  /** The search box's basis width (px) before it grows into the row. */
  searchWidth: number;
  marginBottom: number;
  /** The list's own filters, between the search box and the days. */
  children: (filters: UrlFilters) => ReactNode;
}

/**
 * A back-office list's filter row, kept in the address (decision 0028): the search box
 * (`q`, asked for once typing pauses), the list's own filters, a range of days (`from`,
 * `to`) and "Clear filters" once anything is set. The content lists and the inboxes use it.
 */
export function FilterBar({ params, placeholder, searchWidth, marginBottom, children }: FilterBarProps) {
  const { t } = useApp();
  const filters = useUrlFilters(params);
  const { search, set } = filters;
  const [typed, setTyped] = useTypedFilter(filters, 'q');
  return (
    <Box
      role="search"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: marginBottom }}
    >
      <TextField
        type="search"
        size="small"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        label={t('Search')}
        placeholder={placeholder}
        slotProps={{
          htmlInput: { maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ flex: `1 1 ${searchWidth}px` }}
      />
      {children(filters)}
      <TextField
        type="date"
        size="small"
        label={t('From date')}
        value={search.get('from') ?? ''}
        onChange={(event) => set('from', event.target.value || undefined)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label={t('To date')}
        value={search.get('to') ?? ''}
        onChange={(event) => set('to', event.target.value || undefined)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {filters.filtered && (
        <Button
          onClick={() => {
            setTyped('');
            filters.clear();
          }}
        >
          {t('Clear filters')}
        </Button>
      )}
    </Box>
  );
}
