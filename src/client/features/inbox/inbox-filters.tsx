import { Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { useSearchParams } from 'react-router';
import { REQUEST_STATUSES, REQUEST_STATUS_LABELS, isRequestStatus } from '../../../contract';
import type { InboxFilters } from '../../api/inbox';
import { INBOX_PARAMS as PARAMS, inboxFiltersFrom } from '../../api/inbox-address';
import { useApp } from '../../context/app-provider';
import { SHOW_EMPTY } from '../../ui/admin/admin-list-filters';
import { FilterBar } from '../../ui/admin/filter-bar';

/** The filters the address asks for (api/inbox-address.ts). */
export function useInboxFilters(): InboxFilters {
  const [search] = useSearchParams();
  return inboxFiltersFrom(search);
}

/**
 * Search (name, email, phone, reference number, text; Arabic with or without its marks)
 * and filters: unread for me, a range of days, and for requests, with documents, a status
 * and assigned to me (decision 0030).
 */
export function InboxFilterBar({ requests }: { requests: boolean }) {
  const { t } = useApp();
  return (
    <FilterBar
      params={Object.values(PARAMS)}
      placeholder={t('Search by name, email, phone, reference number or text')}
      searchWidth={320}
      marginBottom={2}
    >
      {({ search, set }) => {
        const flag = (name: string, label: string, on = 'true') => (
          <FormControlLabel
            control={
              <Checkbox
                checked={search.get(name) === on}
                onChange={(event) => set(name, event.target.checked ? on : undefined)}
              />
            }
            label={label}
          />
        );
        return (
          <>
            {requests && (
              <TextField
                select
                size="small"
                label={t('Status')}
                value={isRequestStatus(search.get(PARAMS.status)) ? search.get(PARAMS.status) : ''}
                onChange={(event) => set(PARAMS.status, event.target.value || undefined)}
                slotProps={SHOW_EMPTY}
                sx={{ minWidth: 200 }}
              >
                <MenuItem value="">{t('Any status')}</MenuItem>
                {REQUEST_STATUSES.map((status) => (
                  <MenuItem key={status} value={status}>
                    {t(REQUEST_STATUS_LABELS[status])}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {flag(PARAMS.unread, t('Unread only'))}
            {requests && flag(PARAMS.documents, t('With documents'))}
            {requests && flag(PARAMS.assignee, t('Assigned to me'), 'me')}
          </>
        );
      }}
    </FilterBar>
  );
}
