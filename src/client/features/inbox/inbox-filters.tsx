import { Box, Button, Checkbox, FormControlLabel, InputAdornment, MenuItem, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useSearchParams } from 'react-router';
import { REQUEST_STATUSES, REQUEST_STATUS_LABELS, type RequestStatus } from '../../../contract';
import type { InboxFilters } from '../../api/inbox';
import { useApp } from '../../context/app-provider';
import { useTypedFilter, useUrlFilters } from '../../ui/admin/url-filters';

/** The inbox's filters, kept in the address (decision 0028): a search can be shared, reloaded and gone back to. */
const PARAMS = { q: 'q', unread: 'unread', documents: 'with_documents', from: 'from', to: 'to', status: 'status', assignee: 'assignee' } as const;

const isStatus = (value: string | null): value is RequestStatus => (REQUEST_STATUSES as readonly (string | null)[]).includes(value);

export function useInboxFilters(): InboxFilters {
  const [search] = useSearchParams();
  return {
    q: search.get(PARAMS.q)?.trim() || undefined,
    unread: search.get(PARAMS.unread) === 'true',
    withDocuments: search.get(PARAMS.documents) === 'true',
    from: search.get(PARAMS.from) || undefined,
    to: search.get(PARAMS.to) || undefined,
    status: isStatus(search.get(PARAMS.status)) ? (search.get(PARAMS.status) as RequestStatus) : undefined,
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
  const filters = useUrlFilters(Object.values(PARAMS));
  const { search, set } = filters;
  const [typed, setTyped] = useTypedFilter(filters, PARAMS.q);
  const flag = (name: string, label: string) => (
    <FormControlLabel control={<Checkbox checked={search.get(name) === 'true'} onChange={(event) => set(name, event.target.checked ? 'true' : undefined)} />} label={label} />
  );

  return (
    <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
      <TextField
        type="search"
        size="small"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        label={t('Search')}
        placeholder={t('Search by name, email, phone, reference number or text')}
        slotProps={{ htmlInput: { maxLength: 100 }, input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
        sx={{ flex: '1 1 320px' }}
      />
      {requests && (
        <TextField select size="small" label={t('Status')} value={isStatus(search.get(PARAMS.status)) ? search.get(PARAMS.status) : ''} onChange={(event) => set(PARAMS.status, event.target.value || undefined)} slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }} sx={{ minWidth: 200 }}>
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
      {requests && (
        <FormControlLabel control={<Checkbox checked={search.get(PARAMS.assignee) === 'me'} onChange={(event) => set(PARAMS.assignee, event.target.checked ? 'me' : undefined)} />} label={t('Assigned to me')} />
      )}
      <TextField type="date" size="small" label={t('From date')} value={search.get(PARAMS.from) ?? ''} onChange={(event) => set(PARAMS.from, event.target.value || undefined)} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField type="date" size="small" label={t('To date')} value={search.get(PARAMS.to) ?? ''} onChange={(event) => set(PARAMS.to, event.target.value || undefined)} slotProps={{ inputLabel: { shrink: true } }} />
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
