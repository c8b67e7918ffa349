import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Paper,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { AUDIT_KINDS, formatDateTime, type AuditEvent, type AuditKind } from '../../../../contract';
import { useAuditEvents, type AuditFilters } from '../../../api/audit';
import { useStaff } from '../../../api/staff';
import { useApp } from '../../../context/app-provider';
import { AdminScreenHeader } from '../../../ui/admin/admin-screen-header';
import { AUDIT_KIND_LABELS } from './audit-kinds';

/** One event: when, who, what, on what, from where, and a little more. */
function EventRow({ event }: { event: AuditEvent }) {
  const { t, lang } = useApp();
  const details = Object.entries(event.details ?? {});
  return (
    <Paper
      component="li"
      variant="outlined"
      data-kind={event.kind}
      sx={{
        p: 1.5,
        display: 'grid',
        gap: { xs: 0.5, md: 2 },
        gridTemplateColumns: { xs: '1fr', md: '11rem 10rem minmax(0, 1fr) 9rem' },
        alignItems: 'baseline',
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {formatDateTime(event.at, lang)}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {event.user?.name ?? t('Nobody (the system)')}
      </Typography>
      <Box>
        <Typography variant="body2">
          {t(AUDIT_KIND_LABELS[event.kind])}
          {event.target && (
            <>
              {' · '}
              <bdi dir="ltr">{event.target}</bdi>
            </>
          )}
        </Typography>
        {details.length > 0 && (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            <bdi dir="ltr">{details.map(([key, value]) => `${key}: ${String(value)}`).join(' · ')}</bdi>
          </Typography>
        )}
      </Box>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {event.ip && <bdi dir="ltr">{event.ip}</bdi>}
      </Typography>
    </Paper>
  );
}

/**
 * The audit log (decision 0060), admins only: who did what, newest first, narrowed by person,
 * kind and days, fifty at a time with "Load more".
 */
export function AuditScreen() {
  const { t } = useApp();
  const staff = useStaff();
  const [filters, setFilters] = useState<AuditFilters>({});
  const query = useAuditEvents(filters);
  const events = query.data?.pages.flatMap((page) => page.events) ?? [];
  const set = (change: Partial<AuditFilters>) => setFilters((current) => ({ ...current, ...change }));
  // A native select's empty choice ("Everyone") is a value: its label stays above it.
  const select = { select: { native: true }, inputLabel: { shrink: true } } as const;

  return (
    <>
      <AdminScreenHeader title={t('Audit log')} />
      <Typography sx={{ color: 'text.secondary', mb: 2, maxWidth: 720 }}>
        {t(
          'Who did what in the back office, newest first. It never holds a password, a code or an erased student’s data.',
        )}
      </Typography>
      <Stack
        component="form"
        role="search"
        aria-label={t('Filter the audit log')}
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ mb: 2 }}
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          select
          label={t('Person')}
          value={filters.user_id ?? ''}
          onChange={(event) => set({ user_id: event.target.value ? Number(event.target.value) : undefined })}
          slotProps={select}
          size="small"
          sx={{ minWidth: 200 }}
        >
          <option value="">{t('Everyone')}</option>
          {(staff.data ?? []).map((member) => (
            <option key={member.user_id} value={member.user_id}>
              {member.name || member.email}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label={t('Action')}
          value={filters.kind ?? ''}
          onChange={(event) => set({ kind: (event.target.value || undefined) as AuditKind | undefined })}
          slotProps={select}
          size="small"
          sx={{ minWidth: 240 }}
        >
          <option value="">{t('All actions')}</option>
          {AUDIT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(AUDIT_KIND_LABELS[kind])}
            </option>
          ))}
        </TextField>
        <TextField
          type="date"
          label={t('From')}
          value={filters.from ?? ''}
          onChange={(event) => set({ from: event.target.value || undefined })}
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label={t('To')}
          value={filters.to ?? ''}
          onChange={(event) => set({ to: event.target.value || undefined })}
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {query.isError ? (
        <Alert severity="error">{t('Could not load this item.')}</Alert>
      ) : query.isPending ? (
        <Stack spacing={1} role="status" aria-label={t('Loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={48} />
          ))}
        </Stack>
      ) : events.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('No events found')}</Typography>
      ) : (
        <Stack component="ul" aria-label={t('Events')} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {events.map((event) => (
            <EventRow key={event.event_id} event={event} />
          ))}
        </Stack>
      )}
      {query.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button
            variant="outlined"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage || undefined}
            startIcon={
              query.isFetchingNextPage ? (
                <CircularProgress size={16} color="inherit" aria-hidden />
              ) : undefined
            }
          >
            {t('Load more')}
          </Button>
        </Box>
      )}
    </>
  );
}
