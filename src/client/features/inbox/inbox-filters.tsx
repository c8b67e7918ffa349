import { Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { useSearchParams } from 'react-router';
import {
  REQUEST_STATUSES,
  REQUEST_STATUS_LABELS,
  isRequestStatus,
  type RequestStatus,
} from '../../../contract';
import type { InboxFilters } from '../../api/inbox';
import { useApp } from '../../context/app-provider';
import { SHOW_EMPTY } from '../../ui/admin/admin-list-filters';
import { FilterBar } from '../../ui/admin/filter-bar';

/**
 * The inbox's filters, kept in the address (decision 0028): a search can be shared,
 * reloaded and gone back to.
 */
const PARAMS = {
  q: 'q',
  unread: 'unread',
  documents: 'with_documents',
  from: 'from',
  to: 'to',
  status: 'status',
  assignee: 'assignee',
} as const;

export function useInboxFilters(): InboxFilters {
  const [search] = useSearchParams();
  return {
    q: search.get(PARAMS.q)?.trim() || undefined,
    unread: search.get(PARAMS.unread) === 'true',
    withDocuments: search.get(PARAMS.documents) === 'true',
    from: search.get(PARAMS.from) || undefined,
    to: search.get(PARAMS.to) || undefined,
    status: isRequestStatus(search.get(PARAMS.status))
      ? (search.get(PARAMS.status) as RequestStatus)
      : undefined,
    assignee: search.get(PARAMS.assignee) === 'me' ? 'me' : undefined,
  };
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
